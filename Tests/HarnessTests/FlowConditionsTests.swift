import Foundation
import Testing

@testable import Harness

/// Conditions on a timer running, on the screen not showing, on a single effect, and
/// counters that go back to zero (issue 42, item 5): a correct app passes, and an app with
/// one defect fails for it.
@Suite("Flow conditions and counters")
struct FlowConditionsTests {
  /// A claim that waits on a bank: "Continue" shows the waiting screen while `bank.request`
  /// runs and the timed-out screen after; a new request is offered while `tries` is below 2,
  /// "Start over" sets it back to 0, and the second request says it is the last.
  static func bank(
    continueRules: String? = nil, startOver: String = #"{ "reset": "tries" }, "#,
    lastTry: String = #", "if": { "atLeast": { "tries": 1 } }"#
  ) throws -> AppModel {
    let timerRules = """
      { "when": { "activated": "Continue" }, "if": { "running": "bank.request" }, "do": [{ "show": "waiting" }] },
      { "when": { "activated": "Continue" }, "if": { "notRunning": "bank.request" }, "do": [{ "show": "timedOut" }] },
      """
    let rules = continueRules ?? timerRules
    let json = """
      { "name": "bank-check", "flow": { "form": ["Name"],
        "screens": {
          "home": { "title": "the claim",
            "shows": ["form", { "button": "Check with my bank" }, { "button": "Continue" }] },
          "waiting": { "title": "the bank check", "shows": [{ "text": "Still waiting for your bank" }] },
          "timedOut": { "title": "the bank check", "shows": [
            { "text": "Your bank request timed out" },
            { "button": "Send a new bank request", "if": { "below": { "tries": 2 } } },
            { "button": "Start over" }] }
        },
        "start": [{ "show": "home" }],
        "on": [
          \(rules)
          { "when": { "activated": "Check with my bank" },
            "do": [{ "start": "bank.request", "after": "2 minutes" },
                   { "announce": "This is your last try"\(lastTry) }, { "add": "tries" }] },
          { "when": { "activated": "Send a new bank request" }, "if": { "below": { "tries": 2 } },
            "do": [{ "start": "bank.request", "after": "2 minutes" }, { "add": "tries" }, { "show": "home" }] },
          { "when": { "activated": "Start over" }, "do": [\(startOver){ "show": "home" }] }
        ] } }
      """
    return try AppModel(json: json, path: "bank-check.json")
  }

  static func run(_ task: String, _ expected: String, against app: AppModel) throws -> CheckResult {
    let check = "Check: the bank check\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    return try #require(Checks.run(source: check, against: app).first)
  }

