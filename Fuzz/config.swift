// libFuzzer target: the `.timerdoctor.json` parser and the glob patterns it builds, on arbitrary
// bytes. Built by scripts/fuzz (Fuzz/Entry.swift picks the target).
import Foundation

private let ruleIDs = Set(LintRules.ids)

func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) {
  let bytes = Data(bytes: data, count: size)
  if let configuration = try? LintConfiguration(data: bytes, path: "/repo/.timerdoctor.json", ruleIDs: ruleIDs) {
    _ = configuration.accepts(file: "/repo/Sources/App/Poller.swift")
    _ = configuration.enters(directory: "/repo/Sources/Generated")
    _ = configuration.enabledRules(all: LintRules.ids, enable: [], disable: [])
  }
}
