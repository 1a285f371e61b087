import Testing

@testable import Harness

/// `{ "left": APP }` and `{ "returned": APP, "outcome": … }` (issue 42, item 5): a hand-off to
/// the banking app is told from a trip to the password manager, and what the person answered
/// there from no answer. A correct app passes, and an app with one defect fails for it.
@Suite("Flow hand-offs to another app")
struct FlowHandOffTests {
  static let approvedRule = """
    { "when": { "returned": "bankingApp", "outcome": "approved" }, "if": { "running": "bank.request" },
      "do": [{ "cancel": "bank.request" }, { "show": "confirmed" }] },
    """

  static func app(approved: String = approvedRule) throws(DiagnosticList) -> AppModel {
    let json = """
      { "name": "identity-check", "flow": { "form": ["Name"],
        "screens": {
          "claim": { "title": "the claim", "shows": ["form", { "button": "Confirm with my bank" }] },
          "pending": { "title": "the bank check", "shows": [{ "text": "Approve the request in your banking app" }] },
          "confirmed": { "title": "the bank check", "shows": [{ "text": "Identity confirmed" }] },
          "declined": { "title": "the bank check", "shows": [{ "text": "You declined the request" }] },
          "timedOut": { "title": "the bank check", "shows": [{ "text": "Your bank request timed out" }] }
        },
        "start": [{ "show": "claim" }],
        "on": [
          { "when": { "activated": "Confirm with my bank" },
            "do": [{ "start": "bank.request", "after": "10 minutes" }, { "show": "pending" }] },
          \(approved)
          { "when": { "returned": "bankingApp", "outcome": "declined" },
            "do": [{ "cancel": "bank.request" }, { "show": "declined" }] },
          { "when": { "returned": "bankingApp" }, "if": { "running": "bank.request" },
            "do": [{ "announce": "Still waiting for your bank" }] },
          { "when": { "left": "passwordManager" }, "do": [{ "add": "trips" }] },
          { "when": "returned", "do": [{ "announce": "Welcome back" }] },
          { "when": { "runsOut": "bank.request" }, "do": [{ "show": "timedOut" }] }
        ] } }
      """
    return try AppModel(json: json, path: "identity-check.json")
  }

  static func run(_ task: String, _ expected: String, against app: AppModel) throws -> CheckResult {
    let check = "Check: the identity check\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    return try #require(Checks.run(source: check, against: app).first)
  }

  static let confirmed = #""Identity confirmed" is still shown when the task ends"#

  @Test("approving in the banking app confirms; declining and no answer do not")
  func outcomes() throws {
    let app = try Self.app()
    let approve = try Self.run(
      #"tap "Confirm with my bank"; switch to the banking app and approve"#, Self.confirmed, against: app)
    #expect(approve.verdict == .passed, "\(approve.expectations.map(\.message))")
    #expect(approve.timeline.map(\.text).contains("approves in the banking app"), "\(approve.timeline.map(\.text))")
    let decline = try Self.run(
      #"tap "Confirm with my bank"; switch to the banking app for 1 minute and decline"#,
      #""You declined the request" is still shown when the task ends"#, against: app)
    #expect(decline.verdict == .passed, "\(decline.expectations.map(\.message))")
    let noAnswer = try Self.run(
      #"tap "Confirm with my bank"; switch to the banking app for 2 minutes"#,
      #""Still waiting for your bank" is announced"#, against: app)
    #expect(noAnswer.verdict == .passed, "\(noAnswer.expectations.map(\.message))")
    let stayedAway = try Self.run(
      #"tap "Confirm with my bank"; switch to the banking app; wait 11 minutes; return to the app"#,
      #""Your bank request timed out" is still shown when the task ends"#, against: app)
    #expect(stayedAway.verdict == .passed, "\(stayedAway.expectations.map(\.message))")
    // One defect: any return from the banking app confirms, whatever the person answered.
    let anyAnswer = try Self.app(
      approved: #"{ "when": { "returned": "bankingApp" }, "do": [{ "show": "confirmed" }] },"#)
    let declined = try Self.run(
      #"tap "Confirm with my bank"; switch to the banking app and decline"#, Self.confirmed, against: anyAnswer)
    #expect(declined.verdict == .passed, "the defect confirms a declined request")
    let judged = try Self.run(
      #"tap "Confirm with my bank"; switch to the banking app and decline"#,
      #""You declined the request" is still shown when the task ends"#, against: anyAnswer)
    #expect(judged.verdict == .failed, "\(judged.expectations.map(\.message))")
  }

  @Test("a trip to the password manager is not the banking app's answer")
  func passwordManager() throws {
    let task = #"tap "Confirm with my bank"; switch to the password manager for 1 minute"#
    let notConfirmed = #""Identity confirmed" is not shown"#
    let result = try Self.run(task, notConfirmed, against: Self.app())
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    #expect(try Self.run(task, #""Welcome back" is announced"#, against: Self.app()).verdict == .passed)
    #expect(
      try Self.run(task, #""Still waiting for your bank" is not announced"#, against: Self.app()).verdict == .passed)
    // One defect: the app takes any return for the bank's approval.
    let anyReturn = try Self.app(
      approved: #"{ "when": "returned", "if": { "running": "bank.request" }, "do": [{ "show": "confirmed" }] },"#)
    let defect = try Self.run(task, notConfirmed, against: anyReturn)
    #expect(defect.verdict == .failed, "\(defect.expectations.map(\.message))")
  }

  @Test("an unknown app or outcome, and an outcome of an app that asks nothing, are errors at their place")
  func problems() throws {
    func problems(_ rule: String) -> [String] {
      do {
        _ = try Self.app(approved: rule)
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    let app = problems(#"{ "when": { "returned": "bankApp" }, "do": [] },"#)
    #expect(app.first?.contains("did you mean 'bankingApp'?") == true, "\(app)")
    #expect(app.first?.hasPrefix("identity-check.json:") == true, "\(app)")
    let outcome = problems(#"{ "when": { "returned": "bankingApp", "outcome": "aproved" }, "do": [] },"#)
    #expect(outcome.first?.contains("did you mean 'approved'?") == true, "\(outcome)")
    let asksNothing = problems(#"{ "when": { "returned": "passwordManager", "outcome": "approved" }, "do": [] },"#)
    #expect(asksNothing.first?.contains("the password manager asks nothing") == true, "\(asksNothing)")
    let extra = problems(#"{ "when": { "left": "bankingApp", "outcome": "approved" }, "do": [] },"#)
    #expect(extra.first?.contains("'left' takes nothing beside it") == true, "\(extra)")
  }

  @Test("the settings say which app a rule waits for and with what answer")
  func described() throws {
    let settings = AppSettings.describe(try Self.app()).map(\.value)
    #expect(
      settings.contains { $0.hasPrefix("when returned from the banking app (approved) if 'bank.request' running") },
      "\(settings)")
    #expect(settings.contains { $0.hasPrefix("when left to the password manager: add 1 to trips") }, "\(settings)")
    #expect(settings.contains { $0.hasPrefix("when returned: announce") }, "\(settings)")
  }
}
