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

  /// `name in image`, leaving out an image that is unknown (gdb prints `???`) or already
  /// named by an unsymbolicated `Image + 0x1a2b` symbol.
  public static func qualified(_ name: String, symbol: String, image: String) -> String {
    guard !image.isEmpty, image != "???", !symbol.hasPrefix(image + " + ") else { return name }
    return "\(name) in \(image)"
  }

  /// `symbol (File.swift:42) in Image`, as `qualified` words it.
  public var fullName: String {
    Self.qualified(displayName, symbol: symbol, image: image)
  }
}
