import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns command-line paths (files, folders, `-`) into the list of inputs to read.
///
/// Folders are walked recursively in the order of their full paths. Symlinks are followed, but a
/// folder already visited (same device and inode) is not entered again, so symlink loops end.
/// Files named on the command line are always taken (FIFOs too); files found in folders must pass
/// `acceptsFile`, and FIFOs, sockets and devices in folders are skipped or reported, never opened.
public struct InputCollector: Sendable {
  /// What to do with FIFOs, sockets and devices found inside a folder.
  public enum SpecialFilePolicy: Sendable {
    /// Pass over them silently (lint: they are not source files).
    case skip
    /// Report each as an input error (triage: the user pointed at it).
    case report
  }

  /// Decides whether a file found inside a folder is an input (e.g. `.swift` files only).
  public var acceptsFile: @Sendable (String) -> Bool
  /// When set, a file found in a folder must end in this (`.swift`) before `acceptsFile` is asked:
  /// a byte comparison on the name, so the other files of a project cost next to nothing.
  public var requiredSuffix: String?
  /// Decides whether a folder is walked into (e.g. not `.build` or `.git`).
  public var entersDirectory: @Sendable (String) -> Bool
  /// FIFOs, sockets and devices inside folders.
  public var specialFiles: SpecialFilePolicy
  /// Whether a second path to a file already taken (a symlink or hard link to it, judged by
  /// device and inode) is dropped; the first path found is kept.
  public var takesEachFileOnce: Bool
  /// Whether each file found in a folder carries its status (size and change time) from the walk:
  /// what the lint cache compares. Without it the walk only lists folders.
  public var statsFiles = true
  /// Whether files named on the command line must pass `acceptsFile` too (`--force-exclude`: a
  /// pre-commit hook names excluded files explicitly).
  public var filtersNamedFiles = false
  /// The name standard input is shown and matched by (`--stdin-filename`), `-` by default.
  public var standardInputName = "-"

  /// Creates a collector.
  public init(
    acceptsFile: @escaping @Sendable (String) -> Bool = { _ in true },
    entersDirectory: @escaping @Sendable (String) -> Bool = { _ in true },
    specialFiles: SpecialFilePolicy = .report,
    takesEachFileOnce: Bool = false
  ) {
    self.acceptsFile = acceptsFile
    self.entersDirectory = entersDirectory
    self.specialFiles = specialFiles
    self.takesEachFileOnce = takesEachFileOnce
  }

  /// Collects the inputs named by `arguments`, in argument order, each folder sorted.
  public func collect(_ arguments: [String]) -> (sources: [InputSource], errors: [InputError]) {
    var walk = Walk(collector: self)
    var readsStandardInput = false
    for argument in arguments {
      if argument == "-" {
        // Stdin can be read once; a second `-` would only see its end.
        let name = standardInputName
        let taken = !filtersNamedFiles || name == "-" || acceptsFile(name)
        if !readsStandardInput && taken {
          walk.sources.append(
            InputSource(location: .standardInput, displayPath: name == "-" ? name : Self.displayPath(name)))
        }
        readsStandardInput = true
      } else if takesEachFileOnce, let entries = Walk.folderEntries(of: argument) {
        walk.visitInParallel(argument, entries: entries)
      } else {
        walk.visit(argument, named: true)
      }
    }
    return (walk.sources, walk.errors)
  }

  /// `path` relative to the current directory when it lies below it, else as given.
  public static func displayPath(_ path: String) -> String {
    displayPath(path, folderPrefix: currentFolderPrefix())
  }

  /// The current directory with a trailing `/`.
  static func currentFolderPrefix() -> String {
    let cwd = FileManager.default.currentDirectoryPath
    return cwd.hasSuffix("/") ? cwd : cwd + "/"
  }

