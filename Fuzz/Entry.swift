// The one libFuzzer entry point of the fuzz binary: TIMERDOCTOR_FUZZ_TARGET names the target, so
// scripts/fuzz builds the kit once for every target.
import Foundation

private let target: (UnsafePointer<UInt8>, Int) -> Void = {
  switch ProcessInfo.processInfo.environment["TIMERDOCTOR_FUZZ_TARGET"] {
  case "catalog": fuzzCatalogEntry
  case "triage": fuzzTriage
  case "stream": fuzzStream
  case "lint": fuzzLint
  case "config": fuzzConfig
  case let other: fatalError("TIMERDOCTOR_FUZZ_TARGET=\(other ?? "") is not a fuzz target")
  }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  target(data, size)
  return 0
}
