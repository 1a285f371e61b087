import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// The command run in-process, end to end, on the project's own checks and on bad input.
@Suite("checkrun command")
struct CommandTests {
  let root = LibXML.root.path
  let scratch = Scratch("tests")

  /// Runs the command with its report folder in this test's scratch folder, unless it names
  /// one or takes none.
  func run(_ arguments: [String]) -> Invocation {
    let command = arguments.first.flatMap(Options.Command.init(rawValue:))
    let report =
      arguments.contains("--report") || Options.accepted[command ?? .run]?.contains("--report") != true
      ? [] : ["--report", scratch.path("report-\(UUID().uuidString)")]
    let placed = command != nil ? [arguments[0]] + report + arguments.dropFirst() : report + arguments
    return Invocation(placed, environment: [:])
  }

  func junit(_ name: String) -> String { scratch.path(name) }

  func write(_ text: String, to name: String) throws -> String { try scratch.write(Array(text.utf8), named: name) }

  @Test("the project's checks pass on fixed, with a JUnit file valid against both schemas")
  func projectChecksPass() throws {
    let out = run(["--junit", junit("all.xml"), "\(root)/checks"])
    #expect(out.code == .passed, "\(out.stdout)\(out.stderr)")
    #expect(out.stdout.hasSuffix(" passed, 0 failed\n"))
    // The line says the check's profile, app and simulated time (the words the reports share).
    #expect(
      out.stdout.contains(
        "PASS  VoiceOver + Larger Text AX3: fill the long form slowly until the warning appears  [VoiceOver + Larger Text AX3, app 'fixed', 13 minutes simulated, "
      ))
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: junit("all.xml"))))
    let rejected = LibXML.rejecting(bytes)
    #expect(rejected.isEmpty, "not valid against \(rejected)")
  }

  @Test("against before, both seed checks fail in plain words and the exit is 1")
  func beforeFails() {
    let out = run(["--app", "before", "--junit", junit("before.xml"), "\(root)/checks/session-timeout.check"])
    #expect(out.code == .failed)
    #expect(out.stdout.contains("no warning came before the session expired at 15:00"))
    #expect(out.stdout.contains("the 20 fields entered were lost"))
    #expect(out.stdout.contains("the next element Switch Control reaches is 'Start again', not 'Resend code'"))
    #expect(out.stdout.hasSuffix("0 passed, 2 failed\n"))
  }

  @Test("the seed document's Check section runs as it stands", .enabled(if: Shared.isPresent, Shared.absent))
  func seedDocument() {
    let seed = Shared.folder.appendingPathComponent("seeds/000_3a7a1dde4fb0dbf8.txt")
    let out = run(["--junit", junit("seed.xml"), seed.path])
    #expect(out.code == .passed, "\(out.stdout)\(out.stderr)")
    #expect(out.stdout.hasSuffix("2 passed, 0 failed\n"))
  }

  @Test("a misspelt phrase is an error at its line and column; the other checks still run; exit 2")
  func misspeltPhrase() throws {
    let path = try write(
      """
      Profile: VoiceOver
      Task:    fill 5 fields
      Expected:  the warning is anounced

      Profile: Touch
      Task: fill 3 fields
      Expected: the sign-in screen says what happened
      """, to: "typo.check")
    let out = run(["--junit", junit("typo.xml"), path])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains(
        "\(path):3:12: error: unknown expectation 'the warning is anounced'; did you mean 'the warning is announced'?"))
    #expect(out.stdout.contains("PASS  Touch: fill 3 fields"))
    #expect(out.stdout.hasSuffix("1 passed, 0 failed\n"))
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: junit("typo.xml"))))
    #expect(LibXML.attributes("errors", of: "testsuite", in: bytes) == ["1"])
  }

  @Test("docs/language.md is what 'checkrun steps --format markdown' writes: the reference keeps up with the phrases")
  func languageReferenceIsCurrent() throws {
    let written = try String(contentsOfFile: "\(root)/docs/language.md", encoding: .utf8)
    #expect(
      written == StepsReference.markdown(),
      "regenerate it: swift run checkrun steps --format markdown > docs/language.md")
  }

  @Test("a block that is not a check is reported under its own name, in its place, with its own problems")
  func rejectedBlock() throws {
    let path = try write(
      """
      Check: login
      Profile: Touch
      Task: fill 3 fields
      Expected: the sign-in screen says what happened

      Check: login
      Profile: VoiceOver
      Task: fill 3 fields

      stray words

      Profile: Touch
      Task: fill 3 fields
      Expected: the sign-in screen says what happened
      """, to: "rejected.check")
    let out = run(["--no-color", "--junit", junit("rejected.xml"), path])
    #expect(out.code == .notUnderstood)
    let lines = out.stdout.split(separator: "\n").map(String.init)
    // The app the run is against, then the checks, the block that is not one and the file's
    // own problem (at its line), in file order, names made unique across them.
    let heads = lines.filter { !$0.hasPrefix("      ") }.prefix(5)
    let expected = [
      "app 'fixed' (built-in default)", "PASS  login  [", "ERROR login (2)  (", "ERROR \(path) (not",
      "PASS  Touch: fill 3 fields  [",
    ]
    #expect(heads.count == 5 && zip(heads, expected).allSatisfy { $0.hasPrefix($1) }, "\(heads)")
    #expect(
      out.stdout.contains(
        "ERROR login (2)  (\(path):6:1: not understood)\n      \(path):6:1: error: check has no 'Expected:'"))
    #expect(out.stdout.contains("ERROR \(path) (not understood)  (\(path):10:1: not understood)"))
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: junit("rejected.xml"))))
    #expect(
      LibXML.attributes("name", of: "testcase", in: bytes) == [
        "login", "login (2)", "\(path) (not understood)", "Touch: fill 3 fields",
      ])
    #expect(LibXML.attributes("errors", of: "testsuite", in: bytes) == ["2"])
    // FILE:LINE picks the block that holds the line, a check or not, and reports only the
    // problems that lie in that block: the stray line (10) is in the second block's lines.
    let picked = run(["--no-color", "--junit", junit("picked.xml"), "\(path):7"])
    #expect(picked.stdout.contains("ERROR login  (\(path):6:1: not understood)"))
    #expect(picked.stdout.contains("ERROR \(path) (not understood)  (\(path):10:1"))
    #expect(!picked.stdout.contains("PASS"))
    let first = run(["--no-color", "--junit", junit("first.xml"), "\(path):2"])
    #expect(first.code == .passed, "\(first.stdout)\(first.stderr)")
    #expect(first.stdout.hasPrefix("app 'fixed' (built-in default)\nPASS  login  ["))
    #expect(first.stdout.hasSuffix("1 passed, 0 failed\n"))
    #expect(first.stderr.isEmpty, "\(first.stderr)")
  }

  @Test(
    "command-line mistakes get a clear message and exit 2",
    arguments: [
      (["--ap", "before"], "unknown option '--ap'; did you mean '--app'?"),
      (["--app", "befor"], "unknown app 'befor'; did you mean 'before'?"),
      (["--junit"], "'--junit' needs a value"),
      (["/no/such/place.check"], "/no/such/place.check:1:1: error: no such file or folder"),
      (["step"], "step:1:1: error: no such file or folder; did you mean 'checkrun steps'?"),
      // An option the command does not take is refused, not quietly ignored.
      (
        ["audit", "--junit", "out.xml"],
        "'--junit' does not apply to 'checkrun audit'; it is an option of 'checkrun run'"
      ),
      // '--format' takes each command's own formats, and a command without formats refuses it.
      (
        ["--format", "markdown"],
        "unknown format 'markdown' for 'checkrun run'; use 'text' (the default) or 'json'; 'markdown' is a format of 'checkrun steps' and 'checkrun diff'\n"
      ),
      (
        ["steps", "--format", "json"],
        "unknown format 'json' for 'checkrun steps'; use 'text' (the default) or 'markdown'; 'json' is a format of 'checkrun run'"
      ),
      (["run", "--format", "xml"], "unknown format 'xml' for 'checkrun run'; use 'text' (the default) or 'json'"),
      (
        ["lint", "--format", "json"],
        "'--format' does not apply to 'checkrun lint'; it is an option of the commands run, steps and diff"
      ),
      (
        ["--format", "json", "--list"],
        "'--format json' prints the results of a run, and '--list' runs no check; leave one out"
      ),
      (["--format=json", "--dry-run"], "and '--dry-run' runs no check"),
      (["merge", "-o", "out", "--app", "before"], "it is an option of the commands run, lint, audit and baseline"),
      (["lint", "--junit", "x.xml"], "'--junit' does not apply to 'checkrun lint'; it is an option of 'checkrun run'"),
      // So is an argument past those the command takes (`CommandSpec.arguments`).
      (["steps", "extra"], "'checkrun steps' takes no arguments, not 'extra'"),
      (["init", "a", "b"], "'checkrun init' takes one FOLDER, not also 'b'"),
      (["help", "run", "lint"], "'checkrun help' takes one COMMAND, not also 'lint'"),
      (["completions", "bash", "zsh"], "'checkrun completions' takes one SHELL, not also 'zsh'"),
      (["diff", "a", "b", "c"], "'checkrun diff' takes OLD and NEW, not also 'c'"),
    ])
  func badArguments(_ arguments: [String], _ message: String) {
    let out = run(arguments)
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains(message), "\(out.stderr)")
  }

  @Test("a JUnit path that is a folder is refused, and nothing is half-written")
  func junitIntoFolder() throws {
    let folder = scratch.url.appendingPathComponent("out.xml")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let out = run(["--junit", folder.path, "\(root)/checks/session-timeout.check"])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("it is a folder"))
  }

  @Test("a file that is not UTF-8 is named with the line of its first bad byte")
  func invalidUTF8() throws {
    let path = try scratch.write([0x50, 0x0A, 0x51, 0xFF, 0x0A], named: "bad.check")
    let out = run(["--junit", junit("bad.xml"), path])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("\(path):2:1: error: the file is not valid UTF-8"))
  }

  @Test("--help describes the options and exit codes")
  func help() {
    let out = run(["--help"])
    #expect(out.code == .passed)
    #expect(out.stdout.contains("--app NAME"))
    #expect(out.stdout.contains("EXIT CODES"))
  }

  @Test("lint and --dry-run resolve everything and run nothing")
  func lint() throws {
    let clean = run(["lint", "\(root)/checks"])
    #expect(clean.code == .passed)
    #expect(clean.stdout.contains("checks understood, 0 problems"))
    #expect(!clean.stdout.contains("PASS"))
    let path = try write("Profile: Touch\nTask: wiat 2 minutes\nExpected: no input is lost\n", to: "lint.check")
    let dirty = run(["--dry-run", path])
    #expect(dirty.code == .notUnderstood)
    #expect(dirty.stderr.contains("\(path):2:7: error: unknown step 'wiat 2 minutes'; did you mean 'wait 2 minutes'?"))
  }

  @Test("app lists what a check can name: every label the README's examples use, the timers and the fields")
  func app() throws {
    let fixed = run(["app"])
    #expect(fixed.code == .passed)
    for label in [
      "Stay signed in", "Save and sign out", "Sign in", "Send code", "Resend code", "Start again", "Log in again",
      "Close", "Book", "Code expired", "Incorrect passcode. Try again.", "Enter your passcode",
    ] {
      #expect(fixed.stdout.contains("\"\(label)\""), "\(label)")
    }
    #expect(fixed.stdout.contains("button  \"Stay signed in\"  form.staySignedIn"))
    #expect(fixed.stdout.contains("  session.expiry  15 minutes  the session"))
    #expect(fixed.stdout.contains("\"Card number\"  sensitive"))
    // `before` has no warning and holds no slot: it lists neither.
    let before = run(["app", "before"])
    #expect(!before.stdout.contains("with the warning") && !before.stdout.contains("Stay signed in"))
    #expect(!before.stdout.contains("after 'Save and sign out'") && fixed.stdout.contains("after 'Save and sign out'"))
    #expect(before.stdout.contains("slot.taken  0 seconds"))
    let file = try scratch.write(Array(#"{"session": {"length": "30 minutes"}}"#.utf8), named: "long.json")
    let custom = run(["app", file])
    #expect(custom.code == .passed, "\(custom.stderr)")
    #expect(custom.stdout.contains("session.expiry  30 minutes"), "\(custom.stdout)")
    let unknown = run(["app", "fixd"])
    #expect(unknown.code == .notUnderstood)
    #expect(unknown.stderr.contains("unknown app 'fixd'; did you mean 'fixed'?"), "\(unknown.stderr)")
    #expect(run(["app", "fixed", "before"]).code == .notUnderstood)
  }

  @Test("a control the app has on no screen is an error at resolution, at its quote; one it hides is not")
  func unknownControl() throws {
    let text = """
      Check: renamed
      Profile: VoiceOver
      Task: wait until the warning appears, then tap "Keep me signed in"
      Expected: "Keep me signed in" works
        "Code expired" is followed by a reachable "Send again"

      """
    let path = try scratch.write(Array(text.utf8), named: "renamed.check")
    let out = run(["lint", path])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains(
        "renamed.check:3:48: error: app 'fixed' has no control 'Keep me signed in'; its controls are 'Stay signed in', 'Save and sign out'"
      ), "\(out.stderr)")
    #expect(out.stderr.contains("renamed.check:4:11: error: app 'fixed' has no control 'Keep me signed in'"))
    #expect(out.stderr.contains("renamed.check:5:45: error: app 'fixed' has no control 'Send again'"), "\(out.stderr)")
    // `before` shows no warning, but "Stay signed in" is among its words: it resolves, and fails when run.
    let hidden = try scratch.write(
      Array("Profile: VoiceOver\nTask: fill 3 fields\nExpected: \"Stay signed in\" works\n".utf8), named: "hidden.check"
    )
    #expect(run(["lint", "--app", "before", hidden]).code == .passed)
    #expect(run(["--app", "before", "--report", scratch.url.appendingPathComponent("r").path, hidden]).code == .failed)
  }

  @Test("steps lists every family with an example; markdown is the reference")
  func steps() {
    let text = run(["steps"])
    #expect(text.code == .passed)
    #expect(text.stdout.contains("fill the form"))
    #expect(text.stdout.contains("WCAG  2.2.1 Timing Adjustable (A), SCR16"))
    let markdown = run(["steps", "--format", "markdown"])
    #expect(markdown.stdout.hasPrefix("# The check language reference"))
    #expect(run(["steps", "--format", "html"]).code == .notUnderstood)
  }

  @Test(
    "selection by name, tags, profile and FILE:LINE",
    arguments: [
      (["--filter", "SWITCH CONTROL USER"], ["a Switch Control user has time to respond to the warning"]),
      (["--tags", "session and not (wcag-2.2.5 or wcag-2.2.1)"], []),
      (
        ["--tags", "otp or wcag-2.2.6"],
        [
          "a VoiceOver user gets a new code right after \"Code expired\"",
          "an AX5 text user keeps the details entered before the code",
          "a timeout costs a cognitive user one sign-in, not the form",
        ]
      ),
      (
        ["--profile", "switch control", "--filter", "warning"],
        ["a Switch Control user has time to respond to the warning"]
      ),
    ])
  func selection(_ options: [String], _ names: [String]) {
    let out = run(options + ["--list", "\(root)/checks/session-warning.check", "\(root)/checks/one-time-code.check"])
    if names.isEmpty {
      #expect(out.code == .nothingToRun)
      #expect(out.stderr.contains("no check matches the selection"))
      return
    }
    #expect(out.code == .passed, "\(out.stderr)")
    let listed = out.stdout.split(separator: "\n").filter { $0.contains(".check:") }
    #expect(listed.count == names.count)
    for name in names { #expect(out.stdout.contains(name)) }
  }

  @Test("FILE:LINE runs the one check whose block holds that line")
  func fileAndLine() {
    let out = run(["--junit", junit("line.xml"), "\(root)/checks/session-timeout.check:9"])
    #expect(out.code == .passed)
    #expect(out.stdout.contains("PASS  Switch Control: let a one-time code expire, then recover"))
    #expect(out.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test("a malformed --tags expression says what it expected")
  func badTags() {
    let out = run(["--tags", "session and", "--list"])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("--tags: expected a tag at the end of the expression"))
  }

  @Test("init writes a starter folder that runs, and never overwrites")
  func initFolder() throws {
    // init writes checkrun.json in the working folder: this test's own, never the project's.
    let here = scratch.path("project")
    try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
    let folder = scratch.path("starter")
    let first = Invocation(["init", folder], environment: [:], folder: here)
    #expect(first.code == .passed, "\(first.stderr)")
    let checks = run(["--junit", junit("starter.xml"), folder])
    #expect(checks.code == .passed, "\(checks.stdout)\(checks.stderr)")
    let before = try String(contentsOfFile: "\(folder)/example.check", encoding: .utf8)
    let second = Invocation(["init", folder], environment: [:], folder: here)
    #expect(second.code == .notUnderstood)
    #expect(second.stderr.contains("already exists"))
    #expect(try String(contentsOfFile: "\(folder)/example.check", encoding: .utf8) == before)
  }

  @Test("--app takes an app file; a bad one is refused with every problem and nothing runs")
  func appFiles() throws {
    let toast = try write(
      "{ \"//\": [\"a toast\"], \"base\": \"fixed\", \"session\": { \"warning\": \"toast\" } }", to: "toast.json")
    let out = run(["--app", toast, "--junit", junit("toast.xml"), "\(root)/checks/session-warning.check"])
    #expect(out.code == .failed)
    #expect(out.stdout.contains("app 'toast'"))
    #expect(out.stdout.contains("VoiceOver cannot reach 'Stay signed in' on the warning"))
    let bad = try write("{ \"session\": { \"length\": \"soon\" } }", to: "bad.json")
    let refused = run(["--app", bad, "--junit", junit("bad.xml"), "\(root)/checks"])
    #expect(refused.code == .notUnderstood)
    #expect(refused.stderr.contains("\(bad):1:16: error: 'session.length' must be a duration"))
    #expect(refused.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: junit("bad.xml")))
  }

  @Test("the audit of the project's checks catches every fault and writes its table")
  func auditCatchesEverything() throws {
    let out = run(["audit", "--report", scratch.path("audit"), "\(root)/checks"])
    #expect(out.code == .passed, "\(out.stdout)")
    #expect(out.stdout.contains("\(Fault.catalogue.count) of \(Fault.catalogue.count) faults caught"))
    let table = try String(contentsOfFile: scratch.path("audit/audit.md"), encoding: .utf8)
    #expect(table.contains("Every fault that applies is caught by at least one check."))
    for fault in Fault.catalogue { #expect(table.contains("| `\(fault.id)` |")) }
  }

  @Test("the audit lays each fault over the app --app names, and says which it has already")
  func auditOfAnotherApp() throws {
    let app = try write(
      """
      { "name": "bank", "session": { "warning": "none" },
        "words": { "code.resend": "Send a new code", "code.expired": "Your code ran out" } }
      """, to: "bank.json")
    let check = try write(
      """
      Profile: Touch
      Task: request a one-time code, then let the code expire
      Expected: "Your code ran out" is followed by a reachable "Send a new code"
      """, to: "bank.check")
    let out = run(["audit", "--app", app, "--report", scratch.path("bank-audit"), check])
    #expect(out.code == .failed, "\(out.stdout)")
    #expect(out.stdout.hasPrefix("Fault audit: 1 check against bank with one fault on at a time"), "\(out.stdout)")
    #expect(out.stdout.contains("n/a     no-warning"), "\(out.stdout)")
    #expect(out.stdout.contains("caught  no-resend"), "\(out.stdout)")
    #expect(out.stdout.contains("caught  resend-out-of-order"), "\(out.stdout)")
    let table = try String(contentsOfFile: scratch.path("bank-audit/audit.md"), encoding: .utf8)
    #expect(table.contains("| `no-resend` | \"Your code ran out\" with no \"Send a new code\" |"), "\(table)")
    #expect(table.contains("does not apply: <code>bank</code> does this already"))
  }

  @Test("lint gives a file's problems block by block in file order, whether reading or resolving found them")
  func lintInLineOrder() throws {
    let text = """
      Profile: Touch
      Task: wait 1 minut
      Expected: "Signed out" is not shown

      Profile: Touch
      Task: wait 1 minute
      Expect: "Signed out" is not shown

      Profile: Touch
      Task: tap Stay signed inn
      Expected: the warning is announced

      """
    let file = try scratch.write(Array(text.utf8), named: "order.check")
    let out = run(["lint", file])
    // Block by block in file order; within the block with 'Expect:', the cause first.
    let places = out.stderr.split(separator: "\n").map {
      $0.split(separator: ":").dropFirst().prefix(2).joined(separator: ":")
    }
    #expect(places == ["2:12", "7:1", "5:1", "10:7"], "\(out.stderr)")
    #expect(
      out.stderr.contains("'tap Stay signed inn': app 'fixed' has no 'stay signed inn'"), "\(out.stderr)")
  }

  @Test("a suite that cannot catch a fault makes the audit fail and names the fault")
  func auditMissesFaults() throws {
    let path = try write(
      "Profile: Touch\nTask: select an appointment slot\nExpected: the slot is held for 5 minutes\n", to: "weak.check")
    let out = run(["audit", "--report", scratch.path("weak"), path])
    #expect(out.code == .failed)
    #expect(out.stdout.contains("caught  slot-not-held"))
    #expect(out.stdout.contains("caught  hold-4m59"))
    #expect(out.stdout.contains("MISSED  no-warning"))
    #expect(out.stdout.contains("2 of \(Fault.catalogue.count) faults caught"))
  }

  @Test("a check that cannot be judged on fixed is named untrusted, and the audit fails")
  func auditUntrustedUnjudged() throws {
    let path = try write(
      "Check: no slot\nProfile: Touch\nTask: wait 1 minute\nExpected: the slot is held for 5 minutes\n",
      to: "unjudged.check")
    let out = run(["audit", "--report", scratch.path("unjudged"), path])
    #expect(out.code == .failed)
    #expect(
      out.stdout.contains(
        "does not pass on fixed (the audit cannot trust it): \(path):1 no slot (cannot be judged)"), "\(out.stdout)")
  }

  @Test("an app file changing one key flips the checks it should and no others")
  func oneKeyFlipsItsChecks() throws {
    let app = try write("{ \"slot\": { \"hold\": \"0 seconds\" } }", to: "noslot.json")
    let out = run(["--app", app, "--junit", junit("noslot.xml"), "\(root)/checks"])
    #expect(out.code == .failed)
    let failed = out.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
    #expect(failed.count == 2, "\(failed)")
    #expect(failed.allSatisfy { $0.contains("slot") })
  }
}
