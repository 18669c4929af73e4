import Foundation
import Testing

@testable import TimerDoctorKit

/// `LineReader` hands out lines across chunk boundaries, strips CRLF, keeps a last line without
/// a newline, and passes over a line longer than its limit as `tooLong`.
@Suite struct LineReaderTests {
  func lines(_ text: [UInt8], maximumLine: Int = 1 << 20, batch: Int = 3) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("td-lines-\(UUID().uuidString)")
    try Data(text).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var reader = LineReader(descriptor: handle.fileDescriptor, maximumLine: maximumLine)
    var result: [String] = []
    while case let next = reader.next(batch), !next.isEmpty {
      for line in next {
        switch line {
        case .text(let number, let bytes):
          result.append("\(number):\(String(decoding: bytes, as: UTF8.self))")
        case .tooLong(let number): result.append("\(number):too long")
        }
      }
    }
    return result
  }

  @Test func linesAcrossChunksAndLineEndings() throws {
    // A line that straddles the 1 MB chunk boundary, CRLF endings, an empty line, no final newline.
    let long = String(repeating: "x", count: LineReader.chunk - 3)
    let text = Array("a\r\n\(long)\nbcdef\n\nlast".utf8)
    #expect(try lines(text) == ["1:a", "2:\(long)", "3:bcdef", "4:", "5:last"])
  }

  @Test func aLineLongerThanTheLimitIsPassedOverAndTheNextOnesAreRead() throws {
    let huge = String(repeating: "y", count: 3 * LineReader.chunk)
    let text = Array("first\n\(huge)\nafter\n".utf8)
    #expect(try lines(text, maximumLine: LineReader.chunk) == ["1:first", "2:too long", "3:after"])
  }
}
