import Testing

@testable import Harness

/// A form over several screens (issue 42, item 5): each page shows some of the form's fields,
/// "Next" and "Back" move between them, the person fills the page they are on, and a draft
/// keeps the fields the flow names.
@Suite("A flow's form over several screens")
struct FlowFormPagesTests {
  static func app(draft: String = #"["Name", "Email", "Reason"]"#) throws(DiagnosticList) -> AppModel {
    let json = """
      { "name": "claim-pages", "flow": {
        "form": ["Name", "Email", { "label": "Bank account", "sensitive": true }, "Reason"],
        "screens": {
          "about": { "title": "About you", "shows": [{ "fields": ["Name", "Email"] }, { "button": "Next" }] },
          "claim": { "title": "Your claim", "shows": [{ "fields": ["Bank account", "Reason"] }, { "button": "Back" }] },
          "signedOut": { "title": "the signed-out screen",
            "shows": [{ "text": "Signed out" }, { "button": "Sign in", "does": "signIn" }] }
        },
        "start": [{ "show": "about" }, { "start": "session.expiry", "after": "10 minutes" }],
        "on": [
          { "when": { "activated": "Next" }, "do": [{ "show": "claim" }] },
          { "when": { "activated": "Back" }, "do": [{ "show": "about" }] },
          { "when": { "runsOut": "session.expiry" },
            "do": [{ "save": \(draft) }, { "clear": "all" }, { "show": "signedOut" }] },
          { "when": { "activated": "Sign in" },
            "do": [{ "show": "about" }, { "restore": "all" }, { "start": "session.expiry", "after": "10 minutes" }] }
        ] } }
      """
    return try AppModel(json: json, path: "claim-pages.json")
  }

  static func run(_ task: String, _ expected: String, against app: AppModel) throws -> CheckResult {
    let check = "Check: the claim\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    return try #require(Checks.run(source: check, against: app).first)
  }

  @Test("the person fills each page where it shows, and the draft keeps what the flow names")
  func pages() throws {
    let task = #"fill 2 fields; tap "Next"; fill 2 fields; let the session expire; sign in"#
    let restored = try Self.run(task, "after expiry, allowed fields are restored after login", against: Self.app())
    #expect(restored.verdict == .passed, "\(restored.expectations.map(\.message))")
    #expect(restored.expectations.first?.message.contains("3 of 3 allowed fields came back") == true)
    let texts = restored.timeline.map(\.text)
    #expect(texts.contains("filled 'Bank account' (3 of 4)") && texts.contains("filled 'Reason' (4 of 4)"), "\(texts)")
    let secret = try Self.run(task, "sensitive fields are not saved", against: Self.app())
    #expect(secret.verdict == .passed, "\(secret.expectations.map(\.message))")
    // One defect: the draft keeps every field, the bank account too.
    let defect = try Self.run(task, "sensitive fields are not saved", against: Self.app(draft: #""all""#))
    #expect(defect.verdict == .failed, "\(defect.expectations.map(\.message))")
  }

  @Test("filling more fields than the page shows stops the step, saying the rest is on another screen")
  func moreThanThePage() throws {
    let result = try Self.run("fill 4 fields", #""Signed out" is not shown"#, against: Self.app())
    #expect(result.verdict != .passed)
    let said = result.steps.compactMap(\.failure).joined()
    #expect(said.contains("the rest of the form is on another screen"), "\(said)")
    // `fill the form` fills the page showing.
    let page = try Self.run("fill the form", #""Signed out" is not shown"#, against: Self.app())
    #expect(page.verdict == .passed, "\(page.expectations.map(\.message))")
  }

  @Test("a page naming a field the form lacks is an error at its place")
  func problems() throws {
    do {
      _ = try AppModel(
        json: """
          { "name": "p", "flow": { "form": ["Name"],
            "screens": { "a": { "title": "a", "shows": [{ "fields": ["Nmae"] }] } },
            "start": [{ "show": "a" }], "on": [] } }
          """, path: "p.json")
      Issue.record("accepted a field the form lacks")
    } catch {
      let said = error.diagnostics.map(\.description)
      #expect(said.first?.contains("which 'flow.form' does not have; did you mean 'Name'?") == true, "\(said)")
    }
  }
}
