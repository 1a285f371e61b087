import Dispatch
import Foundation
import Harness

/// A file's SHA-256, worked out on another thread from when the file is read (`start`): only
/// the finished reports need it. While the file is parsed and resolved a core is often idle
/// (finding its line ends, joining the pieces, making names unique happen on one thread),
/// and the hash fills that time instead of taking a core from the running checks.
final class FileDigest: Sendable {
  private enum State: Sendable {
    case unstarted([UInt8])
    case working
    case done(String)
  }

  private let group = DispatchGroup()
  private let state: Locked<State>

  /// The digest of `bytes`, worked out once `start` is called, or when first asked for.
  init(of bytes: [UInt8]) {
    state = Locked(.unstarted(bytes))
  }

  /// A digest worked out already.
  init(hex: String) {
    state = Locked(.done(hex))
  }

  /// Works the digest out on another thread; once.
  func start() {
    guard let bytes = claim() else { return }
    DispatchQueue.global().async(group: group) { _ = self.hash(bytes) }
  }

  /// Whether the digest is being worked out or is known.
  var isStarted: Bool {
    state.withLock { state in
      if case .unstarted = state { return false }
      return true
    }
  }

  /// The bytes to hash, for the one caller that gets to hash them.
  private func claim() -> [UInt8]? {
    state.withLock { state in
      guard case .unstarted(let bytes) = state else { return nil }
      state = .working
      return bytes
    }
  }

  /// Hashes the claimed `bytes` and keeps the digest.
  private func hash(_ bytes: [UInt8]) -> String {
    let hex = SHA256.hex(bytes)
    state.withLock { $0 = .done(hex) }
    return hex
  }

  /// The digest as 64 lowercase hex digits, once it is worked out.
  var value: String {
    if let bytes = claim() { return hash(bytes) }
    group.wait()
    return state.withLock { state in
      guard case .done(let hex) = state else { return "" }
      return hex
    }
  }
}

/// Finds check files under the paths given, reads them as UTF-8 and parses them.
enum SourceLoader {
  /// A file to read, and how.
  struct Source: Hashable, Sendable {
    var path: String
    var mode: Parser.Mode
  }

