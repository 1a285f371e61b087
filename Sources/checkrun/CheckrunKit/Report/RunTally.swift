import Harness

/// What the frame of every output needs to know about a run, gathered one check at a time.
///
/// The reports are written while the checks run: each check's part is rendered as soon as it
/// finishes and its result is then let go. Only this tally stays: counts per file, per profile
/// and per WCAG criterion, the first failures for the summary, and every check's id.
struct RunTally: Sendable {
  /// Passed, failed (blocking), known failures and checks that cannot be judged.
  struct Counts: Sendable, Equatable {
    var passed = 0
    var failed = 0
    var known = 0
    var cannotBeJudged = 0
    /// Every check counted, those not understood too.
    var checks = 0
  }

  /// The counts of one check file, in the order JUnit states them.
  struct Suite: Sendable {
    var path: String
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0
    /// The real time its checks took, in microseconds.
    var microseconds: Int64 = 0
    /// Its checks' passes and counts by app, by the app's place in the run's apps.
    var apps: [Int: (passed: Int, checks: Int)] = [:]

    /// Its name in JUnit: its path, and how many of its checks passed against each app
    /// (`checks/otp.check (before: 2 of 4 passed)`), never added across apps.
    func name(_ provenance: Provenance) -> String {
      let names = [provenance.appName] + (provenance.otherApps ?? []).map(\.name)
      let counts = apps.keys.sorted().map { app in
        let (passed, checks) = apps[app] ?? (0, 0)
        return "\(app < names.count ? names[app] : "app \(app)"): \(passed) of \(checks) passed"
      }
      return counts.isEmpty ? path : "\(path) (\(counts.joined(separator: "; ")))"
    }
  }

  var suites: [Suite] = []
  var passed = 0
  /// Failures that block: new ones, and known ones whose baseline entry expired.
  var failed = 0
  var known = 0
  var errors = 0
  /// Checks that ran, failed nothing, but judged an expectation on something their task
  /// never brought up: they block, and JUnit counts them among its errors.
  var cannotBeJudged = 0
  /// Every check that did not pass, counted; the first few kept as summary lines.
  var notPassed = 0
  var summaryLines: [String] = []
  /// A row of a table that never adds apps together: what it counts by (a profile, a
  /// criterion) and the app, by its place in the run's apps.
  struct Row: Hashable, Sendable {
    var app: Int
    var key: String
  }

  /// Checks by profile, per app.
  var byProfile: [Row: Counts] = [:]

  /// The time limits of one profile's checks of one kind: how often the app started one,
  /// how often it ran out, and the one the person used the most of.
  struct LimitCounts: Sendable, Equatable {
    var starts = 0
    var ranOut = 0
    var mostUsed: VirtualDuration = .zero
    var ofGiven: VirtualDuration = .zero
  }

  /// Time limits by profile and limit (`VoiceOver · the session`), per app.
  var limitsByProfile: [Row: LimitCounts] = [:]
  /// Each app's own counts, by its place in the run's apps (0: the run's app, then the ones
  /// `App:` lines name): a run over several apps never adds theirs together.
  var byApp: [Int: Counts] = [:]
  /// Expectations by WCAG success criterion (`2.2.1 Timing Adjustable (A)`, or
  /// `RunTally.noCriterion`), per app: each expectation counted against its own citations
  /// only, once a criterion, `checks` counting expectations.
  var byCriterion: [Row: Counts] = [:]
  /// What is cited beneath each criterion: techniques (`SCR16`, `avoids F12`), or for no
  /// criterion whose rule it is.
  var techniques: [String: Set<String>] = [:]
  /// The row of expectations that cite no success criterion.
  static let noCriterion = "No WCAG criterion"
  /// The checks that did not pass, and those that pass though the baseline lists them as
  /// failing, the first `attentionLimit` of each kind in run order: the page lists them at
  /// the top, each linked to its section.
  var attention = (
    blocking: [Attention](), error: [Attention](), unjudged: [Attention](), known: [Attention](),
    nowPassing: [Attention]()
  )
  static let attentionLimit = 1_000
  /// Ids of baseline entries that list a check that passes now.
  var nowPassing: [String] = []
  /// Every check's id, for baseline entries that name no check.
  var ids = Set<String>()

  /// How many checks were counted, in every file: the last one's place in the run.
  private(set) var total = 0

  /// The run's verdict, as every output and the exit code read it.
  var verdict: RunVerdict { RunVerdict(self) }

  /// Starts counting the checks of the file at `path`.
  mutating func startSuite(_ path: String) {
    suites.append(Suite(path: path))
  }

