/// What the lint cache knows of one input: its path, status (checked first, without reading the
/// file) and the hash of its bytes (checked when the status differs: a `touch`, or a checkout
/// that restores the same bytes, keeps the cache).
struct FileStamp: Hashable, Sendable {
  var path: String
  var size: Int64
  /// The status-change time; 0 when the file changed too recently to trust the time alone.
  var changed: Int64
  var hash: UInt64
}
