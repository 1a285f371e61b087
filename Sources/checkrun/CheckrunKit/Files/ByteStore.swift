import Foundation

/// Bytes written once, in order, and read back by range: in memory, or in a file.
///
/// A large run's reports are put together from pieces written while its checks ran; the
/// pieces wait in temporary files, so the run never holds its reports in memory.
///
/// Used by one thread at a time; only `write(_:threads:)` works on several, each on its own
/// part of the files and none on a buffer.
final class ByteStore: @unchecked Sendable {
  private var buffer: [UInt8] = []
  /// The open file, or -1 when the bytes stay in memory.
  private var descriptor: Int32 = -1
  let path: String?
  /// How much of the file is mapped at once when its bytes are copied to another file.
  private let window: Int
  /// How many bytes were written in all.
  private(set) var count = 0

  /// Files whose path starts and ends as one of these does are on a full disk: every write
  /// to them fails as `ENOSPC` would. For tests, which fill the disk at each output in turn.
  static let full = Locked([(prefix: String, suffix: String)]())

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

  /// Appends the bytes `range` of `other` to this store.
  func write(_ range: Range<Int>, of other: ByteStore) throws(AtomicFile.Failure) {
    guard !range.isEmpty else { return }
    guard other.descriptor >= 0 else {
      try write(Array(other.buffer[range]))
      return
    }
    try other.flush()
    guard descriptor >= 0 else {
      try other.read(range) { piece, _ throws(AtomicFile.Failure) in buffer.append(contentsOf: piece) }
      count += range.count
      return
    }
    try flush()
    try copy(.range(range, of: other), from: 0, count: range.count, to: count)
    count += range.count
    try seekToEnd()
  }

  /// An output to be put together: bytes made at the end and ranges of stores (the parts
  /// written while the checks ran), in order.
  struct Assembly: Sendable {
    enum Piece: Sendable {
      case bytes([UInt8])
      case range(Range<Int>, of: ByteStore)

