/// A fixed list of words that a token is compared with as bytes: hot loops ask "is this token
/// one of these names?" of every identifier, where making a string of each token and hashing it
/// showed in profiles.
struct KnownWords: Sendable {
  /// The words, in the order given.
  let strings: [String]
  private let bytes: [[UInt8]]
  /// Bit `n` is set when some word is `n` bytes long, so most tokens fail on their length alone.
  private let lengths: UInt64

  init(_ words: [String]) {
    strings = words
    bytes = words.map { Array($0.utf8) }
    lengths = bytes.reduce(0) { mask, word in word.count < 64 ? mask | (1 << UInt64(word.count)) : mask }
  }

  /// The position in `strings` of the word `token` spells in `source`, or `nil`.
  func index(of token: Token, in source: [UInt8]) -> Int? {
    let length = Int(token.end - token.start)
    guard length < 64, lengths & (1 << UInt64(length)) != 0 else { return nil }
    let start = Int(token.start)
    return bytes.firstIndex { word in
      word.count == length && word.indices.allSatisfy { source[start + $0] == word[$0] }
    }
  }
}