  /// A check that needs attention (it did not pass, or the baseline still lists it as
  /// failing), as the page's list names it.
  struct Attention: Sendable {
    /// The check's place in the run, from 1: its section is `c<number>`.
    var number: Int
    var name: String
    /// Where its block starts.
    var location: SourceLocation
    /// Its profile, when it ran.
    var profile: String?
    /// Why it needs attention, in one line: what failed first, or the first problem.
    var reason: String?
  }

  /// What the tally takes of one check, worked out on the thread that ran it, so the check's
  /// results can be let go there and then.
  struct Entry: Sendable {
    /// How a check that did not pass counts.
    enum Shortfall: Sendable {
      /// Not understood.
      case error
      /// Ran, but an expectation cannot be judged and nothing failed.
      case unjudged
      /// Failed, and a baseline entry accepts it until its date.
      case known
      /// Failed, and nothing accepts it.
      case blocking
    }

    var id: String
    var name: String
    /// Where the check's block starts.
    var location: SourceLocation
    var microseconds: Int64
    /// The app it ran against, by its place in the run's apps.
    var app: Int
    var passed: Bool
    var shortfall: Shortfall?
    /// The id of the baseline entry that lists this check, when it passes now.
    var nowPassing: String?
    /// Why it needs attention, when it does, in one line of at most 300 characters.
    var reason: String?
    /// The profile, when the check ran.
    var profile: String?
    /// Each expectation's citations and judgement, when the check ran.
    var cited: [Cited] = []
    /// The time limits its task met, when it ran.
    var limits: [TimeLimit] = []
    /// The check itself when it did not pass: the summary lists the first few.
    var notPassed: RunReport.Case?

    init(_ item: borrowing RunReport.Case, words: RunReport.Case.Words? = nil) {
      let words = words ?? item.words
      id = words?.id ?? item.id
      name = item.name
      location = item.location
      microseconds = item.microseconds
      app = item.app
      passed = item.passed
      shortfall =
        item.isError
        ? .error
        : item.cannotBeJudged ? .unjudged : item.isKnown ? .known : item.isBlockingFailure ? .blocking : nil
      if case .nowPasses(let entry)? = item.status { nowPassing = entry.id }
      if shortfall != nil {
        switch item.outcome {
        case .ran(let result): reason = RunTally.line(JUnitWriter.failureMessage(result))
        case .invalid(let problems): reason = problems.first.map { RunTally.line($0.message) }
        }
      }
      profile = words?.profile
      if case .ran(let result) = item.outcome {
        cited = result.expectations.map { Cited(criteria: $0.expectation.criteria, judgement: $0.judgement) }
        limits = result.limits
      }
      notPassed = item.passed ? nil : copy item
    }
  }

  /// One line of at most 300 characters, for the list of what needs attention.
  static func line(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return flat.count > 300 ? String(flat.prefix(299)) + "…" : flat
  }

  /// One expectation's citations and judgement.
  struct Cited: Sendable {
    var criteria: [String]
    var judgement: CheckResult.Judgement
  }

  /// Counts `item`, a check of the file started last.
  mutating func add(_ item: RunReport.Case) {
    add(Entry(item))
  }

  /// Counts the check `entry` was taken from, a check of the file started last.
  mutating func add(_ entry: Entry) {
    if suites.isEmpty { startSuite("") }
    total += 1
    suites[suites.count - 1].tests += 1
    let time = suites[suites.count - 1].microseconds.addingReportingOverflow(entry.microseconds)
    suites[suites.count - 1].microseconds = time.overflow ? .max : time.partialValue
    ids.insert(entry.id)
    if entry.passed { passed += 1 }
    suites[suites.count - 1].apps[entry.app, default: (0, 0)].checks += 1
    if entry.passed { suites[suites.count - 1].apps[entry.app, default: (0, 0)].passed += 1 }
    // The check as the page's list of what needs attention names it, when its kind's list
    // has room.
    let number = total
    func list(in listed: inout [Attention]) {
      guard listed.count < RunTally.attentionLimit else { return }
      listed.append(
        Attention(
          number: number, name: entry.name, location: entry.location, profile: entry.profile, reason: entry.reason))
    }
    switch entry.shortfall {
    case .error?:
      errors += 1
      suites[suites.count - 1].errors += 1
      list(in: &attention.error)
    case .unjudged?:
      cannotBeJudged += 1
      suites[suites.count - 1].errors += 1
      list(in: &attention.unjudged)
    case .known?:
      known += 1
      suites[suites.count - 1].skipped += 1
      list(in: &attention.known)
    case .blocking?:
      failed += 1
      suites[suites.count - 1].failures += 1
      list(in: &attention.blocking)
    case nil: break
    }
    if let item = entry.notPassed {
      notPassed += 1
      if summaryLines.count < SummaryReporter.limit { summaryLines.append(SummaryReporter.line(item)) }
    }
    if let id = entry.nowPassing {
      nowPassing.append(id)
      list(in: &attention.nowPassing)
    }
    let add = { (counts: inout Counts) in
      counts.checks += 1
      if entry.passed { counts.passed += 1 }
      if entry.shortfall == .blocking { counts.failed += 1 }
      if entry.shortfall == .known { counts.known += 1 }
      if entry.shortfall == .unjudged { counts.cannotBeJudged += 1 }
    }
    add(&byApp[entry.app, default: Counts()])
    guard let profile = entry.profile else { return }
    add(&byProfile[Row(app: entry.app, key: profile), default: Counts()])
    for expectation in entry.cited { count(expectation, known: entry.shortfall == .known, app: entry.app) }
    for limit in entry.limits {
      var counts = limitsByProfile[Row(app: entry.app, key: "\(profile) · \(limit.about)"), default: LimitCounts()]
      counts.starts += 1
      if limit.end == .ranOut { counts.ranOut += 1 }
      // The most of its time used: the largest share of the time given.
      let used = min(limit.used, limit.given)
      if counts.ofGiven == .zero
        || used.milliseconds * counts.ofGiven.milliseconds > counts.mostUsed.milliseconds * limit.given.milliseconds
      {
        (counts.mostUsed, counts.ofGiven) = (used, limit.given)
      }
      limitsByProfile[Row(app: entry.app, key: "\(profile) · \(limit.about)")] = counts
    }
  }

