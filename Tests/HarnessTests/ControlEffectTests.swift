import Foundation
import Testing

@testable import Harness

/// A control's effect is stated and judged (issue 42, item 2): `"LABEL" works` judges the
/// effect the app states for the control (a flow's `does`, a logic's action) and says which; a
/// control that states none is refused at resolution with what to add.
@Suite("A control's stated effect")
struct ControlEffectTests {
  /// A claim form with an identity check in the bank: "Send a new bank request" has the rule
  /// `request`, under the condition `requestIf`, and `does` `requestDoes` (no key when nil);
  /// "Back to the form" navigates.
  static func app(request: String, requestDoes: String? = nil, requestIf: String? = nil) throws -> AppModel {
    let does = requestDoes.map { #", "does": "\#($0)""# } ?? ""
    let condition = requestIf.map { #", "if": \#($0)"# } ?? ""
    return try AppModel(
      json: """
        {
          "name": "benefits",
          "flow": {
            "form": ["Name", "Email"],
            "screens": {
              "form": { "title": "the claim form", "shows": ["form", { "button": "Check my identity" }] },
              "bank": {
                "title": "the bank check",
                "shows": [
                  { "text": "Approve the request in your banking app" },
                  { "button": "Send a new bank request"\(does) },
                  { "button": "Back to the form", "does": "navigate" },
                  { "button": "Keep working", "does": "staySignedIn" }
                ]
              },
              "waiting": { "title": "the waiting screen", "shows": [{ "text": "Waiting for your bank" }] }
            },
            "start": [{ "show": "form" }, { "start": "session.expiry", "after": "15 minutes" }],
            "on": [
              { "when": { "activated": "Check my identity" }, "do": [{ "show": "bank" }] },
              { "when": { "activated": "Send a new bank request" }\(condition), "do": [\(request)] },
              { "when": { "activated": "Back to the form" }, "if": { "screen": "bank" }, "do": [{ "show": "form" }] },
              { "when": { "activated": "Keep working" }, "do": [{ "show": "form" }] }
            ]
          }
        }
        """, path: "benefits.json")
  }

  static func source(_ expected: String) -> String {
    "Check: a check\nProfile: VoiceOver\nTask: tap \"Check my identity\"\nExpected: \(expected)\n"
  }

  /// Each expectation's judgement and message.
  static func judged(_ expected: String, on app: AppModel) throws -> [String] {
    try Checks.run(source: source(expected), against: app)[0].expectations.map { "\($0.judgement): \($0.message)" }
  }

  /// The errors of `expected` resolved against `app`, as `line:column: message`; none when it runs.
  static func refusals(_ expected: String, on app: AppModel) -> [String] {
    do {
      _ = try Checks.run(source: source(expected), against: app)
      return []
    } catch {
      return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
  }

  @Test("a button that states no effect cannot \"work\": an error at resolution that says what to add")
  func noStatedEffect() throws {
    // Only back to the form, starting nothing: before, any new screen passed.
    let app = try Self.app(request: #"{ "show": "form" }"#)
    let refusals = Self.refusals("\"Send a new bank request\" works", on: app)
    #expect(refusals.count == 1, "\(refusals)")
    #expect(
      refusals.first?.hasPrefix(
        "4:11: '\"Send a new bank request\" works' judges the effect app 'benefits' states for 'Send a new bank request', and it states none"
      ) == true, "\(refusals)")
    #expect(refusals.first?.contains(#"give its button "does": "navigate" when it takes the person"#) == true)
    #expect(refusals.first?.contains(#""staySignedIn", "saveAndSignOut", "signIn", "sendCode""#) == true)
    // The other phrases about the control still run: only "works" needs its effect.
    #expect(Self.refusals("\"Send a new bank request\" is reachable", on: app) == [])
    // A control of a team's Swift logic marked `.named` is refused the same way.
    let named = AppModel(named: "named", logic: OneButton())
    let swift = Self.refusals("\"Go on\" works", on: named)
    #expect(swift.contains { $0.contains("give its Element an action other than .named") }, "\(swift)")
  }

  @Test("a stated effect that happens passes, saying which; one that does not fails, naming it")
  func statedEffectJudged() throws {
    let app = try Self.app(request: #"{ "show": "waiting" }"#, requestDoes: "navigate")
    let passed = try Self.judged("\"Send a new bank request\" works", on: app)
    #expect(
      passed.first?.hasPrefix("passed: 'Send a new bank request' reached and activated by VoiceOver at ") == true,
      "\(passed)")
    #expect(
      passed.first?.hasSuffix(
        ", and it did what it is stated to do, show another screen: the waiting screen is showing")
        == true, "\(passed)")
    // Stated to navigate, but its rule leaves the person where they are.
    let stays = try Self.app(request: #"{ "announce": "Request sent" }"#, requestDoes: "navigate")
    let failed = try Self.judged("\"Send a new bank request\" works", on: stays)
    #expect(
      failed.first?.hasPrefix("failed: 'Send a new bank request' was activated at ") == true
        && failed.first?.hasSuffix(
          " but did not do what it is stated to do, show another screen: the bank check was still showing") == true,
      "\(failed)")
    // Stated to extend the session, it only goes back to the form: a new screen is not the
    // effect it states, so it fails naming the one it states, and where the session's end stayed.
    let keep = try Self.judged("\"Keep working\" works", on: app)
    #expect(
      keep.first?.contains(
        "but did not do what it is stated to do, extend the session: the session still ended at 15:00")
        == true, "\(keep)")
  }
}

extension ControlEffectTests {
  @Test("a button with no \"does\" whose rule starts a timer states that effect: judged, and named")
  func statedByItsRule() throws {
    // The correct app: a new request is a timer of its own, and the button shows the wait.
    let sends = #"{ "start": "bank.request", "after": "10 minutes" }, { "show": "waiting" }"#
    let app = try Self.app(request: sends)
    let passed = try Self.judged("\"Send a new bank request\" works", on: app)
    #expect(
      passed.first?.contains(
        ", and it did what its rule states, start 'bank.request': 'bank.request' set to run out at ") == true,
      "\(passed)")
    // The rule runs only below a cap the person has not reached: at the cap, nothing is sent,
    // and the failure names the effect the rule states.
    let capped = try Self.app(request: sends, requestIf: #"{ "atLeast": { "sent": 1 } }"#)
    let failed = try Self.judged("\"Send a new bank request\" works", on: capped)
    #expect(
      failed.first?.hasSuffix(
        " but did not do what its rule states, start 'bank.request': the bank check was still showing") == true,
      "\(failed)")
  }
}

