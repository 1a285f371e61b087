import Foundation

/// A file opened for reading with its size checked on the file itself, after it is opened:
/// a link is followed first, so a link to a huge file is refused as the file would be, and
/// the file is never read past its limit, even if it grows while it is read.
///
/// Only regular files are read; a FIFO or a device is refused without waiting on it.
package final class BoundedFile {
  /// Why a file cannot be read.
  package struct Problem: Error, Sendable {
    package var path: String
    /// The reason, without the file's path: `the results file is 2 MB, larger than …`.
    package var reason: String
    /// The reason after the path: `PATH: the results file is …`.
    package var message: String { "\(path): \(reason)" }
  }

  private let descriptor: Int32
  package let path: String
  /// The most bytes read from the file.
  package let limit: Int
  /// The file's size when it was opened.
  package let size: Int
  /// How many bytes were read so far.
  private(set) var consumed = 0

  /// Opens `path` (what a link there points to) if it is a regular file of at most `limit`
  /// bytes; `what` says what the file is, for the message refusing it (`results file`), and
  /// `advice` what to do about one too large.
  package init(_ path: String, limit: Int, what: String, advice: String) throws(Problem) {
    self.path = path
    self.limit = limit
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      throw Problem(path: path, reason: "cannot read the \(what): \(reason)")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw Problem(path: path, reason: "cannot read the \(what): it is not a regular file")
    }
    guard Int(status.st_size) <= limit else {
      close(descriptor)
      throw Problem(
        path: path, reason: BoundedFile.tooLarge(Int(status.st_size), limit: limit, what: what, advice: advice))
    }
    self.descriptor = descriptor
    size = Int(status.st_size)
  }

  deinit {
    close(descriptor)
  }

  /// The message for a file larger than `limit` bytes.
  package static func tooLarge(_ size: Int, limit: Int, what: String, advice: String) -> String {
    "the \(what) is \(megabytes(size)), over its limit of \(megabytes(limit)); \(advice)"
  }

  /// What to do about a shard's file too large to merge.
  package static let moreShards = "cut the run into more shards"

  /// A size for a message: `512 bytes`, `1,024 MB` (of 1,048,576 bytes), `1.5 MB`.
  package static func megabytes(_ bytes: Int) -> String {
    guard bytes >= 1 << 20 else { return "\(grouped(bytes)) bytes" }
    // Tenths of a MB, rounded up, through KB so that no size overflows.
    let tenths = ((bytes + 1023) / 1024 * 10 + 1023) / 1024
    return tenths % 10 == 0 || tenths >= 1000
      ? "\(grouped((tenths + 9) / 10)) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }

  /// `1,024`: a count with its thousands apart.
  package static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// The next bytes of the file, at most `count` of them; empty at its end. Throws when the
  /// file has grown past its limit since it was opened.
  package func next(_ count: Int) throws(Problem) -> [UInt8] {
    // One byte past the limit is asked for, to see whether the file has grown past it.
    let room = limit - consumed
    var bytes = [UInt8](repeating: 0, count: room < count ? room + 1 : count)
    var filled = 0
    while filled < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return read(descriptor, base + filled, buffer.count - filled)
      }
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw Problem(path: path, reason: "cannot read the file: \(String(cString: strerror(errno)).lowercased())")
      }
      filled += got
    }
    bytes.removeLast(bytes.count - filled)
    consumed += filled
    if consumed > limit {
      throw Problem(path: path, reason: "grew past \(BoundedFile.megabytes(limit)) while it was read")
    }
    return bytes
  }

  /// Every byte of the regular file at `path` if it holds at most `limit` of them.
  package static func contents(_ path: String, limit: Int, what: String, advice: String) throws(Problem) -> [UInt8] {
    let file = try BoundedFile(path, limit: limit, what: what, advice: advice)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(file.size)
    while true {
      let piece = try file.next(max(1 << 20, file.size + 1 - bytes.count))
      if piece.isEmpty { return bytes }
      bytes += piece
    }
  }
}
