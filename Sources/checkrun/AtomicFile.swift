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
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(message: "cannot write '\(path)': \(reason(error))")
    }
    if rename(temporary.path, path) != 0 {
      let problem = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(message: "cannot write '\(path)': \(problem)")
    }
  }

  /// Removes every temporary file still being written; for an interrupted run.
  static func removePending() {
    for path in pending.withLock({ $0 }) { unlink(path) }
  }

  private static func reason(_ error: any Error) -> String {
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
