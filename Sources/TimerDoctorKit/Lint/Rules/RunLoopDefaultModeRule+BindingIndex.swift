extension RunLoopDefaultModeRule {
  /// The file's bindings indexed once, so each `scheduledTimer` finds the name it is stored in
  /// without rescanning every binding (which was quadratic in the number of timers).
  struct BindingIndex {
    private let bindingOfCreation: [Int: (name: String, nameIndex: Int)]
    private let copiesOfName: [String: [Binding]]
    private let file: SourceFile

    init(_ context: LintContext) {
      var bindingOfCreation: [Int: (name: String, nameIndex: Int)] = [:]
      var copiesOfName: [String: [Binding]] = [:]
      for binding in context.facts.bindings {
        if let creation = binding.creation,
          bindingOfCreation[creation.name] == nil
        {
          bindingOfCreation[creation.name] = (binding.name, binding.nameIndex)
        }
        if context.file.isIdentifier(binding.value) {
          copiesOfName[context.file.text(binding.value), default: []].append(binding)
        }
      }
      self.bindingOfCreation = bindingOfCreation
      self.copiesOfName = copiesOfName
      file = context.file
    }

    /// The names the timer created by `scheduledTimer` at `codeIndex` is stored in: the name it is
    /// bound to (`t`, `timer`, `self.timer`) and the names that name is then copied to.
    func names(boundTo codeIndex: Int) -> Set<String> {
      guard let binding = bindingOfCreation[codeIndex] else { return [] }
      var names: Set<String> = [binding.name]
      for copy in copiesOfName[binding.name, default: []] where copy.nameIndex > binding.nameIndex {
        if !file.isPunct(copy.value + 1, "."), !file.isPunct(copy.value + 1, "(") {
          names.insert(copy.name)
        }
      }
      return names
    }
  }
}
