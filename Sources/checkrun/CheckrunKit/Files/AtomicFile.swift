import Foundation

/// Writes a file whole or not at all: a temporary file beside it, then a rename. Temporary
/// files still being written are known, so an interrupted run can remove them.
enum AtomicFile {
  struct Failure: Error, Sendable {
    var message: String
  }

  /// Temporary files being written right now.
  static let pending = Locked(Set<String>())

  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    // Written as the large outputs are: `Data.write` would also flush the file to disk
    // (`fsync`), which cost a run of 10,000 checks 1 to 2.5 ms for its 6 KB summary.
    try write(to: path) { temporary throws(Failure) in
      let out = try ByteStore(creating: temporary)
      try out.write(bytes)
      try out.finish()
    }
  }

  /// Lets `produce` write the whole file at a temporary path beside `path`, then renames it
  /// into place; nothing of a failed `produce` is left behind.
  static func write(to path: String, _ produce: (String) throws(Failure) -> Void) throws(Failure) {
    try write(to: [path]) { temporaries throws(Failure) in try produce(temporaries[0]) }
  }

  /// Lets `produce` write every file at once, each at a temporary path beside its path (in
  /// the same order), then renames each into place in turn; nothing of a failed `produce` is
  /// left behind.
  static func write(to paths: [String], _ produce: ([String]) throws(Failure) -> Void) throws(Failure) {
    var temporaries: [String] = []
    defer { pending.withLock { $0.subtract(temporaries) } }
    do {
      for path in paths { temporaries.append(try temporaryPath(for: path, suffix: "tmp")) }
      try produce(temporaries)
    } catch {
      for temporary in temporaries { unlink(temporary) }
      throw error
    }
    try commit(temporaries, to: paths)
  }

  /// Writes `bytes` to a new file at `path`, whole or not at all, and never over a file there:
  /// a temporary file beside it is written, then hard-linked to `path`, which fails when
  /// anything is there, however late it appeared (two runs at once: one writes, the other is
  /// told). False when `path` exists; nothing is then changed.
  static func writeNew(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
    let temporary = try temporaryPath(for: path, suffix: "tmp")
    defer {
      unlink(temporary)
      pending.withLock { _ = $0.remove(temporary) }
    }
    let out = try ByteStore(creating: temporary)
    try out.write(bytes)
    try out.finish()
    // 0 when linked, else the reason.
    let problem = written.withLock { written -> Int32 in
      guard link(temporary, path) != 0 else {
        written.append(path)
        return 0
      }
      return errno
    }
    if problem == 0 { return true }
    if problem == EEXIST { return false }
    throw Failure(message: "cannot write '\(path)': \(String(cString: strerror(problem)))")
  }

  /// The outputs put in place so far by this process; a signal that ends it says so.
  static let written = Locked([String]())

  /// Renames each temporary file onto its path, all or none: each output there before is kept
  /// under a second name (a hard link) until every rename is done, and put back when one
  /// fails. A signal waits for the renames to end (`written` is held meanwhile), so it never
  /// ends the process halfway through a set.
  static func commit(_ temporaries: [String], to paths: [String]) throws(Failure) {
    let failure = written.withLock { written -> Failure? in
      enum Before {
        case absent
        case kept(String)
        /// There, but it could not be kept (a file system without hard links).
        case lost
      }
      let before = paths.map { path -> Before in
        let backup = siblingPath(for: path, suffix: "old")
        if link(path, backup) == 0 { return .kept(backup) }
        return errno == ENOENT ? .absent : .lost
      }
      defer {
        for case .kept(let backup) in before { unlink(backup) }
      }
      for index in paths.indices {
        guard rename(temporaries[index], paths[index]) != 0 else { continue }
        let problem = String(cString: strerror(errno))
        for undone in 0..<index {
          switch before[undone] {
          case .absent: unlink(paths[undone])
          case .kept(let backup): rename(backup, paths[undone])
          case .lost: break
          }
        }
        for left in temporaries[index...] { unlink(left) }
        return Failure(message: "cannot write '\(paths[index])': \(problem); the previous outputs are as they were")
      }
      written += paths
      return nil
    }
    if let failure { throw failure }
  }

  /// The pid of the run that made `entry`, when it is one of the temporary files made beside an
  /// output named in `names` (`.index.html.PID.XXXXXXXX.SUFFIX`).
  static func owner(ofTemporary entry: String, beside names: Set<String>) -> Int32? {
    for name in names where entry.hasPrefix(".\(name).") {
      let rest = entry.dropFirst(name.count + 2).split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
      guard rest.count == 3, let pid = Int32(rest[0]), pid > 0, rest[1].count == 8,
        rest[1].allSatisfy(\.isHexDigit), temporarySuffixes.contains(String(rest[2]))
      else { continue }
      return pid
    }
    return nil
  }

  /// What ends the name of each temporary file checkrun makes.
  static let temporarySuffixes: Set = [
    "tmp", "old", "properties.part", "testcases.part", "timelines.part", "articles.part", "cases.part",
  ]

  /// A new name beside `path` for a temporary file: `.NAME.PID.XXXXXXXX.SUFFIX`.
  static func siblingPath(for path: String, suffix: String) -> String {
    let url = URL(fileURLWithPath: path)
    let unique = "\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8))"
    return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(unique).\(suffix)")
      .path
  }

  /// A new temporary path beside `path`, known as pending until the caller removes it from
  /// `pending`; the folder is made, and a target that is a folder or a device is refused.
  static func temporaryPath(for path: String, suffix: String) throws(Failure) -> String {
    try prepare(path)
    let temporary = siblingPath(for: path, suffix: suffix)
    pending.withLock { _ = $0.insert(temporary) }
    return temporary
  }

  /// Makes sure `path` can be written: its folder is made, and a target that is a folder or a
  /// device is refused.
  static func prepare(_ path: String) throws(Failure) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let type = attributes[.type] as? FileAttributeType, type != .typeRegular
    {
      let what = type == .typeDirectory ? "it is a folder" : "it is not a regular file"
      throw Failure(message: "cannot write '\(path)': \(what)")
    }
    try makeFolder(folder.path, role: "folder")
  }

  /// Makes `folder` and the folders above it that are missing; `role` names it in the message
  /// (`cannot create the report folder 'x/r': 'x' is a file, not a folder`).
  static func makeFolder(_ folder: String, role: String) throws(Failure) {
    // The first part of the path that stands in the way, named as the user wrote it.
    let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
    for end in parts.indices where !parts[end].isEmpty {
      let prefix = parts[...end].joined(separator: "/")
      var status = stat()
      guard stat(prefix, &status) == 0 else {
        if lstat(prefix, &status) == 0 {
          throw Failure(message: "cannot create the \(role) '\(folder)': '\(prefix)' is a broken link")
        }
        break
      }
      if (status.st_mode & S_IFMT) != S_IFDIR {
        throw Failure(message: "cannot create the \(role) '\(folder)': '\(prefix)' is a file, not a folder")
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(message: "cannot create the \(role) '\(folder)': \(reason(error))")
    }
  }

  /// Removes every temporary file still being written; for an interrupted run.
  static func removePending() {
    for path in pending.withLock({ $0 }) { unlink(path) }
  }

  static func reason(_ error: any Error) -> String {
    let cocoa = error as NSError
    if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if cocoa.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(cocoa.code))) }
    return cocoa.localizedDescription
  }
}