  /// The files under `paths` (folders give their `*.check` files), each file once however it
  /// is named (the first name it is given is kept), sorted by path
  /// whatever order the paths were given in: a run's files, and so its console, JUnit and
  /// report, come in the order `merge` puts shards' files in. `whole` holds the keys of the
  /// files named whole, themselves or in a folder: every path but those at `partial` (the
  /// files of `FILE:LINE` paths).
  static func sources(for paths: [String], partial: Set<Int> = [])
    -> (sources: [Source], problems: [Diagnostic], whole: Set<String>)
  {
    var sources: [(source: Source, whole: Bool)] = []
    var problems: [Diagnostic] = []
    let files = FileManager.default
    for (index, path) in paths.enumerated() {
      let named = !partial.contains(index)
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A bare word that is nearly a command's name was meant as the command (`checkrun step`).
        let bare = !path.contains("/") && !path.contains(".")
        let commands = Options.Command.allCases.map { "checkrun \($0.rawValue)" }
        let meant = bare ? Similarity.closest(to: "checkrun \(path)", among: commands, cutoff: 0.8, limit: 1) : []
        problems.append(
          Diagnostic(
            .unreadableFile, at: SourceLocation(path: path, line: 1, column: 1),
            "no such file or folder" + Similarity.suggestion(meant)))
        continue
      }
      if isDirectory.boolValue {
        let found = checkFiles(under: path)
        sources += found.map { (Source(path: $0, mode: .checkFile), named) }
      } else {
        sources.append((Source(path: path, mode: Parser.mode(forPath: path)), named))
      }
    }
    // A file named twice (`a.check`, `./a.check`, its absolute path, a link to it) runs once,
    // under the name it was first given.
    var seen = Set<String>()
    var whole = Set<String>()
    var once: [Source] = []
    for (source, named) in sources {
      let key = FileIdentity.key(source.path)
      if named, !partial.isEmpty { whole.insert(key) }
      if seen.insert(key).inserted { once.append(source) }
    }
    return (once.sorted { $0.path < $1.path }, problems, whole)
  }

  /// Every `*.check` file below `folder`, in a stable order; links to folders are not followed.
  /// A folder named `*.check` is walked into like any other, never taken for a check file
  /// (nor is a link to a folder of that name): its own `*.check` files run.
  static func checkFiles(under folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    while let relative = walker.nextObject() as? String {
      guard relative.lowercased().hasSuffix(".check") else { continue }
      let path = base + "/" + relative
      var status = stat()
      if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { continue }
      found.append(path)
    }
    return found.sorted()
  }

  /// Reads and parses one source; a file that cannot be read or decoded becomes a diagnostic.
  static func load(_ source: Source, jobs: Int = 1) -> (parsed: ParsedFile, sha256: FileDigest?) {
    let start = SourceLocation(path: source.path, line: 1, column: 1)
    var status = stat()
    let resolves = stat(source.path, &status) == 0
    guard resolves, (status.st_mode & S_IFMT) == S_IFREG else {
      let why = resolves ? "it is not a regular file" : "it does not resolve (a broken link or a link loop)"
      let problem = Diagnostic(.unreadableFile, at: start, "cannot read the file: \(why)")
      return (ParsedFile(path: source.path, checks: [], diagnostics: [problem]), nil)
    }
    guard Int(status.st_size) <= maximumBytes else {
      let reason = BoundedFile.tooLarge(
        Int(status.st_size), limit: maximumBytes, what: "check file", advice: "split it into smaller files")
      return (
        ParsedFile(path: source.path, checks: [], diagnostics: [Diagnostic(.unreadableFile, at: start, reason)]), nil
      )
    }
    guard let bytes = readBytes(source.path, expected: Int(status.st_size), limit: maximumBytes) else {
      let problem = Diagnostic(
        .unreadableFile, at: start, "cannot read the file (or it grew past \(BoundedFile.megabytes(maximumBytes)))")
      return (ParsedFile(path: source.path, checks: [], diagnostics: [problem]), nil)
    }
    let digest = FileDigest(of: bytes)
    // With a thread to spare, the file is hashed while it is parsed, resolved and run; with
    // one, when the reports first need the hash.
    if jobs > 1 { digest.start() }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let line = firstInvalidLine(bytes)
      let parsed = ParsedFile(
        path: source.path, checks: [],
        diagnostics: [
          Diagnostic(
            .unreadableFile, at: SourceLocation(path: source.path, line: line, column: 1),
            "the file is not valid UTF-8 (first bad byte on this line); save it as UTF-8")
        ])
      return (parsed, digest)
    }
    return (parse(text, path: source.path, mode: source.mode, jobs: jobs), digest)
  }

  /// The largest check file read: 256 MiB, some two million checks, twenty times the
  /// benchmark's largest run. Its size is the size of what a link points to (`stat`).
  static let maximumBytes = 256 << 20

  /// Every byte of the file at `path`, read straight into the array (about `expected` of
  /// them: the file may have changed since); nil when it cannot be read, or has grown past
  /// `limit` bytes since its size was taken.
  static func readBytes(_ path: String, expected: Int, limit: Int = .max) -> [UInt8]? {
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

  /// Parses `text`, a large check file in pieces on `jobs` threads.
  static func parse(_ text: String, path: String, mode: Parser.Mode, jobs: Int) -> ParsedFile {
    let parser = Parser(mode: mode)
    let input = parser.read(text, path: path, pieces: text.utf8.count >= 1 << 18 ? jobs : 1) { count, body in
      _ = inParallel(count) { body($0) }
    }
    guard input.pieces.count > 1 else { return parser.parse(input, piece: 0) }
    return Parser.joined(inParallel(input.pieces.count) { parser.parse(input, piece: $0) }, path: path)
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
