/// A problem found in a check file, printed at the edge as `path:line:col: error: message`.
public struct Diagnostic: Codable, Error, Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is; errors stop a check from running.
  public enum Severity: String, Codable, Sendable, Hashable {
    case error
    case warning
  }

  /// What kind of problem this is, so tests and tools need not match on wording.
  public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
    case unknownKey
    case duplicateKey
    /// A check's `Id:` that an earlier check of the run already gave.
    case duplicateID
    case emptyValue
    case strayLine
    case taskOutsideCheck
    case headerWithoutProfile
    case missingTask
    case missingExpected
    case unknownProfile
    case unknownPhrase
    case malformedDuration
    case malformedNumber
    case unknownApp
    /// A control the check names that the app has on none of its screens.
    case unknownControl
    case badAppFile
    case unreadableFile
    /// A check past a limit on its size: more expectations or task steps than one may have.
    case tooLarge
  }

  public var location: SourceLocation
  public var severity: Severity
  public var kind: Kind
  public var message: String

  public init(_ kind: Kind, at location: SourceLocation, _ message: String, severity: Severity = .error) {
    self.location = location
    self.severity = severity
    self.kind = kind
    self.message = message
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
