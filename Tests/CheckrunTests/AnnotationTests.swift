import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// Failures where people look: a `path:line:col: error:` line for each, GitHub annotations under
/// GitHub Actions, `--quiet` and `--color`.
@Suite("Failure lines, annotations, --quiet and --color")
struct AnnotationTests {
  let scratch = Scratch("annotations")

  /// A check with `failing` failed expectations against `before`, each at line 4 and on.
  static func failingCheck(_ failing: Int, name: String = "many, failing: 100%") -> String {
    let expectations = (0..<failing).map { index in
      (index == 0 ? "Expected:  " : "           ")
        + (index % 2 == 0 ? "\"Stay signed in\" works" : "the warning is announced")
    }
    return "Check:     \(name)\nProfile:   Touch\nTask:      wait 16 minutes\n" + expectations.joined(separator: "\n")
      + "\n"
  }

  static let staySignedIn =
    "'Stay signed in' never appeared; the controls shown were 'Sign in', and the sign-in screen is showing"
  static let noWarning = "no warning came before the session expired at 15:00"

  /// Runs `file` against `before` with a report folder in the scratch folder.
  func run(_ file: String, _ extra: [String] = [], environment: [String: String] = [:]) -> Invocation {
    Invocation(
      ["--app", "before", "--report", scratch.path("reports")] + extra + [file],
      environment: environment.merging(["SOURCE_DATE_EPOCH": "1795000000"]) { given, _ in given })
  }