extension ControlEffectTests {
  @Test("what the app does on the person's next act is not the control's: a rule that did not run fails")
  func nextActIsNotTheControls() throws {
    // "Keep working" would extend the session, but its rule never holds; typing renews the
    // session's timers, a moment later, on the person's next act.
    let app = try AppModel(
      json: """
        {
          "name": "renewing",
          "flow": {
            "form": ["Name", "Email"],
            "screens": { "form": { "title": "the claim form", "shows": ["form", { "button": "Keep working" }] } },
            "start": [
              { "show": "form" }, { "start": "session.expiry", "after": "15 minutes" },
              { "start": "session.warning", "after": "13 minutes" }
            ],
            "on": [
              {
                "when": { "activated": "Keep working" }, "if": { "atLeast": { "unlocked": 1 } },
                "do": [{ "extend": "session.expiry", "by": "15 minutes" }, { "start": "session.warning", "after": "28 minutes" }]
              },
              {
                "when": "typed",
                "do": [{ "start": "session.expiry", "after": "15 minutes" }, { "start": "session.warning", "after": "13 minutes" }]
              }
            ]
          }
        }
        """, path: "renewing.json")
    let source = "Profile: Touch\nTask: tap \"Keep working\", then fill 1 field\nExpected: \"Keep working\" works\n"
    let messages = try Checks.run(source: source, against: app)[0].expectations.map {
      "\($0.judgement): \($0.message)"
    }
    #expect(
      messages.first?.hasPrefix("failed: 'Keep working' was activated at ") == true
        && messages.first?.contains(
          "but did not do what its rule states, extend 'session.expiry', start 'session.warning'") == true,
      "\(messages)")
  }
}

/// A team's logic with one control it marks only by a name of its own.
private struct OneButton: AppLogic {
  var vocabulary: [Element] { [Element("Go on", role: .button, action: .named("goOn"))] }
  var form: [Field] { [] }
  var screen: AppScreen { AppScreen("only", title: "the only screen", elements: vocabulary) }
  var timers: [(name: TimerName, after: VirtualDuration)] { [(.sessionExpiry, .minutes(15))] }
  mutating func start() -> [AppOutput] { [.arm(.sessionExpiry, after: .minutes(15))] }
  mutating func handle(_ event: AppEvent, at now: VirtualInstant) -> [AppOutput] { [] }
}
