/// The one way from text to results, in named stages: a check file's text is parsed
/// (`ParsedFile`), each of its checks is resolved against its app (`RunnableCheck`, or the
/// problems that keep it from running), and each runnable check is run (`CheckResult`).
/// `Checks.run` goes through it; so does the command, file by file and check by check, and
/// its audit, bench, fuzz and steps reference.
public struct Pipeline: Sendable {
  /// How a text is read: a check file, or Markdown with check blocks.
  public var mode: Parser.Mode
  /// What a check is resolved against: the apps its `App:` line may name, and the default.
  public var resolver: Resolver
  /// The limits a check runs under.
  public var limits: RunGuard

  public init(mode: Parser.Mode = .checkFile, resolver: Resolver = Resolver(), limits: RunGuard = .standard) {
    (self.mode, self.resolver, self.limits) = (mode, resolver, limits)
  }

  /// Stage one: `text`, the file at `path`, parsed.
  public func parse(_ text: String, path: String) -> ParsedFile {
    Parser(mode: mode).parse(text, path: path)
  }

  /// Stage two: `check` resolved, with what `cache` already knows of each line's words.
  public func resolve(_ check: Check, cache: inout ResolutionCache) -> Result<RunnableCheck, DiagnosticList> {
    resolver.resolve(check, cache: &cache)
  }

  /// Stage two for one check alone.
  public func resolve(_ check: Check) -> Result<RunnableCheck, DiagnosticList> {
    var cache = ResolutionCache()
    return resolve(check, cache: &cache)
  }

  /// Stage three: `check` run, with the words this thread keeps (`words`).
  public func run(_ check: RunnableCheck, words: inout FixedWords.Cache) -> CheckResult {
    Runner.run(check, guard: limits, words: &words)
  }

  /// Stage three for one check alone.
  public func run(_ check: RunnableCheck) -> CheckResult {
    var words = FixedWords.Cache()
    return run(check, words: &words)
  }
}
