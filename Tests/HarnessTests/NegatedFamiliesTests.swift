import Foundation
import Testing

@testable import Harness

/// Negation on the claims about reaching and focus (issue 43, item 3): `"LABEL" is not
/// reachable` (when the task ended) and `focus does not move to "TEXT"`, each failing on the app
/// that does what it denies.
@Suite("Claims that deny: not reachable, focus does not move")
struct NegatedFamiliesTests {
  static func judged(_ profile: String, _ task: String, _ expected: String, on app: AppModel) throws -> [String] {
    let source = "Check: n\nProfile: \(profile)\nTask: \(task)\nExpected: \(expected)\n"
    return try Checks.run(source: source, against: app)[0].expectations.map { "\($0.judgement): \($0.message)" }
  }

  @Test("a control its condition hides after three extensions is not reachable; offered still, it is")
  func notReachable() throws {
    let claim = try QAFixtures.example("claim.json")
    let once = "wait until the warning appears; tap \"Keep working\""
    let task = [once, once, once, "wait until the warning appears"].joined(separator: "; ")
    let gone = try Self.judged("VoiceOver", task, "\"Keep working\" is not reachable", on: claim)
    #expect(gone[0].hasPrefix("passed"), "\(gone)")
    // At the first warning it is offered: the denial fails.
    let offered = try Self.judged(
      "VoiceOver", "wait until the warning appears", "\"Keep working\" is not reachable", on: claim)
    #expect(offered[0].hasPrefix("failed"), "\(offered)")
    // A control the app lacks is an error, as for the claim it denies.
    #expect(throws: DiagnosticList.self) {
      try Self.judged("VoiceOver", task, "\"Keep wroking\" is not reachable", on: claim)
    }
  }

  @Test("focus that goes to the keypad's field fails 'focus does not move to' it; to the instructions, it passes")
  func focusDoesNotMove() throws {
    let task = "enter an incorrect passcode; dismiss the notice with the close button"
    // "Passcode" is the field, compared whole: the instructions "Enter your passcode" are not it.
    let fixed = try Self.judged("VoiceOver", task, "focus does not move to \"Passcode\"", on: .fixed)
    #expect(fixed[0].hasPrefix("passed: focus moved to 'Enter your passcode'"), "\(fixed)")
    let fault = try #require(Fault.catalogue.first { $0.id == "wrong-focus" })
    let keypad = try Self.judged(
      "VoiceOver", task, "focus does not move to \"Passcode\"", on: fault.applied(to: .fixed))
    #expect(keypad[0].hasPrefix("failed: focus moved to 'Passcode' at "), "\(keypad)")
    // Its quote must be a text the app has: one it never shows could never be focused.
    #expect(throws: DiagnosticList.self) {
      try Self.judged("VoiceOver", task, "focus does not move to \"the keypad\"", on: .fixed)
    }
  }
}
