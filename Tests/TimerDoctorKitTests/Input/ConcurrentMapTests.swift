import Testing

@testable import TimerDoctorKit

@Suite("concurrentMap")
struct ConcurrentMapTests {
  @Test(arguments: [0, 1, 2, 3, 31, 32, 33, 257, 10_000])
  func keepsEveryResultInInputOrder(count: Int) {
    let input = Array(0..<count)
    #expect(input.concurrentMap { $0 * 3 + 1 } == input.map { $0 * 3 + 1 })
  }

  @Test func resultsThatOwnMemoryAreKeptWhole() {
    let input = (0..<5_000).map { "file \($0) with a name long enough to live on the heap" }
    let output = input.concurrentMap { Array($0.utf8) }
    #expect(output.map { String(decoding: $0, as: UTF8.self) } == input)
  }
}
