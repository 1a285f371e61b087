import Harness

/// Two runs compared check by check, matched by stable id (`checkrun diff OLD NEW`, and
/// `--previous DIR` at the top of the report and the summary): which checks fail now that
/// passed, pass now that failed, fail in both, are new or are gone, and how many passed in
/// both. Pure: made from each run's marks, which a results file or a run in progress gives.
///
/// A failure a baseline accepts is a failure here: the app fails the check either way. A
/// check not understood, or one that cannot be judged, in either run is a defect of the
/// check, not a verdict on the app; it is listed apart (`notCompared`), with both verdicts.
struct RunComparison: Sendable, Equatable {
  /// A check's verdict, as `results.json` names it.
  enum Verdict: String, Sendable, Equatable {
    case passed
    case failed
    /// Failed, and a baseline entry accepts it until its date.
    case accepted
    case cannotBeJudged = "cannot-be-judged"
    /// Not understood, so not run.
    case notUnderstood = "error"

    /// Whether the verdict is one on the app: passed, or failed (accepted or not).
    var judged: Bool { self == .passed || self == .failed || self == .accepted }

    /// Failed, whether or not a baseline entry accepts it.
    var isFailure: Bool { self == .failed || self == .accepted }

    /// The verdict in words: `failed, accepted by the baseline`.
    var words: String {
      switch self {
      case .passed: "passed"
      case .failed: "failed"
      case .accepted: "failed, accepted by the baseline"
      case .cannotBeJudged: "cannot be judged"
      case .notUnderstood: "not understood"
      }
    }
  }

  /// One check of a run: what it is known by, where it is, and how it ended.
  struct Mark: Sendable, Equatable {
    /// The stable id, secrets taken out as `results.json` writes it, so both sides match.
    var id: String
    var name: String
    /// Where its block starts.
    var path: String
    var line: Int
    var verdict: Verdict

    init(id: String, name: String, path: String, line: Int, verdict: Verdict) {
      (self.id, self.name, self.path, self.line, self.verdict) = (Redaction.apply(id), name, path, line, verdict)
    }
  }

  /// A check listed by the comparison: as the newer run has it (the older, for one removed),
  /// with its verdict in the older run when it was there.
  struct Item: Sendable, Equatable {
    var mark: Mark
    var before: Verdict?
  }

  /// What the comparison says about a run: where it was read and when it ran.
  struct Run: Sendable, Equatable {
    /// The results file it was read from; nil for the run in progress (`--previous`).
    var path: String?
    /// `YYYY-MM-DDTHH:MM:SS` in UTC.
    var time: String
    var gitRevision: String?
    /// The apps its checks ran against: a comparison of runs of two apps says so.
    var apps: [String] = []
  }

  /// A run as a comparison takes it: what it is, and its checks in run order.
  struct Side: Sendable, Equatable {
    var run: Run
    var marks: [Mark]
  }

  var old: Run
  var new: Run
  /// Passed in the older run, failed in the newer.
  var newFailures: [Item] = []
  /// Failed in the older run, passed in the newer.
  var fixed: [Item] = []
  /// Failed in both.
  var stillFailing: [Item] = []
  /// In the newer run only, with its verdict there.
  var added: [Item] = []
  /// In the older run only, as it was there.
  var removed: [Item] = []
  /// In both, but not understood or cannot be judged in one of them or both.
  var notCompared: [Item] = []
  /// Passed in both.
  var unchangedPasses = 0

  /// The comparison of the `new` run's checks with the `old` one's. A check is the first of
  /// its id in each run; lists are in the newer run's order, the removed in the older's.
  init(old: Side, new: Side) {
    (self.old, self.new) = (old.run, new.run)
    let (oldMarks, newMarks) = (old.marks, new.marks)
    var before: [String: Mark] = [:]
    for mark in oldMarks where before[mark.id] == nil { before[mark.id] = mark }
    var seen = Set<String>()
    for mark in newMarks where seen.insert(mark.id).inserted {
      guard let was = before[mark.id] else {
        added.append(Item(mark: mark, before: nil))
        continue
      }
      let item = Item(mark: mark, before: was.verdict)
      switch (was.verdict.judged && mark.verdict.judged, was.verdict.isFailure, mark.verdict.isFailure) {
      case (false, _, _): notCompared.append(item)
      case (true, false, false): unchangedPasses += 1
      case (true, false, true): newFailures.append(item)
      case (true, true, false): fixed.append(item)
      case (true, true, true): stillFailing.append(item)
      }
    }
    var gone = Set<String>()
    for mark in oldMarks where !seen.contains(mark.id) && gone.insert(mark.id).inserted {
      removed.append(Item(mark: mark, before: mark.verdict))
    }
  }

