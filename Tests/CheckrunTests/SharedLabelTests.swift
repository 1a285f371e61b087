import Foundation
import Harness
import Testing

/// Two controls with one label on one screen are refused at load (issue 40, item 5): the
/// person, and a check naming the label, could not tell them apart, so `"LABEL" works` could
/// judge the effect of a control the person never activated.
@Suite("One label, one control on a screen")
struct SharedLabelTests {
  /// The problems of an app file, each as `line:column: message` (`FlowAppTests.problems`).
  static func problems(_ json: String) -> [String] { FlowAppTests.problems(json) }

  /// A flow whose `warning` screen shows `buttons` (JSON objects) after its text.
  static func flow(warning buttons: String, form: String = #"["Name", "Email"]"#) -> String {
    """
    {
      "name": "twins",
      "flow": {
        "form": \(form),
        "screens": {
          "checkout": { "title": "the checkout", "shows": ["form", { "button": "Continue" }] },
          "warning": { "title": "the warning", "shows": [{ "text": "Time is nearly up" }, \(buttons)] }
        },
        "start": [{ "show": "checkout" }, { "start": "session.warning", "after": "8 minutes" }],
        "on": [
          { "when": { "runsOut": "session.warning" }, "do": [{ "show": "warning" }] },
          { "when": { "activated": "Continue" }, "do": [{ "show": "checkout" }] }
        ]
      }
    }
    """
  }

  @Test("a flow's two buttons of one label on one screen are refused at the second, whatever their 'if'")
  func flowButtons() {
    let refused = Self.problems(
      Self.flow(
        warning:
          #"{ "button": "Continue", "does": "staySignedIn" }, { "button": "continue", "if": { "below": { "n": 1 } } }"#
      ))
    #expect(refused.count == 1, "\(refused)")
    #expect(refused.first?.hasPrefix("7:") == true, "\(refused)")
    #expect(
      refused.first?.contains(
        "'continue' is a second control with one label on the screen 'warning' (the button 'Continue' is the first)")
        == true, "\(refused)")
    // Read as a person reads it: a no-break space is a space.
    let spaced = Self.problems(
      Self.flow(warning: #"{ "button": "Stay here" }, { "button": "Stay\#u{00A0}here" }"#))
    #expect(spaced.count == 1, "\(spaced)")
    // Space at either end, a Hangul filler or a blank Braille pattern for a space: read alike.
    for (first, second) in [
      ("OK", "OK "), ("OK", " OK"), ("Stay here", "Stay\u{3164}here"), ("Stay here", "Stay\u{2800}here"),
    ] {
      let refused = Self.problems(Self.flow(warning: #"{ "button": "\#(first)" }, { "button": "\#(second)" }"#))
      #expect(refused.count == 1, "\(second.debugDescription): \(refused)")
    }
  }

  @Test("a flow's button that has the label of a field the screen shows is refused")
  func buttonAndField() {
    let refused = Self.problems(
      Self.flow(warning: #"{ "button": "Continue" }"#).replacingOccurrences(
        of: #""shows": ["form", { "button": "Continue" }]"#, with: #""shows": ["form", { "button": "Email" }]"#))
    #expect(refused.count == 1, "\(refused)")
    #expect(refused.first?.contains("'Email' is a second control") == true, "\(refused)")
  }

  @Test("one label on two screens, and a text beside a button of its words, are fine")
  func differentScreens() {
    #expect(Self.problems(Self.flow(warning: #"{ "button": "Continue" }, { "text": "Continue" }"#)) == [])
  }

  @Test("an app of words whose two controls on one screen would read alike is refused at the word")
  func wordApp() {
    let json = """
      {
        "name": "twins",
        "words": {
          "session.staySignedIn": "OK",
          "session.saveAndSignOut": "ok"
        }
      }
      """
    let refused = Self.problems(json)
    #expect(refused.count == 1, "\(refused)")
    #expect(refused.first?.hasPrefix("5:") == true, "\(refused)")
    #expect(
      refused.first?.contains(
        "two controls would be labelled 'OK' on the screen 'the long form, with the warning' ('session.staySignedIn' and 'session.saveAndSignOut')"
      ) == true, "\(refused)")
    // A field of the sign-in screen named as its button is refused too.
    let field = #"{ "name": "f", "words": { "signIn.password": "Sign in" } }"#
    #expect(Self.problems(field).count == 1, "\(Self.problems(field))")
    // The built-in apps have none.
    #expect(Self.problems(#"{ "name": "plain" }"#) == [])
  }
}
