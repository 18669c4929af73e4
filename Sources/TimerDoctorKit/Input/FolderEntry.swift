/// One entry of a folder listing: its name, `d_type` and identity, whether the walk takes it as
/// an input, and the status of a file it takes when the walk reads statuses.
struct FolderEntry {
  var name: String
  var type: UInt8
  /// The folder's device and the entry's listed inode: the file or folder itself, whichever path
  /// reaches it, found without a `stat` (a mount point inside the tree lists the inode under it).
  var identity: FileIdentity
  /// Whether the walk takes this regular file as an input.
  var isTaken = false
  var status: FileStatus?
}
