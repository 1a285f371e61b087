import Testing

@testable import Harness

/// One instant at a time (issue 42, item 3): a step that ends on one timer ends after
/// everything else the app had due at that very instant, so the task leaves a settled world.
@Suite("A settled instant")
struct SettledInstantTests {
  /// A flow whose session ends and whose autosave runs at the same instant, ten minutes in;
  /// the session's timer was started first, so it fires first.
  static func app(autosaveAfter: String = "10 minutes") throws -> AppModel {
    let json = """
      { "name": "same-instant", "flow": { "form": ["Name"],
        "screens": {
          "home": { "title": "the form", "shows": ["form"] },
          "saved": { "title": "the saved page", "shows": [{ "text": "Your answers were saved" }] }
        },
        "start": [{ "show": "home" }, { "start": "session.expiry", "after": "10 minutes" },
                  { "start": "autosave", "after": "\(autosaveAfter)" }],
        "on": [
          { "when": { "runsOut": "session.expiry" }, "do": [{ "announce": "Your session has ended" }] },
          { "when": { "runsOut": "autosave" }, "do": [{ "save": "all" }, { "show": "saved" }] }
        ] } }
      """
    return try AppModel(json: json, path: "same-instant.json")
  }

  static let check = """
    Check: the autosave at the session's end is what the person is left with
    Profile: VoiceOver
    Task: fill 1 field, then let the session expire
    Expected: "Your answers were saved" is still shown when the task ends

    """

  @Test("a step that ends on one timer runs the app's other rules due at that instant before the task ends")
  func settles() throws {
    let result = try #require(Checks.run(source: Self.check, against: Self.app()).first)
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    let texts = result.timeline.map(\.text)
    #expect(texts.contains("'autosave' ran out"), "\(texts)")
    // The task ended at the instant, not after it: nothing later was waited for.
    #expect(result.simulated == .minutes(10))
  }

  @Test("a rule due a moment later is not run early: the task ends at the first instant")
  func laterIsNotSettled() throws {
    let result = try #require(
      Checks.run(source: Self.check, against: Self.app(autosaveAfter: "10 minutes 1 second")).first)
    #expect(result.verdict == .failed)
    #expect(!result.timeline.map(\.text).contains("'autosave' ran out"))
    #expect(result.simulated == .minutes(10))
  }
}
