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
    /// Real time the check took, in microseconds, rounded up: JUnit gives each test case
    /// this much, so a check that ran is never timed at nothing.
    var microseconds: Int64
    /// How the check stands against the baseline, when one was given.
    var status: Baseline.Status?
    /// The app the check ran against, by its place in the run's list of apps: 0 for the
    /// run's own (`provenance.appName`), K for `provenance.otherApps[K - 1]`. What
    /// `results.json` refers to it by, so it describes each app once.
    var app = 0

    /// Real time the check took, in whole milliseconds: what the console shows.
    var milliseconds: Int64 { microseconds / 1000 }

    var passed: Bool {
      if case .ran(let result) = outcome { return result.verdict == .passed }
      return false
    }

    /// Ran, failed nothing, but an expectation is about something its task never brought up:
    /// a defect of the check, which blocks the gate and which no baseline entry accepts.
    var cannotBeJudged: Bool {
      if case .ran(let result) = outcome { return result.verdict == .cannotBeJudged }
      return false
    }

    /// Ran and failed: a task step could not be done or an expectation failed.
    var failed: Bool {
      if case .ran(let result) = outcome { return result.verdict == .failed }
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
    var isBlockingFailure: Bool { failed && !isKnown }

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
    /// Not understood or cannot be judged: JUnit's `<error>` test cases.
    var errors: Int { cases.filter { $0.isError || $0.cannotBeJudged }.count }
    var skipped: Int { cases.filter(\.isKnown).count }
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
  var cannotBeJudged: Int { cases.filter(\.cannotBeJudged).count }

  /// Applies `baseline` as of `today` (`YYYY-MM-DD`) to every check but those not understood
  /// and those that cannot be judged: a baseline accepts failures of the app, not defects of
  /// a check.
  mutating func gate(with baseline: Baseline, today: String) {
    for suite in suites.indices {
      for index in suites[suite].cases.indices
      where !suites[suite].cases[index].isError && !suites[suite].cases[index].cannotBeJudged {
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

extension RunReport.Case {
  private enum CodingKeys: String, CodingKey {
    case name, classname, location, outcome, microseconds, milliseconds, status
  }

  /// Reads a check's entry of `results.json`. An earlier checkrun's entry has its time in
  /// whole milliseconds only, and is read at that.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    classname = try container.decode(String.self, forKey: .classname)
    location = try container.decode(SourceLocation.self, forKey: .location)
    outcome = try container.decode(Outcome.self, forKey: .outcome)
    status = try container.decodeIfPresent(Baseline.Status.self, forKey: .status)
    if let microseconds = try container.decodeIfPresent(Int64.self, forKey: .microseconds) {
      self.microseconds = microseconds
    } else {
      microseconds = Self.microseconds(fromMilliseconds: try container.decode(Int64.self, forKey: .milliseconds))
    }
  }

  /// A time an earlier checkrun wrote in whole milliseconds, in microseconds (a negative one
  /// is 0; one too large for them, the largest).
  static func microseconds(fromMilliseconds milliseconds: Int64) -> Int64 {
    let scaled = max(0, milliseconds).multipliedReportingOverflow(by: 1000)
    return scaled.overflow ? .max : scaled.partialValue
  }

  /// Writes the entry with its time in microseconds and, for an earlier checkrun's `merge`,
  /// in whole milliseconds as it wrote them.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(classname, forKey: .classname)
    try container.encode(location, forKey: .location)
    try container.encode(outcome, forKey: .outcome)
    try container.encode(microseconds, forKey: .microseconds)
    try container.encode(milliseconds, forKey: .milliseconds)
    try container.encodeIfPresent(status, forKey: .status)
  }
}
