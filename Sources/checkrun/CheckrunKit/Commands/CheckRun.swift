import Foundation
import Harness

/// The command: reads the arguments, runs the checks, writes the reports, says how it went.
public enum CheckRun {
  static let version = "0.2.0"

  public static func main(arguments: [String]) -> ExitCode {
    // Today is the clock's own: no variable of the process's can move it (see `today`).
    var environment = ProcessInfo.processInfo.environment
    environment[todayKey] = nil
    let code = run(arguments, environment: environment, stdout: StandardStream.output, stderr: StandardStream.error)
    return checked(code, output: StandardStream.output, stderr: StandardStream.error)
  }

  /// The key of the environment that in-process callers (the tests) set to fix today's date;
  /// `main` takes it out of the process's own, so only code calling `run` can set it.
  static let todayKey = "checkrun.today"

  /// Today as `YYYY-MM-DD` in UTC, from the clock, for what expires: baseline entries and
  /// `baseline --expires`. `SOURCE_DATE_EPOCH` sets the time reports show, never this, or
  /// setting it (as reproducible builds do, to a commit's time) would keep an expired
  /// entry accepted.
  static func today(_ environment: [String: String]) -> String {
    if let fixed = environment[todayKey], CalendarDate(fixed) != nil { return fixed }
    let now = Date().timeIntervalSince1970
    return String(utc(now.isFinite && now >= 0 && now <= Double(latestEpoch) ? Int64(now) : 0).prefix(10))
  }

