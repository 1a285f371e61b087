extension OptionSpec {
  /// The commands that select checks: `--filter`, `--tags`, `--profile` and `--jobs` (and,
  /// but for `baseline`, `--shard`).
  private static let selecting: Set<Options.Command> = [.run, .lint, .audit, .baseline]

  /// Every option, in the order `--help` lists them (the ones every command takes last). To add
  /// one: a row here, then its value read in `Options.set` (a flag: in `Options.parse`), or, for an
  /// output's, by its recorder (`FileRecorder.options`).
  static let table: [OptionSpec] = [
    OptionSpec(
      ["--app"], Value(placeholder: "NAME|FILE", choices: ["fixed", "before"], paths: .files, suffix: ".json"),
      for: [.run, .lint, .baseline, .audit],
      help:
        "the app for checks with no 'App:' line: 'fixed' (default), 'before', or an app file (.json, see docs/app-files.md); the audit lays each fault over it"
    ),
    OptionSpec(
      ["--defects"], .file("PATH", suffix: ".json"), for: [.audit],
      help: "defect versions of the --app file: an app file, or a folder whose .json files are each one (the "
        + "app with one defect); the suite runs against each in the app's place, and a version no check fails on "
        + "is missed; may be given more than once",
      brief: "defect versions of the app that the checks must catch"),
    OptionSpec(
      ["--report"], .folder("DIR"), for: [.run],
      help: "the report folder (default: reports): index.html, the evidence report; summary.md, for a pull request; "
        + "junit.xml unless --junit says otherwise. Outputs are written while the checks run and renamed into place "
        + "all together at the end, the folder locked meanwhile (.checkrun.lock: another run waits up to 30 s, "
        + "CHECKRUN_LOCK_WAIT); one that cannot be written, that is an input of the run (a check file, an app file "
        + "--app or an App: line names, the baseline or the configuration file), that is in a folder named "
        + "*.check inside an input folder, or that takes the name of checkrun's own hidden files stops the run "
        + "before it starts. The results.json or junit.xml an earlier run left that this run does not write is removed"
    ),
    OptionSpec(
      ["--report"], .folder("DIR"), for: [.audit],
      help: "the folder for audit.md, the table of the faults and the checks that caught each (default: reports)"),
    OptionSpec(
      ["--junit"], .file("PATH", suffix: ".xml"), for: [.run],
      help: "where to write JUnit XML (default: DIR/junit.xml)"),
    OptionSpec(
      ["--junit-dialect"], .choice("D", JUnitWriter.Dialect.allCases.map(\.rawValue)), for: [.run, .merge],
      help: "'strict' (default: valid against the Jenkins and Ant schemas) or 'rich' (file and line, properties and "
        + "system-out on each test case)",
      brief: "the JUnit dialect: strict (default) or rich"),
    OptionSpec(
      ["--baseline"], .file("FILE", suffix: ".json"), for: [.run],
      help: "known failures ({\"known\": [{\"id\", \"reason\", \"expires\"}]}) that are reported but do not block "
        + "until their date",
      brief: "known failures that do not block until their date"),
    OptionSpec(
      ["--previous"], .folder("DIR"), for: [.run],
      help: "compare this run with an earlier one, DIR's results.json (or DIR itself, a results.json), as "
        + "'checkrun diff' does, at the top of index.html and summary.md; DIR may be the report folder this run "
        + "writes, read before the run; one that cannot be read is an error before any check runs",
      brief: "compare with an earlier run's results at the top of the report"),
    OptionSpec(
      ["--filter"], .text("TEXT"), for: selecting, help: "only checks whose name or id contains TEXT (any case)"),
    OptionSpec(
      ["--tags"], .text("EXPR"), for: selecting,
      help: "only checks whose tags match EXPR: tag names with and, or, not and parentheses (at most 100 deep), "
        + "e.g. \"session and not slow\""),
    OptionSpec(
      ["--profile"], .text("NAME"), for: selecting,
      help: "only checks whose profile includes NAME (e.g. VoiceOver)"),
    OptionSpec(["--list"], for: [.run, .lint], help: "show the checks that would run, and run none"),
    OptionSpec(
      ["--jobs"], .text("N"), for: selecting,
      help: "run checks on N threads (default: the machine's cores); the output is the same as with --jobs 1, "
        + "which keeps the run on one thread"),
    OptionSpec(
      ["--jobs"], .text("N"), for: [.merge],
      help: "read the shards and write the merged outputs on N threads (default: the machine's cores)"),
    OptionSpec(
      ["--jobs"], .text("N"), for: [.bench],
      help: "the threads of the runs the ratio to the floor is taken from (timed besides --jobs 1 and 2 when N is "
        + "more than 2) and of the peak-memory run (default: the machine's cores)",
      brief: "the threads of the timed runs"),
    OptionSpec(
      ["--shard"], .text("K/N"), for: [.run, .lint, .audit],
      help: "run the K-th of N stable slices of the suite (for a CI matrix)"),
    OptionSpec(
      ["--check-timeout"], .text("S"), for: [.run, .baseline],
      help: "real time one check may take before it fails as a runaway (default: 30); a step that waits fails after "
        + "24 hours of virtual time, a check past 366 simulated days or 20000 timeline entries; a check may have at "
        + "most 1000 expectations and 10000 task steps, or it is not run"),
    OptionSpec(
      ["--max-actions"], .text("N"), for: [.run, .baseline],
      help: "actions (each task step, the person's and the app's) one check may take before it fails as a runaway "
        + "(default: 100000)",
      brief: "actions one check may take before it fails as a runaway"),
    OptionSpec(
      ["--results"], for: [.run],
      help: "also write DIR/results.json, the full results that merge reads (a --shard run always writes it); its "
        + "fields and versions are in docs/results.md (and docs/results.schema.json)"),
    OptionSpec(
      ["-o", "--output"], .folder("OUT"), for: [.merge], help: "the folder for the merged JUnit file and report"),
    OptionSpec(
      ["-o", "--output"], .file("FILE", suffix: ".json"), for: [.baseline], help: "the baseline file to write"),
    OptionSpec(
      ["--expires"], .text("DATE"), for: [.baseline],
      help: "the last day the failures are accepted (YYYY-MM-DD)"),
    OptionSpec(
      ["--reason"], .text("TEXT"), for: [.baseline],
      help: "why they are accepted (default: failing when written)"),
    OptionSpec(
      ["--format"], .choice("F", ["text", "json"]), for: [.run],
      help: "'text' (default), the console report, or 'json', the results document of docs/results.md on standard "
        + "output, the console report then on standard error; not with --list or --dry-run",
      brief: "text (default) or json, the results on standard output"),
    OptionSpec(
      ["--format"], .choice("F", ["text", "markdown"]), for: [.steps],
      help: "'text' (default) or 'markdown', the language reference (docs/language.md)",
      brief: "text (default) or markdown"),
    OptionSpec(
      ["--format"], .choice("F", ["text", "markdown"]), for: [.diff],
      help: "'text' (default) or 'markdown', the same comparison as a Markdown document",
      brief: "text (default) or markdown"),
    OptionSpec(
      ["--checks"], .text("N"), for: [.bench], help: "how many checks to generate and time (default: 10000)"),
    OptionSpec(
      ["--large"], .text("N"), for: [.bench], help: "how many checks the peak-memory run has (default: 100000)"),
    OptionSpec(
      ["--memory-phase"], .text("N"), for: [.bench],
      help: "run N checks and print the peak memory: the child process bench starts", hidden: true),
    OptionSpec(["--count"], .text("N"), for: [.fuzz], help: "how many inputs to generate (default: 10000)"),
    OptionSpec(
      ["--seed"], .text("S"), for: [.fuzz],
      help: "where the generator starts (default: 2026): the same seed gives the same inputs"),
    OptionSpec(["--dry-run"], for: [.run, .lint], help: "the same as 'lint'"),
    OptionSpec(
      ["--quiet"], for: [.run],
      help: "print only the checks that did not pass and the closing count (no PASS lines, no live count, no "
        + "JUnit:/Report: lines, no first line naming the app); failure lines still go to standard error",
      brief: "print only the checks that did not pass, and the count"),
    OptionSpec(
      ["--color"], .choice("WHEN", Options.ColorChoice.allCases.map(\.rawValue)), for: Options.Command.everyOne,
      help: "'auto' (default): colour only on a terminal, or when FORCE_COLOR is set and not empty or 0, and never "
        + "when NO_COLOR is set and not empty (NO_COLOR wins); 'always' or 'never' whatever the environment says",
      brief: "colour: auto (default), always or never"),
    OptionSpec(["--no-color"], for: Options.Command.everyOne, help: "the same as --color never"),
    OptionSpec(
      ["--config"], .file("FILE", suffix: ".json"), for: ConfigFile.readers,
      help: "read FILE instead of the nearest checkrun.json (see CONFIGURATION)",
      brief: "the configuration file to read"),
    OptionSpec(
      ["--no-config"], for: ConfigFile.readers,
      help: "read no configuration file: the command line alone decides"),
    OptionSpec(["--version"], for: Options.Command.everyOne, help: "print the version and exit"),
    OptionSpec(["-h", "--help"], for: Options.Command.everyOne, help: "show this help"),
  ]
}
