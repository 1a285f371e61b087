import Foundation
import Testing

@testable import Harness

/// A quoted text is held to the texts the app can show or say (issue 43, item 4): a claim
/// that a text is not shown or not announced, quoting one the app never has in any state,
/// could never fail, so it is an error when the check is resolved, with the closest texts
/// the app has; a positive claim on such a quote fails, as the person met nothing of it, and
/// says the quote may be what is wrong.
@Suite("Quoted texts the app must have")
struct QuotedTextTests {
  static func problems(_ expected: String, app: AppModel = .fixed) -> [String] {
    let source = "Check: q\nProfile: VoiceOver\nTask: wait until the warning appears\nExpected: \(expected)\n"
    do {
      _ = try Checks.run(source: source, against: app)
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  @Test("a negative claim on a text the app never has is an error naming the closest it has")
  func negativeOnNothing() {
    let shown = Self.problems("\"Logged out\" is not shown")
    #expect(
      shown.first?.hasPrefix(
        "app 'fixed' never shows or says a text holding \"Logged out\", so '\"Logged out\" is not shown' could judge nothing the person meets; the closest it has: \"Your login timed out\""
      ) == true, "\(shown)")
    #expect(!Self.problems("\"Session timed out\" is not announced").isEmpty)
    // Texts the app has, in any state and any case, are fine: on the timeout screen only, or a
    // word the fixed app never shows but a description may ("biometric").
    #expect(Self.problems("\"signed out\" is not shown").isEmpty)
    #expect(Self.problems("\"Technical details\" is not shown").isEmpty)
    #expect(Self.problems("\"Your session ends in 2 minutes.\" is not announced").isEmpty)
  }

  @Test("a placeholder holds a value: a number, a duration, a time, never other words")
  func placeholders() {
    let texts = AppTexts(["Your session ends in {session.lead}.", "Selected: {slot}", "You are number {n} in line"])
    #expect(texts.couldHold("Your session ends in 2 minutes"))
    #expect(texts.couldHold("ends in 1 minute 30 seconds."))
    #expect(texts.couldHold("2 minutes."))
    #expect(texts.couldHold("Selected: Tuesday 9:30"))
    #expect(texts.couldHold("number 12 in line"))
    #expect(!texts.couldHold("Your session ends in two minutes"))
    #expect(!texts.couldHold("Your session ends now"))
    #expect(!texts.couldHold("You are first in line"))
  }

  @Test("a positive claim on a text the app never has fails, saying the quote may be wrong")
  func positiveOnNothing() throws {
    let source =
      "Check: q\nProfile: VoiceOver\nTask: wait until the warning appears\nExpected: \"Logged out\" is shown\n"
    let outcome = try #require(Checks.run(source: source, against: .fixed).first?.expectations.first)
    #expect(outcome.judgement == .failed)
    #expect(
      outcome.message.hasSuffix(
        "; no text of app 'fixed' holds \"Logged out\" in any state: quote its words as the app gives them ('checkrun app' lists them)"
      ), "\(outcome.message)")
    // A text it has, not met, fails without the note.
    let met = "Check: q\nProfile: Touch\nTask: wait 1 minute\nExpected: \"Code expired\" is shown\n"
    let plain = try #require(Checks.run(source: met, against: .fixed).first?.expectations.first)
    #expect(plain.judgement == .failed && !plain.message.contains("no text of app"), "\(plain.message)")
  }

  @Test("a flow's texts are its screens' elements, its form and what its rules announce")
  func flowTexts() throws {
    let claim = try QAFixtures.example("claim.json")
    #expect(Self.problems("\"Your bank request timed out\" is not shown", app: claim).isEmpty)
    #expect(Self.problems("\"Your session will end in 1 minute 20 seconds\" is not announced", app: claim).isEmpty)
    let missing = Self.problems("\"Session expired\" is not shown", app: claim)
    #expect(missing.first?.contains("app 'claim' never shows or says a text holding \"Session expired\"") == true)
  }

  @Test("a text VoiceOver read as focus landed on it is not an announcement, and the failure says which claim fits")
  func readOnFocus() throws {
    let source =
      "Check: p\nProfile: VoiceOver\nTask: enter an incorrect passcode; dismiss the notice with the close button\n"
      + "Expected: \"Enter your passcode\" is announced\n"
    let outcome = try #require(Checks.run(source: source, against: .fixed).first?.expectations.first)
    #expect(outcome.judgement == .failed)
    #expect(
      outcome.message.hasSuffix(
        "VoiceOver read 'Enter your passcode' when focus moved to it at 00:21.3, which is the person reading the screen, not an announcement the app posted: claim 'focus moves to \"Enter your passcode\"' for that"
      ), "\(outcome.message)")
  }
}