  /// A kind of change, in the order every output gives them.
  enum Kind: CaseIterable, Sendable {
    case newFailures, fixed, stillFailing, added, removed, notCompared

    /// `New failures`.
    var title: String {
      switch self {
      case .newFailures: "New failures"
      case .fixed: "Fixed"
      case .stillFailing: "Still failing"
      case .added: "Added"
      case .removed: "Removed"
      case .notCompared: "Not compared (not understood or cannot be judged)"
      }
    }

    /// What a line of this kind says after the check, if anything: its verdict, or both
    /// runs' (`passed before, not understood now`).
    func note(_ item: Item) -> String? {
      switch self {
      case .newFailures, .stillFailing: item.mark.verdict == .accepted ? "accepted by the baseline" : nil
      case .fixed: nil
      case .added: item.mark.verdict.words
      case .removed: "was \(item.mark.verdict.words)"
      case .notCompared: "\(item.before?.words ?? "absent") before, \(item.mark.verdict.words) now"
      }
    }
  }

  /// The checks of `kind`.
  func items(_ kind: Kind) -> [Item] {
    switch kind {
    case .newFailures: newFailures
    case .fixed: fixed
    case .stillFailing: stillFailing
    case .added: added
    case .removed: removed
    case .notCompared: notCompared
    }
  }

  /// The counts in a line: `1 new failure, 1 fixed, 0 still failing, 1 added, 0 removed; 3
  /// passed in both`, with those not compared when there are any.
  var counts: String {
    var line =
      "\(Wording.count(newFailures.count, "new failure")), \(fixed.count) fixed, \(stillFailing.count) still failing, "
      + "\(added.count) added, \(removed.count) removed"
    if !notCompared.isEmpty { line += ", \(notCompared.count) not compared" }
    return line + "; \(unchangedPasses) passed in both"
  }
}

extension RunComparison.Run {
  /// The run `provenance` describes, read from `path` (nil: the run in progress).
  init(_ path: String?, _ provenance: Provenance) {
    let others = (provenance.otherApps ?? []).map(\.name)
    let own = provenance.appChecks == 0 && !others.isEmpty ? [] : [provenance.appName]
    self.init(path: path, time: provenance.time, gitRevision: provenance.gitRevision, apps: own + others)
  }

  /// The run in words, its path as `quote` gives it and the rest as `escape` does:
  /// `'reports/results.json' (run 2026-11-18T11:06:40, git 1a2b3c4d5e6f, app 'before')`,
  /// `this run (run 2026-11-18T11:06:40, apps 'fixed', 'portal')`.
  func described(quote: (String) -> String, escape: (String) -> String) -> String {
    let named =
      apps.isEmpty ? "" : ", \(apps.count == 1 ? "app" : "apps") " + apps.map { "'\($0)'" }.joined(separator: ", ")
    return (path.map(quote) ?? "this run")
      + escape(" (run \(time)" + (gitRevision.map { ", git \($0.prefix(12))" } ?? "") + named + ")")
  }
}

extension RunComparison.Side {
  /// The run `report` records, read from `path` (nil: the run in progress).
  init(_ path: String?, _ report: RunReport) {
    self.init(run: RunComparison.Run(path, report.provenance), marks: report.cases.map { RunComparison.Mark($0) })
  }
}

extension RunComparison.Mark {
  /// `item` as a results file records it.
  init(_ item: borrowing RunReport.Case) {
    self.init(
      id: item.id, name: item.name, path: item.location.path, line: item.location.line,
      verdict: RunComparison.Verdict(rawValue: ResultsDocument.verdict(of: item)) ?? .failed)
  }

  /// The check `entry` was taken from, as the run in progress counts it.
  init(_ entry: RunTally.Entry) {
    let verdict: RunComparison.Verdict =
      switch entry.shortfall {
      case .error?: .notUnderstood
      case .unjudged?: .cannotBeJudged
      case .known?: .accepted
      case .blocking?: .failed
      case nil: entry.passed ? .passed : .failed
      }
    self.init(id: entry.id, name: entry.name, path: entry.location.path, line: entry.location.line, verdict: verdict)
  }
}
