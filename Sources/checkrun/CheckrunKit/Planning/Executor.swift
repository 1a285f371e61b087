import Dispatch
import Foundation
import Harness

/// Runs a plan's checks on `jobs` threads and reports them in plan order, whatever finishes first.
struct Executor: Sendable {
  var app: AppModel
  var baseline: Baseline?
  /// Today, `YYYY-MM-DD`, for baseline expiry.
  var today: String
  var jobs: Int
  var console: ConsoleReporter
  /// `--quiet`: only the checks that did not pass are printed, and no live count.
  var quiet = false
  /// Real time one check may take before it is stopped as a runaway.
  var checkTimeout: Double = 30
  /// Actions (the person's and the app's timers) one check may take.
  var maxActions = RunGuard.standard.maxActions
  /// How many checks past the next one to hand over the threads may claim. Checks finished
  /// ahead of a slow one wait in memory for their turn; without a bound, a thread the machine
  /// stalls (a shared CI runner) lets the others fill memory with them.
  var maxAhead = 1_024
  /// The slice of the suite this run is (`--shard`), for the results' provenance.
  var shard: Provenance.Shard?
  /// What the run was given to run, and the app file its app came from, for the provenance.
  var selection: Provenance.Selection?
  var appFile: String?

  /// Runs this long show a live count on a terminal instead of a line per passed check.
  static let liveCountFrom = 100

  /// The checks not yet claimed by a thread; a claimed one is taken out, so it is let go as
  /// soon as it has run (when nothing else holds the plan). Behind its own lock: claiming
  /// never waits for a hand-over.
  private struct Waiting: Sendable {
    var entries: [Plan.Entry?]
    var next = 0
  }

  /// Finished checks waiting for the ones before them, and the ones whose turn has come, in
  /// plan order, for the thread that hands them over.
  private struct Progress<Part: Sendable>: Sendable {
    var done: [Int: Finished<Part>] = [:]
    /// How many checks have had their turn.
    var next = 0
    var ready: [Finished<Part>] = []
    /// Whether a thread is handing checks over: it takes every ready check before it stops.
    var handing = false
  }

  /// A check run and rendered: its part, the console's and the failure lines' pieces, and
  /// the thread that made them. The check itself is let go by the thread that ran it. Held by
  /// reference: it passes through a table, a list and a hand-over, and a copy of a part
  /// would copy each of its pieces.
  private final class Finished<Part: Sendable>: Sendable {
    let part: Part
    let console: ConsoleRecorder.Piece
    let failures: AnnotationRecorder.Piece
    let id: String
    let worker: Int

    init(part: Part, console: ConsoleRecorder.Piece, failures: AnnotationRecorder.Piece, id: String, worker: Int) {
      (self.part, self.console, self.failures, self.id, self.worker) = (part, console, failures, id, worker)
    }
  }

  /// Runs every check of `plan` on `jobs` threads. Each check is turned into `render`'s part on
  /// the thread that ran it, and let go there; then, in plan order whatever finished first,
  /// its console line is printed and `accept` is given its part and the index of its file.
  /// Each blocking failure also gets a line on `stderr` (`FailureLines`) when one is given,
  /// written after the console lines of its check. Nothing waits for the last check.
  func run<Part: Sendable>(
    _ plan: consuming Plan, stdout: some TextSink, stderr: (any TextSink)? = nil,
    render: @Sendable (RunReport.Case, RunReport.Case.Words?, Int) -> Part,
    accept: @Sendable (Part, Int) -> Void
  ) {
    run(
      plan, stdout: stdout, stderr: stderr, timelines: false,
      render: { item, check in render(item, check.words, check.number) }, accept: accept)
  }

