/// A parsed JSON document as a flat array of nodes over the original bytes (a "tape").
///
/// Parsing is iterative (an explicit stack, never recursion) and refuses documents nested
/// deeper than `maximumDepth`, so a file of 200,000 `[` cannot overflow the stack or
/// allocate without bound. Strings and numbers are not decoded while parsing: a node keeps
/// its byte range, and accessors decode on demand.
struct JSONTape {
  /// The kind of a node.
  enum Kind: UInt8 {
    case object, array, string, number, bool, null
  }

  /// One value. Containers know where their subtree ends so siblings are one jump away.
  struct Node {
    var kind: Kind
    /// For strings: the first byte after the opening quote; otherwise the first byte.
    var start: Int32
    /// For strings: the closing quote; otherwise one past the last byte.
    var end: Int32
    /// Index of the node after this node's subtree (the next sibling, if any).
    var next: Int32
    /// Number of direct children (object members count key and value as two nodes).
    var count: Int32
    /// 1-based line of the node's first byte.
    var line: Int32
    /// Strings only: whether the string contains a backslash escape.
    var escaped: Bool
  }

  /// Why a document could not be parsed.
  struct ParseError: Error, Equatable {
    /// What went wrong, e.g. `JSON ends early`.
    var reason: String
    /// 1-based line where it went wrong.
    var line: Int
    /// Whether the input simply stopped (a truncated file).
    var truncated: Bool
  }

  /// The deepest nesting accepted. Real `.ips` reports nest about 8 levels.
  static let maximumDepth = 512

  let bytes: [UInt8]
  private(set) var nodes: [Node] = []

  /// Parses the single JSON value in `bytes[range]`; only whitespace may surround it.
  init(bytes: [UInt8], range: Range<Int>, firstLine: Int = 1) throws(ParseError) {
    self.bytes = bytes
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONTapeParser(bytes: buffer, range: range, line: firstLine)
      return Result { () throws(ParseError) in try parser.parse() }
    }
    nodes = try result.get()
  }
}