  /// Runs the command in-process; tests call this with buffers, and name the working folder
  /// (`folder`, the process's current folder when nil) rather than change the process's.
  static func run(
    _ arguments: [String], environment: [String: String], folder: String? = nil, stdout: some TextSink,
    stderr: some TextSink
  ) -> ExitCode {
    var options: Options
    switch Options.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let problem): return fail(problem.message, stderr, hint: true)
    }
    if options.help {
      stdout.write((options.commandGiven ? Usage.page(for: options.command) : Usage.text) + "\n")
      return .passed
    }
    if options.version {
      stdout.write("checkrun \(version)\n")
      return .passed
    }
    let here = WorkingFolder(folder)
    // init writes its folder's name into checkrun.json as it was given; app takes a built-in
    // app's name as it was given, and a file's path from the working folder.
    let initFolder = options.paths.first ?? "checks"
    let appArgument = options.paths.first.map { AppModel.builtIn[$0.lowercased()] == nil ? here.resolve($0) : $0 }
    options.root(at: here)
    if case .failure(let problem) = options.configure(in: here) {
      for found in problem.diagnostics { stderr.write(ConsoleText.diagnostic(found.description) + "\n") }
      return fail(problem.message, stderr)
    }
    switch options.command {
    case .steps:
      stdout.write(options.format == "markdown" ? StepsReference.markdown() : StepsReference.text())
      return .passed
    case .app:
      return AppCommand.run(appArgument ?? "fixed", stdout: stdout, stderr: stderr)
    case .`init`:
      return InitCommand.run(folder: initFolder, in: here, stdout: stdout, stderr: stderr)
    case .lint, .run:
      if options.command == .run, case .failure(let problem) = sourceDateEpoch(environment) {
        return fail(problem.message, stderr)
      }
      return runChecks(options, environment: environment, stdout: stdout, stderr: stderr)
    case .audit:
      return AuditCommand.run(options, stdout: stdout, stderr: stderr)
    case .merge:
      return MergeCommand.run(options, environment: environment, stdout: stdout, stderr: stderr)
    case .diff:
      return DiffCommand.run(options, stdout: stdout, stderr: stderr)
    case .baseline:
      if case .failure(let problem) = sourceDateEpoch(environment) { return fail(problem.message, stderr) }
      return BaselineCommand.run(options, environment: environment, stdout: stdout, stderr: stderr)
    case .bench:
      return BenchCommand.run(options, stdout: stdout, stderr: stderr)
    case .fuzz:
      return FuzzCommand.run(options, stdout: stdout, stderr: stderr)
    case .help:
      return HelpCommand.help(options.paths, stdout: stdout, stderr: stderr)
    case .completions:
      return HelpCommand.completions(options.paths, stdout: stdout, stderr: stderr)
    }
  }

  /// Prints `checkrun: error: …` (with a pointer to `--help` for command-line mistakes); exit 2.
  static func fail(_ message: String, _ stderr: some TextSink, hint: Bool = false) -> ExitCode {
    stderr.write(
      "checkrun: error: \(ConsoleText.safe(message))\n" + (hint ? "run 'checkrun --help' for the options\n" : ""))
    return .notUnderstood
  }

  static func runChecks(
    _ options: Options, environment: [String: String], stdout: some TextSink, stderr: some TextSink
  ) -> ExitCode {
    let (app, loaded, plan, whole): (AppModel, Plan, Plan, Provenance.Shard.Whole?)
    let appFiles: [String]
    switch prepare(options, stderr: stderr) {
    case .success(let ready):
      (app, loaded, plan, whole, appFiles) = (ready.app, ready.loaded, ready.plan, ready.whole, ready.appFiles)
    case .failure(let failure): return failure.code
    }
    if options.list {
      for entry in plan.entries { stdout.write(listLine(entry)) }
      stdout.write("\(Wording.count(plan.entries.filter { $0.source != nil }.count, "check")) selected\n")
      return loaded.diagnostics.isEmpty ? .passed : .notUnderstood
    }
    if options.command == .lint || options.dryRun {
      let understood = plan.entries.filter { if case .runnable = $0.outcome { true } else { false } }.count
      stdout.write(
        "\(Wording.count(understood, "check")) understood, \(Wording.count(loaded.diagnostics.count, "problem")) in \(Wording.count(plan.suites.count, "file"))\n"
      )
      return loaded.diagnostics.isEmpty ? .passed : .notUnderstood
    }
    if plan.isEmpty, !loaded.diagnostics.isEmpty, (whole?.checks ?? 0) == 0 {
      // Not one check could be read (a path that does not exist, a line no block holds): an
      // empty report would only replace the last one.
      return fail("nothing was run: no check could be read, so no report was written", stderr)
    }
    var baseline: Baseline?
    if let path = options.baseline {
      switch Baseline.load(path) {
      case .success(let loaded): baseline = loaded
      case .failure(let list):
        for problem in list.diagnostics { stderr.write(ConsoleText.diagnostic(problem.description) + "\n") }
        return fail("the baseline '\(path)' could not be used; nothing was run", stderr)
      }
    }
    // The earlier run to compare with is read before anything runs or is written: it may be
    // the report folder this run writes.
    var previous: RunComparison.Side?
    if let path = options.previous {
      switch ResultsReader.run(at: path, for: .run) {
      case .success(let read): previous = RunComparison.Side(read.path, read.report)
      case .failure(let problem): return fail("'--previous': \(problem.message); nothing was run", stderr)
      }
    }
    // Nothing is written, and no check runs, when an output would land on an input, on
    // another output or on checkrun's own lock and temporary files.
    let outputs = OutputConflicts.outputs(of: options)
    if let clash = OutputConflicts.problem(
      outputs: outputs,
      inputs: OutputConflicts.inputs(of: options, checkFiles: loaded.suites.map(\.path), appFiles: appFiles),
      folders: OutputConflicts.folders(among: options.checkPaths),
      reportFolder: options.reportFolder)
      ?? OutputConflicts.housekeeping(outputs[0], reportFolder: options.reportFolder)
    {
      return fail(clash, stderr)
    }
    // With '--format json' standard output holds the results document alone; the console
    // report goes to standard error, with the failure lines.
    let json = options.format == "json"
    let console: any TextSink = json ? stderr : stdout
    var executor = executor(app: app, baseline: baseline, options: options, environment: environment, stdout: console)
    executor.shard?.whole = whole
    executor.selection = Provenance.Selection(
      paths: options.paths.isEmpty ? ["checks"] : options.paths, filter: options.filter, tags: options.tags,
      profile: options.profile)
    executor.appFile = AppModel.builtIn[options.app.lowercased()] == nil ? options.app : nil
    let outcome: (tally: RunTally, stale: [Baseline.Entry], provenance: Provenance)
    let understood = loaded.diagnostics.isEmpty
    do {
      let stream = try ReportStream(
        to: ReportStream.Destination(
          folder: options.reportFolder, junitPath: options.junitPath, dialect: options.dialect,
          options: options.outputs, printsResults: json,
          lockWait: FolderLock.wait(environment["CHECKRUN_LOCK_WAIT"]), previous: previous),
        threads: options.jobs)
      // The executor is given the only hold on the checks, so each is let go once it has run.
      _ = consume loaded
      if !options.quiet {
        console.write(appLine(app, options, others: Provenance.otherApps(in: plan.suites, besides: app)))
      }
      outcome = try executor.run(
        consume plan, stdout: console, stderr: stderr, into: stream, time: timestamp(environment),
        print: json ? stdout : nil)
      if !options.quiet {
        console.write(
          "JUnit: \(ConsoleText.safe(options.junitPath))\nReport: \(ConsoleText.safe(options.reportFolder))/index.html\n"
        )
      }
    } catch {
      return fail(error.message, stderr)
    }
    console.write(
      ConsoleReporter(color: false).closingLine(
        outcome.tally, staleEntries: outcome.stale, provenance: outcome.provenance))
    return RunVerdict(outcome.tally, understood: understood).exitCode
  }

  /// The executor for a run of `options` against `app`: its threads, limits, shard and today's
  /// date, and a console in colour as `--color` and the environment say, folded for GitHub
  /// Actions when `GITHUB_ACTIONS` is `true`.
  static func executor(
    app: AppModel, baseline: Baseline?, options: Options, environment: [String: String], stdout: some TextSink
  ) -> Executor {
    Executor(
      app: app, baseline: baseline, today: today(environment), jobs: options.jobs,
      console: ConsoleReporter(
        color: options.color.isOn(isTerminal: stdout.isTerminal, environment: environment),
        github: environment["GITHUB_ACTIONS"] == "true"),
      quiet: options.quiet,
      checkTimeout: options.checkTimeout, maxActions: options.maxActions,
      shard: options.shard.map { Provenance.Shard(index: $0.index, count: $0.count) })
  }

  /// A run's first line: the app for checks with no `App:` line, its file, and where it was
  /// named: `app 'bank' from checks/bank.json (checkrun.json)`, `app 'fixed' (built-in default)`.
  /// With checks that name other apps, the line says how many ran against each:
  /// `app 'fixed' (built-in default) for 40 checks; by their App: lines, 'carers' for 12 checks`.
  static func appLine(
    _ app: AppModel, _ options: Options, others: (apps: [Provenance.OtherApp], own: Int)? = nil
  ) -> String {
    let file = AppModel.builtIn[options.app.lowercased()] == nil ? " from \(options.app)" : ""
    var line = "app '\(app.name)'\(file) (\(options.appSource))"
    if let others {
      let named = others.apps.map { "'\($0.name)' for \(Wording.count($0.checks, "check"))" }
      line += " for \(others.own == 0 ? "none" : Wording.count(others.own, "check")); by their App: lines, "
      line += named.joined(separator: ", ")
    }
    return ConsoleText.diagnostic(line) + "\n"
  }

  /// One line of `--list`: where the check is, its id, profile and name.
  static func listLine(_ entry: Plan.Entry) -> String {
    ConsoleText.diagnostic(rawListLine(entry)) + "\n"
  }

  /// `listLine` before it is made safe for a terminal, without its line end.
  private static func rawListLine(_ entry: Plan.Entry) -> String {
    switch entry.outcome {
    case .runnable(let runnable):
      let tags = runnable.source.tags.map(\.value)
      let tagText = tags.isEmpty ? "" : "  tags: \(tags.joined(separator: " "))"
      return
        "\(entry.location.shownPath):\(entry.location.line)  \(runnable.source.stableID)  [\(runnable.profile)]  \(entry.name)\(tagText)"
    case .invalid:
      return "\(entry.location.shownPath):\(entry.location.line)  (not understood)  \(entry.name)"
    }
  }

  /// The last second `SOURCE_DATE_EPOCH` may name: 9999-12-31T23:59:59, the last whose year
  /// has four digits.
  static let latestEpoch: Int64 = 253_402_300_799

  /// `SOURCE_DATE_EPOCH`: nil when unset or empty; else ASCII digits, seconds from 0 to
  /// `latestEpoch`; anything else (a sign, a fraction, other digits, a value past it) is
  /// refused with a message, never read as another time nor left to overflow.
  static func sourceDateEpoch(_ environment: [String: String]) -> Result<Int64?, Options.Problem> {
    guard let text = environment["SOURCE_DATE_EPOCH"], !text.isEmpty else { return .success(nil) }
    guard text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let seconds = Int64(text), seconds <= latestEpoch
    else {
      return .failure(
        Options.Problem(
          message:
            "'SOURCE_DATE_EPOCH' must be a whole number of seconds since 1970 from 0 to \(latestEpoch) (the end of 9999), not '\(text)'"
        ))
    }
    return .success(seconds)
  }

  /// Now, or `SOURCE_DATE_EPOCH` when it is set and valid, as `YYYY-MM-DDTHH:MM:SS` in UTC.
  /// (The commands that use it refuse an invalid one before they start.)
  static func timestamp(_ environment: [String: String]) -> String {
    let given = (try? sourceDateEpoch(environment).get()) ?? nil
    let now = Date().timeIntervalSince1970
    return utc(given ?? (now.isFinite && now >= 0 && now <= Double(latestEpoch) ? Int64(now) : 0))
  }

  /// Civil time in UTC from seconds since 1970, without a locale or a calendar object.
  static func utc(_ unchecked: Int64) -> String {
    // Held to the years with four digits, so no value can overflow the arithmetic below.
    let seconds = min(max(unchecked, -62_135_596_800), latestEpoch)
    let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
    let rest = seconds - days * 86400
    // Howard Hinnant's days-to-civil algorithm.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))"
  }
}
