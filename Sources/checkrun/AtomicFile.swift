import Foundation

/// Writes a file whole or not at all: a temporary file beside it, then a rename. Temporary
/// files still being written are known, so an interrupted run can remove them.
enum AtomicFile {
  struct Failure: Error, Sendable {
    var message: String
  }

  /// Temporary files being written right now.
  static let pending = Locked(Set<String>())

  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    try write(to: path) { temporary throws(Failure) in
      do {
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
      } catch {
        throw Failure(message: "cannot write '\(path)': \(reason(error))")
      }
    }
  }

  /// Lets `produce` write the whole file at a temporary path beside `path`, then renames it
  /// into place; nothing of a failed `produce` is left behind.
  static func write(to path: String, _ produce: (String) throws(Failure) -> Void) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let type = attributes[.type] as? FileAttributeType, type != .typeRegular
    {
      let what = type == .typeDirectory ? "it is a folder" : "it is not a regular file"
      throw Failure(message: "cannot write '\(path)': \(what)")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(message: "cannot create the folder '\(folder.path)': \(reason(error))")
    }
    let unique = "\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8))"
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(unique).tmp")
    pending.withLock { _ = $0.insert(temporary.path) }
    defer { pending.withLock { _ = $0.remove(temporary.path) } }
    do {
      try produce(temporary.path)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    if rename(temporary.path, path) != 0 {
      let problem = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(message: "cannot write '\(path)': \(problem)")
    }
  }

  /// Writes text to a file in large pieces, so a big report never has to be one string.
  final class TextFile {
    private let handle: FileHandle
    private var buffer = ""
    private let path: String

    init(path: String) throws(Failure) {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let handle = FileHandle(forWritingAtPath: path)
      else { throw Failure(message: "cannot create '\(path)'") }
      self.handle = handle
      self.path = path
      buffer.reserveCapacity(1 << 17)
    }

    func write(_ text: String) throws(Failure) {
      buffer += text
      if buffer.utf8.count >= 1 << 16 { try flush() }
    }

    func finish() throws(Failure) {
      try flush()
      do {
        try handle.close()
      } catch {
        throw Failure(message: "cannot write '\(path)': \(AtomicFile.reason(error))")
      }
    }

    private func flush() throws(Failure) {
      guard !buffer.isEmpty else { return }
      do {
        try handle.write(contentsOf: Data(buffer.utf8))
      } catch {
        throw Failure(message: "cannot write '\(path)': \(AtomicFile.reason(error))")
      }
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// Removes every temporary file still being written; for an interrupted run.
  static func removePending() {
    for path in pending.withLock({ $0 }) { unlink(path) }
  }

  static func reason(_ error: any Error) -> String {
    let cocoa = error as NSError
    if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if cocoa.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(cocoa.code))) }
    return cocoa.localizedDescription
  }
}
