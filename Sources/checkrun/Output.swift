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

/// Standard output or standard error.
struct StandardStream: TextSink {
  let descriptor: Int32

  static let output = StandardStream(descriptor: 1)
  static let error = StandardStream(descriptor: 2)

  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return systemWrite(descriptor, base + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
    bytes.removeAll()
  }

  var isTerminal: Bool { isatty(descriptor) == 1 }
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
