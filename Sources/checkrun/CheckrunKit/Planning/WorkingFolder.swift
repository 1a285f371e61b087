import Foundation

/// The folder a command works in: where a relative path on the command line starts, where
/// `checkrun init` writes, and where the search for `checkrun.json` begins. It is the
/// process's current folder unless the caller names another (the tests do, since they run
/// in parallel in one process and cannot each change its current folder).
struct WorkingFolder: Equatable, Sendable {
  /// Its absolute path, without a slash at the end (`/` for the root).
  let path: String
  /// What a path relative to it takes in front to be opened from the process's current
  /// folder: nothing when it is that folder, else its absolute path and a slash.
  let prefix: String

  /// The folder `given`, or the process's current folder.
  init(_ given: String? = nil) {
    let current = FileManager.default.currentDirectoryPath
    let named = given.map { $0.hasPrefix("/") ? $0 : current + "/" + $0 }
    let absolute = URL(fileURLWithPath: named ?? current).standardizedFileURL.path
    path = absolute.count > 1 && absolute.hasSuffix("/") ? String(absolute.dropLast()) : absolute
    prefix = path == current ? "" : (path == "/" ? "/" : path + "/")
  }

  /// `relative` as opened from the process's current folder (an absolute path as it is).
  func resolve(_ relative: String) -> String {
    relative.hasPrefix("/") ? relative : prefix + relative
  }

  /// The folder `levels` above this one, as a prefix for the paths in it: `../../` when this
  /// is the process's current folder, so messages and reports keep relative paths, else its
  /// absolute path.
  func prefix(above levels: Int) -> String {
    guard levels > 0 else { return prefix }
    if prefix.isEmpty { return String(repeating: "../", count: levels) }
    let parts = path.split(separator: "/").dropLast(levels)
    return parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
  }

  /// Where the nearest `checkrun.json` is, at or above this folder up to the root, and how
  /// many folders up; nil when there is none. Anything of that name counts, so a folder or a
  /// broken link named so is reported when it is read, never passed over for one further up.
  func nearestConfig() -> Result<(path: String, levels: Int)?, Options.Problem> {
    var folder = path
    var levels = 0
    while true {
      let candidate = (folder == "/" ? "" : folder) + "/" + ConfigFile.name
      var status = stat()
      if lstat(candidate, &status) == 0 { return .success((candidate, levels)) }
      guard errno == ENOENT || errno == ENOTDIR else {
        let reason = String(cString: strerror(errno)).lowercased()
        return .failure(
          Options.Problem(
            message:
              "cannot look for '\(ConfigFile.name)' in '\(folder)': \(reason); name one with --config FILE, or run with --no-config"
          ))
      }
      guard folder != "/" else { return .success(nil) }
      let slash = folder.lastIndex(of: "/") ?? folder.startIndex
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
      levels += 1
    }
  }
}
