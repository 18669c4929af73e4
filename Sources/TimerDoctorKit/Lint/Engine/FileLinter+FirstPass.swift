extension FileLinter {
  /// What pass one keeps of a file: the whole scan, or, for a file that can hold no timer fact,
  /// only its class headers (a timer's owner may inherit from a class declared there).
  enum FirstPass: Sendable {
    case scanned(Prepared)
    case outline([ClassHeader])

    /// The whole scan, for a file that may hold timer facts.
    var prepared: Prepared? {
      if case .scanned(let prepared) = self { return prepared }
      return nil
    }

    /// The class headers, for a file the structure pass skipped.
    var outline: [ClassHeader] {
      if case .outline(let headers) = self { return headers }
      return []
    }
  }
}
