/// One entry of a folder listing: its name and `d_type`, and the status of a regular file the
/// walk takes (read while the folder is open).
struct FolderEntry {
  var name: String
  var type: UInt8
  var status: FileStatus?
}
