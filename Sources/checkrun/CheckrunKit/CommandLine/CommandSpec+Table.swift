extension CommandSpec {
  /// Every command, in the order `--help` lists them.
  static let table: [CommandSpec] = [
    CommandSpec(
      command: .run, synopsis: ["[run] [options] [PATHS...]"],
      summary: "run the checks, print a line per check and under a failed one what failed and why, write JUnit XML, "
        + "the evidence report (index.html) and a summary (summary.md); each failed expectation or task step, and "
        + "each expectation that cannot be judged (its task never brought up what it is about), also gets a "
        + "'path:line:col: error: message' line on standard error, for editors and problem matchers (the "
        + "report stays on standard output). Under GitHub Actions (GITHUB_ACTIONS=true) the first 10 of those are "
        + "'::error file=,line=,col=,title=::' annotations (GitHub shows 10 a step), a '::notice' line counts the "
        + "rest, and each check's detail is folded in a '::group::'",
      arguments: [.checkPaths],
      exitCodes: [
        ExitLine("0", "every check passed, but for failures a baseline entry accepts"),
        ExitLine("1", "a check failed that no baseline entry accepts"), .notUnderstood, .nothingToRun,
        .cannotBeJudged, .interrupted,
      ],
      examples: [
        Example("checkrun", "run checks/ on fixed, or as checkrun.json says", inOverview: true),
        Example("checkrun --app before checks/session-timeout.check", inOverview: true),
        Example("checkrun checks/language.check:12", "run the check on line 12", inOverview: true),
        Example("checkrun --tags \"session and not otp\" --profile VoiceOver", inOverview: true),
        Example(
          "checkrun ../shared/seeds/000_3a7a1dde4fb0dbf8.txt", "run the checks in a prose document", inOverview: true),
        Example("checkrun --shard 2/4 --report shard-2", "the second of four slices, for merge"),
      ]),
    CommandSpec(
      command: .lint, synopsis: ["lint [--app A] [selection] [PATHS...]"],
      summary: "parse and resolve every check, run nothing (same as --dry-run)", arguments: [.checkPaths],
      exitCodes: [
        ExitLine("0", "every check understood"), ExitLine("2", "a check or the command line could not be understood"),
        .nothingFound,
        .interrupted,
      ],
      examples: [Example("checkrun lint"), Example("checkrun lint --list --tags otp", "the checks tagged otp")]),
    CommandSpec(
      command: .steps, synopsis: ["steps [--format text|markdown]"],
      summary: "list every phrase family with its parameters, an example and its WCAG criteria; --format markdown "
        + "writes the language reference",
      exitCodes: [ExitLine("0", "the list was printed"), .commandLine],
      examples: [
        Example("checkrun steps"),
        Example("checkrun steps --format markdown > docs/language.md", "the language reference"),
      ]),
    CommandSpec(
      command: .app, synopsis: ["app [NAME|FILE]"],
      summary: "print what a check can name in an app: each screen in each of its states with its elements' "
        + "roles, labels and stable names, the timers by name with their durations, and the forms' fields with "
        + "which are sensitive; for a flow also each element's condition, what starts, stops and answers each "
        + "timer, each rule in a line and each counter with what adds to it and what it decides",
      brief: "what a check can name in an app: screens, controls, timers, fields",
      arguments: [
        Argument(
          value: OptionSpec.Value(
            placeholder: "NAME|FILE", choices: ["fixed", "before"], paths: .files, suffix: ".json"),
          help: "the app: 'fixed' (default), 'before', or an app file (.json, see docs/app-files.md)", repeats: false)
      ],
      exitCodes: [
        ExitLine("0", "the app was printed"),
        ExitLine(
          "2",
          "the app could not be loaded, the command line could not be understood, or standard output could not be "
            + "written"),
      ],
      examples: [Example("checkrun app"), Example("checkrun app before"), Example("checkrun app checks/app.json")]),
    CommandSpec(
      command: .`init`, synopsis: ["init [FOLDER]"],
      summary:
        "write a starter checks/ folder (an example check and an app file) and a checkrun.json naming them; "
        + "refuses to overwrite anything",
      arguments: [
        Argument(value: .folder("FOLDER"), help: "the folder to write them in (default: checks)", repeats: false)
      ],
      exitCodes: [
        ExitLine("0", "the example check and the app file were written"),
        ExitLine(
          "2",
          "one of them exists already (nothing is written over), one could not be written, or the command line "
            + "could not be understood"),
      ],
      examples: [Example("checkrun init"), Example("checkrun init ui-checks", "into ui-checks/")]),
    CommandSpec(
      command: .audit, synopsis: ["audit [--app A] [--defects PATH]... [--report DIR] [selection] [PATHS...]"],
      summary: "run the suite once per fault of the catalogue (Sources/Harness/Apps/faults.json) against the app "
        + "('fixed', or the one --app names) with that one fault laid over it, and once per defect version of the "
        + "app --defects names, in its place; print and write (DIR/audit.md) which checks caught each, and which "
        + "faults the app has already (n/a); a check whose App: line names another app is left out, and counted; "
        + "exit 1 when a fault or a defect version is caught by no check",
      brief: "which checks catch each fault of the catalogue",
      arguments: [.checkPaths],
      exitCodes: [
        ExitLine("0", "every fault that applies was caught by a check, and every check passes on the app"),
        ExitLine(
          "1", "a fault or a defect version was caught by no check, or a check does not pass on the app itself"),
        ExitLine("2", "a check or the command line could not be understood, or audit.md could not be written"),
        .nothingToRun, .interrupted,
      ],
      examples: [
        Example("checkrun audit"), Example("checkrun audit --report out --tags session"),
        Example("checkrun audit --app checks/bank.json", "each fault laid over your app"),
        Example(
          "checkrun audit --app checks/examples/pharmacy.json checks/examples", "the example app and its own checks"),
        Example(
          "checkrun audit --app checks/claim.json --defects checks/faults",
          "each defect version of your app in its place"),
      ]),
    CommandSpec(
      command: .merge, synopsis: ["merge -o OUT [--junit-dialect D] [--jobs N] SHARD..."],
      summary: "join shards' report folders (or their junit.xml files) into one JUnit file and one report in OUT, "
        + "as one whole run writes them; OUT must not be a shard's own folder; every shard of the run must be "
        + "given, each once, run on the same check files (however each named their folder) and the same selection "
        + "(paths, --filter, --tags, --profile), with junit.xml and results.json agreeing on every check's outcome",
      brief: "join shards into one JUnit file and one report",
      arguments: [
        Argument(
          value: .file("SHARD", suffix: ".xml"),
          help: "a shard's report folder, or its junit.xml with the results.json that run --shard writes beside it",
          repeats: true)
      ],
      exitCodes: [
        ExitLine("0", "every check of the merged run passed, but for failures a baseline entry accepted"),
        ExitLine("1", "a check failed that no baseline entry accepted"),
        ExitLine(
          "2",
          "a check was not understood in a shard, the shards could not be merged (one missing, given twice, cut "
            + "from another selection, or its junit.xml and results.json disagreeing), an output could not be "
            + "written, or the command line could not be understood"),
        .cannotBeJudged, .interrupted,
      ],
      examples: [Example("checkrun merge -o reports shard-1 shard-2 shard-3 shard-4", "join a run's four shards")]),
    CommandSpec(
      command: .diff, synopsis: ["diff [--format text|markdown] OLD NEW"],
      summary: "compare two runs check by check, matched by id: new failures (passed in OLD, failed in NEW), fixed "
        + "(the other way), still failing, added (in NEW only, with its verdict) and removed (in OLD only), each "
        + "check by its id, name and file:line, and how many passed in both; a failure a baseline accepts counts "
        + "as a failure, and a check not understood or that cannot be judged in either run is listed apart as not "
        + "compared. Prints to standard output and writes no file (see docs/diff.md)",
      brief: "what changed between two runs: new failures, fixed, added, removed",
      arguments: [
        Argument(
          value: .file("OLD", suffix: ".json"),
          help: "the earlier run: its results.json (written with --results), or the report folder holding it",
          repeats: false),
        Argument(value: .file("NEW", suffix: ".json"), help: "the later run, as OLD", repeats: false),
      ],
      exitCodes: [
        ExitLine("0", "the runs were compared, whatever changed: diff reports, it does not gate"),
        ExitLine(
          "2",
          "OLD or NEW is missing, not a checkrun results file, or of a version this checkrun does not read; or the "
            + "command line could not be understood, or standard output could not be written"),
      ],
      examples: [
        Example("checkrun diff release-4.1/results.json reports", "what changed since the last release"),
        Example("checkrun diff --format markdown old new > changes.md"),
      ]),
    CommandSpec(
      command: .baseline,
      synopsis: ["baseline -o FILE --expires DATE [--reason TEXT] [--app A] [selection] [PATHS...]"],
      summary: "run the checks and write FILE, a baseline that accepts every check failing now until DATE "
        + "(YYYY-MM-DD), for --baseline; writes a new file only (of runs at once, one), never a .check in an input "
        + "folder, and refuses when a check is not understood or cannot be judged, defects of a check that no "
        + "baseline accepts (a shard's baseline would be part of one: --shard is refused)",
      brief: "write a baseline accepting every check failing now",
      arguments: [.checkPaths],
      exitCodes: [
        ExitLine("0", "FILE was written, or no check failed and nothing was written"),
        ExitLine(
          "2",
          "a check or the command line could not be understood, FILE exists already, or it could not be written"),
        .nothingFound,
        ExitLine("4", "a check cannot be judged: its task must first bring up what it judges; nothing was written"),
        .interrupted,
      ],
      examples: [
        Example(
          "checkrun baseline --app before -o known.json --expires 2027-03-31 --reason \"fix in 4.2\"", inOverview: true)
      ]),
    CommandSpec(
      command: .bench, synopsis: ["bench [--checks N] [--large N] [--jobs N]"],
      summary: "generate checks and time them against the floor of writing the same JUnit with libxml2 alone; the "
        + "--jobs 2 speed-up, phase by phase (load, run, outputs put together), the cost of simulated time and the "
        + "peak memory of a large run (use a release build: swift run -c release checkrun bench)",
      brief: "time checkrun on generated checks",
      exitCodes: [
        ExitLine("0", "the figures were printed"),
        ExitLine("2", "a run could not write its files, or the command line could not be understood"), .interrupted,
      ],
      examples: [
        Example("swift run -c release checkrun bench"),
        Example("swift run -c release checkrun bench --checks 2000 --large 10000", "a quicker look"),
      ]),
    CommandSpec(
      command: .fuzz, synopsis: ["fuzz [--count N] [--seed S]"],
      summary: "feed N seeded, generated hostile check files and app files to the parser, resolver, runner and "
        + "app-file loader, with hostile numbers, disguised secrets, baseline dates, deep tag expressions, runs "
        + "writing over their check file and app files with flows (each run against its bounds) among them; exit 1 "
        + "on any finding",
      brief: "feed generated hostile inputs to the parser, resolver and runner",
      exitCodes: [
        ExitLine("0", "no finding"), ExitLine("1", "a finding (the first 20 are printed on standard error)"),
        .commandLine, .interrupted,
      ],
      examples: [Example("checkrun fuzz --count 1000 --seed 7")]),
    CommandSpec(
      command: .help, synopsis: ["help [COMMAND]"],
      summary: "show one command's usage, what it does, the options it takes, its exit codes and examples (the same "
        + "as 'checkrun COMMAND --help'); with no COMMAND, the overview that 'checkrun --help' shows",
      arguments: [
        Argument(
          value: .choice("COMMAND", Options.Command.allCases.map(\.rawValue)), help: "the command to describe",
          repeats: false)
      ],
      exitCodes: [
        ExitLine("0", "the help was printed"),
        ExitLine("2", "there is no such command, or standard output could not be written"),
      ],
      examples: [Example("checkrun help merge"), Example("checkrun merge --help", "the same")]),
    CommandSpec(
      command: .completions, synopsis: ["completions bash|zsh|fish"],
      summary: "print a completion script for the shell, made from the same tables as checkrun's help: commands, each "
        + "one's options, their fixed values, and paths (.check files first) where a path goes",
      arguments: [
        Argument(value: .choice("SHELL", Completions.Shell.allCases.map(\.rawValue)), help: "the shell", repeats: false)
      ],
      exitCodes: [
        ExitLine("0", "the script was printed"),
        ExitLine(
          "2", "no shell was named, or another than bash, zsh or fish; or standard output could not be written"),
      ],
      examples: [
        Example(
          "checkrun completions bash > ~/.local/share/bash-completion/completions/checkrun",
          "with bash-completion; without it, in ~/.bashrc: source <(checkrun completions bash)"),
        Example(
          "checkrun completions zsh > ~/.zfunc/_checkrun",
          "the folder made first; in ~/.zshrc, before compinit: fpath=(~/.zfunc $fpath)"),
        Example(
          "checkrun completions fish > ~/.config/fish/completions/checkrun.fish"),
      ]),
  ]
}

