import Foundation

/// Check files as checkrun reads them: found under a folder, read in bounded memory, and
/// decoded as UTF-8, each problem a diagnostic at the file. With `BoundedFile` and
/// `AppFile.load`, this folder is the one place Harness touches the file system.
package enum CheckFiles {
  /// Every `*.check` file below `folder`, in a stable order; links to folders are not followed.
  /// A folder named `*.check` is walked into like any other, never taken for a check file
  /// (nor is a link to a folder of that name): its own `*.check` files run.
  package static func paths(under folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    while let relative = walker.nextObject() as? String {
      guard relative.lowercased().hasSuffix(".check") else { continue }
      let path = base + "/" + relative
      if isFolder(path) { continue }
      found.append(path)
    }
    return found.sorted()
  }

  /// Whether anything is at `path`, a broken link included.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Whether `path` is a folder (or a link to one).
  package static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The bytes of the check file at `path`, or why it cannot be read.
  package static func bytes(at path: String) -> Result<[UInt8], Diagnostic> {
    let start = SourceLocation(path: path, line: 1, column: 1)
    var status = stat()
    let resolves = stat(path, &status) == 0
    guard resolves, (status.st_mode & S_IFMT) == S_IFREG else {
      let why = resolves ? "it is not a regular file" : "it does not resolve (a broken link or a link loop)"
      return .failure(Diagnostic(.unreadableFile, at: start, "cannot read the file: \(why)"))
    }
    guard Int(status.st_size) <= maximumBytes else {
      let reason = BoundedFile.tooLarge(
        Int(status.st_size), limit: maximumBytes, what: "check file", advice: "split it into smaller files")
      return .failure(Diagnostic(.unreadableFile, at: start, reason))
    }
    guard let bytes = readBytes(path, expected: Int(status.st_size), limit: maximumBytes) else {
      return .failure(
        Diagnostic(
          .unreadableFile, at: start, "cannot read the file (or it grew past \(BoundedFile.megabytes(maximumBytes)))"))
    }
    return .success(bytes)
  }

  /// The text of a check file's bytes, or a diagnostic at the first line that is not UTF-8.
  package static func text(_ bytes: [UInt8], path: String) -> Result<String, Diagnostic> {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(
        Diagnostic(
          .unreadableFile, at: SourceLocation(path: path, line: firstInvalidLine(bytes), column: 1),
          "the file is not valid UTF-8 (first bad byte on this line); save it as UTF-8"))
    }
    return .success(text)
  }

  /// The largest check file read: 256 MiB, some two million checks, twenty times the
  /// benchmark's largest run. Its size is the size of what a link points to (`stat`).
  package static let maximumBytes = 256 << 20

  /// Every byte of the file at `path`, read straight into the array (about `expected` of
  /// them: the file may have changed since); nil when it cannot be read, or has grown past
  /// `limit` bytes since its size was taken.
  package static func readBytes(_ path: String, expected: Int, limit: Int = .max) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    // A byte of room beyond the size expected, so the end is seen by a read that finds none.
    var bytes = [UInt8](repeating: 0, count: max(expected, 0) + 1)
    var filled = 0
    while true {
      if filled == bytes.count { bytes += repeatElement(0, count: bytes.count) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        // swift-format-ignore: NeverForceUnwrap
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      filled += count
      if filled > limit { return nil }
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  /// The 1-based line holding the first byte that is not valid UTF-8.
  static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
    var line = 1
    for piece in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if String(validating: piece, as: UTF8.self) == nil { return line }
      line += 1
    }
    return line
  }
}
