import Harness

/// The verdict of a run, worked out once: the tally's word, the head of `results.json`, the
/// summary's mark, the page's verdict and the exit code all read it.
struct RunVerdict: Sendable, Equatable {
  /// The verdict in a word: a failure wins, then a check not understood, then one that
  /// cannot be judged; a run of nothing is empty.
  enum Kind: Sendable, Equatable {
    case passed
    case failed
    case notUnderstood
    case cannotBeJudged
    case empty
  }

  /// A check failed that no baseline entry accepts.
  var failed: Bool
  /// A check was not understood.
  var notUnderstood: Bool
  /// A check cannot be judged.
  var cannotBeJudged: Bool
  /// Whether everything the command read was understood: the check files and their checks
  /// (a merge, its shards' checks).
  var understood: Bool
  /// Whether there was nothing to run.
  var empty = false

  /// The verdict of a run that counted `tally`; `understood` unless a check was not
  /// understood, or as the command says.
  init(_ tally: RunTally, understood: Bool? = nil) {
    failed = tally.failed > 0
    notUnderstood = tally.errors > 0
    cannotBeJudged = tally.cannotBeJudged > 0
    self.understood = understood ?? !notUnderstood
  }

  /// The verdict of a run that found nothing to run; `understood` when every file read was.
  static func empty(understood: Bool) -> RunVerdict {
    var verdict = RunVerdict(RunTally(), understood: understood)
    verdict.empty = true
    return verdict
  }

  var kind: Kind {
    failed
      ? .failed : notUnderstood ? .notUnderstood : cannotBeJudged ? .cannotBeJudged : empty ? .empty : .passed
  }

  /// The verdict in words, as the console, the summary and the page say it.
  var words: String {
    switch kind {
    case .passed: "passed"
    case .failed: "failed"
    case .notUnderstood: "not understood"
    case .cannotBeJudged: "cannot be judged"
    case .empty: "nothing to run"
    }
  }

  /// The verdict as `results.json` writes it (docs/results.md).
  var resultsWord: String {
    switch kind {
    case .passed, .empty: "passed"
    case .failed: "failed"
    case .notUnderstood: "error"
    case .cannotBeJudged: CheckResult.Verdict.cannotBeJudged.rawValue
    }
  }

  /// The summary's mark: a failure, a warning (a check not understood or that cannot be
  /// judged), or a pass.
  var mark: String {
    switch kind {
    case .failed: "❌"
    case .notUnderstood, .cannotBeJudged: "⚠️"
    case .passed, .empty: "✅"
    }
  }

  /// How the command ends: 2 when something it read was not understood, whatever its checks
  /// did; else 1 when a check failed that no baseline entry accepts, 4 when a check cannot be
  /// judged, 3 when there was nothing to run, else 0.
  var exitCode: ExitCode {
    if !understood { return .notUnderstood }
    if failed { return .failed }
    if cannotBeJudged { return .cannotBeJudged }
    return empty ? .nothingToRun : .passed
  }
}
