import Dispatch
import Harness

/// Runs a plan's checks on `jobs` threads and reports them in plan order, whatever finishes first.
struct Executor: Sendable {
  var app: AppModel
  var baseline: Baseline?
  /// Today, `YYYY-MM-DD`, for baseline expiry.
  var today: String
  var jobs: Int
  var console: ConsoleReporter
  /// Real time one check may take before it is stopped as a runaway.
  var checkTimeout: Double = 30
  /// Actions (the person's and the app's timers) one check may take.
  var maxActions = RunGuard.standard.maxActions

  /// Runs this long show a live count on a terminal instead of a line per passed check.
  static let liveCountFrom = 100

  /// Results as they come in, and how far the console has printed in order.
  private struct Progress: Sendable {
    var results: [RunReport.Case?]
    /// Each result's console text, made by the worker that ran it, outside the lock.
    var lines: [String?]
    var next = 0
    var printed = 0
    var failed = 0
  }

  func run(_ plan: Plan, stdout: some TextSink, time: String) -> RunReport {
    let entries = plan.entries
    let state = Locked(
      Progress(results: Array(repeating: nil, count: entries.count), lines: Array(repeating: nil, count: entries.count))
    )
    let workers = max(1, min(jobs, entries.count))
    let live = stdout.isTerminal && entries.count >= Executor.liveCountFrom
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let claimed: Int? = state.withLock { progress in
          guard progress.next < entries.count else { return nil }
          defer { progress.next += 1 }
          return progress.next
        }
        guard let index = claimed else { return }
        let item = self.item(for: entries[index])
        let text = live && item.passed ? "" : console.lines(for: item)
        state.withLock { progress in
          progress.results[index] = item
          progress.lines[index] = text
          while progress.printed < entries.count, let ready = progress.results[progress.printed] {
            let lines = progress.lines[progress.printed] ?? ""
            progress.lines[progress.printed] = nil
            progress.printed += 1
            if !ready.passed { progress.failed += 1 }
            guard live else {
              stdout.write(lines)
              continue
            }
            let clear = "\r\u{1B}[K"
            if !ready.passed { stdout.write(clear + lines) }
            stdout.write("\(clear)running: \(progress.printed) of \(entries.count), \(progress.failed) not passed")
          }
        }
      }
    }
    if live { stdout.write("\r\u{1B}[K") }
    let results = state.withLock { $0.results }
    var offset = 0
    var suites: [RunReport.Suite] = []
    for suite in plan.suites {
      let cases = results[offset..<(offset + suite.entries.count)].compactMap { $0 }
      offset += suite.entries.count
      suites.append(RunReport.Suite(path: suite.path, cases: cases))
    }
    let files = plan.suites.compactMap { suite in suite.sha256.map { Provenance.FileHash(path: suite.path, sha256: $0) }
    }
    let provenance = Provenance(
      tool: CheckRun.version, app: app, files: files, gitRevision: Provenance.gitRevision(), time: time)
    var report = RunReport(suites: suites, provenance: provenance)
    if let baseline { report.staleEntries = baseline.stale(ids: Set(report.cases.map(\.id))) }
    return report
  }

  /// Runs one entry (or records why it cannot run), timed, with its baseline status.
  func item(for entry: Plan.Entry) -> RunReport.Case {
    var item: RunReport.Case
    switch entry.outcome {
    case .invalid(let problems):
      item = RunReport.Case(
        name: entry.name, classname: entry.classname, location: entry.location, outcome: .invalid(problems),
        milliseconds: 0)
    case .runnable(let runnable):
      let clock = ContinuousClock()
      let start = clock.now
      let deadline = start + .milliseconds(Int64(checkTimeout * 1000))
      let limits = RunGuard(
        maxActions: maxActions, realTimeLimit: "\(checkTimeout) seconds of real time",
        isOutOfTime: { ContinuousClock().now > deadline })
      let result = Runner.run(runnable, guard: limits)
      let elapsed = clock.now - start
      let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
      item = RunReport.Case(
        name: entry.name, classname: entry.classname, location: entry.location, outcome: .ran(result),
        milliseconds: milliseconds)
    }
    if let baseline, !item.isError {
      item.status = baseline.status(id: item.id, passed: item.passed, today: today)
    }
    return item
  }
}
