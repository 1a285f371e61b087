import Testing

@testable import Harness

/// Two false passes a QA engineer's mutants found (issue 44's review): a card number the app
/// forgot to mark sensitive, and a sign-in message that says the opposite of what the draft
/// holds. Each claim now judges what the field is and what the draft held.
@Suite("Secrets and the message, as they are")
struct TruthfulDraftTests {
  static let task = "fill the long form, then let the session expire"

  static func run(_ expected: String, on app: AppModel) throws -> CheckResult {
    try #require(runCheck(checkText(profile: "Touch", task: task, expected: expected), app: app))
  }

  @Test("a card number the app does not mark sensitive is still a card number: keeping it fails, and says so")
  func unmarkedCardNumber() throws {
    let app = try AppModel(
      json: """
        {"base": "fixed", "name": "careless", "forms": {"long": ["Full name", "Card number", "Expiry date",
         {"label": "Password", "sensitive": true}]}}
        """, path: "careless.json")
    for expected in ["card numbers and passwords are never saved", "sensitive fields are not saved"] {
      let result = try Self.run(expected, on: app)
      #expect(result.verdict == .failed, "\(expected): \(result.expectations.map(\.message))")
      #expect(
        result.expectations.first?.message
          == "the draft store held sensitive fields: 'Card number'; the app does not mark 'Card number' sensitive, though its label names a card number"
      )
    }
    #expect(try Self.run("sensitive fields are not saved", on: .fixed).verdict == .passed)
    #expect(SecretLabels.secret("Card No.") == "a card number" && SecretLabels.secret("Your PIN") == "a PIN")
    #expect(SecretLabels.secret("Pinned items") == nil && SecretLabels.secret("Passcode") == "a passcode")
  }

  @Test("the message must say what the draft holds: 'Nothing was saved' over a saved form fails, and the reverse")
  func messageAndDraftAgree() throws {
    let nothingSaid = try AppModel(
      json: """
        {"base": "fixed", "name": "says-nothing", "words": {"session.expired": "You were signed out after {session.length}. Nothing was saved."}}
        """, path: "a.json")
    let lie = try Self.run("the message says what was kept", on: nothingSaid)
    #expect(lie.verdict == .failed)
    #expect(lie.expectations.first?.message.contains("that nothing was kept, but the draft held 'Full name'") == true)
    let savedSaid = try AppModel(
      json: """
        {"base": "fixed", "name": "says-saved", "session": {"drafts": "none"},
         "words": {"session.expiredNothingSaved": "You were signed out after {session.length}. Your form is saved."}}
        """, path: "b.json")
    let promise = try Self.run("the message says what was kept", on: savedSaid)
    #expect(promise.verdict == .failed)
    #expect(promise.expectations.first?.message.contains("that the form was kept, but the draft held nothing") == true)
    // Told the truth either way, it holds.
    #expect(try Self.run("the message says what was kept", on: .fixed).verdict == .passed)
    #expect(
      try Self.run("the message says what was kept", on: AppModel.fixed.with { $0.session.drafts = .none }).verdict
        == .passed)
    #expect(
      Claim.saysNothingKept("Nothing was saved.") && Claim.saysNothingKept("We couldn\u{2019}t keep your answers"))
    #expect(!Claim.saysNothingKept("You were signed out. Your form is saved."))
  }
}