  /// `path` relative to the folder `prefix` (ending in `/`) when it lies below it, else as given.
  static func displayPath(_ path: String, folderPrefix prefix: String) -> String {
    // On bytes: called for every file of a tree, where character comparisons cost.
    var trimmed = Substring(path)
    while trimmed.hasBytePrefix("./") { trimmed = trimmed.dropFirst(2) }
    guard trimmed.hasBytePrefix("/") else { return trimmed.isEmpty ? path : String(trimmed) }
    if trimmed.hasBytePrefix(prefix) {
      trimmed = trimmed[trimmed.utf8.index(trimmed.startIndex, offsetBy: prefix.utf8.count)...]
    }
    return String(trimmed)
  }
}

/// The mutable state of one collection: what was found and which folders were seen.
private struct Walk {
  let collector: InputCollector
  /// The current directory, read once per walk (a folder of thousands of files asked each time).
  let folderPrefix = InputCollector.currentFolderPrefix()
  var sources: [InputSource] = []
  var errors: [InputError] = []
  var visitedDirectories: Set<FileIdentity> = []
  var takenFiles: Set<FileIdentity> = []

  mutating func visit(_ path: String, named: Bool) {
    var display: String { InputCollector.displayPath(path, folderPrefix: folderPrefix) }
    var info = stat()
    guard stat(path, &info) == 0 else {
      let reason =
        errno == ENOENT
        ? (named ? "no such file or folder" : "broken symlink")
        : "cannot read: \(String(cString: strerror(errno)))"
      // A symlink loop in a folder is an error only for a file the walk would have taken.
      if named || (errno != ENOENT && collector.acceptsFile(path)) {
        errors.append(InputError(path: display, message: reason))
      }
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      visitDirectory(path, identity: FileIdentity(info), named: named)
    case S_IFREG:
      guard (named && !collector.filtersNamedFiles) || collector.acceptsFile(path) else { return }
      var source = InputSource(location: .file(path), displayPath: display, isFoundInFolder: !named)
      source.status = FileStatus(info)
      take(source, identity: FileIdentity(info))
    default:
      // A FIFO or device named on the command line (`<(cat x.crash)`) is read like stdin; one
      // met inside a folder is never opened, since nothing may ever write to it.
      if named {
        sources.append(InputSource(location: .file(path), displayPath: display))
      } else if collector.specialFiles == .report {
        errors.append(
          InputError(path: display, message: "not a regular file (FIFO, socket or device); skipped"))
      }
    }
  }

  /// Adds `source` unless the file was taken before by another path (when files are taken once).
  mutating func take(_ source: InputSource, identity: FileIdentity) {
    if collector.takesEachFileOnce, !takenFiles.insert(identity).inserted { return }
    var source = source
    source.identity = identity
    sources.append(source)
  }

