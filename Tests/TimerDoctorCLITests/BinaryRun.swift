import Foundation
import Testing

/// Runs the built `timerdoctor` binary and captures what a user would see.
struct BinaryRun {
  var standardOutput: String
  var standardError: String
  var status: Int32

  /// The package root (two folders above this file's folder).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The built binary: next to the test bundle, in whatever build folder this run uses.
  static let binary: URL = {
    var folder = Bundle.main.bundleURL
    for _ in 0..<3 {
      let candidate = folder.appendingPathComponent("timerdoctor")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/timerdoctor")
  }()

  /// Runs `binary` (default: the built timerdoctor) with `arguments` in `directory`.
  static func run(
    _ arguments: [String], in directory: URL = packageRoot, input: String? = nil,
    environment: [String: String] = [:], binary: URL = BinaryRun.binary
  ) throws -> BinaryRun {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = stdin
    try process.run()
    // Drain both pipes while the process runs, so a large report cannot block it.
    let outData = DrainedPipe(stdout)
    let errData = DrainedPipe(stderr)
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    return BinaryRun(
      standardOutput: String(decoding: outData.wait(), as: UTF8.self),
      standardError: String(decoding: errData.wait(), as: UTF8.self),
      status: process.terminationStatus)
  }
}

/// Reads a pipe to its end on a background thread.
final class DrainedPipe: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}

/// A fresh temporary folder, removed by the caller with `remove()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "timerdoctor-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
