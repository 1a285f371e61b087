/// Checks run from an app team's own Swift code in one call: parsed, resolved and run on
/// the virtual clock, as `checkrun` runs them, with every problem thrown at once.
///
/// ```swift
/// let app = try AppModel(contentsOf: "checks/bank.json")
/// let results = try Checks.run(folder: "checks", against: app)
/// #expect(results.allPassed, "\(results)")
/// ```
///
/// A call throws ``DiagnosticList`` when anything keeps a check from running (a file that
/// cannot be read, a block the parser refuses, a phrase or profile it does not know, an app
/// file with a mistake) and when there is nothing to run at all: it never returns an empty
/// list in silence, so a test cannot pass on checks that were never run.
public enum Checks {
  /// Runs the checks in `source`, text in the check language; `path` names it in messages
  /// and places, and an `App: FILE` line is looked for beside it.
  public static func run(
    source: String, path: String = "checks.check", against app: AppModel = .fixed
  ) throws(DiagnosticList) -> CheckResults {
    let parsed = Pipeline(mode: Parser.mode(forPath: path)).parse(source, path: path)
    return try run([parsed], against: app, nothing: "no checks in '\(path)'")
  }

  /// Runs the checks in the file at `path` (a `.check` file, or Markdown with fenced checks).
  public static func run(file path: String, against app: AppModel = .fixed) throws(DiagnosticList) -> CheckResults {
    try run([read(path)], against: app, nothing: "no checks in '\(path)'")
  }

  /// Runs the checks of every `*.check` file under `folder`, in path order.
  public static func run(folder: String, against app: AppModel = .fixed) throws(DiagnosticList) -> CheckResults {
    let start = SourceLocation(path: folder, line: 1, column: 1)
    guard CheckFiles.isFolder(folder) else {
      let why = CheckFiles.exists(folder) ? "not a folder; `Checks.run(file:)` runs one file" : "no such folder"
      throw DiagnosticList([Diagnostic(.unreadableFile, at: start, why)])
    }
    let files = CheckFiles.paths(under: folder)
    guard !files.isEmpty else {
      throw DiagnosticList([Diagnostic(.unreadableFile, at: start, "no '*.check' file in this folder")])
    }
    return try run(files.map(read), against: app, nothing: "no checks in the '*.check' files under '\(folder)'")
  }

  /// The parsed file at `path`; a file that cannot be read is a file with one problem.
  private static func read(_ path: String) -> ParsedFile {
    let text = CheckFiles.bytes(at: path).flatMap { CheckFiles.text($0, path: path) }
    switch text {
    case .success(let text): return Pipeline(mode: Parser.mode(forPath: path)).parse(text, path: path)
    case .failure(let problem): return ParsedFile(path: path, checks: [], diagnostics: [problem])
    }
  }

  /// Resolves and runs every check in `files`, or throws every problem found; `nothing` says
  /// what was empty when no file holds a check.
  private static func run(_ files: [ParsedFile], against app: AppModel, nothing: String) throws(DiagnosticList)
    -> CheckResults
  {
    var problems = files.flatMap(\.diagnostics)
    let pipeline = Pipeline(resolver: Resolver(defaultApp: app, loadApp: AppFile.load(named:)))
    var cache = ResolutionCache()
    var runnable: [RunnableCheck] = []
    for check in files.flatMap(\.checks) {
      switch pipeline.resolve(check, cache: &cache) {
      case .success(let resolved): runnable.append(resolved)
      case .failure(let list): problems += list.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    guard !runnable.isEmpty else {
      let place = SourceLocation(path: files.first?.path ?? "", line: 1, column: 1)
      throw DiagnosticList([
        Diagnostic(.missingTask, at: place, nothing + "; a check is `Profile:`, `Task:`, `Expected:`")
      ])
    }
    var words = FixedWords.Cache()
    return CheckResults(runnable.map { pipeline.run($0, words: &words) })
  }
}

/// The results of one call of ``Checks``, in the order the checks are written.
public struct CheckResults: Hashable, Sendable, RandomAccessCollection, CustomStringConvertible {
  /// Every check's result.
  public var results: [CheckResult]

  public init(_ results: [CheckResult]) {
    self.results = results
  }

  public var startIndex: Int { results.startIndex }
  public var endIndex: Int { results.endIndex }
  public subscript(position: Int) -> CheckResult { results[position] }

  /// The results of the checks that did not pass: those that failed and those that cannot
  /// be judged (``cannotBeJudged``), so that `results.failed.isEmpty` never holds for a suite
  /// with a check that judged nothing.
  public var failed: [CheckResult] { results.filter { $0.verdict != .passed } }

  /// The results of the checks that cannot be judged: an expectation is about something the
  /// task never brought up, and nothing failed. Each is a check to mend, not an app failure.
  public var cannotBeJudged: [CheckResult] { results.filter { $0.verdict == .cannotBeJudged } }

  /// Whether every check passed.
  public var allPassed: Bool { results.allSatisfy { $0.verdict == .passed } }

  /// A count of each verdict (`3 checks: 1 passed, 1 failed, 1 cannot be judged`, the last
  /// only when there is one), then each check that did not pass and why, one line each: what
  /// Swift Testing shows when an expectation on the results fails.
  public var description: String {
    let (notPassed, unjudged) = (failed, cannotBeJudged.count)
    let counts = "\(results.count - notPassed.count) passed, \(notPassed.count - unjudged) failed"
    var text = "\(Wording.count(results.count, "check")): \(counts)"
    if unjudged > 0 { text += ", \(unjudged) cannot be judged" }
    for result in notPassed { text += "\n" + result.description }
    return text
  }
}
