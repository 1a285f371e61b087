/// What the resolver made of each task and expectation line it has seen, by the line's text.
///
/// Results are kept as if the line stood at column 1 of line 1 of no file, and moved to the
/// line's real place when used, so one entry serves every check that repeats the words.
public struct ResolutionCache: Sendable {
  var tasks: [String: Result<[Resolved<TaskStep>], DiagnosticList>] = [:]
  /// An expectation line is one expectation, or several joined by "and" (each understood).
  var expectations: [String: Result<[Resolved<Expectation>], Diagnostic>] = [:]
  /// Profile settings by the `Profile:` value's text, with problems placed at column 1 of line 1.
  var profiles: [String: Result<[ProfileSetting], DiagnosticList>] = [:]

  public init() {}

  /// Where cached lines are resolved.
  static let origin = SourceLocation(path: "", line: 1, column: 1)

  /// `location`, resolved at `origin`, moved to a line that starts at `base`.
  static func rebase(_ location: SourceLocation, onto base: SourceLocation) -> SourceLocation {
    SourceLocation(path: base.path, line: base.line, column: base.column + location.column - 1)
  }

  static func rebase<Value>(_ resolved: Resolved<Value>, onto base: SourceLocation) -> Resolved<Value> {
    var moved = resolved
    moved.location = rebase(resolved.location, onto: base)
    return moved
  }

  static func rebase(_ diagnostic: Diagnostic, onto base: SourceLocation) -> Diagnostic {
    var moved = diagnostic
    moved.location = rebase(diagnostic.location, onto: base)
    return moved
  }
}
