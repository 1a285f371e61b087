import Foundation
import Harness
import Testing

/// The warning claims judge what the app drew and how long it stayed (issue 40, item 1), not
/// which timer fired or which key was written: a flow whose warning timer fires but draws
/// nothing, or draws an overlay its own short timer closes, is no view with buttons.
@Suite("The warning as it was drawn")
struct WarningAsDrawnTests {
  /// A flow with a 10-minute session whose `session.warning` runs out at 8 minutes and does
  /// `warning` (JSON effects); "Keep working" on the `more` overlay extends the session.
  static func app(warning effects: String, rules: String = "") throws -> AppModel {
    let json = """
      {
        "name": "warned",
        "flow": {
          "form": ["Name", "Email"],
          "screens": {
            "form": { "title": "the form", "shows": ["form"] },
            "more": {
              "title": "the warning",
              "shows": [{ "text": "Your session ends in 2 minutes" }, { "button": "Keep working", "does": "staySignedIn" }]
            },
            "out": { "title": "signed out", "shows": [{ "text": "Signed out" }] }
          },
          "start": [
            { "show": "form" }, { "start": "session.expiry", "after": "10 minutes" },
            { "start": "session.warning", "after": "8 minutes" }
          ],
          "on": [
            { "when": { "runsOut": "session.warning" }, "do": [\(effects)] },
            { "when": { "runsOut": "session.expiry" }, "do": [{ "show": "out" }] },
            {
              "when": { "activated": "Keep working" },
              "do": [
                { "close": "more" }, { "start": "session.expiry", "after": "10 minutes" },
                { "start": "session.warning", "after": "8 minutes" }
              ]
            }\(rules)
          ]
        }
      }
      """
    return try AppModel(json: json, path: "warned.json")
  }

  static func judged(_ profile: String, _ expected: String, on app: AppModel) throws -> String {
    let check = "Check: c\nProfile: \(profile)\nTask: wait until the warning appears\nExpected: \(expected)\n"
    let outcome = try #require(try Checks.run(source: check, against: app).first?.expectations.first)
    return "\(outcome.judgement): \(outcome.message)"
  }

  static let announce = #"{ "announce": "Your session ends in 2 minutes" }"#

