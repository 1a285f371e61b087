/// The text of `checkrun --help`.
enum Usage {
  static let text = """
    USAGE: checkrun [run] [options] [PATHS...]
           checkrun lint [--app A] [selection] [PATHS...]
           checkrun steps [--format text|markdown]
           checkrun init [FOLDER]
           checkrun audit [--report DIR] [selection] [PATHS...]
           checkrun merge -o OUT [--junit-dialect D] [--jobs N] SHARD...
           checkrun baseline -o FILE --expires DATE [--reason TEXT] [--app A] [selection]
                            [PATHS...]
           checkrun bench [--checks N] [--large N] [--jobs N]
           checkrun fuzz [--count N] [--seed S]

    The selection is --filter, --tags, --profile, --shard and --jobs. A command refuses an
    option it does not take (--help, --version, --color and --no-color go with any).

    Runs plain-text accessibility timing checks against an in-process model of the app,
    at the pace and with the perception of each assistive-technology profile.

    COMMANDS:
      run (default)     run the checks, print a line per check and under a failed one what
                        failed and why, write JUnit XML, the evidence report (index.html) and
                        a summary (summary.md); each failed expectation or task step also
                        gets a 'path:line:col: error: message' line on standard error, for
                        editors and problem matchers (the report stays on standard output).
                        Under GitHub Actions (GITHUB_ACTIONS=true) the first 10 of those are
                        '::error file=,line=,col=,title=::' annotations (GitHub shows 10 a
                        step), a '::notice' line counts the rest, and each check's detail is
                        folded in a '::group::'
      lint              parse and resolve every check, run nothing (same as --dry-run)
      steps             list every phrase family with its parameters, an example and
                        its WCAG criteria; --format markdown writes the language reference
      init              write a starter checks/ folder (an example check and an app file)
                        and a checkrun.json naming them; refuses to overwrite anything
      audit             run the suite once per fault of the catalogue against 'fixed' with
                        that one fault on; print and write (DIR/audit.md) which checks caught
                        each; exit 1 when a fault is caught by no check
      merge             join shards' report folders (or their junit.xml files) into one
                        JUnit file and one report in OUT, as one whole run writes them;
                        OUT must not be a shard's own folder; every shard of the run
                        must be given, each once, run on the same check files (however
                        each named their folder) and the same selection (paths,
                        --filter, --tags, --profile), with
                        junit.xml and results.json agreeing on every check's outcome
      baseline          run the checks and write FILE, a baseline that accepts every check
                        failing now until DATE (YYYY-MM-DD), for --baseline; writes a new
                        file only (of runs at once, one), never a .check in an input folder,
                        and refuses when a check is not understood (a shard's
                        baseline would be part of one: --shard is refused)
      bench             generate checks and time them against the floor of writing the
                        same JUnit with libxml2 alone; the --jobs 2 speed-up, phase by
                        phase (load, run, outputs put together), the cost of simulated
                        time and the peak memory of a large run (use a release build:
                        swift run -c release checkrun bench)
      fuzz              feed N seeded, generated hostile check files and app files to the
                        parser, resolver, runner and app-file loader, with hostile numbers,
                        disguised secrets, baseline dates, deep tag expressions and runs
                        writing over their check file among them; exit 1 on any finding

    ARGUMENTS:
      PATHS             .check files, folders (searched for *.check files; a folder named
                        *.check is searched too, never read as a file) or prose documents
                        with check blocks in them (default: checks/), run in the order of
                        their paths. FILE:LINE picks the one check whose block holds that line
                        and reports only the problems in that block; several lines of a file
                        pick each check they name, once; a file also named whole (or through
                        its folder) runs whole.

    OPTIONS:
      --app NAME|FILE   the app for checks with no 'App:' line: 'fixed' (default), 'before',
                        or an app file (.json, see docs/app-files.md)
      --report DIR      the report folder (default: reports): index.html, the evidence report;
                        summary.md, for a pull request; junit.xml unless --junit says otherwise.
                        Outputs are written while the checks run and renamed into place all
                        together at the end, the folder locked meanwhile (.checkrun.lock: another
                        run waits up to 30 s, CHECKRUN_LOCK_WAIT); one that cannot be written,
                        that is an input of the run, that is in a folder named *.check inside
                        an input folder, or that takes the name of checkrun's own
                        hidden files stops the run before it starts. The results.json or
                        junit.xml an earlier run left that this run does not write is removed
      --junit PATH      where to write JUnit XML (default: DIR/junit.xml)
      --junit-dialect D 'strict' (default: valid against the Jenkins and Ant schemas) or 'rich'
                        (file and line, properties and system-out on each test case)
      --baseline FILE   known failures ({"known": [{"id", "reason", "expires"}]}) that are
                        reported but do not block until their date
      --filter TEXT     only checks whose name or id contains TEXT (any case)
      --tags EXPR       only checks whose tags match EXPR: tag names with and, or, not
                        and parentheses (at most 100 deep), e.g. "session and not slow"
      --profile NAME    only checks whose profile includes NAME (e.g. VoiceOver)
      --list            show the checks that would run, and run none
      --jobs N          run checks on N threads (default: the machine's cores); the output
                        is the same as with --jobs 1, which keeps the run on one thread
      --shard K/N       run the K-th of N stable slices of the suite (for a CI matrix)
      --check-timeout S real time one check may take before it fails as a runaway
                        (default: 30); a step that waits fails after 24 hours of
                        virtual time, a check past 366 simulated days or 20000
                        timeline entries; a check may have at most 1000
                        expectations and 10000 task steps, or it is not run
      --max-actions N   actions (each task step, the person's and the app's) one check
                        may take before it fails as a runaway (default: 100000)
      --results         also write DIR/results.json, the full results that merge reads
                        (a --shard run always writes it)
      -o OUT            merge: the folder for the merged JUnit file and report;
                        baseline: the baseline file to write
      --expires DATE    baseline: the last day the failures are accepted (YYYY-MM-DD)
      --reason TEXT     baseline: why they are accepted (default: failing when written)
      --dry-run         the same as 'lint'
      --quiet           print only the checks that did not pass and the closing count (no
                        PASS lines, no live count, no JUnit:/Report: lines, no first line
                        naming the app); failure lines still go to standard error
      --color WHEN      'auto' (default): colour only on a terminal, or when FORCE_COLOR is
                        set and not empty or 0, and never when NO_COLOR is set and not empty
                        (NO_COLOR wins); 'always' or 'never' whatever the environment says
      --no-color        the same as --color never
      --config FILE     read FILE instead of the nearest checkrun.json (see CONFIGURATION)
      --no-config       read no configuration file: the command line alone decides
      --version         print the version and exit
      -h, --help        show this help

    CONFIGURATION:
      checkrun.json in the working folder, or else in the nearest folder above it (up to the
      root), holds a project's settings: {"app": "checks/app.json", "paths": ["checks"],
      "baseline": FILE, "report": DIR, "junit": PATH, "junitDialect": "rich", "jobs": 2}.
      Paths in it are relative to the folder holding it, and so are the default checks/
      and reports/ when it is read. An option on the command line wins over its key. run
      reads every key; lint and baseline app, paths and jobs; audit paths, report and jobs;
      merge junitDialect and jobs; the other commands read no file. A file that cannot be
      used is an error at its line and column (exit 2) and nothing runs. A run's first line
      names the app for checks with no App: line and where it was named:
      app 'bank' from checks/bank.json (checkrun.json), app 'fixed' (built-in default).

    EXIT CODES:
      0  every check passed (lint: every check understood)
      1  a check failed that no baseline entry accepts (audit: a fault was caught by no check)
      2  a check or the command line could not be understood (the others still run),
         checkrun.json could not be used, or an output file could not be written
      3  nothing to run: no check was found in the paths given, or none was selected
         (under --shard too: a slice of nothing; an empty slice of a suite exits 0)
      130, 143  interrupted by SIGINT or SIGTERM; no file is left half-written

    EXAMPLES:
      checkrun                                   run checks/ against the fixed app, or as
                                                 checkrun.json says
      checkrun --app before checks/session-timeout.check
      checkrun checks/language.check:12          run the check on line 12
      checkrun --tags "session and not otp" --profile VoiceOver
      checkrun ../shared/seeds/000_3a7a1dde4fb0dbf8.txt   run the checks in a prose document
      checkrun baseline --app before -o known.json --expires 2027-03-31 --reason "fix in 4.2"
    """
}
