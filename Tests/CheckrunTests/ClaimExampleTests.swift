import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// `checks/examples/claim.json`: a benefits claim that uses what a team's app needs (a form over
/// three pages, a session renewed by activity up to a maximum with its own warning, a capped
/// extension, a draft of what is not secret, a banking-app hand-off said again on return), and
/// `checks/examples/faults/claim/`, one defect version of it per behaviour. Its checks pass on
/// it, each defect version fails the check that names its behaviour, and the audit says so.
@Suite("The benefits-claim example and its defect versions")
struct ClaimExampleTests {
  let root = LibXML.root.path
  let scratch = Scratch("claim")

  var examples: String { "\(root)/checks/examples" }
  var defects: String { "\(examples)/faults/claim" }

  func run(_ arguments: [String], report: String = "report-\(UUID().uuidString)") -> Invocation {
    Invocation(arguments + ["--report", scratch.path(report)], environment: [:])
  }

  /// claim.check run against `app` (an app file's path) in claim.json's place.
  func checks(against app: String) throws -> Invocation {
    let checks = try String(contentsOfFile: "\(examples)/claim.check", encoding: .utf8)
    #expect(checks.contains("App:       claim.json\n"))
    let file = try scratch.write(
      Array(checks.replacingOccurrences(of: "App:       claim.json\n", with: "App:       \(app)\n").utf8),
      named: "claim-\(UUID().uuidString).check")
    return run([file])
  }

  @Test("claim.check passes on claim.json, every check")
  func passes() throws {
    let out = try checks(against: "\(examples)/claim.json")
    #expect(out.code == .passed, "\(out.stdout)\(out.stderr)")
    #expect(out.stdout.contains("7 passed, 0 failed"), "\(out.stdout)")
  }

  /// Each defect version and the one check (by its name's start) a reader of the file expects to
  /// fail on it, with words of the message that say why.
  static let expected: [(file: String, check: String, why: String)] = [
    (
      "first-page-restored.json", "answers on every page come back", "2 of 7 allowed fields came back; lost: 'Employer'"
    ),
    ("no-maximum.json", "however active the person is", "appeared on none of"),
    ("no-renewal.json", "typing and moving between pages", "filling stopped at 13:00: the warning is showing"),
    ("no-repeat-on-return.json", "a bank request that timed out", "in another app then, and it was not heard"),
    ("secret-draft.json", "answers on every page come back", "the draft store held sensitive fields"),
    ("silent-approval.json", "approving in the banking app", "nothing containing 'Your bank confirmed it is you'"),
    ("silent-limit.json", "the session limit is announced", "nothing containing 'A session lasts at most 90 minutes"),
    ("two-extensions.json", "a VoiceOver user is warned in time", "extension 3 of 3 did not move expiry out"),
  ]

  @Test("each defect version fails the check that names its behaviour, for that reason", arguments: expected)
  func defectFails(_ defect: (file: String, check: String, why: String)) throws {
    let out = try checks(against: "\(defects)/\(defect.file)")
    #expect(out.code == .failed, "\(out.stdout)\(out.stderr)")
    let failed = PharmacyExampleTests.failed(out)
    #expect(failed.contains { $0.hasPrefix(defect.check) }, "\(failed)")
    #expect(out.stdout.contains(defect.why), "\(out.stdout)")
  }

