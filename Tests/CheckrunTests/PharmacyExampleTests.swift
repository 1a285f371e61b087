import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// `checks/examples/`: an app unlike the seeds (a pharmacy checkout) described in data, with
/// checks in its own words. They pass on it, the audit shows each fault caught by one of them,
/// and changing one key of the description flips the check a reader of the file would name.
@Suite("The pharmacy example")
struct PharmacyExampleTests {
  let root = LibXML.root.path
  let scratch = Scratch("pharmacy")

  var examples: String { "\(root)/checks/examples" }

  func run(_ arguments: [String]) -> Invocation {
    Invocation(arguments + ["--report", scratch.path("report-\(UUID().uuidString)")], environment: [:])
  }

  /// The names of the checks that failed in a run's standard output.
  static func failed(_ out: Invocation) -> [String] {
    out.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL  ") }.map { line in
      String(line.dropFirst(6).prefix { $0 != "[" }).trimmingCharacters(in: .whitespaces)
    }
  }

  /// The example's checks run against the example's app with `key` set to `value` in place of
  /// what the file has (`"renewal": "activity"` becomes `"renewal": "fixed"`).
  func variant(_ original: String, _ replacement: String) throws -> Invocation {
    let app = try String(contentsOfFile: "\(examples)/pharmacy.json", encoding: .utf8)
    #expect(app.contains(original), "pharmacy.json no longer says \(original)")
    let name = "variant-\(UUID().uuidString).json"
    _ = try scratch.write(Array(app.replacingOccurrences(of: original, with: replacement).utf8), named: name)
    let checks = try String(contentsOfFile: "\(examples)/pharmacy.check", encoding: .utf8)
    let check = try scratch.write(
      Array(checks.replacingOccurrences(of: "App:       pharmacy.json", with: "App:       \(name)").utf8),
      named: "pharmacy-\(name).check")
    return run([check])
  }

  @Test("every check of the example passes on the pharmacy's app, in its words")
  func passesOnItsApp() {
    let out = run(["\(examples)/pharmacy.check"])
    #expect(out.code == .passed, "\(out.stdout)\(out.stderr)")
    #expect(out.stdout.contains("14 passed, 0 failed"), "\(out.stdout)")
    #expect(out.stdout.contains("app 'greenleaf-pharmacy'"))
    #expect(!out.stdout.contains("Stay signed in"))
  }

  @Test("the audit of the pharmacy takes the checks that name it and catches every fault with them")
  func auditCatchesEveryFault() throws {
    let defects = "\(examples)/faults/pharmacy"
    let out = run(["audit", "--app", "\(examples)/pharmacy.json", "--defects", defects, examples])
    #expect(out.code == .passed, "\(out.stdout)")
    // Its renewal check is caught by its own defect version; no fault of the catalogue reaches it.
    #expect(out.stdout.contains("caught  no-renewal.json"), "\(out.stdout)")
    #expect(out.stdout.contains("14 of 14 checks catch a fault"), "\(out.stdout)")
    let alone = run(["audit", "--app", "\(examples)/pharmacy.json", examples])
    #expect(alone.code == .failed, "\(alone.stdout)")
    #expect(
      alone.stdout.contains(
        "WEAK    \(examples)/pharmacy.check:34 a slow Switch Control user who keeps going is never warned"),
      "\(alone.stdout)")
    #expect(out.stdout.hasPrefix("Fault audit: 14 checks against greenleaf-pharmacy"), "\(out.stdout)")
    #expect(out.stdout.contains("19 checks with an App: line naming another app not audited"), "\(out.stdout)")
    // The pharmacy gives Face ID three attempts by design: the fault of a third is its own.
    let all = Fault.catalogue.count - 1
    #expect(
      out.stdout.contains("\(all) of \(all) faults caught (1 fault greenleaf-pharmacy has already"), "\(out.stdout)")
    #expect(out.stdout.contains("n/a     third-face-id"), "\(out.stdout)")
    // In the pharmacy's words: its error code is no "error code", yet the fault is caught.
    #expect(out.stdout.contains("caught  error-code"), "\(out.stdout)")
    #expect(out.stdout.contains("caught  no-resend"), "\(out.stdout)")
  }

  @Test("a check that fails on the app itself catches no fault in the audit, though it fails with each on")
  func untrustedCatchesNothing() throws {
    let checks = try String(contentsOfFile: "\(examples)/pharmacy.check", encoding: .utf8)
    let app = try String(contentsOfFile: "\(examples)/pharmacy.json", encoding: .utf8)
    _ = try scratch.write(Array(app.utf8), named: "pharmacy.json")
    let path = try scratch.write(
      Array(
        (checks + "\nApp: pharmacy.json\nCheck: four times\nProfile: Touch\nTask: fill 3 fields\n"
          + "Expected: the session can be extended 4 times\n").utf8), named: "untrusted.check")
    let out = run(["audit", "--app", scratch.path("pharmacy.json"), path])
    #expect(out.code == .failed, "\(out.stdout)")
    #expect(
      out.stdout.contains("does not pass on greenleaf-pharmacy (the audit cannot trust it): \(path):"), "\(out.stdout)")
    let caught = out.stdout.split(separator: "\n").filter { $0.hasPrefix("caught") }
    #expect(caught.count == Fault.catalogue.count - 1, "\(out.stdout)")
    #expect(!caught.contains { $0.contains("four times") }, "\(out.stdout)")
  }

  @Test("the audit of an app whose screens are data applies no fault, and says why")
  func auditOfAFlow() {
    let out = run(["audit", "--app", "\(examples)/portal.json", "\(examples)/portal.check"])
    #expect(!out.stdout.contains("n/a     no-warning"), "one line for all: \(out.stdout)")
    #expect(
      out.stdout.contains(
        "none of the catalogue's \(Fault.catalogue.count) faults applies: portal runs its own screens, which the fault's keys do not reach; give its own defect versions with --defects"
      ), "\(out.stdout)")
    #expect(
      out.stdout.contains(
        "0 of 0 faults caught (\(Fault.catalogue.count) faults not applied: portal runs its own screens)"),
      "\(out.stdout)")
  }

  @Test("the audit of fixed leaves out the checks that name another app, and says how many")
  func auditOfFixedLeavesThemOut() {
    let out = run(["audit", examples])
    #expect(out.stdout.hasPrefix("Fault audit: 0 checks against fixed"), "\(out.stdout)")
    #expect(
      out.stdout.contains("33 checks with an App: line naming another app not audited against fixed"),
      "\(out.stdout)")
    #expect(out.code == .failed, "no check audits fixed, so every fault is missed")
  }

  @Test("a session renewed by nothing but extensions warns the slow user who keeps going")
  func renewalFixed() throws {
    let out = try variant(#""renewal": "activity""#, #""renewal": "fixed""#)
    #expect(Self.failed(out) == ["a slow Switch Control user who keeps going is never warned"], "\(out.stdout)")
  }

  @Test("two extensions where the pharmacy promises three fail the check that counts them")
  func fewerExtensions() throws {
    let out = try variant(#""extensionLimit": 3"#, #""extensionLimit": 2"#)
    #expect(Self.failed(out) == ["the basket can be kept three times, as the pharmacy promises"], "\(out.stdout)")
  }

  @Test("a draft kept 12 hours is gone the next morning")
  func shorterDraft() throws {
    let out = try variant(#""draftKeptFor": "24 hours""#, #""draftKeptFor": "12 hours""#)
    #expect(Self.failed(out) == ["the checkout is still there the next morning"], "\(out.stdout)")
  }

  @Test("a warning missed in another app is lost when the app repeats nothing on return")
  func nothingOnReturn() throws {
    let out = try variant(#""onReturn": "repeatMissed""#, #""onReturn": "nothing""#)
    #expect(Self.failed(out) == ["a warning missed in another app is said again on return"], "\(out.stdout)")
  }

  @Test("a shorter delivery-slot hold fails the check of the slot, and a renamed button the checks that name it")
  func slotAndWords() throws {
    let hold = try variant(#""hold": "15 minutes""#, #""hold": "10 minutes""#)
    #expect(Self.failed(hold) == ["a Switch Control user's delivery slot is reserved while they pay"], "\(hold.stdout)")
    let renamed = try variant(#""Keep my basket""#, #""Keep basket""#)
    #expect(renamed.code == .notUnderstood, "\(renamed.stdout)")
    #expect(
      renamed.stderr.contains("app 'greenleaf-pharmacy' has no control 'Keep my basket'"), "\(renamed.stderr)")
  }
}
