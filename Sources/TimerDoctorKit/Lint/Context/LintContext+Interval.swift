/// A timer's interval when the code spells it as a constant, in seconds.
extension LintContext {
  /// Seconds per unit of the duration helpers projects write (`5.minutes`, `1.hours`).
  static let secondsPerUnit: [String: Double] = [
    "milliseconds": 0.001, "millisecond": 0.001, "seconds": 1, "second": 1, "minutes": 60, "minute": 60,
    "hours": 3600, "hour": 3600, "days": 86400, "day": 86400,
  ]

  /// Labels of a timer's interval: `Timer(timeInterval:)`, `scheduledTimer(withTimeInterval:)`,
  /// `Timer(fireAt:interval:)`, `Timer.publish(every:)`.
  static let intervalLabels = ["timeInterval", "withTimeInterval", "interval", "every"]

  /// The argument that gives a timer's interval, when the call has one.
  func intervalArgument(in arguments: [Argument]) -> Argument? {
    Self.intervalLabels.lazy.compactMap { self.argument($0, in: arguments) }.first
  }

  /// The interval `argument` spells, in seconds: a literal (`0.5`, `1_000`), a product of literals
  /// (`60 * 5`), `TimeInterval(30)`, or a literal with a unit (`5.minutes`, `1.hours`); `nil` when it
  /// is anything else (a variable, a call).
  func intervalSeconds(_ argument: Argument?) -> Double? {
    guard let argument else { return nil }
    var tokens = Array(argument.value)
    if tokens.count >= 3, file.is(tokens[0], "TimeInterval") || file.is(tokens[0], "Double"),
      file.isPunct(tokens[1], "("), file.isPunct(tokens[tokens.count - 1], ")")
    {
      tokens = Array(tokens[2..<(tokens.count - 1)])
    }
    if tokens.count == 3, file.kind(tokens[0]) == .number, file.isPunct(tokens[1], "."),
      let unit = Self.secondsPerUnit[file.text(tokens[2])], let value = number(at: tokens[0])
    {
      return value * unit
    }
    var product = 1.0
    for (offset, codeIndex) in tokens.enumerated() {
      if offset % 2 == 0 {
        guard file.kind(codeIndex) == .number, let value = number(at: codeIndex) else { return nil }
        product *= value
      } else if !file.is(codeIndex, "*") {
        return nil
      }
    }
    return tokens.count % 2 == 1 ? product : nil
  }

  /// The value of the number literal at `codeIndex`.
  func number(at codeIndex: Int) -> Double? {
    Double(file.text(codeIndex).replacingOccurrences(of: "_", with: ""))
  }

  /// "every 30 s" for a note.
  static func describe(seconds: Double) -> String {
    let text = seconds == seconds.rounded() && abs(seconds) < 1e12 ? String(Int(seconds)) : String(seconds)
    return "every \(text) s"
  }
}