  /// Counts one expectation once under each criterion it cites; a failure of a check the
  /// baseline accepts is counted known.
  private mutating func count(_ expectation: Cited, known: Bool, app: Int) {
    var counted = Set<String>()
    for citation in expectation.criteria {
      let parts = Citation.parts(of: citation)
      let key = parts.criterion ?? RunTally.noCriterion
      if let detail = parts.detail { techniques[key, default: []].insert(detail) }
      guard counted.insert(key).inserted else { continue }
      var counts = byCriterion[Row(app: app, key: key), default: Counts()]
      counts.checks += 1
      switch expectation.judgement {
      case .passed: counts.passed += 1
      case .failed: if known { counts.known += 1 } else { counts.failed += 1 }
      case .cannotBeJudged: counts.cannotBeJudged += 1
      }
      byCriterion[Row(app: app, key: key)] = counts
    }
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

extension RunTally {
  /// Each app's counts by its name, when checks ran against more than one; empty otherwise.
  /// The rows of `table` in key order, each named by its key, and by its app too when the
  /// run's checks ran against more than one: `VoiceOver (app 'before')`.
  func rows(_ table: [Row: Counts], _ provenance: Provenance) -> [(name: String, counts: Counts)] {
    let names = [provenance.appName] + (provenance.otherApps ?? []).map(\.name)
    let several = byAppName(provenance).count > 1
    return table.keys.sorted { ($0.key, $0.app) < ($1.key, $1.app) }.map { row in
      let app = row.app < names.count ? names[row.app] : "app \(row.app)"
      return (several ? "\(row.key) (app '\(app)')" : row.key, table[row] ?? Counts())
    }
  }

  func byAppName(_ provenance: Provenance) -> [(name: String, counts: Counts)] {
    let names = [provenance.appName] + (provenance.otherApps ?? []).map(\.name)
    let apps = byApp.keys.sorted().filter { $0 < names.count && (byApp[$0]?.checks ?? 0) > 0 }
    guard apps.count > 1 else { return [] }
    return apps.map { (names[$0], byApp[$0] ?? Counts()) }
  }

  /// Each app's own count of passes, `'before': 2 of 26 checks passed`, in the run's order of
  /// apps, when checks ran against more than one: a run over several apps never adds their
  /// counts into one. Nil when one app had every check. Past `limit` apps, the rest are counted.
  func perApp(_ provenance: Provenance, limit: Int = .max, quote: (String) -> String) -> String? {
    let apps = byAppName(provenance)
    guard !apps.isEmpty else { return nil }
    var parts = apps.prefix(limit).map { name, counts in
      var words = "\(quote(name)): \(counts.passed) of \(Wording.count(counts.checks, "check")) passed"
      if counts.failed > 0 { words += ", \(counts.failed) failed" }
      if counts.known > 0 { words += ", \(counts.known) known" }
      if counts.cannotBeJudged > 0 { words += ", \(counts.cannotBeJudged) cannot be judged" }
      return words
    }
    if apps.count > limit {
      let rest = apps.dropFirst(limit)
      parts.append("\(rest.count) more \(rest.count == 1 ? "app" : "apps")")
    }
    return parts.joined(separator: "; ")
  }
}
