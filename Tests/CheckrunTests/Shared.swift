import Foundation
import Testing

/// The contract folder `../shared` beside the project: the third-party JUnit schemas, the
/// language spec and the seed documents. CI lays it there; a new user's clone has none, so
/// the tests that read it are enabled only when it is present, and are reported as skipped
/// with `Shared.absent` as the reason otherwise.
enum Shared {
  /// Where the folder would be.
  static let folder = LibXML.root.deletingLastPathComponent().appendingPathComponent("shared")

  /// Whether the folder is there with the files the tests read.
  static let isPresent = ["junit", "spec", "seeds"].allSatisfy {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Why a test that reads the folder did not run.
  static let absent: Comment =
    "needs ../shared beside the project (the JUnit schemas, the spec, the seeds); .ci/run runs it"
}
