import Testing

@testable import Harness

/// The session phrases that read the sign-in screen's message work on a flow (issue 42,
/// item 5): its sign-in screen is the first after `session.expiry` that offers a control that
/// signs in, and its message is every text it shows. The phrases that need the seeds' own
/// screens are refused with what to write instead.
@Suite("Session phrases on flows")
struct FlowSessionPhrasesTests {
  static func app(message: String) throws -> AppModel {
    let json = """
      { "name": "claims", "flow": { "form": ["Name", { "label": "Card", "sensitive": true }],
        "screens": {
          "form": { "title": "the claim form", "shows": ["form"] },
          "out": { "title": "the signed-out page", "shows": [{ "text": "\(message)" }, { "button": "Sign in", "does": "signIn" }] }
        },
        "start": [{ "show": "form" }, { "start": "session.expiry", "after": "15 minutes" }],
        "on": [{ "when": { "runsOut": "session.expiry" }, "do": [{ "save": "nonSensitive" }, { "show": "out" }] }] } }
      """
    return try AppModel(json: json, path: "claims.json")
  }

  static func judged(_ expected: String, message: String) throws -> [CheckResult.ExpectationOutcome] {
    let source =
      "Check: c\nProfile: VoiceOver\nTask: fill 1 field, then let the session expire\nExpected: \(expected)\n"
    return try #require(Checks.run(source: source, against: app(message: message)).first).expectations
  }

  @Test(
    "a flow's signed-out page that says what happened and what was kept passes; one that does not fails, quoting it")
  func signInScreenSays() throws {
    let good = "You were signed out after 15 minutes without activity. We saved your answers."
    for phrase in ["the sign-in screen says what happened", "the message says what was kept"] {
      let passed = try Self.judged(phrase, message: good)
      #expect(passed.map(\.judgement) == [.passed], "\(passed.map(\.message))")
      #expect(passed.first?.message == "the signed-out page says \"\(good)\"")
      let failed = try Self.judged(phrase, message: "Signed out")
      #expect(failed.map(\.judgement) == [.failed])
      #expect(
        failed.first?.message.hasPrefix("the signed-out page says \"Signed out\", which does not say what happened")
          == true, "\(failed.map(\.message))")
    }
    // Said the wrong way round: what was kept, but not what happened.
    let kept = try Self.judged("the sign-in screen says what happened", message: "We saved your answers.")
    #expect(kept.map(\.judgement) == [.failed])
  }

  @Test("on a flow with no sign-in control, the phrase is refused saying what to add")
  func needsASignInControl() throws {
    let json = """
      { "name": "nosignin", "flow": { "form": ["Name"],
        "screens": { "form": { "title": "the form", "shows": ["form"] } },
        "start": [{ "show": "form" }, { "start": "session.expiry", "after": "15 minutes" }],
        "on": [{ "when": { "runsOut": "session.expiry" }, "do": [{ "clear": "all" }] }] } }
      """
    let app = try AppModel(json: json, path: "nosignin.json")
    let source =
      "Check: c\nProfile: VoiceOver\nTask: let the session expire\nExpected: the sign-in screen says what happened\n"
    #expect(throws: (any Error).self) { try Checks.run(source: source, against: app) }
    do {
      _ = try Checks.run(source: source, against: app)
    } catch {
      #expect("\(error)".contains("give its sign-in button \"does\": \"signIn\""), "\(error)")
    }
  }

  @Test("a phrase of the seeds' own screens is refused on a flow in a few words, with what to write instead")
  func refusedWithASuggestion() throws {
    let app = try Self.app(message: "Signed out")
    let cases: [(task: String, expected: String, suggestion: String)] = [
      ("request a one-time code", "\"Sign in\" works", "write 'tap \"LABEL\"' with its control that sends a code"),
      ("let the session expire", "no error code is shown", "write 'the word \"error code\" is not shown'"),
      ("let the session expire", "the countdown is announced", "write '\"TEXT\" is announced'"),
      ("open the app with Face ID", "\"Sign in\" works", "write 'pass Face ID' or 'fail Face ID'"),
    ]
    for item in cases {
      let source = "Check: c\nProfile: VoiceOver\nTask: \(item.task)\nExpected: \(item.expected)\n"
      do {
        _ = try Checks.run(source: source, against: app)
        Issue.record("'\(item.task)' / '\(item.expected)' resolved on a flow")
      } catch {
        let message = "\(error)"
        #expect(message.contains(item.suggestion), "\(message)")
        #expect(message.contains("runs its own logic"), "\(message)")
        // A line a person reads, not the list of everything a flow offers.
        #expect(message.count < 330, "\(message.count): \(message)")
      }
    }
  }
}
