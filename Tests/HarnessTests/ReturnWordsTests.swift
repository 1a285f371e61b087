import Foundation
import Testing

@testable import Harness

/// What a second QA engineer's own app (a health-insurance renewal) met that the verdicts or
/// messages got wrong: a warning said again on return with the time left then (`{TIMER.left}`)
/// is a repeat of the one missed while away; a failure says why, in the person's terms.
@Suite("Words said again on return, and failures that say why")
struct ReturnWordsTests {
  static func app(returnRule: Bool = true) throws(DiagnosticList) -> AppModel {
    let again =
      returnRule
      ? #"{ "when": "returned", "if": { "screen": "warning" }, "#
        + #""do": [{ "announce": "You will be signed out in {session.expiry.left}." }] },"# : ""
    let json = """
      { "name": "renewal", "flow": { "form": ["Name", "Email"],
        "session": { "length": "10 minutes", "warningLead": "2 minutes", "renewedBy": ["typed"] },
        "screens": {
          "details": { "title": "Your details", "shows": ["form"] },
          "warning": { "title": "the session warning", "shows": [{ "text": "You will be signed out soon" },
            { "button": "Keep me signed in", "does": "staySignedIn" }] }
        },
        "start": [{ "show": "details" }],
        "on": [
          { "when": { "runsOut": "session.warning" },
            "do": [{ "overlay": "warning" }, { "announce": "You will be signed out in {session.expiry.left}." }] },
          \(again)
          { "when": { "activated": "Keep me signed in" }, "do": [{ "close": "warning" }, { "restart": "session" }] }
        ] } }
      """
    return try AppModel(json: json, path: "renewal.json")
  }

  static func judged(_ profile: String, _ task: String, _ expected: String, on app: AppModel) throws -> [String] {
    let check = "Check: a check\nProfile: \(profile)\nTask: \(task)\nExpected: \(expected)\n"
    return try Checks.run(source: check, against: app)[0].expectations.map { "\($0.judgement): \($0.message)" }
  }

  @Test("a warning said again on return with the time left then is the warning, heard")
  func repeatWithTimeLeft() throws {
    let task = "fill 1 field; switch to another app for 9 minutes"
    let heard = try Self.judged("VoiceOver", task, "the warning is announced", on: Self.app())
    #expect(heard[0].hasPrefix("passed"), "\(heard)")
    #expect(heard[0].contains("on the person's return as \"You will be signed out in "), "\(heard)")
    // The app that does not say it again: missed while away, and never heard.
    let missed = try Self.judged("VoiceOver", task, "the warning is announced", on: Self.app(returnRule: false))
    #expect(missed[0].hasPrefix("failed"), "\(missed)")
    // The first words, with the time left then, were not what the person heard.
    let first = try Self.judged(
      "VoiceOver", task, "\"You will be signed out in 2 minutes.\" is announced", on: Self.app())
    #expect(first[0].hasPrefix("failed"), "\(first)")
  }

  @Test("an extension that did not happen says where the session's end stayed")
  func unmovedSession() throws {
    let app = try QAFixtures.example("faults/claim/two-extensions.json")
    let once = "wait until the warning appears; tap \"Keep working\""
    let task = [once, once, once].joined(separator: "; ")
    let works = try Self.judged("VoiceOver", task, "\"Keep working\" works", on: app)
    #expect(works[0].hasPrefix("failed"), "\(works)")
    #expect(
      works[0].contains("but did not do what it is stated to do, extend the session: the session still ended at "),
      "\(works)")
  }

  @Test("secrets lost as the session ended fail 'no input is lost', which names the claim for a draft")
  func secretsLostByDesign() throws {
    let app = try QAFixtures.example("claim.json")
    let task = "fill the form; tap \"Next\"; fill the form; let the session expire"
    let kept = try Self.judged("VoiceOver", task, "no input is lost", on: app)
    #expect(kept[0].hasPrefix("failed: 2 fields you had entered lost their values"), "\(kept)")
    #expect(kept[0].contains("they are sensitive, which a draft does not keep"), "\(kept)")
    #expect(kept[0].contains("'after expiry, allowed fields are restored after login'"), "\(kept)")
  }

  @Test("text shown only while the person was away is not met, and the failure says so")
  func shownWhileAway() throws {
    let app = try QAFixtures.example("claim.json")
    let task = "tap \"Next\"; tap \"Next\"; tap \"Confirm with my bank\"; switch to the banking app for 14 minutes"
    let shown = try Self.judged("VoiceOver", task, "\"Your bank request timed out\" is shown", on: app)
    #expect(shown[0].hasPrefix("failed"), "\(shown)")
    #expect(shown[0].contains("while the person was in another app, gone or covered when they came back"), "\(shown)")
  }
}
