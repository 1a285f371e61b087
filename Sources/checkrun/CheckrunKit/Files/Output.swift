#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command writes text: a standard stream, or a buffer in tests.
protocol TextSink: Sendable {
  func write(_ text: String)
  /// Whether colour may be used: a terminal, and `NO_COLOR` unset.
  var isTerminal: Bool { get }
}

/// Standard output or standard error. A write that fails (a full disk, a pipe its reader
/// closed) is kept, and nothing more is written to that stream, so what it holds is a whole
/// prefix of what was meant, never a document with a piece missing from its middle; `main`
/// turns the failure into exit 2 (`CheckRun.checked`).
struct StandardStream: TextSink {
  let descriptor: Int32

  static let output = StandardStream(descriptor: 1)
  static let error = StandardStream(descriptor: 2)

  /// The `errno` of the first write that failed, by descriptor.
  private static let failures = Locked([Int32: Int32]())

  func write(_ text: String) {
    guard failure == nil else { return }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return systemWrite(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      if written <= 0 {
        let number = written < 0 ? errno : ENOSPC
        Self.failures.withLock { $0[descriptor] = $0[descriptor] ?? number }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }

  /// The `errno` of the first write to this stream that failed; nil while every one has
  /// gone through.
  var failure: Int32? { Self.failures.withLock { $0[descriptor] } }

  var isTerminal: Bool { isatty(descriptor) == 1 }
}

extension CheckRun {
  /// `code`, unless a write to standard output failed: then exit 2, saying so on standard
  /// error, since a run whose results were not all printed (`--format json`, `--list`, the
  /// console) must not look like one whose were. SIGPIPE is ignored (`main.swift`), so a
  /// closed pipe is such a failure too, not a silent death.
  static func checked(_ code: ExitCode, output: StandardStream, stderr: some TextSink) -> ExitCode {
    guard let failure = output.failure else { return code }
    let reason =
      failure == EPIPE
      ? "the program reading it closed the pipe" : String(cString: strerror(failure)).lowercased()
    stderr.write(
      "checkrun: error: cannot write to standard output (\(reason)); what was printed is incomplete\n"
    )
    return .notUnderstood
  }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, pointer, count)
  #else
    Darwin.write(descriptor, pointer, count)
  #endif
}

/// Collects what the command writes, for tests.
final class BufferSink: TextSink {
  private let storage = Locked("")

  func write(_ text: String) {
    storage.withLock { $0 += text }
  }

  var text: String { storage.withLock { $0 } }
  var isTerminal: Bool { false }
}
