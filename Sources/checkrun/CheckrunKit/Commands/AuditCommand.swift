import Foundation
import Harness

/// `checkrun audit`: runs the suite once per fault against the app (`fixed`, or the one `--app`
/// names) with that fault's overlay on, and shows which checks caught each fault, so a suite
/// whose checks cannot fail is visible at a glance. A fault the app already has (its overlay
/// changes nothing) does not apply, and is said so.
enum AuditCommand {
  /// One fault and the checks that failed with it on; nil when it does not apply to the app.
  struct Row: Sendable {
    var fault: Fault
    /// The fault's title in the app's words.
    var title: String
    var caughtBy: [String]?
  }

  /// One defect version of the app (`--defects`): an app file with one defect, and the checks
  /// that failed on it in the app's place; nil when it is the app itself, unchanged.
  struct DefectRow: Sendable {
    /// The file, as found from `--defects`.
    var path: String
    /// The version's own name, from its file.
    var name: String
    var caughtBy: [String]?
  }

  static func run(_ options: Options, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    let prepared: CheckRun.Prepared
    switch CheckRun.prepare(options, stderr: stderr) {
    case .success(let ready): prepared = ready
    case .failure(let failure): return failure.code
    }
    if !prepared.loaded.diagnostics.isEmpty {
      stderr.write("checkrun: error: the audit needs every check understood; fix the problems above\n")
      return .notUnderstood
    }
    var defects: [(path: String, app: AppModel)] = []
    switch defectFiles(options.defects) {
    case .success(let paths):
      for file in paths {
        switch CheckRun.loadApp(file, named: " (--defects)", stderr: stderr) {
        case .success(let version): defects.append((file, version))
        case .failure(let failure): return failure.code
        }
      }
    case .failure(let problem): return CheckRun.fail(problem.message, stderr)
    }
    let path = "\(options.reportFolder)/audit.md"
    // Any text with check blocks can be an input, `audit.md` too: it is never written over.
    if let clash = OutputConflicts.problem(
      outputs: [OutputConflicts.File(label: "the audit '\(path)'", role: "the audit", path: path)],
      inputs: OutputConflicts.inputs(
        of: options, checkFiles: prepared.loaded.suites.map(\.path), appFiles: prepared.appFiles + defects.map(\.path)),
      folders: OutputConflicts.folders(among: options.checkPaths),
      reportFolder: options.reportFolder)
    {
      return CheckRun.fail(clash, stderr)
    }
    let app = prepared.app
    let runnable = prepared.plan.entries.compactMap { entry -> (String, RunnableCheck)? in
      guard case .runnable(let runnable) = entry.outcome else { return nil }
      return ("\(entry.location.path):\(entry.location.line) \(entry.name)", runnable)
    }
    // A check whose `App:` line names another app says it is not about this one; one whose line
    // names this very app (its file, say, as `--app` does) is.
    let checks = runnable.filter { $0.1.app == app }
    let otherApps = runnable.count - checks.count
    // A check that does not pass on the app (it fails, or cannot be judged) proves nothing by
    // failing with a fault on.
    let pipeline = Pipeline()
    let verdicts = checks.map { pipeline.run($0.1).verdict }
    let failingOnApp = zip(checks, verdicts).compactMap { check, verdict in
      verdict == .passed ? nil : "\(check.0) (\(verdict.words))"
    }
    // Only a check that passes on the app itself is evidence when it fails with a fault on.
    let trusted = zip(checks, verdicts).filter { $1 == .passed }.map(\.0)
    // The checks that pass on the app and fail with `version` in its place.
    let caught = { (version: AppModel) in
      trusted.filter { _, check in
        var variant = check
        variant.app = version
        return pipeline.run(variant).verdict == .failed
      }.map(\.0)
    }
    let rows = Fault.catalogue.map { fault in
      guard fault.applies(to: app) else { return Row(fault: fault, title: fault.title(in: app), caughtBy: nil) }
      let faulty = fault.applied(to: app)
      return Row(fault: fault, title: fault.title(in: app), caughtBy: caught(faulty))
    }
    // Each defect version runs in the app's place: a check that passes on the app and fails on
    // the version caught its defect.
    let defectRows = defects.map { file, version in
      guard version != app else { return DefectRow(path: file, name: version.name, caughtBy: nil) }
      return DefectRow(path: file, name: version.name, caughtBy: caught(version))
    }
    let checkRows = checkRows(trusted, faults: rows, defects: defectRows)
    stdout.write(console(rows, checks: checks.count, app: app, failingOnApp: failingOnApp))
    if !defectRows.isEmpty { stdout.write(console(defectRows, app: app)) }
    stdout.write(console(checkRows))
    if otherApps > 0 {
      stdout.write(
        "\(Wording.count(otherApps, "check")) with an App: line naming another app not audited against \(ConsoleText.safe(app.name)): audit those with --app naming their app\n"
      )
    }
    do {
      let table =
        markdown(rows, app: app, failingOnApp: failingOnApp) + markdown(defectRows, app: app) + markdown(checkRows)
      try AtomicFile.write(Array(table.utf8), to: path)
      stdout.write("Audit: \(ConsoleText.safe(path))\n")
    } catch {
      return CheckRun.fail(error.message, stderr)
    }
    let missed =
      rows.filter { $0.caughtBy?.isEmpty == true }.count + defectRows.filter { $0.caughtBy?.isEmpty == true }.count
    let weak = checkRows.filter { $0.weakness != nil }.count
    return missed == 0 && weak == 0 && failingOnApp.isEmpty ? .passed : .failed
  }

