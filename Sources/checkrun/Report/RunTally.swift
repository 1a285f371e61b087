import Harness

/// What the frame of every output needs to know about a run, gathered one check at a time.
///
/// The reports are written while the checks run: each check's part is rendered as soon as it
/// finishes and its result is then let go. Only this tally stays: counts per file, per profile
/// and per WCAG criterion, the first failures for the summary, and every check's id.
struct RunTally: Sendable {
  /// Passed, failed (blocking) and known failures.
  struct Counts: Sendable, Equatable {
    var passed = 0
    var failed = 0
    var known = 0
  }

  /// The counts of one check file, in the order JUnit states them.
  struct Suite: Sendable {
    var path: String
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0
    var milliseconds: Int64 = 0
  }

  var suites: [Suite] = []
  var passed = 0
  /// Failures that block: new ones, and known ones whose baseline entry expired.
  var failed = 0
  var known = 0
  var errors = 0
  /// Every check that did not pass, counted; the first few kept as summary lines.
  var notPassed = 0
  var summaryLines: [String] = []
  var byProfile: [String: Counts] = [:]
  var byCriterion: [String: Counts] = [:]
  /// Ids of baseline entries that list a check that passes now.
  var nowPassing: [String] = []
  /// Every check's id, for baseline entries that name no check.
  var ids = Set<String>()

  var total: Int { suites.reduce(0) { $0 + $1.tests } }

  /// The verdict in a word.
  var verdict: String { failed > 0 ? "failed" : errors > 0 ? "not understood" : "passed" }

  /// Starts counting the checks of the file at `path`.
  mutating func startSuite(_ path: String) {
    suites.append(Suite(path: path))
  }

  /// Counts `item`, a check of the file started last.
  mutating func add(_ item: RunReport.Case) {
    if suites.isEmpty { startSuite("") }
    suites[suites.count - 1].tests += 1
    suites[suites.count - 1].milliseconds += item.milliseconds
    ids.insert(item.id)
    if item.passed { passed += 1 }
    if item.isError {
      errors += 1
      suites[suites.count - 1].errors += 1
    } else if item.isKnown {
      known += 1
      suites[suites.count - 1].skipped += 1
    } else if item.isBlockingFailure {
      failed += 1
      suites[suites.count - 1].failures += 1
    }
    if !item.passed {
      notPassed += 1
      if summaryLines.count < SummaryReporter.limit { summaryLines.append(SummaryReporter.line(item)) }
    }
    if case .nowPasses(let entry)? = item.status { nowPassing.append(entry.id) }
    guard case .ran(let result) = item.outcome else { return }
    let add = { (counts: inout Counts) in
      if item.passed { counts.passed += 1 }
      if item.isBlockingFailure { counts.failed += 1 }
      if item.isKnown { counts.known += 1 }
    }
    add(&byProfile[result.check.profile.description, default: Counts()])
    for criterion in result.check.criteria { add(&byCriterion[criterion, default: Counts()]) }
  }
}

extension RunReport {
  /// The tally of every check, in order.
  var tally: RunTally {
    var tally = RunTally()
    for suite in suites {
      tally.startSuite(suite.path)
      for item in suite.cases { tally.add(item) }
    }
    return tally
  }
}