  @Test("a rule for a timer running, and one for it not running, each runs only then")
  func running() throws {
    let late = #"tap "Check with my bank", then wait 3 minutes, then tap "Continue""#
    let early = #"tap "Check with my bank", then wait 1 minute, then tap "Continue""#
    let timedOut = #""Your bank request timed out" is still shown when the task ends"#
    let waiting = #""Still waiting for your bank" is still shown when the task ends"#
    let app = try Self.bank()
    for (task, expected) in [(late, timedOut), (early, waiting)] {
      let result = try Self.run(task, expected, against: app)
      #expect(result.verdict == .passed, "\(task): \(result.expectations.map(\.message))")
    }
    // One defect: "Continue" shows the waiting screen whether the bank's time ran out or not.
    let ignoresTheTimer = try Self.bank(
      continueRules: #"{ "when": { "activated": "Continue" }, "do": [{ "show": "waiting" }] },"#)
    let result = try Self.run(late, timedOut, against: ignoresTheTimer)
    #expect(result.verdict == .failed)
    #expect(result.expectations.first?.message.contains("Your bank request timed out") == true)
  }

  @Test("a reset effect sets a counter back to 0, and what it decides is offered again")
  func reset() throws {
    let twice =
      #"tap "Check with my bank"; wait 3 minutes; tap "Continue"; tap "Send a new bank request"; "#
      + #"wait 3 minutes; tap "Continue""#
    let task = twice + #"; tap "Start over"; tap "Check with my bank"; wait 3 minutes; tap "Continue""#
    let offered = #""Send a new bank request" is still shown when the task ends"#
    #expect(try Self.run(task, offered, against: Self.bank()).verdict == .passed)
    // Two tries spent: the button is gone until the counter is reset.
    #expect(try Self.run(twice, offered, against: Self.bank()).verdict == .failed)
    // One defect: "Start over" does not reset the tries.
    let result = try Self.run(task, offered, against: Self.bank(startOver: ""))
    #expect(result.verdict == .failed, "\(result.expectations.map(\.message))")
  }

  @Test("an effect's own 'if' is judged as the event found the app, before its rule's other effects")
  func effectCondition() throws {
    let first = #"tap "Check with my bank""#
    let secondTask = #"tap "Check with my bank"; wait 3 minutes; tap "Continue"; tap "Send a new bank request""#
    let notSaid = #""This is your last try" is not announced"#
    let said = #""This is your last try" is announced"#
    let app = try Self.bank()
    #expect(try Self.run(first, notSaid, against: app).verdict == .passed)
    // The rule for the second request has no announcement: only the first rule's `if` decides.
    let afterTwo = try Self.run(secondTask, said, against: app)
    #expect(afterTwo.verdict == .failed, "the second request's rule does not announce")
    // Tried again from the start, the counter at 1 before the rule adds to it: said.
    let again = #"tap "Check with my bank"; wait 3 minutes; tap "Continue"; tap "Start over"; tap "Check with my bank""#
    let noReset = try Self.bank(startOver: "")
    #expect(try Self.run(again, said, against: noReset).verdict == .passed)
    // One defect: the effect has no condition, so the first try is called the last.
    let result = try Self.run(first, notSaid, against: Self.bank(lastTry: ""))
    #expect(result.verdict == .failed, "\(result.expectations.map(\.message))")
  }

  /// The portal of checks/examples with "Keep me signed in" at most twice per sign-in.
  static func portal(scope: String) throws -> AppModel {
    try AppModel(json: portalJSON(scope: scope), path: "per-sign-in.json")
  }

  /// The same, as its app file.
  static func portalJSON(scope: String) -> String {
    """
    { "name": "per-sign-in", "flow": { "form": ["Name", "Email"],
      "screens": {
        "checkout": { "title": "the checkout", "shows": ["form"] },
        "warning": { "title": "the checkout", "shows": [
          { "text": "You will be signed out in 2 minutes" },
          { "button": "Keep me signed in", "does": "staySignedIn", "if": { "below": { "extensions": 2 } } }] },
        "signedOut": { "title": "the signed-out screen",
          "shows": [{ "text": "Signed out" }, { "button": "Sign in", "does": "signIn" }] }
      },
      "start": [{ "show": "checkout" }, { "start": "session.expiry", "after": "10 minutes" },
                { "start": "session.warning", "after": "8 minutes" }],
      "counters": { "extensions": "\(scope)" },
      "on": [
        { "when": { "runsOut": "session.warning" },
          "do": [{ "show": "warning" }, { "announce": "You will be signed out in 2 minutes" }] },
        { "when": { "runsOut": "session.expiry" }, "do": [{ "show": "signedOut" }, { "announce": "Signed out" }] },
        { "when": { "activated": "Keep me signed in" }, "if": { "screen": "warning", "below": { "extensions": 2 } },
          "do": [{ "add": "extensions" }, { "show": "checkout" },
                 { "start": "session.expiry", "after": "10 minutes" },
                 { "start": "session.warning", "after": "8 minutes" }] },
        { "when": { "activated": "Sign in" }, "if": { "screen": "signedOut" },
          "do": [{ "show": "checkout" }, { "start": "session.expiry", "after": "10 minutes" },
                 { "start": "session.warning", "after": "8 minutes" }] }
      ] } }
    """
  }

  @Test("a counter kept per sign-in starts again at 0 when the person signs in, not when they extend")
  func perSignIn() throws {
    let task =
      #"wait until the warning appears; tap "Keep me signed in"; wait until the warning appears; "#
      + #"tap "Keep me signed in"; let the session expire; sign in"#
    let check = "the session can be extended twice"
    let result = try Self.run(task, check, against: Self.portal(scope: "perSignIn"))
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    // Extending does not reset it: a third extension in one sign-in is refused.
    let thrice = try Self.run(
      "wait until the warning appears", "the session can be extended 3 times",
      against: Self.portal(scope: "perSignIn"))
    #expect(thrice.verdict == .failed, "\(thrice.expectations.map(\.message))")
    // One defect: the count is kept for the whole check, so after signing in there is none left.
    let perCheck = try Self.run(task, check, against: Self.portal(scope: "perCheck"))
    #expect(perCheck.verdict == .failed, "\(perCheck.expectations.map(\.message))")
  }

  @Test("a condition's unknown key, a timer no effect starts and a screen the flow lacks are errors at their place")
  func problems() throws {
    func problems(_ json: String) -> [String] {
      do {
        _ = try AppModel(json: json, path: "bad.json")
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    let base = """
      { "name": "bad", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "home", "shows": ["form", { "button": "Go" }] } },
        "start": [{ "show": "home" }, { "start": "poll", "after": "1 minute" }, { "add": "goes" }],
        %@ } }
      """
    func with(_ rest: String) -> String { base.replacingOccurrences(of: "%@", with: rest) }
    let typo = problems(with(#""on": [{ "when": { "activated": "Go" }, "if": { "runing": "poll" }, "do": []}]"#))
    #expect(typo.first?.contains("unknown condition 'runing'") == true, "\(typo)")
    #expect(typo.first?.contains("did you mean 'running'?") == true, "\(typo)")
    let timer = problems(with(#""on": [{ "when": { "activated": "Go" }, "if": { "notRunning": "pol" }, "do": []}]"#))
    #expect(
      timer.first?.contains("names the timer 'pol', but no effect starts it; did you mean 'poll'?") == true, "\(timer)")
    let screen = problems(
      with(#""on": [{ "when": { "activated": "Go" }, "do": [{ "show": "home", "if": { "notScreen": "hom" } }]}]"#))
    #expect(screen.first?.contains("'if.notScreen' in effect 1 of rule 1") == true, "\(screen)")
    #expect(screen.first?.contains("did you mean 'home'?") == true, "\(screen)")
    let scope = problems(with(#""counters": { "goes": "perSignin" }, "on": []"#))
    #expect(scope.first?.contains(#"is "perCheck" or "perSignIn""#) == true, "\(scope)")
    #expect(scope.first?.contains("did you mean 'perSignIn'?") == true, "\(scope)")
    let unknown = problems(with(#""counters": { "gose": "perSignIn" }, "on": []"#))
    #expect(unknown.first?.contains("no effect adds to it; did you mean 'goes'?") == true, "\(unknown)")
    // Each at its line and column.
    #expect(typo.first?.contains("bad.json:") == true, "\(typo)")
  }

  @Test("the app settings, and so the app hash, say each new condition, reset and counter scope")
  func inTheSettings() throws {
    func settings(_ app: AppModel) -> [String] { AppSettings.describe(app).map { "\($0.key)=\($0.value)" } }
    let perSignIn = settings(try Self.portal(scope: "perSignIn"))
    let perCheck = settings(try Self.portal(scope: "perCheck"))
    #expect(perSignIn.contains("flow.counters=extensions perSignIn"), "\(perSignIn)")
    #expect(perSignIn != perCheck)
    let bank = settings(try Self.bank())
    #expect(bank.contains { $0.contains("if 'bank.request' not running: show timedOut") }, "\(bank)")
    #expect(bank.contains { $0.contains("announce \"This is your last try\" only if tries at least 1") }, "\(bank)")
    #expect(bank.contains { $0.contains("reset tries to 0; show home") }, "\(bank)")
    #expect(bank != settings(try Self.bank(lastTry: "")))
  }
}
