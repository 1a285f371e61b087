import Testing

@testable import Harness

/// Evidence from the task, not the probe (issue 42, item 4): a failure cites the first moment
/// in the task that shows it; a probe's own later events only when the task has none.
@Suite("Evidence from the task's first moment")
struct FirstMomentEvidenceTests {
  @Test("secrets drafted at the task's own expiry are cited there, not at a second expiry the probe made")
  func draftedSecrets() throws {
    // An app that drafts every field at expiry; after signing in again, the probe waits for
    // the next expiry, which drafts them again.
    let app = AppModel.fixed.with { $0.session.drafts = .everything }
    let task = "fill the long form, then let the session expire, then sign in"
    let result = try #require(
      runCheck(checkText(profile: "VoiceOver", task: task, expected: "sensitive fields are not saved"), app: app))
    let outcome = try #require(result.expectations.first)
    #expect(outcome.judgement == .failed)
    #expect(!outcome.evidence.isEmpty)
    #expect(outcome.evidence.allSatisfy { $0.kind != .probe }, "\(outcome.evidence)")
    let expiry = try #require(result.timeline.first { $0.text.hasPrefix("session expired") }?.at)
    #expect(outcome.evidence.last?.at == expiry, "\(outcome.evidence)")
    #expect(outcome.evidence.contains { $0.text.hasPrefix("draft saved") }, "\(outcome.evidence)")
  }
}

/// Nothing blamed that is still due (issue 42, item 3): an announcement the app has scheduled
/// when the task ends is waited for, and judged when it comes.
@Suite("Announcements still due")
struct StillDueTests {
  static func app(says: String?) throws -> AppModel {
    let effects = says.map { #"[{ "announce": "\#($0)" }]"# } ?? "[]"
    let json = """
      { "name": "due", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "the form", "shows": ["form"] } },
        "start": [{ "show": "home" }, { "start": "reminder", "after": "5 minutes" }],
        "on": [{ "when": { "runsOut": "reminder" }, "do": \(effects) }] } }
      """
    return try AppModel(json: json, path: "due.json")
  }

  static let check = """
    Check: the reminder is said
    Profile: VoiceOver
    Task: wait 4 minutes
    Expected: "1 minute left" is announced

    """

  @Test("an announcement due a minute after the task ends is waited for and passes when it comes")
  func waitedFor() throws {
    let result = try #require(Checks.run(source: Self.check, against: Self.app(says: "1 minute left")).first)
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
  }

  @Test("an app that never says it fails, naming what it said")
  func neverSaid() throws {
    let other = try #require(Checks.run(source: Self.check, against: Self.app(says: "Time is nearly up")).first)
    #expect(other.verdict == .failed)
    #expect(other.expectations.first?.message.contains("\"Time is nearly up\"") == true, "\(other.expectations)")
    let silent = try #require(Checks.run(source: Self.check, against: Self.app(says: nil)).first)
    #expect(silent.verdict == .failed)
  }
}
