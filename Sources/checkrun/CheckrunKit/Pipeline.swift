import Harness

/// The command's one way from text to results, in named stages: a check file's text is
/// parsed (`ParsedFile`), each of its checks is resolved against its app (`RunnableCheck`, or
/// the problems that keep it from running), and each runnable check is run (`CheckResult`).
/// A run goes through it file by file (`SourceLoader`, `Plan`) and check by check
/// (`Executor`); so do audit, bench and fuzz.
struct Pipeline: Sendable {
  /// How a text is read: a check file, or Markdown with check blocks.
  var mode: Parser.Mode = .checkFile
  /// What a check is resolved against: the apps its `App:` line may name, and the default.
  var resolver = Resolver()
  /// The limits a check runs under.
  var limits = RunGuard.standard

  /// Stage one: `text`, the file at `path`, parsed; a large one in pieces on `jobs` threads.
  func parse(_ text: String, path: String, jobs: Int = 1) -> ParsedFile {
    let parser = Parser(mode: mode)
    let input = parser.read(text, path: path, pieces: text.utf8.count >= 1 << 18 ? jobs : 1) { count, body in
      _ = inParallel(count) { body($0) }
    }
    guard input.pieces.count > 1 else { return parser.parse(input, piece: 0) }
    return Parser.joined(inParallel(input.pieces.count) { parser.parse(input, piece: $0) }, path: path)
  }

  /// Stage two: `check` resolved, with what `cache` already knows of each line's words.
  func resolve(_ check: Check, cache: inout ResolutionCache) -> Result<RunnableCheck, DiagnosticList> {
    resolver.resolve(check, cache: &cache)
  }

  /// Stage two for one check alone.
  func resolve(_ check: Check) -> Result<RunnableCheck, DiagnosticList> {
    var cache = ResolutionCache()
    return resolve(check, cache: &cache)
  }

  /// Stage three: `check` run, with the words this thread keeps (`words`).
  func run(_ check: RunnableCheck, words: inout FixedWords.Cache) -> CheckResult {
    Runner.run(check, guard: limits, words: &words)
  }

  /// Stage three for one check alone.
  func run(_ check: RunnableCheck) -> CheckResult {
    var words = FixedWords.Cache()
    return run(check, words: &words)
  }

}
