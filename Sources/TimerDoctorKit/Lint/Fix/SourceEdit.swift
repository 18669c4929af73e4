/// One change to a file's bytes: the bytes in `range` become `text` (an empty range inserts).
struct SourceEdit: Sendable, Hashable {
  /// Byte offsets into the file.
  var range: Range<Int>
  /// The new text.
  var text: String
}
