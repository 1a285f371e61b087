import Harness

/// Everything one run produced, grouped by check file: what reporters turn into bytes.
struct RunReport: Sendable, Codable {
  /// One check's entry: its result, or the problems that kept it from running.
  struct Case: Sendable, Codable {
    enum Outcome: Sendable, Codable {
      case ran(CheckResult)
      case invalid([Diagnostic])
    }

    var name: String
    var classname: String
    var location: SourceLocation
    var outcome: Outcome
    /// Real time the check took, in whole milliseconds.
    var milliseconds: Int64
    /// How the check stands against the baseline, when one was given.
    var status: Baseline.Status?

    var passed: Bool {
      if case .ran(let result) = outcome { return result.verdict == .passed }
      return false
    }

    /// What every output says of a check that ran besides its own text: its id, its profile
    /// and its WCAG criteria, in words. Worked out once a check, for the tally, JUnit, the page
    /// and the console.
    struct Words: Sendable {
      /// The check's stable id (`id`).
      var id: String
      var profile: String
      var criteria: [String]
      /// The criteria as one line: `2.2.1 Timing Adjustable (SCR16); 2.2.6 Timeouts`.
      var criteriaLine: String
      /// How much time the check simulated: `13 minutes`.
      var simulated: String
    }

    /// The words of a check that ran; nil for one that was not understood.
    var words: Words? {
      guard case .ran(let result) = outcome else { return nil }
      let criteria = result.check.criteria
      return Words(
        id: result.check.source.stableID, profile: result.check.profile.description, criteria: criteria,
        criteriaLine: String.joined(criteria, separator: "; "), simulated: result.simulated.description)
    }

    var isError: Bool {
      if case .invalid = outcome { return true }
      return false
    }

    /// Failed, but a baseline entry accepts it until its date.
    var isKnown: Bool {
      if case .known = status { return true }
      return false
    }

    /// Failed, and nothing accepts the failure.
    var isBlockingFailure: Bool { !passed && !isError && !isKnown }

    /// The check's stable id, for baselines.
    var id: String {
      if case .ran(let result) = outcome { return result.check.source.stableID }
      return "\(classname).\(location.line)"
    }
  }

  /// The checks of one file.
  struct Suite: Sendable, Codable {
    var path: String
    var cases: [Case]

    var failures: Int { cases.filter(\.isBlockingFailure).count }
    var errors: Int { cases.filter(\.isError).count }
    var skipped: Int { cases.filter(\.isKnown).count }
    var milliseconds: Int64 { cases.map(\.milliseconds).reduce(0, +) }
  }

  var suites: [Suite]
  var provenance: Provenance
  /// Baseline entries that name no check of this run.
  var staleEntries: [Baseline.Entry] = []

  var appName: String { provenance.appName }
  var toolVersion: String { provenance.tool }
  /// When the run started, as `YYYY-MM-DDTHH:MM:SS` in UTC.
  var timestamp: String { provenance.time }

  var cases: [Case] { suites.flatMap(\.cases) }
  var passed: Int { cases.filter(\.passed).count }
  /// Failures that block: new ones, and known ones whose baseline entry expired.
  var failed: Int { cases.filter(\.isBlockingFailure).count }
  var known: Int { cases.filter(\.isKnown).count }
  var errors: Int { cases.filter(\.isError).count }

  /// The verdict in a word.
  var verdict: String { failed > 0 ? "failed" : errors > 0 ? "not understood" : "passed" }

  /// Applies `baseline` as of `today` (`YYYY-MM-DD`) to every check.
  mutating func gate(with baseline: Baseline, today: String) {
    for suite in suites.indices {
      for index in suites[suite].cases.indices where !suites[suite].cases[index].isError {
        let item = suites[suite].cases[index]
        suites[suite].cases[index].status = baseline.status(id: item.id, passed: item.passed, today: today)
      }
    }
    staleEntries = baseline.stale(ids: Set(cases.map(\.id)))
  }

  /// `checks/session-timeout.check` becomes `checks.session-timeout`.
  static func classname(forPath path: String) -> String {
    var trimmed = path
    while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
    while trimmed.hasPrefix("../") { trimmed.removeFirst(3) }
    // An absolute path's classname does not start with a dot: `/tmp/a.check` is `tmp.a`.
    while trimmed.hasPrefix("/") { trimmed.removeFirst() }
    if let dot = trimmed.lastIndex(of: "."), !trimmed[dot...].contains("/") {
      trimmed = String(trimmed[..<dot])
    }
    let cleaned = trimmed.map { $0 == "/" ? "." : ($0 == " " ? "_" : $0) }
    return cleaned.isEmpty ? "checks" : String(cleaned)
  }
}