  /// The entries of `path` when it is a folder, else `nil`.
  static func folderEntries(of path: String) -> [FolderEntry]? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    return entries(of: path, device: UInt64(info.st_dev))
  }

  /// Walks the folder `path` (named on the command line) with one walk per entry, in parallel,
  /// and merges them in entry order: the same inputs, in the same order, as one walk, except that
  /// a symlink to a sibling folder is not followed (the sibling is walked on its own). Files met
  /// twice (links) are kept once, first path first.
  mutating func visitInParallel(_ path: String, entries: [FolderEntry]) {
    var info = stat()
    guard stat(path, &info) == 0, visitedDirectories.insert(FileIdentity(info)).inserted else { return }
    let base = path.hasSuffix("/") ? path : path + "/"
    let children = Self.inPathOrder(entries).map {
      entry -> (path: String, folder: FileIdentity?) in
      var info = stat()
      let child = base + entry.name
      let isFolder = stat(child, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      return (child, isFolder ? FileIdentity(info) : nil)
    }
    // Each walk starts knowing the root and every other top-level folder, so none enters another's.
    let seeded = visitedDirectories.union(children.compactMap(\.folder))
    let collector = collector
    let walks = children.concurrentMap { child -> Walk in
      var walk = Walk(collector: collector)
      walk.visitedDirectories = seeded
      if let own = child.folder { walk.visitedDirectories.remove(own) }
      walk.visit(child.path, named: false)
      return walk
    }
    for child in walks {
      for source in child.sources {
        if let identity = source.identity, !takenFiles.insert(identity).inserted { continue }
        sources.append(source)
      }
      errors += child.errors
      visitedDirectories.formUnion(child.visitedDirectories)
    }
  }

  /// Walks the folder `path`, which `identity` names (see `FolderEntry.identity`).
  mutating func visitDirectory(_ path: String, identity: FileIdentity, named: Bool) {
    guard visitedDirectories.insert(identity).inserted else { return }
    guard named || collector.entersDirectory(path) else { return }
    let base = path.hasSuffix("/") ? path : path + "/"
    // Files and folders are known from the listing alone; only links and unknown types are
    // resolved by path.
    let accepts = collector.acceptsFile
    guard
      let entries = Self.entries(
        of: path, device: identity.device, fileSuffix: collector.requiredSuffix ?? "",
        takingFiles: { accepts(base + $0) }, statingFiles: collector.statsFiles)
    else {
      errors.append(
        InputError(
          path: InputCollector.displayPath(path, folderPrefix: folderPrefix),
          message: "cannot list folder: permission denied"))
      return
    }
    for entry in Self.inPathOrder(entries) {
      let child = base + entry.name
      if entry.isTaken {
        var source = InputSource(
          location: .file(child), displayPath: InputCollector.displayPath(child, folderPrefix: folderPrefix),
          isFoundInFolder: true)
        source.status = entry.status
        take(source, identity: entry.identity)
      } else if entry.type == UInt8(DT_DIR) {
        visitDirectory(child, identity: entry.identity, named: false)
      } else if entry.type != UInt8(DT_REG) {
        visit(child, named: false)
      }
    }
  }

  /// `entries` in the order their full paths sort in: a folder as its name and `/`, so
  /// `a-b.swift` comes before the files of folder `a` (`-` sorts before `/`), and a walk in this
  /// order lists the files of a tree already sorted.
  static func inPathOrder(_ entries: [FolderEntry]) -> [FolderEntry] {
    entries.map { entry in (key: entry.type == UInt8(DT_DIR) ? entry.name + "/" : entry.name, entry: entry) }
      .sorted { $0.key < $1.key }.map(\.entry)
  }

  /// The entries of folder `path` on `device`, without `.` and `..`; `nil` when it cannot be
  /// listed. A regular file whose name does not end in `fileSuffix` is left out before its name
  /// is made a string (most files of a project are not sources); one whose name `takingFiles`
  /// accepts is taken, with its status (`fstatat` on the open folder) when `statingFiles` (one
  /// that vanished meanwhile is then left out).
  static func entries(
    of path: String, device: UInt64, fileSuffix: String = "", takingFiles: (String) -> Bool = { _ in false },
    statingFiles: Bool = false
  ) -> [FolderEntry]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    let folder = dirfd(directory)
    let suffix = Array(fileSuffix.utf8)
    var entries: [FolderEntry] = []
    while let entry = readdir(directory) {
      let type = entry.pointee.d_type
      let identity = FileIdentity(device: device, inode: UInt64(entry.pointee.d_ino))
      let listed = withUnsafeBytes(of: entry.pointee.d_name) { raw -> FolderEntry? in
        let length = raw.firstIndex(of: 0) ?? raw.count
        let bytes = raw.prefix(length)
        if type == UInt8(DT_REG), !bytes.reversed().starts(with: suffix.reversed()) { return nil }
        let name = String(decoding: bytes, as: UTF8.self)
        guard name != "." && name != ".." else { return nil }
        var listed = FolderEntry(name: name, type: type, identity: identity)
        guard type == UInt8(DT_REG), takingFiles(name) else { return listed }
        listed.isTaken = true
        if statingFiles {
          var info = stat()
          guard
            fstatat(folder, raw.baseAddress!.assumingMemoryBound(to: CChar.self), &info, AT_SYMLINK_NOFOLLOW)
              == 0
          else { return nil }
          listed.status = FileStatus(info)
        }
        return listed
      }
      if let listed { entries.append(listed) }
    }
    return entries
  }
}
