import Foundation
import Testing

@testable import Harness

/// Steps on the app's own timers and texts (issue 43, item 5): `let "bank.request" run out`,
/// `wait until "TEXT" is shown`. A timer not running fails the step saying so; a built-in app,
/// whose timers have phrases of their own, and a text the app never has are errors at
/// resolution.
@Suite("Waiting for the app's own timer or text")
struct WaitForTheAppTests {
  static var claim: AppModel { get throws { try QAFixtures.example("claim.json") } }

  static func run(_ task: String, _ expected: String, on app: AppModel) throws -> CheckResult {
    let source = "Check: w\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    return try #require(Checks.run(source: source, against: app).first)
  }

  static let toTheBank = "tap \"Next\"; tap \"Next\"; tap \"Confirm with my bank\""

  @Test("the step ends when the named timer runs out, its rules run")
  func timer() throws {
    for phrase in ["let \"bank.request\" run out", "wait until the timer \"bank.request\" runs out"] {
      let result = try Self.run(
        "\(Self.toTheBank); \(phrase)", "\"Your bank request timed out\" is still shown", on: Self.claim)
      #expect(result.verdict == .passed, "\(phrase): \(result.expectations.map(\.message))")
      #expect(result.steps.last?.endedAt.sinceStart == .minutes(10) + .seconds(30), "\(result.steps)")
    }
    // Not running: the step fails saying so, at once.
    let idle = try Self.run("let \"bank.request\" run out", "\"Sign in\" is not shown", on: Self.claim)
    #expect(
      idle.steps.last?.failure
        == "waited for 'bank.request' to run out, but 'bank.request' is not running at 00:00: About you (page 1 of 3) is showing",
      "\(idle.steps)")
  }

  @Test("the step ends when the screen shows the text")
  func text() throws {
    let result = try Self.run(
      "\(Self.toTheBank); wait until \"Your bank request timed out\" is shown", "\"Send a new bank request\" works",
      on: Self.claim)
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    #expect(result.steps.last?.endedAt.sinceStart == .minutes(10) + .seconds(30), "\(result.steps)")
  }

  @Test("a timer of a built-in app, one the flow never starts, or a text it never has is an error")
  func errors() throws {
    func problem(_ task: String, on app: AppModel) -> String {
      let source = "Check: w\nProfile: VoiceOver\nTask: \(task)\nExpected: the warning is announced\n"
      do {
        _ = try Checks.run(source: source, against: app)
        return ""
      } catch {
        return error.diagnostics.first?.message ?? ""
      }
    }
    #expect(
      problem("let \"session.expiry\" run out", on: .fixed).contains(
        "runs the built-in flows, whose timers have phrases of their own: 'let the session expire'"))
    #expect(
      problem("let \"bank.reqest\" run out", on: try Self.claim).contains(
        "waits for the timer 'bank.reqest' to run out, and app 'claim' sets no timer of that name"))
    #expect(
      problem("wait until \"Bank said no\" is shown", on: try Self.claim).contains(
        "so 'wait until \"Bank said no\" is shown' could wait for nothing the person meets"))
  }
}
