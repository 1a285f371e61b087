import Foundation

/// Which file a path names, however it is spelt: `a.check`, `./a.check`, `/abs/a.check`, a
/// link to it or a hard link of it are one file.
enum FileIdentity {
  /// The path made absolute, with its links, `.` and `..` resolved as far as it exists; the
  /// part that does not exist yet (an output to be made) is joined on as written, `.` and `..`
  /// taken as they read.
  static func resolved(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var rest: [String] = []
    while true {
      let prefix = "/" + components.joined(separator: "/")
      if let real = realPath(prefix) {
        return normalized(real, rest)
      }
      guard let last = components.popLast() else { return normalized("/", rest) }
      rest.insert(last, at: 0)
    }
  }

  /// The keys of the file at `path`: its resolved path and, when it exists, its device and
  /// inode (so a hard link is the same file). Two paths name one file when their keys meet.
  static func keys(_ path: String) -> Set<String> {
    var keys: Set = [resolved(path)]
    var status = stat()
    if stat(path, &status) == 0 { keys.insert("inode \(status.st_dev):\(status.st_ino)") }
    return keys
  }

  /// One key for the file at `path`: its device and inode when it exists, else its resolved path.
  static func key(_ path: String) -> String {
    var status = stat()
    if stat(path, &status) == 0 { return "inode \(status.st_dev):\(status.st_ino)" }
    return resolved(path)
  }

  /// `path` as merge compares check files from shard to shard: made absolute, its links, `.`
  /// and `..` resolved, then relative to the current folder when it is inside it; so
  /// `checks/a.check`, `./checks/a.check` and `$PWD/checks/a.check` are one file, on any
  /// machine that checked the suite out.
  static func comparable(_ path: String) -> String {
    let (full, folder) = (resolved(path), resolved("."))
    if folder == "/" { return String(full.dropFirst()) }
    return full.hasPrefix(folder + "/") ? String(full.dropFirst(folder.count + 1)) : full
  }

  /// `path` with `.` taken out and `..` taken against the name before it, as it reads
  /// (the `..` a relative path starts with are kept): for results that recorded no
  /// comparable path.
  static func lexical(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part != ".." || !path.hasPrefix("/") {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  private static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  private static func normalized(_ base: String, _ rest: [String]) -> String {
    var parts = base.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    for part in rest {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