  @Test("a failure's compiler line is path:line:col: error: and its message on one line, made safe, secrets out")
  func compilerLine() {
    let failure = FailureLines.Failure(
      location: SourceLocation(path: "checks/a, b:c.check", line: 3, column: 12),
      message: "100% done: a, b\nnext\tline \u{1B}[31mred secret-cvv-739")
    #expect(
      FailureLines.compiler(failure)
        == "checks/a, b:c.check:3:12: error: 100% done: a, b\u{FFFD}next line \u{FFFD}red [redacted]\n")
  }

  @Test("a failure's annotation escapes %, CR and LF in its message, and : and , too in its properties")
  func annotationLine() {
    let failure = FailureLines.Failure(
      location: SourceLocation(path: "dir:a,b/%x.check", line: 3, column: 12),
      message: "100% done: a, b\nnext secret-cvv-739")
    #expect(
      FailureLines.annotation(failure, title: "fill, wait: 50%\nthen")
        == "::error file=dir%3Aa%2Cb/%25x.check,line=3,col=12,title=fill%2C wait%3A 50%25\u{FFFD}then::100%25 done: a, b\u{FFFD}next [redacted]\n"
    )
    #expect(FailureLines.data("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e")
    #expect(FailureLines.property("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce")
  }

  @Test(
    "a run prints each failure's path:line:col: error: line on standard error, and keeps its block on standard output")
  func compilerLinesOfARun() throws {
    let text = Self.failingCheck(2) + "\nProfile: Touch\nTask: fill 2 fields\nExpected: \"50%: a, b\" is announced\n"
    let file = try scratch.write(Array(text.utf8), named: "two.check")
    let run = run(file)
    #expect(run.code == .failed)
    #expect(
      run.stderr == """
        \(file):4:12: error: \(Self.staySignedIn)
        \(file):5:12: error: \(Self.noWarning)
        \(file):9:11: error: nothing containing '50%: a, b' was announced; announcements: none; no text of app 'before' holds "50%: a, b" in any state: quote its words as the app gives them ('checkrun app' lists them)

        """)
    #expect(run.stdout.contains("      x \(file):4:12  \"Stay signed in\" works\n          \(Self.staySignedIn)\n"))
    #expect(!run.stdout.contains("error:"))
    #expect(!run.stdout.contains("::"))
  }

  @Test("under GitHub Actions the first 10 failures are annotations, the rest compiler lines, then how many more")
  func annotationsOfARun() throws {
    let file = try scratch.write(Array(Self.failingCheck(12).utf8), named: "many.check")
    let run = run(file, environment: ["GITHUB_ACTIONS": "true"])
    #expect(run.code == .failed)
    let annotations = (0..<10).map { index in
      "::error file=\(file),line=\(4 + index),col=12,title=many%2C failing%3A 100%25::"
        + (index % 2 == 0 ? Self.staySignedIn : Self.noWarning) + "\n"
    }
    let golden =
      annotations.joined() + "\(file):14:12: error: \(Self.staySignedIn)\n"
      + "\(file):15:12: error: \(Self.noWarning)\n"
      + "::notice title=checkrun::2 more failures are not annotated (GitHub shows 10 error annotations a step); each has its path:line:col line in the log\n"
    #expect(run.stderr == golden)
    // The group's name is a workflow command's message, escaped as one.
    // The run's first line, which names the app, is no check's and is not folded.
    #expect(
      run.stdout.hasPrefix(
        "app 'before' (--app)\n::group::FAIL  many, failing: 100%25  [Touch, app 'before', 16 minutes simulated, "))
    #expect(run.stdout.contains("\n::endgroup::\nJUnit: "))
    #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test("under GitHub Actions no text of a check or an app file starts a line of its own, which GitHub would obey")
  func noCommandFromText() throws {
    let app = try scratch.write(
      Array(#"{ "base": "before", "name": "evil\n::warning::injected" }"#.utf8), named: "app.json")
    let file = try scratch.write(Array(Self.failingCheck(1).utf8), named: "injected.check")
    let run = run(file, ["--app", app], environment: ["GITHUB_ACTIONS": "true"])
    #expect(run.code == .failed)
    #expect(run.stdout.contains("app 'evil\u{FFFD}::warning::injected'"))
    let commands = (run.stdout + run.stderr).split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(commands.allSatisfy { $0.hasPrefix("::group::") || $0 == "::endgroup::" || $0.hasPrefix("::error ") })
    #expect(commands.count == 3)
  }

  @Test("under GitHub Actions exactly 10 failures are all annotated and no line says more; elsewhere none is")
  func annotationsAtTheLimit() throws {
    let file = try scratch.write(Array(Self.failingCheck(10).utf8), named: "ten.check")
    let github = run(file, environment: ["GITHUB_ACTIONS": "true"])
    #expect(github.stderr.components(separatedBy: "::error file=").count - 1 == 10)
    #expect(!github.stderr.contains("::notice"))
    #expect(!github.stderr.contains(": error: "))
    for value in ["false", "1", ""] {
      let plain = run(file, environment: ["GITHUB_ACTIONS": value])
      #expect(!plain.stderr.contains("::"), "GITHUB_ACTIONS=\(value)")
      #expect(!plain.stdout.contains("::group::"), "GITHUB_ACTIONS=\(value)")
      #expect(plain.stderr.components(separatedBy: ": error: ").count - 1 == 10)
    }
  }

  @Test("--quiet prints only what did not pass and the closing count")
  func quiet() throws {
    let text =
      Self.failingCheck(1, name: "fails")
      + "\nCheck: passes\nProfile: Touch\nTask: fill 2 fields\nExpected: no input is lost\n"
    let file = try scratch.write(Array(text.utf8), named: "quiet.check")
    let loud = run(file)
    #expect(loud.stdout.contains("PASS  passes"))
    #expect(loud.stdout.contains("JUnit: "))
    let quiet = run(file, ["--quiet"])
    #expect(quiet.code == .failed)
    #expect(!quiet.stdout.contains("PASS"))
    #expect(!quiet.stdout.contains("JUnit: ") && !quiet.stdout.contains("Report: "))
    #expect(quiet.stdout.hasPrefix("FAIL  fails  [Touch, app 'before'"))
    #expect(quiet.stdout.hasSuffix("\n1 passed, 1 failed\n"))
    #expect(quiet.stderr == loud.stderr)
    #expect(Invocation(["lint", "--quiet", file]).stderr.contains("'--quiet' does not apply to 'checkrun lint'"))
  }

  @Test("--quiet shows no live count on a terminal, and only the checks that did not pass")
  func quietOnATerminal() throws {
    let count = Executor.liveCountFrom + 12
    let file = try scratch.write(Array(BenchCommand.suite(count).utf8), named: "live.check")
    var executor = BenchCommand.executor(jobs: 2)
    executor.quiet = true
    let terminal = ScaleTests.TerminalSink()
    let report = executor.run(
      Plan.load([file], resolver: Resolver(), jobs: 2), stdout: terminal, time: "2026-01-01T00:00:00")
    let shown = terminal.buffer.text
    #expect(!shown.contains("running: "))
    #expect(!shown.contains("\u{1B}[K"))
    #expect(!shown.contains("PASS "))
    let notPassed = report.cases.filter { !$0.passed }.count
    #expect(notPassed > 0 && ScaleTests.notPassedLines(in: shown) == notPassed)
  }

  @Test(
    "--color auto is colour on a terminal, forced by FORCE_COLOR (not empty, not 0), off with NO_COLOR (not empty)",
    arguments: [
      (Options.ColorChoice.auto, true, [String: String](), true),
      (.auto, false, [:], false),
      (.auto, false, ["FORCE_COLOR": "1"], true),
      (.auto, false, ["FORCE_COLOR": "true"], true),
      (.auto, false, ["FORCE_COLOR": "0"], false),
      (.auto, false, ["FORCE_COLOR": ""], false),
      (.auto, true, ["NO_COLOR": "1"], false),
      (.auto, true, ["NO_COLOR": ""], true),
      (.auto, false, ["NO_COLOR": "1", "FORCE_COLOR": "1"], false),
      (.always, false, ["NO_COLOR": "1"], true),
      (.never, true, ["FORCE_COLOR": "1"], false),
    ])
  func colorChoice(choice: Options.ColorChoice, terminal: Bool, environment: [String: String], colour: Bool) {
    #expect(choice.isOn(isTerminal: terminal, environment: environment) == colour)
  }

  @Test("--color takes auto, always or never, --no-color is never, and every command takes them")
  func colorOption() throws {
    let parsed = { (arguments: [String]) in try Options.parse(arguments).get().color }
    #expect(try parsed([]) == .auto)
    #expect(try parsed(["--color", "always"]) == .always)
    #expect(try parsed(["--color=never"]) == .never)
    #expect(try parsed(["--color", "auto"]) == .auto)
    #expect(try parsed(["--no-color"]) == .never)
    #expect(try parsed(["merge", "--color", "never", "-o", "out", "a"]) == .never)
    guard case .failure(let problem) = Options.parse(["--color", "yes"]) else {
      Issue.record("--color yes was accepted")
      return
    }
    #expect(problem.message == "'--color' takes 'auto' (the default), 'always' or 'never', not 'yes'")
  }

  @Test("a run in colour paints its verdicts; FORCE_COLOR does off a terminal, and NO_COLOR stops it")
  func colorOfARun() throws {
    let file = try scratch.write(Array(Self.failingCheck(1).utf8), named: "colour.check")
    // The line naming the app comes first, plain.
    let red = "app 'before' (--app)\n\u{1B}[1;31mFAIL \u{1B}[0m"
    #expect(run(file, ["--color", "always"]).stdout.hasPrefix(red))
    #expect(run(file, environment: ["FORCE_COLOR": "1"]).stdout.hasPrefix(red))
    #expect(!run(file).stdout.contains("\u{1B}"))
    #expect(!run(file, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).stdout.contains("\u{1B}"))
    #expect(!run(file, ["--no-color"], environment: ["FORCE_COLOR": "1"]).stdout.contains("\u{1B}"))
    #expect(!run(file, ["--color", "always"]).stderr.contains("\u{1B}"), "failure lines stay plain")
  }

  @Test("--help says where failure lines go, the annotations, --quiet and --color")
  func help() {
    // The help is wrapped to its width: the words are compared, not where the lines break.
    let text = Invocation(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for words in [
      "'path:line:col: error: message' line on standard error", "GITHUB_ACTIONS=true", "'::group::'",
      "the first 10 of those", "--quiet print only the checks that did not pass", "--color WHEN",
      "FORCE_COLOR", "NO_COLOR", "--no-color the same as --color never",
    ] {
      #expect(text.contains(words), "\(words)")
    }
    // `run --help` says the same of the run's options.
    let page = Invocation(["run", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(page.contains("--quiet print only the checks that did not pass"))
    #expect(page.contains("gets a 'path:line:col: error: message' line on standard error"))
  }
}
