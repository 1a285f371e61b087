import Testing

@testable import Harness

/// One timer in two roles (issue 42, item 5): a seat hold that is also the session's end, so
/// moving one moves the other, and both the hold's and the session's claims read it.
@Suite("A flow's timer in two roles")
struct FlowSameTimersTests {
  static let twins = #""sameTimers": { "slot.hold": "session.expiry" },"#
  static let separate = #"{ "start": "session.expiry", "after": "10 minutes" },"#

  static func app(twins: String = twins, separate: String = "") throws(DiagnosticList) -> AppModel {
    let json = """
      { "name": "tickets", "flow": { "form": ["Name"], \(twins)
        "screens": {
          "checkout": { "title": "the checkout", "shows": ["form", { "button": "More time" }] },
          "released": { "title": "the released seats", "shows": [{ "text": "Your seats were released" }] },
          "signedOut": { "title": "the signed-out screen", "shows": [{ "text": "Signed out" }] }
        },
        "start": [{ "show": "checkout" }, \(separate){ "hold": "slot", "for": "10 minutes" }],
        "on": [
          { "when": { "activated": "More time" }, "do": [{ "extend": "slot.hold", "by": "5 minutes" }] },
          { "when": { "runsOut": "slot.hold" }, "do": [{ "show": "released" }] },
          { "when": { "runsOut": "session.expiry" }, "do": [{ "overlay": "signedOut" }, { "announce": "Signed out" }] }
        ] } }
      """
    return try AppModel(json: json, path: "tickets.json")
  }

  static func run(_ task: String, _ expected: String, against app: AppModel) throws -> CheckResult {
    let check = "Check: the seats\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    return try #require(Checks.run(source: check, against: app).first)
  }

  @Test("the hold's end is the session's: both claims read it, and both run out at one instant")
  func oneTimer() throws {
    let app = try Self.app()
    let held = try Self.run("wait 1 minute", "the slot is held for at least 10 minutes", against: app)
    #expect(held.verdict == .passed, "\(held.expectations.map(\.message))")
    let ended = try Self.run("let the session expire", #""Your seats were released" is shown"#, against: app)
    #expect(ended.verdict == .passed, "\(ended.expectations.map(\.message))")
    #expect(ended.simulated == .minutes(10), "\(ended.simulated)")
  }

  @Test("extending the hold extends the session; two separate timers drift apart")
  func extended() throws {
    let task = #"tap "More time"; wait 12 minutes"#
    let result = try Self.run(task, #""Signed out" is not shown"#, against: Self.app())
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    // One defect: the session is a timer of its own, which "More time" does not move.
    let defect = try Self.run(
      task, #""Signed out" is not shown"#, against: Self.app(twins: "", separate: Self.separate))
    #expect(defect.verdict == .failed, "\(defect.expectations.map(\.message))")
  }

  @Test("a pair no effect starts, or a timer paired twice, is an error at its place")
  func problems() throws {
    func problems(_ twins: String) -> [String] {
      do {
        _ = try Self.app(twins: twins, separate: "")
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    let neither = problems(#""sameTimers": { "seat.hold": "session.expiry" },"#)
    #expect(neither.contains { $0.contains("no effect starts either") }, "\(neither)")
    let twice = problems(#""sameTimers": { "slot.hold": "session.expiry", "session.expiry": "other" },"#)
    #expect(twice.contains { $0.contains("pairs a timer twice") }, "\(twice)")
    #expect(AppSettings.describe(try Self.app()).contains { $0.key == "flow.sameTimers" })
  }
}
