import Testing

@testable import TimerDoctorKit

@Suite("Line table")
struct LineTableTests {
  @Test(arguments: ["", "a", "\n", "a\n", "\n\n", "a\nb", "a\r\nb\r\n", "é\n🙂\nz", "x\n\n\ny\n"])
  func lineStartsFollowEveryLineBreak(text: String) {
    let bytes = Array(text.utf8)
    let expected = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    let table = LineTable(bytes)
    #expect(table.starts == expected)
    for offset in 0...bytes.count {
      #expect(table.line(ofOffset: offset) == expected.filter { $0 <= offset }.count)
    }
  }
}