  @Test("the defect folder holds exactly the versions the test names, each a real change")
  func everyVersionNamed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: defects).filter { $0.hasSuffix(".json") }.sorted()
    #expect(files == Self.expected.map(\.file))
    let app = try AppModel(contentsOf: "\(examples)/claim.json")
    for file in files { #expect(try AppModel(contentsOf: "\(defects)/\(file)") != app, "\(file)") }
  }

  @Test("the audit with --defects runs the suite against each version in the app's place")
  func auditCatchesEach() throws {
    let out = run(["audit", "--app", "\(examples)/claim.json", "--defects", defects, examples])
    #expect(out.code == .passed, "\(out.stdout)\(out.stderr)")
    for defect in Self.expected {
      let line = out.stdout.split(separator: "\n").first { $0.contains(defect.file) }
      #expect(line?.hasPrefix("caught") == true, "\(out.stdout)")
    }
    #expect(out.stdout.contains("8 of 8 defect versions caught"), "\(out.stdout)")
  }

  @Test("a defect no check catches is missed (exit 1); the app itself as a version is not counted")
  func auditMisses() throws {
    // Only the bank check: the renewal defect passes it, and is missed.
    let only = run(
      [
        "audit", "--app", "\(examples)/claim.json", "--defects", "\(defects)/no-renewal.json",
        "--defects", "\(examples)/claim.json", "--filter", "approving in the banking app", examples,
      ], report: "missed")
    #expect(only.code == .failed, "\(only.stdout)\(only.stderr)")
    #expect(only.stdout.contains("MISSED  no-renewal.json"), "\(only.stdout)")
    #expect(only.stdout.contains("n/a     claim.json"), "\(only.stdout)")
    #expect(
      only.stdout.contains("0 of 1 defect version caught (1 version the same as claim: not counted)"), "\(only.stdout)")
    let table = try String(contentsOfFile: scratch.path("missed/audit.md"), encoding: .utf8)
    #expect(table.contains("| claim: typing renews nothing | **none** |"), "\(table)")
  }

  @Test("--defects that names nothing usable stops the audit with the reason, before any run")
  func badDefects() throws {
    let missing = run(["audit", "--app", "\(examples)/claim.json", "--defects", "\(examples)/nowhere", examples])
    #expect(missing.code == .notUnderstood, "\(missing.stderr)")
    #expect(missing.stderr.contains("--defects: no file or folder"), "\(missing.stderr)")
    let empty = scratch.path("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let none = run(["audit", "--app", "\(examples)/claim.json", "--defects", empty, examples])
    #expect(none.code == .notUnderstood, "\(none.stderr)")
    #expect(none.stderr.contains("holds no app file (.json)"), "\(none.stderr)")
    let broken = try scratch.write(Array(#"{ "name": "x", "flow": { "start": [] } }"#.utf8), named: "broken.json")
    let bad = run(["audit", "--app", "\(examples)/claim.json", "--defects", broken, examples])
    #expect(bad.code == .notUnderstood, "\(bad.stderr)")
    #expect(bad.stderr.contains("broken.json"), "\(bad.stderr)")
    #expect(run(["--defects", defects, examples]).stderr.contains("'--defects' does not apply"))
  }

  @Test("a check whose App: file cannot be used is not understood for that, once, and not held to the default app")
  func brokenAppFile() throws {
    let text = try String(contentsOfFile: "\(defects)/no-maximum.json", encoding: .utf8)
    // The maximum's warning answered, but no maximum declared: the file is an error.
    let broken = text.replacingOccurrences(
      of: #""rules": []"#, with: ""
    ).replacingOccurrences(
      of: #"{ "when": { "activated": "OK" }"#,
      with: #"{ "when": { "runsOut": "session.maximumWarning" }, "do": [] }, { "when": { "activated": "OK" }"#)
    _ = try scratch.write(Array(broken.utf8), named: "broken-claim.json")
    let checks = try String(contentsOfFile: "\(examples)/claim.check", encoding: .utf8)
    let file = try scratch.write(
      Array(checks.replacingOccurrences(of: "App:       claim.json\n", with: "App:       broken-claim.json\n").utf8),
      named: "broken.check")
    let out = run([file])
    #expect(out.code == .notUnderstood, "\(out.stderr)")
    #expect(!out.stderr.contains("app 'fixed' has no control"), "\(out.stderr)")
    let head = out.stderr.split(separator: "\n").filter {
      $0.contains("broken-claim.json:") && $0.contains("maximumWarning")
    }
    #expect(head.count == 1, "the file's problem once before the checks: \(out.stderr)")
  }

  /// The one expectation `expected` on claim.json, after the task waits for its warning.
  func atTheWarning(_ expected: String) throws -> CheckResult.ExpectationOutcome {
    let app = try AppModel(contentsOf: "\(examples)/claim.json")
    let source = "Check: c\nProfile: VoiceOver\nTask: wait until the warning appears\nExpected: \(expected)\n"
    return try #require(Checks.run(source: source, against: app).first?.expectations.first)
  }

  @Test("the warning as a view names the buttons it drew, not those of the sign-in screen the probe met later")
  func warningButtons() throws {
    let outcome = try atTheWarning("the warning is a view with buttons")
    #expect(
      outcome.message
        == "the warning appeared at 13:00 as a view that stays until acted on, with 'Keep working', 'Save and sign out'",
      "\(outcome.message)")
  }

  @Test("a control its condition hides is named with the condition and what it reads now")
  func hiddenControl() throws {
    let outcome = try atTheWarning("the session can be extended 4 times")
    #expect(
      outcome.message.hasSuffix(
        "(the session warning shows 'Keep working' only if session.extensions below 3, and session.extensions is 3); it offers 'Save and sign out'"
      ), "\(outcome.message)")
  }
}