  @Test("a warning that stays until acted on is a view with buttons, and leaves time to respond")
  func goodWarning() throws {
    let app = try Self.app(warning: #"{ "overlay": "more" }, \#(Self.announce)"#)
    for phrase in ["the warning is a view with buttons", "the warning is not a toast"] {
      let verdict = try Self.judged("Switch Control", phrase, on: app)
      #expect(verdict.hasPrefix("passed"), "\(verdict)")
    }
    let time = try Self.judged("Switch Control", "the warning leaves at least 20 seconds to respond", on: app)
    #expect(time.hasPrefix("passed"), "\(time)")
  }

  @Test("a warning timer that fires and draws nothing is no view, and a person who reads the screen meets nothing")
  func drewNothing() throws {
    let app = try Self.app(warning: Self.announce)
    for phrase in ["the warning is a view with buttons", "the warning is not a toast"] {
      let verdict = try Self.judged("Switch Control", phrase, on: app)
      #expect(verdict.hasPrefix("failed: the warning at 08:00 drew nothing new on screen"), "\(verdict)")
    }
    let time = try Self.judged("Switch Control", "the warning leaves at least 20 seconds to respond", on: app)
    #expect(time.hasPrefix("failed") && time.contains("it drew nothing new on screen"), "\(time)")
    // A VoiceOver user hears it, and so has taken it in.
    let heard = try Self.judged("VoiceOver", "the warning leaves at least 20 seconds to respond", on: app)
    #expect(heard.hasPrefix("passed"), "\(heard)")
  }

  @Test("an overlay that its own 5-second timer closes is a toast in effect, whatever its key")
  func closesItself() throws {
    let app = try Self.app(
      warning: #"{ "overlay": "more" }, \#(Self.announce), { "start": "hide", "after": "5 seconds" }"#,
      rules: #", { "when": { "runsOut": "hide" }, "do": [{ "close": "more" }] }"#)
    for phrase in ["the warning is a view with buttons", "the warning is not a toast"] {
      let verdict = try Self.judged("Switch Control", phrase, on: app)
      #expect(
        verdict.hasPrefix("failed: the warning at 08:00 went away after 5 seconds on its own, before it was acted on"),
        "\(verdict)")
    }
    // Read in 3 seconds, it was taken in before it went; closed after 2, it was not.
    let read = try Self.judged("Cognitive", "the warning leaves at least 20 seconds to respond", on: app)
    #expect(read.hasPrefix("passed: Cognitive had taken in the warning by 08:03"), "\(read)")
    let quick = try Self.app(
      warning: #"{ "overlay": "more" }, \#(Self.announce), { "start": "hide", "after": "2 seconds" }"#,
      rules: #", { "when": { "runsOut": "hide" }, "do": [{ "close": "more" }] }"#)
    let time = try Self.judged("Cognitive", "the warning leaves at least 20 seconds to respond", on: quick)
    #expect(time.hasPrefix("failed") && time.contains("went away on its own after 2 seconds"), "\(time)")
  }

  @Test("a warning that draws only text is no view with buttons")
  func textOnly() throws {
    let json = try Self.app(warning: #"{ "show": "out" }"#)
    let verdict = try Self.judged("Switch Control", "the warning is a view with buttons", on: json)
    #expect(verdict.hasPrefix("failed: the warning at 08:00 drew 'Signed out', with no control"), "\(verdict)")
  }

  @Test("a warning whose own rule sets the session's end is that end's warning, and its button works")
  func warningSetsTheEnd() throws {
    let json = """
      {"name":"wA2","flow":{"form":["Name"],
       "screens":{"checkout":{"title":"the checkout","shows":["form"]},
        "warning":{"title":"the warning","shows":[{"text":"You will be signed out in 2 minutes"},
          {"button":"Keep me signed in","does":"staySignedIn"}]},
        "signedOut":{"title":"the signed-out screen","shows":[{"text":"Signed out"}]}},
       "start":[{"show":"checkout"},{"start":"session.warning","after":"8 minutes"}],
       "on":[{"when":{"runsOut":"session.warning"},"do":[{"show":"warning"},
          {"announce":"You will be signed out in 2 minutes"},{"start":"session.expiry","after":"2 minutes"}]},
        {"when":{"activated":"Keep me signed in"},"do":[{"cancel":"session.expiry"},{"show":"checkout"},
          {"start":"session.warning","after":"8 minutes"}]},
        {"when":{"runsOut":"session.expiry"},"do":[{"show":"signedOut"},{"announce":"Signed out"}]}]}}
      """
    let app = try AppModel(json: json, path: "wA2.json")
    for phrase in [
      "the warning is announced", "the warning is a view with buttons",
      "the warning appears at least 2 minutes before expiry", "the warning leaves at least 20 seconds to respond",
      "\"Keep me signed in\" works",
    ] {
      let verdict = try Self.judged("VoiceOver", phrase, on: app)
      #expect(verdict.hasPrefix("passed"), "\(phrase): \(verdict)")
    }
  }

  @Test("a warning that came while the person was away, until after the session ended, was never met as a view")
  func awayThroughIt() throws {
    let app = try Self.app(warning: Self.announce)
    let check =
      "Check: c\nProfile: Switch Control\nTask: wait 7 minutes; switch to another app for 5 minutes; return to the app\n"
      + "Expected: the warning is a view with buttons\n"
    let outcome = try #require(try Checks.run(source: check, against: app).first?.expectations.first)
    #expect(outcome.judgement == .cannotBeJudged, "\(outcome.judgement): \(outcome.message)")
    #expect(outcome.message.contains("while the person was in another app"), "\(outcome.message)")
  }
}