  /// The app files `--defects` names: each file as given, each folder's `.json` files in name
  /// order; the problem when a path is neither, or a folder holds none.
  static func defectFiles(_ paths: [String]) -> Result<[String], Options.Problem> {
    var files: [String] = []
    for path in paths {
      var folder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &folder) else {
        return .failure(Options.Problem(message: "--defects: no file or folder '\(path)'"))
      }
      guard folder.boolValue else {
        files.append(path)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let found = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
      guard !found.isEmpty else {
        return .failure(
          Options.Problem(
            message: "--defects: the folder '\(path)' holds no app file (.json); give the defect versions of the app"))
      }
      files += found.map { path.hasSuffix("/") ? path + $0 : "\(path)/\($0)" }
    }
    return .success(files)
  }

  /// One line of the console's table: `n/a`, `MISSED` or `caught`, then `key` padded to `width`,
  /// then what is said of it.
  static func line(_ key: String, width: Int, caughtBy: [String]?, notApplying: String, missed: String) -> String {
    let key = key.padding(toLength: width, withPad: " ", startingAt: 0)
    switch caughtBy {
    case nil: return "n/a     \(key)\(notApplying)\n"
    case let caught? where caught.isEmpty: return "MISSED  \(key)\(missed)\n"
    case let caught?:
      return "caught  \(key)by \(Wording.count(caught.count, "check")), first \(ConsoleText.safe(caught[0]))\n"
    }
  }

  static func console(_ rows: [DefectRow], app: AppModel) -> String {
    let name = ConsoleText.safe(app.name)
    var out = "\nDefect versions of \(name), each run in its place\n\n"
    let width = (rows.map { ($0.path as NSString).lastPathComponent.count }.max() ?? 10) + 2
    for row in rows {
      out += line(
        ConsoleText.safe((row.path as NSString).lastPathComponent), width: width, caughtBy: row.caughtBy,
        notApplying: "the same app as \(name): it has no defect",
        missed: "\(ConsoleText.safe(row.name)) — no check fails on it")
    }
    let applying = rows.filter { $0.caughtBy != nil }
    let missed = applying.filter { $0.caughtBy?.isEmpty == true }.count
    let same = rows.count - applying.count
    let unchanged = same == 0 ? "" : " (\(Wording.count(same, "version")) the same as \(name): not counted)"
    return out
      + "\n\(applying.count - missed) of \(Wording.count(applying.count, "defect version")) caught\(unchanged)\n"
  }

