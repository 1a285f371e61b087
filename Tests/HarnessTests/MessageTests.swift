import Testing

@testable import Harness

/// Messages give the true reason (issue 26, item 6).
@Suite("Messages give the true reason")
struct MessageTests {
  /// The message of the only expectation of a one-expectation check.
  func message(_ profile: String, _ task: String, _ expected: String, app: AppModel = .fixed) throws -> String {
    let result = try #require(runCheck(checkText(profile: profile, task: task, expected: expected), app: app))
    let outcome = try #require(result.expectations.first)
    #expect(!outcome.passed, "\(outcome)")
    return outcome.message
  }

  @Test("an announcement posted while the person was in another app says so, not that the profile hears none")
  func announcedWhileAway() throws {
    let away = try message(
      "VoiceOver", "fill 3 fields, then switch to another app for 14 minutes", "the warning is announced")
    #expect(away.contains("the person was in another app then"), "\(away)")
    #expect(!away.contains("does not hear announcements"), "\(away)")
    let deaf = try message("Switch Control", "fill 3 fields", "the warning is announced")
    #expect(deaf.contains("Switch Control does not hear announcements"), "\(deaf)")
  }

  @Test("a label that never appeared names the controls that were on screen")
  func labelNeverAppeared() throws {
    let found = try message("Touch", "wait until the warning appears", "\"Resend code\" works")
    #expect(found.hasPrefix("'Resend code' never appeared; "), "\(found)")
    #expect(found.contains("'Stay signed in'"), "\(found)")
    #expect(found.hasSuffix(", and the sign-in screen is showing"), "\(found)")
  }
}