extension CommandSpec.Argument {
  /// The check files and folders the commands that run checks take.
  static let checkPaths = CommandSpec.Argument(
    value: .file("PATHS", suffix: ".check"),
    help: ".check files, folders (searched for *.check files; a folder named *.check is searched too, never read as "
      + "a file) or prose documents with check blocks in them (default: checks/), run in the order of their paths. "
      + "FILE:LINE picks the one check whose block holds that line and reports only the problems in that block; "
      + "several lines of a file pick each check they name, once; a file also named whole (or through its folder) "
      + "runs whole.",
    repeats: true)
}

extension CommandSpec.ExitLine {
  static let notUnderstood = Self(
    "2",
    "a check or the command line could not be understood (the others still run), checkrun.json could not be used, "
      + "or an output could not be written (a file, or standard output: a full disk, a pipe its reader closed)")
  static let nothingToRun = Self(
    "3",
    "nothing to run: no check was found in a path given (then nothing runs, whatever the other paths hold), or "
      + "none was selected (under --shard too: a slice of "
      + "nothing; an empty slice of a suite exits 0)")
  /// `nothingToRun` for the commands that take no `--shard`.
  static let nothingFound = Self(
    "3",
    "nothing to run: no check was found in a path given (nothing runs, whatever the other paths hold), or none was "
      + "selected")
  static let cannotBeJudged = Self(
    "4",
    "a check cannot be judged (an expectation is about something its task never brought up: nothing typed, no "
      + "warning, no notice), no check failed and every check was understood; a defect of the check, which no "
      + "baseline entry accepts")
  static let interrupted = Self("130, 143", "interrupted by SIGINT or SIGTERM; no file is left half-written")
  static let commandLine = Self(
    "2", "the command line could not be understood, or standard output could not be written")

  /// The overview's: what each code means for the commands that run checks.
  static let overview: [Self] = [
    Self("0", "every check passed (lint: every check understood)"),
    Self("1", "a check failed that no baseline entry accepts (audit: a fault was caught by no check)"),
    .notUnderstood, .nothingToRun, .cannotBeJudged, .interrupted,
  ]
}
