import Foundation

extension MigrationRecord {
  /// What differs between the record `actual` and the fixture at `path` (`difference(expected:actual:)`),
  /// or nil when nothing does. With `regenerate`, `actual` is written there instead and the
  /// answer is nil.
  package static func difference(_ actual: String, fixture path: String, regenerate: Bool) throws -> String? {
    if regenerate {
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
      return nil
    }
    return difference(expected: try String(contentsOfFile: path, encoding: .utf8), actual: actual)
  }
}
