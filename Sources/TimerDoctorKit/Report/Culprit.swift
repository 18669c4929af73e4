/// The frame in the app's own code that triage blames.
public struct Culprit: Codable, Hashable, Sendable {
  /// The image (binary) name, e.g. `MyApp`.
  public var image: String
  /// The symbol, or `imageName + offset` when unsymbolicated.
  public var symbol: String
  /// The source file, when the report has it.
  public var file: String?
  /// The source line, when the report has it.
  public var line: Int?

  /// Creates a culprit frame.
  public init(image: String, symbol: String, file: String? = nil, line: Int? = nil) {
    self.image = image
    self.symbol = symbol
    self.file = file
    self.line = line
  }

  /// `symbol (File.swift:42)`, or just the symbol when there is no file.
  public var displayName: String {
    guard let file else { return symbol }
    if let line { return "\(symbol) (\(file):\(line))" }
    return "\(symbol) (\(file))"
  }

  /// Whether an image name is known (gdb prints `???` when it is not).
  public static func isKnownImage(_ image: String) -> Bool {
    !image.isEmpty && image != "???"
  }

  /// `symbol (File.swift:42) in Image`, leaving out an unknown image.
  public var fullName: String {
    Self.isKnownImage(image) ? "\(displayName) in \(image)" : displayName
  }
}