      var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .range(let range, _): range.count
        }
      }
    }

    private(set) var pieces: [Piece] = []
    /// How many bytes the output has.
    private(set) var count = 0

    mutating func add(_ bytes: [UInt8]) {
      pieces.append(.bytes(bytes))
      count += bytes.count
    }

    mutating func add(_ text: String) {
      add(Array(text.utf8))
    }

    mutating func add(_ range: Range<Int>, of store: ByteStore) {
      pieces.append(.range(range, of: store))
      count += range.count
    }
  }

  /// Appends every piece of `assembly`, in order.
  func write(_ assembly: Assembly) throws(AtomicFile.Failure) {
    for piece in assembly.pieces {
      switch piece {
      case .bytes(let bytes): try write(bytes)
      case .range(let range, let store): try write(range, of: store)
      }
    }
  }

  /// Writes each assembly into its store, a file just created, with the bytes of all of them
  /// shared out evenly among `threads` threads: each copies its share, whatever outputs it
  /// falls in, to where it belongs in each file. (Two outputs written each on its own thread
  /// would leave one thread copying alone once the smaller is done: the page is three times
  /// the size of JUnit.) Stores kept in memory, or one thread, write each assembly in turn.
  static func write(_ outputs: [(assembly: Assembly, store: ByteStore)], threads: Int) throws(AtomicFile.Failure) {
    let empty = outputs.allSatisfy { $0.store.descriptor >= 0 && $0.store.count == 0 }
    guard threads > 1, empty else {
      for output in outputs { try output.store.write(output.assembly) }
      return
    }
    // The part files' last bytes go to them first: the copies then only read them.
    for output in outputs {
      for case .range(_, let store) in output.assembly.pieces { try store.flush() }
    }
    let total = outputs.reduce(0) { $0 + $1.assembly.count }
    let failures = inParallel(threads) { share -> AtomicFile.Failure? in
      // This thread's share of the bytes, counted through every output in turn.
      let wanted = (total * share / threads)..<(total * (share + 1) / threads)
      var start = 0
      do throws(AtomicFile.Failure) {
        for output in outputs {
          let outputStart = start
          for piece in output.assembly.pieces {
            let overlap = (start..<start + piece.count).clamped(to: wanted)
            if !overlap.isEmpty {
              let skip = overlap.lowerBound - start
              try output.store.copy(piece, from: skip, count: overlap.count, to: start - outputStart + skip)
            }
            start += piece.count
          }
        }
        return nil
      } catch {
        return error
      }
    }
    if let failure = failures.compactMap({ $0 }).first { throw failure }
    for output in outputs {
      output.store.count = output.assembly.count
      try output.store.seekToEnd()
    }
  }

  /// Writes the bytes of `assembly`, UTF-8 text, to `sink` a piece at a time, each cut where
  /// a character ends: an output of any size is printed without being held in memory.
  static func print(_ assembly: Assembly, to sink: any TextSink) throws(AtomicFile.Failure) {
    var pending: [UInt8] = []
    func send(_ bytes: some Collection<UInt8>, last: Bool = false) {
      pending.append(contentsOf: bytes)
      guard last || pending.count >= bufferSize, !pending.isEmpty else { return }
      // A character of several bytes at the end waits for the next piece, which ends it.
      var cut = pending.count
      if !last, pending[cut - 1] >= 0x80 {
        while cut > 0, pending[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
        cut = max(0, cut - 1)
      }
      sink.write(String(decoding: pending[..<cut], as: UTF8.self))
      pending.removeFirst(cut)
    }
    for piece in assembly.pieces {
      switch piece {
      case .bytes(let bytes): send(bytes)
      case .range(let range, let store) where store.descriptor < 0: send(store.buffer[range])
      case .range(let range, let store):
        try store.flush()
        try store.read(range) { bytes, _ in send(bytes) }
      }
    }
    send([], last: true)
  }

  /// Copies `count` bytes of `piece`, from its byte `from`, to `position` in this store's
  /// file; touches neither store's buffer, so several threads may copy into one file at once.
  private func copy(
    _ piece: Assembly.Piece, from skip: Int, count: Int, to position: Int
  ) throws(AtomicFile.Failure) {
    switch piece {
    case .bytes(let bytes):
      try Self.withBytes(of: bytes) { all throws(AtomicFile.Failure) in
        try writeAll(UnsafeRawBufferPointer(rebasing: all[skip..<skip + count]), at: position)
      }
    case .range(let range, let store):
      let from = range.lowerBound + skip
      try store.read(from..<from + count) { piece, offset throws(AtomicFile.Failure) in
        try writeAll(piece, at: position + offset)
      }
    }
  }

  /// Puts the file's position at its end, after bytes written in place.
  private func seekToEnd() throws(AtomicFile.Failure) {
    guard descriptor >= 0, lseek(descriptor, off_t(count), SEEK_SET) < 0 else { return }
    throw AtomicFile.Failure(message: "cannot write '\(path ?? "")': \(String(cString: strerror(errno)))")
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
    try Self.withBytes(of: buffer) { bytes throws(AtomicFile.Failure) in try writeAll(bytes) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Calls `body` with the bytes of `array`, its failure thrown as it is (`withUnsafeBytes`
  /// would rethrow it untyped).
  private static func withBytes(
    of array: [UInt8], _ body: (UnsafeRawBufferPointer) throws(AtomicFile.Failure) -> Void
  ) throws(AtomicFile.Failure) {
    let failure = array.withUnsafeBytes { bytes -> AtomicFile.Failure? in
      do throws(AtomicFile.Failure) {
        try body(bytes)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Writes every byte of `bytes` to the file: where it stands, or at `position`.
  private func writeAll(_ bytes: UnsafeRawBufferPointer, at position: Int? = nil) throws(AtomicFile.Failure) {
    if let path, ByteStore.full.withLock({ $0.contains { path.hasPrefix($0.prefix) && path.hasSuffix($0.suffix) } }) {
      throw AtomicFile.Failure(message: "cannot write '\(path)': \(String(cString: strerror(ENOSPC)))")
    }
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
