import Foundation
import Harness

/// `checkrun audit`: runs the suite once per fault against `fixed` with that fault on, and shows
/// which checks caught each fault, so a suite whose checks cannot fail is visible at a glance.
enum AuditCommand {
  /// One fault and the checks that failed with it on.
  struct Row: Sendable {
    var fault: Fault
    var caughtBy: [String]
  }

  static func run(_ options: Options, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    var options = options
    options.app = "fixed"
    let prepared: CheckRun.Prepared
    switch CheckRun.prepare(options, stderr: stderr) {
    case .success(let ready): prepared = ready
    case .failure(let failure): return failure.code
    }
    if !prepared.loaded.diagnostics.isEmpty {
      stderr.write("checkrun: error: the audit needs every check understood; fix the problems above\n")
      return .notUnderstood
    }
    let path = "\(options.reportFolder)/audit.md"
    // Any text with check blocks can be an input, `audit.md` too: it is never written over.
    if let clash = OutputConflicts.problem(
      outputs: [OutputConflicts.File(label: "the audit '\(path)'", role: "the audit", path: path)],
      inputs: OutputConflicts.inputs(of: options, checkFiles: prepared.loaded.suites.map(\.path)),
      folders: OutputConflicts.folders(among: options.checkPaths),
      reportFolder: options.reportFolder)
    {
      return CheckRun.fail(clash, stderr)
    }
    let checks = prepared.plan.entries.compactMap { entry -> (String, RunnableCheck)? in
      guard case .runnable(let runnable) = entry.outcome else { return nil }
      return ("\(entry.location.path):\(entry.location.line) \(entry.name)", runnable)
    }
    // A check that does not pass on fixed (it fails, or cannot be judged) proves nothing by
    // failing with a fault on.
    let failingOnFixed = checks.compactMap { name, check -> String? in
      let verdict = Runner.run(check).verdict
      return verdict == .passed ? nil : "\(name) (\(verdict.words))"
    }
    let rows = Fault.catalogue.map { fault in
      let faulty = fault.applied(to: .fixed)
      let caught = checks.filter { _, check in
        guard check.source.app == nil else { return false }
        var variant = check
        variant.app = faulty
        return Runner.run(variant).verdict == .failed
      }
      return Row(fault: fault, caughtBy: caught.map(\.0))
    }
    stdout.write(console(rows, checks: checks.count, failingOnFixed: failingOnFixed))
    do {
      try AtomicFile.write(Array(markdown(rows, failingOnFixed: failingOnFixed).utf8), to: path)
      stdout.write("Audit: \(ConsoleText.safe(path))\n")
    } catch {
      stderr.write("checkrun: error: \(error.message)\n")
      return .notUnderstood
    }
    let missed = rows.filter(\.caughtBy.isEmpty).count
    return missed == 0 && failingOnFixed.isEmpty ? .passed : .failed
  }

  static func console(_ rows: [Row], checks: Int, failingOnFixed: [String]) -> String {
    var out = "Fault audit: \(World.count(checks, "check")) against fixed with one fault on at a time\n\n"
    let width = (rows.map(\.fault.id.count).max() ?? 10) + 2
    for row in rows {
      let id = row.fault.id.padding(toLength: width, withPad: " ", startingAt: 0)
      if row.caughtBy.isEmpty {
        out += "MISSED  \(id)\(row.fault.title) — no check fails with it on\n"
      } else {
        out +=
          "caught  \(id)by \(World.count(row.caughtBy.count, "check")), first \(ConsoleText.safe(row.caughtBy[0]))\n"
      }
    }
    for name in failingOnFixed {
      out += "\ndoes not pass on fixed (the audit cannot trust it): \(ConsoleText.safe(name))"
    }
    let missed = rows.filter(\.caughtBy.isEmpty).count
    return out + "\n\(rows.count - missed) of \(World.count(rows.count, "fault")) caught\n"
  }

  static func markdown(_ rows: [Row], failingOnFixed: [String]) -> String {
    let missed = rows.filter(\.caughtBy.isEmpty)
    var out = "# Fault audit\n\n"
    out +=
      missed.isEmpty
      ? "Every fault is caught by at least one check.\n\n"
      : "**\(World.count(missed.count, "fault")) no check catches.**\n\n"
    if !failingOnFixed.isEmpty {
      out +=
        "Checks that do not pass on `fixed` itself: " + failingOnFixed.map(MarkdownText.code).joined(separator: ", ")
        + "\n\n"
    }
    out += "| fault | what goes wrong | seed | WCAG | caught by |\n|---|---|---|---|---|\n"
    for row in rows {
      let caught = row.caughtBy.isEmpty ? "**none**" : row.caughtBy.map(MarkdownText.code).joined(separator: "<br>")
      out += "| `\(row.fault.id)` | \(row.fault.title) | \(row.fault.seed) | \(row.fault.criterion) | \(caught) |\n"
    }
    return out
  }
}
