import Testing

@testable import Harness

/// An app file's keys take effect as written, whatever their order, and a key that has no
/// effect with the others is an error that says why (issue 40, item 17).
@Suite("Keys that take effect, and keys that cannot")
struct NeedlessKeyTests {
  static func problems(_ json: String) -> [String] {
    do {
      _ = try AppModel(json: json, path: "app.json")
      return []
    } catch {
      return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
  }

  @Test("'warning': 'toast' with 'toastFor': '5 seconds' is a 5-second toast, in either order")
  func toastFor() throws {
    for json in [
      #"{ "session": { "warning": "toast", "toastFor": "5 seconds" } }"#,
      #"{ "session": { "toastFor": "5 seconds", "warning": "toast" } }"#,
      #"{ "session": { "toastFor": "5 seconds" } }"#,
    ] {
      let app = try AppModel(json: json, path: "app.json")
      #expect(app.session.warning == .toast(.seconds(5)), "\(json)")
    }
    // "toast" alone keeps the documented default of 4 seconds.
    let plain = try AppModel(json: #"{ "session": { "warning": "toast" } }"#, path: "app.json")
    #expect(plain.session.warning == .toast(.seconds(4)))
  }

  @Test(
    "a key with no effect given the others is an error at the key, saying why",
    arguments: [
      (
        #"{ "session": { "warning": "view", "toastFor": "5 seconds" } }"#,
        "1:35: 'session.toastFor' has no effect: it makes the warning a toast shown that long, and 'session.warning' is \"view\"; leave one of them out"
      ),
      (
        #"{ "session": { "warning": "none", "warningLead": "3 minutes" } }"#,
        "1:35: 'session.warningLead' has no effect: the app gives no warning ('session.warning' is \"none\"); leave it out, or give a warning"
      ),
      (
        #"{ "base": "before", "session": { "countdownAnnounced": true } }"#,
        "1:34: 'session.countdownAnnounced' has no effect: the app gives no warning ('session.warning' is \"none\"); leave it out, or give a warning"
      ),
      (
        #"{ "session": { "extend": "notAllowed", "extensionLimit": 2 } }"#,
        "1:40: 'session.extensionLimit' has no effect: the session cannot be extended ('session.extend' is \"notAllowed\"); leave it out, or let it be extended"
      ),
      (
        #"{ "session": { "drafts": "none", "draftKeptFor": "1 day" } }"#,
        "1:34: 'session.draftKeptFor' has no effect: the app keeps no draft ('session.drafts' is \"none\"); leave it out, or keep drafts"
      ),
      (
        #"{ "base": "before", "session": { "maximum": "8 hours" } }"#,
        "1:34: 'session.maximum' has no effect: the session can never outlast 'session.length' (it is not renewed by activity, and cannot be extended); leave it out, or let the session be renewed or extended"
      ),
      (
        #"{ "biometric": { "atExpiry": "stalePrompt", "timeoutScreen": "generic" } }"#,
        "1:45: 'biometric.timeoutScreen' has no effect: the app shows no timeout screen ('biometric.atExpiry' is \"stalePrompt\"); leave it out, or show the screen"
      ),
    ])
  func needless(_ json: String, _ problem: String) {
    #expect(Self.problems(json) == [problem])
  }

  @Test("the same keys with the settings they serve are fine, and so is a complete description")
  func needed() {
    #expect(
      Self.problems(#"{ "session": { "warning": "view", "warningLead": "3 minutes", "extensionLimit": 2 } }"#) == [])
    #expect(Self.problems(#"{ "base": "before", "session": { "warning": "view", "countdownAnnounced": true } }"#) == [])
    #expect(AppModel.builtIn["before"] != nil)
  }
}
