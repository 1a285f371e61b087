import Foundation

/// Bytes written once, in order, and read back by range: in memory, or in a file.
///
/// A large run's reports are put together from pieces written while its checks ran; the
/// pieces wait in temporary files, so the run never holds its reports in memory.
///
/// Used by one thread at a time; only `write(_:of:parts:)` works on several, each on its own
/// part of the file and none on the buffer.
final class ByteStore: @unchecked Sendable {
  private var buffer: [UInt8] = []
  /// The open file, or -1 when the bytes stay in memory.
  private var descriptor: Int32 = -1
  let path: String?
  /// How much of the file is mapped at once when its bytes are copied to another file.
  private let window: Int
  /// How many bytes were written in all.
  private(set) var count = 0

  /// How much is gathered before it goes to the file.
  static let bufferSize = 1 << 18

  /// Bytes kept in memory.
  init() {
    path = nil
    window = ByteStore.mappedWindow
  }

  /// A new file at `path`; it must not exist yet. Its bytes are copied to another file
  /// through mappings of `mappedWindow` bytes (and the rest of the page a window starts in).
  init(creating path: String, mappedWindow: Int = ByteStore.mappedWindow) throws(AtomicFile.Failure) {
    self.path = path
    window = mappedWindow
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

  /// Appends the bytes `range` of `other` to this store; between two files, in `parts`
  /// pieces copied at once on as many threads, each to its own place in this file.
  func write(_ range: Range<Int>, of other: ByteStore, parts: Int = 1) throws(AtomicFile.Failure) {
    guard !range.isEmpty else { return }
    guard other.descriptor >= 0 else {
      try write(Array(other.buffer[range]))
      return
    }
    try other.flush()
    guard descriptor >= 0 else {
      try other.read(range) { piece, _ throws(AtomicFile.Failure) in
        buffer.append(contentsOf: piece)
        count += piece.count
      }
      return
    }
    try flush()
    let start = count
    let parts = max(1, min(parts, range.count / ByteStore.bufferSize))
    let bounds = (0...parts).map { range.lowerBound + range.count * $0 / parts }
    let failures = inParallel(parts) { part -> AtomicFile.Failure? in
      do throws(AtomicFile.Failure) {
        // Each piece goes to its own place in this file; neither store's buffer is touched,
        // so the pieces may be copied at once.
        try other.read(bounds[part]..<bounds[part + 1]) { piece, offset throws(AtomicFile.Failure) in
          try self.writeAll(piece, at: start + bounds[part] - range.lowerBound + offset)
        }
        return nil
      } catch {
        return error
      }
    }
    if let failure = failures.compactMap({ $0 }).first { throw failure }
    count += range.count
    guard lseek(descriptor, off_t(count), SEEK_SET) >= 0 else {
      throw AtomicFile.Failure(message: "cannot write '\(path ?? "")': \(String(cString: strerror(errno)))")
    }
  }

  /// Reads the bytes `range` of this store's file a piece at a time, with each piece's offset
  /// in `range`: mapped from the file a window at a time where it can be (the bytes are then
  /// copied once, from the file's pages to wherever `body` writes them), read into one piece
  /// of memory otherwise.
  private func read(
    _ range: Range<Int>, _ body: (UnsafeRawBufferPointer, Int) throws(AtomicFile.Failure) -> Void
  ) throws(AtomicFile.Failure) {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    var done = 0
    while done < range.count {
      // A window is mapped from the start of a page; its bytes before `range` are skipped.
      let offset = range.lowerBound + done
      let aligned = offset / page * page
      let skip = offset - aligned
      let length = skip + min(window, range.count - done)
      guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, off_t(aligned)),
        mapped != MAP_FAILED
      else {
        return try readCopying(range.lowerBound + done..<range.upperBound) { piece, at throws(AtomicFile.Failure) in
          try body(piece, done + at)
        }
      }
      defer { munmap(mapped, length) }
      try body(UnsafeRawBufferPointer(start: mapped + skip, count: length - skip), done)
      done += length - skip
    }
  }

  /// How much of a file is mapped at once by default: the run's memory grows by no more than
  /// this for each thread copying.
  static let mappedWindow = 1 << 22

  /// `read`, through one piece of memory read into and handed on as it is.
  private func readCopying(
    _ range: Range<Int>, _ body: (UnsafeRawBufferPointer, Int) throws(AtomicFile.Failure) -> Void
  ) throws(AtomicFile.Failure) {
    let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: ByteStore.bufferSize, alignment: 16)
    defer { piece.deallocate() }
    var done = 0
    while done < range.count {
      let wanted = min(ByteStore.bufferSize, range.count - done)
      // swift-format-ignore: NeverForceUnwrap
      let read = pread(descriptor, piece.baseAddress!, wanted, off_t(range.lowerBound + done))
      guard read > 0 else {
        if read < 0, errno == EINTR { continue }
        throw AtomicFile.Failure(message: "cannot read '\(path ?? "")': \(String(cString: strerror(errno)))")
      }
      try body(UnsafeRawBufferPointer(rebasing: piece[0..<read]), done)
      done += read
    }
  }

  /// Everything written, when the bytes stay in memory.
  var bytes: [UInt8] { buffer }

  /// Writes what is gathered to the file.
  func flush() throws(AtomicFile.Failure) {
    guard descriptor >= 0, !buffer.isEmpty else { return }
    let failure = buffer.withUnsafeBytes { bytes -> AtomicFile.Failure? in
      do throws(AtomicFile.Failure) {
        try writeAll(bytes)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes every byte of `bytes` to the file: where it stands, or at `position`.
  private func writeAll(_ bytes: UnsafeRawBufferPointer, at position: Int? = nil) throws(AtomicFile.Failure) {
    var done = 0
    while done < bytes.count {
      // swift-format-ignore: NeverForceUnwrap
      let from = bytes.baseAddress! + done
      let written =
        position.map { pwrite(descriptor, from, bytes.count - done, off_t($0 + done)) }
        ?? Foundation.write(descriptor, from, bytes.count - done)
      if written < 0 {
        if errno == EINTR { continue }
        throw AtomicFile.Failure(message: "cannot write '\(path ?? "")': \(String(cString: strerror(errno)))")
      }
      done += written
    }
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