  /// `run(_:stdout:stderr:render:accept:)`, `render` given the check as the recorders see it,
  /// with its timeline in text when `timelines` (an output of the run shows it).
  func run<Part: Sendable>(
    _ plan: consuming Plan, stdout: some TextSink, stderr: (any TextSink)?, timelines: Bool,
    render: @Sendable (RunReport.Case, borrowing CheckInRun) -> Part,
    accept: @Sendable (Part, Int) -> Void
  ) {
    let suiteOf = plan.suites.enumerated().flatMap { index, suite in repeatElement(index, count: suite.entries.count) }
    // The app each check runs against, by its place among the run's apps, as the provenance lists them.
    let appOf = Provenance.apps(in: plan.suites, besides: app).of
    let count = suiteOf.count
    var entries: [Plan.Entry?] = []
    entries.reserveCapacity(count)
    for suite in plan.suites { for entry in suite.entries { entries.append(entry) } }
    let waiting = Locked(Waiting(entries: entries))
    entries = []
    let state = Locked(Progress<Part>())
    // How many checks were handed over; only the thread handing checks over touches it, and
    // the console and the failure lines.
    let output = Locked(0)
    // How many checks have been handed over, for the threads that wait to claim more: the
    // bound on claiming counts from here, so parts waiting in memory, whether finished ahead
    // of a slow check or in a turn being handed over, stay within it.
    let accepted = Locked(0)
    _ = consume plan
    let workers = max(1, min(jobs, count))
    // Parts handed over by another thread than the one that made them, given back to be let
    // go there: memory freed by another thread waits for the lock of the maker's heap, which
    // the maker holds whenever it allocates.
    let spent = (0..<workers).map { _ in Locked([Finished<Part>]()) }
    let failureLines = AnnotationRecorder(stderr: stderr, github: console.github)
    let consoleLines = ConsoleRecorder(
      console, quiet: quiet, count: count, stdout: stdout, failureLines: failureLines)
    // A thread takes a few checks at a time and hands them back together, so the threads
    // seldom wait for each other's lock; small runs still go one check at a time.
    let batch = max(1, min(16, count / (workers * 32)))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      // The words a world says that depend only on its app and profile, made once a thread.
      var fixedWords = FixedWords.Cache()
      // The limits every check runs under, said in words once; each check sets its own clock.
      let limits = RunGuard(maxActions: maxActions, realTimeLimit: "\(Executor.seconds(checkTimeout)) of real time")
      // How many checks had been handed over when this thread last looked. It only grows, so
      // a count out of date errs on the side of waiting, and its lock is taken only when the
      // bound is reached.
      var handed = 0
      while true {
        let claimed: [(Int, Plan.Entry)]? = waiting.withLock { waiting in
          // Too far ahead of the hand-over: wait for the checks before to finish.
          if waiting.next < count, waiting.next - handed >= maxAhead { return nil }
          var taken: [(Int, Plan.Entry)] = []
          while taken.count < batch, waiting.next < count, let entry = waiting.entries[waiting.next] {
            waiting.entries[waiting.next] = nil
            taken.append((waiting.next, entry))
            waiting.next += 1
          }
          return taken
        }
        guard let claimed else {
          let seen = accepted.withLock { $0 }
          if seen == handed { usleep(200) }
          handed = seen
          continue
        }
        guard !claimed.isEmpty else { return }
        // This thread's parts that another thread handed over: let go here.
        _ = spent[worker].withLock { spent in
          defer { spent = [] }
          return spent
        }
        let finished = claimed.map { index, entry in
          var item = self.item(for: entry, words: &fixedWords, limits: limits)
          item.app = appOf[index]
          // The check's profile and the time it simulated, in words once for its part and its line.
          let check = CheckInRun(
            words: item.words, number: index, timeline: timelines ? TimelineText(of: item) : TimelineText())
          return (
            index,
            Finished(
              part: render(item, check), console: consoleLines.piece(for: item, check),
              failures: failureLines.piece(for: item, check), id: item.id, worker: worker)
          )
        }
        // The checks whose turn has come are handed over by one thread at a time, outside the
        // lock: a thread that finds another handing over leaves its checks to it and goes on
        // running checks instead of waiting.
        var turn: [Finished<Part>]? = state.withLock { progress in
          for (index, done) in finished { progress.done[index] = done }
          while let ready = progress.done.removeValue(forKey: progress.next) {
            progress.ready.append(ready)
            progress.next += 1
          }
          guard !progress.handing, !progress.ready.isEmpty else { return nil }
          progress.handing = true
          defer { progress.ready = [] }
          return progress.ready
        }
        while let handedOver = turn {
          var others = [[Finished<Part>]](repeating: [], count: workers)
          output.withLock { handed in
            for ready in handedOver {
              if ready.worker != worker { others[ready.worker].append(ready) }
              accept(ready.part, suiteOf[handed])
              handed += 1
              accepted.withLock { $0 = handed }
              failureLines.record(ready.failures, id: ready.id)
              consoleLines.record(ready.console, id: ready.id)
            }
          }
          for (maker, parts) in others.enumerated() where !parts.isEmpty {
            spent[maker].withLock { $0 += parts }
          }
          // The next turn, when more checks became ready meanwhile; this turn's own parts are
          // let go as it is taken.
          turn = state.withLock { progress in
            guard !progress.ready.isEmpty else {
              progress.handing = false
              return nil
            }
            defer { progress.ready = [] }
            return progress.ready
          }
        }
      }
    }
    output.withLock { _ in
      consoleLines.finish()
      failureLines.finish()
    }
  }

  /// Runs every check of `plan` and writes the outputs through `stream` as they finish; the
  /// run's tally, the baseline entries that name no check, and its provenance. The results document goes to
  /// `print` too once the outputs are in place, when the stream makes it for printing.
  func run(
    _ plan: consuming Plan, stdout: some TextSink, stderr: (any TextSink)? = nil, into stream: ReportStream,
    time: String, print: (any TextSink)? = nil
  ) throws(AtomicFile.Failure) -> (tally: RunTally, stale: [Baseline.Entry], provenance: Provenance) {
    let paths = plan.suites.map(\.path)
    let digests = plan.suites.map { ($0.path, $0.sha256) }
    let others = Provenance.otherApps(in: plan.suites, besides: app)
    stream.expect(plan.suites.reduce(0) { $0 + $1.entries.count })
    run(
      consume plan, stdout: stdout, stderr: stderr, timelines: true,
      render: { item, check in stream.parts(for: item, check) },
      accept: { parts, suite in
        while stream.suiteCount <= suite { stream.startSuite(paths[stream.suiteCount]) }
        stream.add(parts)
      })
    while stream.suiteCount < paths.count { stream.startSuite(paths[stream.suiteCount]) }
    let stale = baseline?.stale(ids: stream.tally.ids) ?? []
    // The files' hashes were worked out while the checks ran.
    let provenance = provenance(files: digests, others: others, time: time)
    try stream.finish(provenance: provenance, staleEntries: stale, print: print)
    return (stream.tally, stale, provenance)
  }

  /// Runs every check of `plan` and keeps every result: for tests and small runs.
  func run(_ plan: Plan, stdout: some TextSink, stderr: (any TextSink)? = nil, time: String) -> RunReport {
    let cases = Locked([[RunReport.Case]](repeating: [], count: plan.suites.count))
    run(
      plan, stdout: stdout, stderr: stderr, render: { item, _, _ in item },
      accept: { item, suite in cases.withLock { $0[suite].append(item) } })
    let all = cases.withLock { $0 }
    var report = RunReport(
      suites: zip(plan.suites, all).map { RunReport.Suite(path: $0.path, cases: $1) },
      provenance: provenance(for: plan, time: time))
    if let baseline { report.staleEntries = baseline.stale(ids: Set(report.cases.map(\.id))) }
    return report
  }

  /// What the run was made of: the tool, the app, each check file's hash, the git revision.
  func provenance(for plan: Plan, time: String) -> Provenance {
    provenance(
      files: plan.suites.map { ($0.path, $0.sha256) }, others: Provenance.otherApps(in: plan.suites, besides: app),
      time: time)
  }

  /// The provenance of a run of `files`: each file's path and the hash of its bytes.
  func provenance(
    files: [(path: String, digest: FileDigest?)], others: (apps: [Provenance.OtherApp], own: Int)?, time: String
  ) -> Provenance {
    let hashes = files.compactMap { file in
      file.digest.map {
        Provenance.FileHash(
          path: file.path, sha256: $0.value, normalizedPath: FileIdentity.comparable(file.path))
      }
    }
    var provenance = Provenance(
      tool: CheckRun.version, app: app, files: hashes, gitRevision: Provenance.gitRevision(), time: time)
    (provenance.shard, provenance.selection, provenance.appFile) = (shard, selection, appFile)
    (provenance.otherApps, provenance.appChecks) = (others?.apps, others?.own)
    return provenance
  }

  /// Runs one entry (or records why it cannot run), timed, with its baseline status; `words`,
  /// the running thread's fixed words, and `limits`, the run's limits, which the check's own
  /// real-time deadline joins.
  func item(for entry: Plan.Entry, words: inout FixedWords.Cache, limits: RunGuard) -> RunReport.Case {
    var item: RunReport.Case
    switch entry.outcome {
    case .invalid(let problems, _):
      item = RunReport.Case(
        name: entry.name, classname: entry.classname, location: entry.location, outcome: .invalid(problems),
        microseconds: 0)
    case .runnable(let runnable):
      let clock = ContinuousClock()
      let start = clock.now
      let deadline = start + .milliseconds(Int64(checkTimeout * 1000))
      var limits = limits
      limits.isOutOfTime = { ContinuousClock().now > deadline }
      let result = Pipeline(limits: limits).run(runnable, words: &words)
      let elapsed = clock.now - start
      item = RunReport.Case(
        name: entry.name, classname: entry.classname, location: entry.location, outcome: .ran(result),
        microseconds: Executor.microseconds(elapsed))
    }
    if let baseline, !item.isError, !item.cannotBeJudged {
      item.status = baseline.status(id: item.id, passed: item.passed, today: today)
    }
    return item
  }
}

extension Executor {
  /// `seconds` in words: `30 seconds`, `1 second`, `0.05 seconds`.
  static func seconds(_ seconds: Double) -> String {
    let number = seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    return "\(number) \(seconds == 1 ? "second" : "seconds")"
  }

  /// `elapsed` in whole microseconds, rounded up: a check that took any time at all is
  /// timed at 1 µs or more, and JUnit readers that share a run's time out among its checks
  /// (junit2html's matrix) never find it all nothing.
  static func microseconds(_ elapsed: Duration) -> Int64 {
    let (seconds, attoseconds) = elapsed.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    let perMicrosecond: Int64 = 1_000_000_000_000
    let fraction = attoseconds / perMicrosecond + (attoseconds % perMicrosecond == 0 ? 0 : 1)
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
    return overflow ? .max : whole.addingReportingOverflow(fraction).overflow ? .max : whole + fraction
  }
}
