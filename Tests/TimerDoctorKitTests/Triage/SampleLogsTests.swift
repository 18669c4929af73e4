import Foundation
import Testing

@testable import TimerDoctorKit

/// Every file in SampleLogs/ gets the verdict SampleLogs/README.md's table gives it.
@Suite struct SampleLogsTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var file: String
    var format: String
    var pattern: String
    var confidence: String
    var culprit: String
    var testDescription: String { file }
  }

  static let folder = TriageFixtures.packageRoot.appendingPathComponent("SampleLogs")

  /// The rows of the verdict table: `| \`file\` | format | pattern | confidence | culprit |`.
  static let rows: [Row] = {
    guard let text = try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    else {
      return []
    }
    return text.split(separator: "\n").compactMap { line -> Row? in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
      guard cells.count == 7, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
      return Row(
        file: String(cells[1].dropFirst().dropLast()), format: cells[2], pattern: cells[3],
        confidence: cells[4],
        culprit: cells[5])
    }
  }()

  @Test func tableListsEveryFileExactlyOnce() throws {
    let walker = try #require(FileManager.default.enumerator(atPath: Self.folder.path))
    var files: [String] = []
    while let next = walker.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: Self.folder.appendingPathComponent(next).path, isDirectory: &isDirectory)
      // `Sources/` is the app's code the reports point into (`--source`) and `Fixable/` the code
      // of README's `--fix` example, not reports; `exports/` holds several records per file,
      // checked by `ExportFormatTests`.
      if exists && !isDirectory.boolValue && next != "README.md" && !next.hasPrefix("Sources/")
        && !next.hasPrefix("Fixable/") && !next.hasPrefix("exports/")
      {
        files.append(next)
      }
    }
    #expect(!Self.rows.isEmpty)
    #expect(Self.rows.map(\.file).sorted() == files.sorted())
  }

  @Test(arguments: rows)
  func sampleGetsItsVerdict(_ row: Row) throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(row.file)))
    let result = TriageFixtures.engine.triage(bytes: bytes, displayPath: row.file)
    if row.pattern == "error" {
      #expect(
        throws: InputError(path: row.file, message: "not a crash report: no exception, thread or frame found")
      ) {
        try result.get()
      }
      return
    }
    let finding = try result.get()
    let details = try #require(finding.triage)
    #expect(details.pattern == row.pattern)
    #expect(finding.id == row.pattern)
    #expect(try ReportDecoder.decode(bytes).get().format.rawValue == row.format)
    if row.pattern == "none" {
      // Another crash names the first frame of the app's own code it has, or none.
      #expect((details.culprit?.symbol ?? "-") == row.culprit)
      #expect(!details.fix.contains("explain none"))
      #expect(finding.severity == .info)
      return
    }
    #expect(details.confidence.rawValue == row.confidence)
    #expect((details.culprit?.symbol ?? "-") == row.culprit)
    if row.pattern == "other_libdispatch" {
      // No catalog entry to explain: the fix says what to do instead.
      #expect(details.fix.hasPrefix("not timer misuse"))
    } else {
      // A one-line fix from the pattern's entry, then where to read more.
      let entry = TriageFixtures.entries.first { $0.id == row.pattern }
      if let fix = entry?.fix {
        #expect(details.fix == "\(fix) (timerdoctor explain \(row.pattern))")
      } else {
        #expect(details.fix == "timerdoctor explain \(row.pattern)")
      }
    }
    #expect(!details.evidence.isEmpty)
    #expect(finding.line != nil)
  }
}
