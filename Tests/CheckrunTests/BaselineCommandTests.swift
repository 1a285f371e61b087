import Foundation
import Testing

@testable import CheckrunKit

/// `checkrun baseline` writes the known failures a team starts from, and nothing else.
@Suite("Baseline command")
struct BaselineCommandTests {
  let root = LibXML.root.path
  let scratch = Scratch("baseline")

  @discardableResult
  func run(_ arguments: [String]) -> Invocation { Invocation(arguments) }

  func folder(_ name: String) -> String { scratch.path(name) }

  @Test("the baseline accepts exactly the checks failing now, and a run with it passes the gate")
  func acceptsTheFailuresOfNow() throws {
    let path = try scratch.write([], named: "placeholder") + ".json"
    let reason = "fix in 4.2 \"soon\" / see JIRA-1"
    let written = run([
      "baseline", "--app", "before", "-o", path, "--expires", "2027-03-31", "--reason", reason, "\(root)/checks",
    ])
    #expect(written.code == .passed, "\(written.stderr)")
    let plain = run(["--app", "before", "--report", folder("plain"), "\(root)/checks"])
    #expect(plain.code == .failed)
    let failed = plain.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.count
    #expect(written.stdout.contains("wrote \(path): \(failed) failing checks accepted until 2027-03-31"))
    guard case .success(let baseline) = Baseline.load(path) else {
      Issue.record("the baseline written cannot be read")
      return
    }
    #expect(baseline.entries.count == failed)
    #expect(baseline.entries.allSatisfy { $0.reason == reason && $0.expires == "2027-03-31" })
    #expect(Set(baseline.entries.map(\.id)).count == failed)
    let gated = run(["--app", "before", "--baseline", path, "--report", folder("gated"), "\(root)/checks"])
    #expect(gated.code == .passed, "\(gated.stdout)")
    #expect(gated.stdout.contains("\(failed) known failures accepted by the baseline (not blocking)"))
    // Against the fixed app every check passes: nothing to accept, and no file.
    let none = run(["baseline", "-o", folder("none.json"), "--expires", "2027-03-31", "\(root)/checks"])
    #expect(none.code == .passed)
    #expect(none.stdout.contains("no check failed, so there is nothing to accept"))
    #expect(!FileManager.default.fileExists(atPath: folder("none.json")))
  }

  @Test("baseline replaces no file and refuses a missing or past date and checks that cannot run")
  func refuses() throws {
    let existing = try scratch.write(Array("{\"known\": []}".utf8), named: "existing.json")
    let over = run(["baseline", "--app", "before", "-o", existing, "--expires", "2027-03-31", "\(root)/checks"])
    #expect(over.code == .notUnderstood)
    #expect(over.stderr.contains("exists; baseline writes a new file and replaces none"))
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "{\"known\": []}")
    let target = folder("new.json")
    let undated = run(["baseline", "--app", "before", "-o", target, "\(root)/checks"])
    #expect(undated.stderr.contains("baseline needs '--expires YYYY-MM-DD'"))
    let past = run(["baseline", "--app", "before", "-o", target, "--expires", "2026-01-01", "\(root)/checks"])
    #expect(
      past.stderr.contains("'--expires' takes a date from today (2026-11-18) on, as YYYY-MM-DD, not '2026-01-01'"))
    let broken = try scratch.write(
      Array("Profile: Touch\nTask: wait 1 minute\nExpected: the warning is anounced\n".utf8), named: "broken.check")
    let unclear = run(["baseline", "-o", target, "--expires", "2027-03-31", broken])
    #expect(unclear.code == .notUnderstood)
    #expect(unclear.stderr.contains("a baseline accepts failing checks, not checks that cannot run: fix them first"))
    #expect(run(["baseline", "--shard", "1/2", "-o", target, "--expires", "2027-03-31"]).code == .notUnderstood)
    #expect(!FileManager.default.fileExists(atPath: target))
  }
}
