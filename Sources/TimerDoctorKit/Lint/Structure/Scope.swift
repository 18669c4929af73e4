/// A braced region of a file: a type body, a function body, a closure or a statement block.
struct Scope: Sendable {
  /// The kind of declaration a type scope belongs to.
  enum TypeKind: Sendable {
    case `class`, `struct`, `enum`, actor, `extension`, `protocol`
  }

  /// What the braces belong to.
  enum Kind: Sendable, Equatable {
    /// A type body; `name` is the type's (last) name.
    case type(TypeKind)
    /// A function-like body: `func`, `init`, `deinit`, `subscript`, an accessor, a computed property.
    case function
    /// A closure expression.
    case closure
    /// The body of `if`, `guard`, `while`, `for`, `switch`, `do`, `catch`, `repeat`, `defer`, `else`.
    case block
  }

  var kind: Kind
  /// Type name, function name (`init`, `deinit`, `get`...), or the block's keyword.
  var name: String
  /// Code index of the declaration keyword (or the `{` for closures).
  var header: Int
  /// Code index of the `{`.
  var open: Int
  /// Code index of the matching `}` (or the file's code count when unterminated).
  var close: Int
  /// The enclosing scope, or `nil` at file level.
  var parent: Int?
  /// Closures: the code index of `in` ending the signature, if it has one.
  var signatureEnd: Int?
  /// Closures: `[weak self]` / `[unowned self]` in the capture list.
  var capturesSelfWeakly = false
  /// Closures: `[self]` (or `[x = self]`) in the capture list.
  var capturesSelfStrongly = false

  /// Whether code index `codeIndex` lies inside the braces.
  func contains(_ codeIndex: Int) -> Bool { codeIndex > open && codeIndex < close }

  var isType: Bool { if case .type = kind { true } else { false } }
}
