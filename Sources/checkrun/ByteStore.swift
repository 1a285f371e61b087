import Foundation

/// Bytes written once, in order, and read back by range: in memory, or in a file.
///
/// A large run's reports are put together from pieces written while its checks ran; the
/// pieces wait in temporary files, so the run never holds its reports in memory.
final class ByteStore {
  private var buffer: [UInt8] = []
  /// The open file, or -1 when the bytes stay in memory.
  private var descriptor: Int32 = -1
  let path: String?
  /// How many bytes were written in all.
  private(set) var count = 0

  /// How much is gathered before it goes to the file.
  static let bufferSize = 1 << 18

  /// Bytes kept in memory.
  init() {
    path = nil
  }

  /// A new file at `path`; it must not exist yet.
  init(creating path: String) throws(AtomicFile.Failure) {
    self.path = path
    descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure(message: "cannot create '\(path)': \(String(cString: strerror(errno)))")
    }
    buffer.reserveCapacity(ByteStore.bufferSize)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  func write(_ bytes: [UInt8]) throws(AtomicFile.Failure) {
    buffer.append(contentsOf: bytes)
    count += bytes.count
    if descriptor >= 0, buffer.count >= ByteStore.bufferSize { try flush() }
  }

  func write(_ text: String) throws(AtomicFile.Failure) {
    try write(Array(text.utf8))
  }

  /// Appends the bytes `range` of `other` to this store.
  func write(_ range: Range<Int>, of other: ByteStore) throws(AtomicFile.Failure) {
    guard !range.isEmpty else { return }
    guard other.descriptor >= 0 else {
      try write(Array(other.buffer[range]))
      return
    }
    try other.flush()
    // Read into this store's own buffer and write it out: one copy of each byte.
    var offset = range.lowerBound
    while offset < range.upperBound {
      let wanted = min(ByteStore.bufferSize, range.upperBound - offset)
      let start = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: wanted))
      let read = buffer.withUnsafeMutableBytes { bytes -> Int in
        guard let base = bytes.baseAddress else { return -1 }
        return pread(other.descriptor, base + start, wanted, off_t(offset))
      }
      guard read > 0 else {
        buffer.removeSubrange(start...)
        throw AtomicFile.Failure(message: "cannot read '\(other.path ?? "")': \(String(cString: strerror(errno)))")
      }
      buffer.removeSubrange((start + read)...)
      count += read
      offset += read
      if descriptor >= 0, buffer.count >= ByteStore.bufferSize { try flush() }
    }
  }

  /// Everything written, when the bytes stay in memory.
  var bytes: [UInt8] { buffer }

  /// Writes what is gathered to the file.
  func flush() throws(AtomicFile.Failure) {
    guard descriptor >= 0, !buffer.isEmpty else { return }
    var done = 0
    while done < buffer.count {
      let written = buffer.withUnsafeBytes { bytes -> Int in
        guard let base = bytes.baseAddress else { return 0 }
        return Foundation.write(descriptor, base + done, bytes.count - done)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw AtomicFile.Failure(message: "cannot write '\(path ?? "")': \(String(cString: strerror(errno)))")
      }
      done += written
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is gathered and closes the file.
  func finish() throws(AtomicFile.Failure) {
    try flush()
    guard descriptor >= 0 else { return }
    let status = close(descriptor)
    descriptor = -1
    if status != 0 {
      throw AtomicFile.Failure(message: "cannot write '\(path ?? "")': \(String(cString: strerror(errno)))")
    }
  }
}
