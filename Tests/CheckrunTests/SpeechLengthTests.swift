import Foundation
import Harness
import Testing

/// Speech is timed in any script (issue 40, item 4): a notice in Japanese or Chinese, or in
/// words joined by no-break spaces, takes as long to speak as a speech engine takes, so focus
/// moved three seconds after it cuts a long one off and it is not "heard in full".
@Suite("Speech length in any script")
struct SpeechLengthTests {
  /// A flow that, a minute in, shows a notice, announces `notice` and moves focus to its
  /// button three seconds later.
  static func app(announcing notice: String) throws -> AppModel {
    let quoted = String(decoding: try JSONEncoder().encode(notice), as: UTF8.self)
    let json = """
      {
        "name": "notice",
        "flow": {
          "form": ["Name"],
          "screens": {
            "home": { "title": "home", "shows": ["form"] },
            "notice": { "title": "the notice", "shows": [{ "text": \(quoted) }, { "button": "OK" }] }
          },
          "start": [{ "show": "home" }, { "start": "notice.due", "after": "1 minute" }],
          "on": [
            {
              "when": { "runsOut": "notice.due" },
              "do": [{ "show": "notice" }, { "announce": \(quoted) }, { "focus": "OK", "after": "3 seconds" }]
            }
          ]
        }
      }
      """
    return try AppModel(json: json, path: "notice.json")
  }

  static func heardInFull(_ notice: String) throws -> String {
    let app = try app(announcing: notice)
    let check = "Check: c\nProfile: VoiceOver\nTask: wait 2 minutes\nExpected: \"\(notice)\" is announced in full\n"
    let outcome = try #require(try Checks.run(source: check, against: app).first?.expectations.first)
    return "\(outcome.judgement): \(outcome.message)"
  }

  static let long: [(String, String)] = [
    ("Japanese", "セッションの有効期限がまもなく切れます。続けるには画面の下にあるボタンを押してください。入力した内容は保存されません。"),
    ("Chinese", "您的会话即将过期。如需继续，请按屏幕底部的按钮。您输入的内容将不会被保存，请尽快完成。"),
    (
      "English joined by no-break spaces",
      "Your\u{00A0}session\u{00A0}is\u{00A0}about\u{00A0}to\u{00A0}end.\u{00A0}Press\u{00A0}the\u{00A0}button\u{00A0}below\u{00A0}to\u{00A0}carry\u{00A0}on\u{00A0}where\u{00A0}you\u{00A0}left\u{00A0}off."
    ),
    (
      "English joined by hyphens and slashes",
      "Your-session-is-about-to-end.-Press-the-button-below/to/carry/on/where/you/left/off/and/keep/your/answers."
    ),
    ("Yi", String(repeating: "\u{A188}\u{A320}\u{A071}\u{A0B7}", count: 15)),
    ("Tibetan", String(repeating: "\u{0F56}\u{0F7C}\u{0F51}\u{0F0B}", count: 15)),
    ("emoji", String(repeating: "\u{1F600}\u{1F44D}\u{1F389}", count: 10)),
    ("Thai", "เซสชันของคุณกำลังจะหมดอายุ\u{200B}กรุณากดปุ่มด้านล่างเพื่อดำเนินการต่อ\u{200B}ข้อมูลที่คุณกรอกจะไม่ถูกบันทึก"),
  ]

  @Test(
    "a long notice in a script without spaces, or joined by no-break spaces, is cut off by focus after 3 seconds",
    arguments: long)
  func cutOff(_ script: String, _ notice: String) throws {
    let verdict = try Self.heardInFull(notice)
    #expect(verdict.hasPrefix("failed"), "\(script): \(verdict)")
  }

  @Test("a short notice in any script is heard in full before focus moves")
  func shortHeard() throws {
    for notice in ["まもなく終了", "即将过期", "Time\u{00A0}is\u{00A0}up"] {
      let verdict = try Self.heardInFull(notice)
      #expect(verdict.hasPrefix("passed"), "\(notice): \(verdict)")
    }
  }
}
