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
  /// files of `FILE:LINE` paths). `named` holds each of those paths that exists, with the
  /// keys of the files it gave (none for a folder with no check file), so a path that gave no
  /// check can be told apart from its neighbours (`Plan.emptyPaths`).
  static func sources(for paths: [String], partial: Set<Int> = [])
    -> (sources: [Source], problems: [Diagnostic], whole: Set<String>, named: [(path: String, keys: [String])])
  {
    var sources: [(source: Source, whole: Bool, key: String)] = []
    var named: [(path: String, keys: [String])] = []
    var problems: [Diagnostic] = []
    let files = FileManager.default
    for (index, path) in paths.enumerated() {
      let isWhole = !partial.contains(index)
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
      let given =
        isDirectory.boolValue
        ? CheckFiles.paths(under: path).map { Source(path: $0, mode: .checkFile) }
        : [Source(path: path, mode: Parser.mode(forPath: path))]
      let keys = given.map { FileIdentity.key($0.path) }
      sources += zip(given, keys).map { ($0, isWhole, $1) }
      if isWhole { named.append((path, keys)) }
    }
    // A file named twice (`a.check`, `./a.check`, its absolute path, a link to it) runs once,
    // under the name it was first given.
    var seen = Set<String>()
    var whole = Set<String>()
    var once: [Source] = []
    for (source, isWhole, key) in sources {
      if isWhole, !partial.isEmpty { whole.insert(key) }
      if seen.insert(key).inserted { once.append(source) }
    }
    return (once.sorted { $0.path < $1.path }, problems, whole, named)
  }

  /// Reads and parses one source; a file that cannot be read or decoded becomes a diagnostic.
  static func load(_ source: Source, jobs: Int = 1) -> (parsed: ParsedFile, sha256: FileDigest?) {
    let bytes: [UInt8]
    switch CheckFiles.bytes(at: source.path) {
    case .success(let read): bytes = read
    case .failure(let problem): return (ParsedFile(path: source.path, checks: [], diagnostics: [problem]), nil)
    }
    let digest = FileDigest(of: bytes)
    // With a thread to spare, the file is hashed while it is parsed, resolved and run; with
    // one, when the reports first need the hash.
    if jobs > 1 { digest.start() }
    switch CheckFiles.text(bytes, path: source.path) {
    case .success(let text): return (Pipeline(mode: source.mode).parse(text, path: source.path, jobs: jobs), digest)
    case .failure(let problem): return (ParsedFile(path: source.path, checks: [], diagnostics: [problem]), digest)
    }
  }
}
