import Testing

@testable import Harness

/// False passes and wrong reasons a QA engineer found writing checks from the seeds (issue
/// 26): each fails on the code before its fix.
@Suite("What the person had to do again, and why")
struct RetypedTests {
  /// The outcomes of `expected` after `task`, for `profile`, on `app`.
  static func judge(_ profile: String, _ task: String, _ expected: String, app: AppModel) throws -> [(
    CheckResult.Judgement, String
  )] {
    let result = try #require(runCheck(checkText(profile: profile, task: task, expected: expected), app: app))
    return result.expectations.map { ($0.judgement, $0.message) }
  }

  @Test("fields typed again after the app lost them were lost: progress kept and no input lost fail on before")
  func retypedIsLost() throws {
    let task = "fill 5 fields, let the session expire, sign in again, fill 5 fields"
    for expected in ["no input is lost", "other progress is kept"] {
      let before = try #require(try Self.judge("Full Keyboard Access", task, expected, app: .before).first)
      #expect(before.0 == .failed, "\(expected): \(before.1)")
      #expect(
        before.1.hasSuffix("'Address line 1'; the person had to enter them again"),
        "\(before.1)")
      let fixed = try #require(try Self.judge("Full Keyboard Access", task, expected, app: .fixed).first)
      #expect(fixed.0 == .passed, "\(expected): \(fixed.1)")
    }
    // The identity check, emptied when the code expired and filled again.
    let code = "request a one-time code, let the code expire, recover, request a one-time code"
    #expect(try Self.judge("Switch Control", code, "other progress is kept", app: .before).first?.0 == .failed)
    #expect(try Self.judge("Switch Control", code, "other progress is kept", app: .fixed).first?.0 == .passed)
  }

  @Test("fields typed again after signing in were not restored by the app")
  func retypedIsNotRestored() throws {
    let task = "fill 6 fields, let the session expire, log in again, fill 6 fields"
    let expected = "after expiry, allowed fields are restored after login"
    let before = try #require(try Self.judge("Cognitive", task, expected, app: .before).first)
    #expect(before.0 == .failed)
    #expect(before.1.contains("0 of 6 allowed fields came back"), "\(before.1)")
    #expect(try Self.judge("Cognitive", task, expected, app: .fixed).first?.0 == .passed)
  }

  @Test("a person in another app through the warning neither hears nor reads it")
  func awayThroughTheWarning() throws {
    let task = "fill 5 fields, switch to another app for 14 minutes, return to the app"
    let expected = "the warning leaves at least 20 seconds to respond"
    let heard = try #require(try Self.judge("VoiceOver", task, expected, app: .fixed).first)
    #expect(heard.0 == .failed)
    #expect(heard.1.hasSuffix("cannot perceive it: the person was in another app when it was announced"), "\(heard.1)")
    // One who reads it reads it when they come back.
    let read = try #require(try Self.judge("Touch", task, expected, app: .fixed).first)
    #expect(read.1.hasPrefix("Touch had taken in the warning by 14:"), "\(read.1)")
  }

  @Test("a control gone before the end of the task is said to be gone, not never to have appeared")
  func goneNotNever() throws {
    let outcome = try #require(
      try Self.judge(
        "Switch Control", "fill the long form until the session expires", "\"Stay signed in\" works", app: .fixed
      ).first)
    #expect(outcome.0 == .failed)
    #expect(
      outcome.1.hasPrefix(
        "'Stay signed in' was gone by the end of the task: the warning showed it from 13:00 to 15:00"), "\(outcome.1)")
    // What showed when the task ended, whatever a probe went on to see.
    #expect(outcome.1.hasSuffix(", and at the end the sign-in screen was showing"), "\(outcome.1)")
  }

  @Test("a token cancelled by failed Face ID is not said to be a finished sign-in")
  func failedFaceIDIsNoSignIn() throws {
    let outcome = try #require(
      try Self.judge(
        "Larger Text AX2", "open the app with Face ID, fail Face ID twice, wait 2 minutes",
        "the timeout screen says it timed out for security", app: .fixed
      ).first)
    #expect(outcome.0 == .cannotBeJudged)
    #expect(
      outcome.1.hasPrefix("the sign-in token never expired: Face ID failed as often as the app allows"), "\(outcome.1)")
  }
}