  /// The "caught by" cell of `audit.md`: why the row does not apply, none in bold, or the checks.
  static func cell(_ caughtBy: [String]?, notApplying: String) -> String {
    switch caughtBy {
    case nil: "does not apply: \(notApplying)"
    case let checks? where checks.isEmpty: "**none**"
    case let checks?: checks.map(MarkdownText.code).joined(separator: "<br>")
    }
  }

  static func markdown(_ rows: [DefectRow], app: AppModel) -> String {
    guard !rows.isEmpty else { return "" }
    var out = "\n## Defect versions of \(MarkdownText.code(app.name))\n\n"
    out += "Each app file with one defect, run in the place of \(MarkdownText.code(app.name)).\n\n"
    out += "| defect version | its name | caught by |\n|---|---|---|\n"
    for row in rows {
      let caught = cell(row.caughtBy, notApplying: "the same app as \(MarkdownText.code(app.name))")
      out += "| \(MarkdownText.code(row.path)) | \(MarkdownText.inline(row.name)) | \(caught) |\n"
    }
    return out
  }

  /// Why a fault does not apply to `app`, after its name.
  static func notApplying(_ app: AppModel) -> String {
    app.isLogic ? "runs its own screens, which the fault's keys do not reach" : "does this already"
  }

  static func console(_ rows: [Row], checks: Int, app: AppModel, failingOnApp: [String]) -> String {
    let name = ConsoleText.safe(app.name)
    var out = "Fault audit: \(Wording.count(checks, "check")) against \(name) with one fault on at a time\n\n"
    let width = (rows.map(\.fault.id.count).max() ?? 10) + 2
    // An app that runs its own screens takes none of the catalogue's overlays: one line says so.
    let listed = app.isLogic && rows.allSatisfy { $0.caughtBy == nil } ? [] : rows
    if listed.isEmpty {
      out +=
        "none of the catalogue's \(Wording.count(rows.count, "fault")) applies: \(name) \(notApplying(app)); "
        + "give its own defect versions with --defects\n"
    }
    for row in listed {
      out += line(
        row.fault.id, width: width, caughtBy: row.caughtBy,
        notApplying: "\(ConsoleText.safe(row.title)) — \(name) \(notApplying(app))",
        missed: "\(ConsoleText.safe(row.title)) — no check fails with it on")
    }
    for check in failingOnApp {
      out += "\ndoes not pass on \(name) (the audit cannot trust it): \(ConsoleText.safe(check))"
    }
    let applying = rows.filter { $0.caughtBy != nil }
    let missed = applying.filter { $0.caughtBy?.isEmpty == true }.count
    let skipped = rows.count - applying.count
    let notApplying =
      skipped == 0
      ? ""
      : app.isLogic
        ? " (\(Wording.count(skipped, "fault")) not applied: \(name) runs its own screens)"
        : " (\(Wording.count(skipped, "fault")) \(name) has already: not applied)"
    return out + "\n\(applying.count - missed) of \(Wording.count(applying.count, "fault")) caught\(notApplying)\n"
  }

  static func markdown(_ rows: [Row], app: AppModel, failingOnApp: [String]) -> String {
    let missed = rows.filter { $0.caughtBy?.isEmpty == true }
    let name = MarkdownText.code(app.name)
    var out = "# Fault audit of \(name)\n\n"
    out +=
      missed.isEmpty
      ? "Every fault that applies is caught by at least one check.\n\n"
      : "**\(Wording.count(missed.count, "fault")) no check catches.**\n\n"
    if !failingOnApp.isEmpty {
      out +=
        "Checks that do not pass on \(name) itself: " + failingOnApp.map(MarkdownText.code).joined(separator: ", ")
        + "\n\n"
    }
    out += "| fault | what goes wrong | seed | WCAG | caught by |\n|---|---|---|---|---|\n"
    for row in rows {
      let caught = cell(row.caughtBy, notApplying: "\(name) \(notApplying(app))")
      out +=
        "| `\(row.fault.id)` | \(MarkdownText.inline(row.title)) | \(row.fault.seed) | \(row.fault.criterion) | \(caught) |\n"
    }
    return out
  }
}
