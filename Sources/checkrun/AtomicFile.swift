import Foundation

/// Writes a file whole or not at all: a temporary file beside it, then a rename.
enum AtomicFile {
  struct Failure: Error, Sendable {
    var message: String
  }

  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Failure(message: "cannot write '\(path)': it is a folder")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(message: "cannot create the folder '\(folder.path)': \(reason(error))")
    }
    let unique = "\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8))"
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(unique).tmp")
    do {
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(message: "cannot write '\(path)': \(reason(error))")
    }
    if rename(temporary.path, path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    let cocoa = error as NSError
    if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return cocoa.localizedDescription
  }
}
