import Foundation
import Testing

@testable import Harness

/// Announcements judged on what the person heard (issue 42, item 1): a posting heard in full,
/// the first or a repeat on the person's return, passes and is named; a repeat's words are the
/// app's at that moment, and a repeat in stale words fails a claim about the time left.
@Suite("Announcements judged on what the person heard")
struct HeardTests {
  /// A flow app whose warning at 13:00 says `warning`, and which on the person's return says
  /// `repeated` while the warning is up (or whatever shows), after giving 5 minutes more when
  /// `moreTimeOnReturn`; the session ends at 15:00.
  static func app(
    warning: String, repeated: String, onlyOnTheWarning: Bool = true, moreTimeOnReturn: Bool = false
  ) throws -> AppModel {
    let condition = onlyOnTheWarning ? #", "if": { "screen": "warning" }"# : ""
    let more = moreTimeOnReturn ? #"{ "extend": "session.expiry", "by": "5 minutes" }, "# : ""
    return try AppModel(
      json: """
        {
          "name": "claims",
          "flow": {
            "form": ["Name", "Email"],
            "screens": {
              "form": { "title": "the claim form", "shows": ["form"] },
              "warning": {
                "title": "the warning",
                "shows": [{ "text": "\(warning)" }, { "button": "Keep working", "does": "staySignedIn" }]
              },
              "ended": { "title": "the ended screen", "shows": [{ "text": "Your session ended" }] }
            },
            "start": [
              { "show": "form" }, { "start": "session.expiry", "after": "15 minutes" },
              { "start": "session.warning", "after": "13 minutes" }
            ],
            "on": [
              { "when": { "runsOut": "session.warning" }, "do": [{ "show": "warning" }, { "announce": "\(warning)" }] },
              { "when": "returned"\(condition), "do": [\(more){ "announce": "\(repeated)" }] },
              { "when": { "runsOut": "session.expiry" }, "do": [{ "show": "ended" }] },
              {
                "when": { "activated": "Keep working" },
                "do": [
                  { "show": "form" }, { "start": "session.expiry", "after": "15 minutes" },
                  { "start": "session.warning", "after": "13 minutes" }
                ]
              }
            ]
          }
        }
        """, path: "claims.json")
  }

  /// A VoiceOver user away from 12:00 to past 14:00: the warning comes while they are away.
  static let away = "wait 12 minutes, then switch to another app for 2 minutes"

  /// Each expectation's judgement and message, with the check's result.
  static func judged(_ expected: [String], on app: AppModel, task: String = away) throws -> (
    [String], CheckResult
  ) {
    let source =
      "Check: a check\nProfile: VoiceOver\nTask: \(task)\nExpected: "
      + expected.joined(separator: "\n  ") + "\n"
    let result = try Checks.run(source: source, against: app)[0]
    return (result.expectations.map { "\($0.judgement): \($0.message)" }, result)
  }

  @Test("a warning missed in another app and said again on return is heard: the claims pass and name the repeat")
  func repeatHeard() throws {
    let app = try Self.app(warning: "Your claim will close soon", repeated: "Your claim will close soon")
    let (messages, result) = try Self.judged(
      [
        "the warning is announced", "\"Your claim will close soon\" is announced in full",
        "\"will close\" is not announced",
      ],
      on: app)
    #expect(messages[0].hasPrefix("passed: the warning was announced at 13:00, not heard then"), "\(messages)")
    #expect(messages[0].contains("said again at 14:0") && messages[0].contains("on the person's return"))
    #expect(
      messages[1].hasPrefix(
        "passed: \"Your claim will close soon\" was announced at 13:00, but the person was in another app"))
    #expect(messages[1].contains("; said again at 14:0") && messages[1].contains("heard in full by"), "\(messages)")
    // Heard on return, it was announced: the claim that it was not fails.
    #expect(messages[2].hasPrefix("failed:"), "\(messages)")
    // The repeat is marked as one, and the report follows it to its end as the verdict did:
    // heard in full, not "still being spoken where the record ends".
    let again = try #require(result.announcements.first { $0.repeats != nil })
    #expect(again.repeats == VirtualInstant(sinceStart: .minutes(13)))
    let heard = try #require(result.heardAnnouncements.first { $0.announcement.repeats != nil })
    #expect(heard.unfinishedAt == nil && heard.words.hasPrefix("heard in full by"), "\(heard.words)")
    // Without the repeat, the same claims fail: the first posting alone was not heard.
    // Said again only after the session had ended, it came too late to count as the warning.
    let late = try Self.app(
      warning: "Your claim will close soon", repeated: "Your claim will close soon", onlyOnTheWarning: false)
    let (tooLate, _) = try Self.judged(
      ["the warning is announced"], on: late, task: "wait 12 minutes, then switch to another app for 4 minutes")
    #expect(tooLate[0].hasPrefix("failed: the warning was announced at 13:00, but the person was in another app"))
    let silent = try Self.app(warning: "Your claim will close soon", repeated: "Welcome back")
    let (without, _) = try Self.judged(
      ["the warning is announced", "\"Your claim will close soon\" is announced in full"], on: silent)
    #expect(without.allSatisfy { $0.hasPrefix("failed:") }, "\(without)")
  }

  @Test("a repeat in the stale words of the first posting fails the claims about the time left, naming the words")
  func staleRepeat() throws {
    let words = "Your claim closes in 2 minutes"
    let app = try Self.app(warning: words, repeated: words)
    let (messages, _) = try Self.judged(
      [
        "the warning is announced", "\"\(words)\" is announced", "\"Your claim closes\" is announced",
        "\"\(words)\" is not announced",
      ], on: app)
    // The warning gives the time left: said again at 14:0x in the words of 13:00, it told the
    // person they had 2 minutes when less than one was left.
    #expect(messages[0].hasPrefix("failed: the warning was announced at 13:00, but the person was in another app"))
    #expect(
      messages[0].contains("in the words of 13:00 (\"2 minutes\"), with only 5")
        && messages[0].contains("seconds left"),
      "\(messages)")
    #expect(messages[1].hasPrefix("failed:") && messages[1].contains("in the words of 13:00"), "\(messages)")
    // A claim that does not name the time left judges the words alone: they were heard.
    #expect(messages[2].hasPrefix("passed:"), "\(messages)")
    // And the person did hear those words: that they were not announced is false.
    #expect(messages[3].hasPrefix("failed:"), "\(messages)")
    // Words that give less time than is left do not mislead: the app that gives 5 minutes more
    // on return and says "2 minutes" again is heard.
    let generous = try Self.app(warning: words, repeated: words, moreTimeOnReturn: true)
    let (more, _) = try Self.judged(["\"\(words)\" is announced"], on: generous)
    #expect(more[0].hasPrefix("passed:") && more[0].contains("said again at 14:0"), "\(more)")
    // Said while the time it gives was still left (no one away), the same words pass.
    let (present, _) = try Self.judged(
      ["the warning is announced", "\"\(words)\" is announced"], on: app, task: "wait 13 minutes")
    #expect(present.allSatisfy { $0.hasPrefix("passed:") }, "\(present)")
  }

  @Test("a built-in app that repeats the warning on return says the time left then, and the claims judge those words")
  func builtInRepeatSaysTimeLeft() throws {
    let app = AppModel.fixed.with { $0.session.onReturn = .repeatMissed }
    let (messages, result) = try Self.judged(
      ["the warning is announced", "\"\(app.said(.sessionWarning))\" is announced"], on: app)
    let again = try #require(result.announcements.first { $0.repeats != nil })
    // The session ends at 15:00; the repeat says what was left when it was said.
    let left = VirtualInstant(sinceStart: .minutes(15)) - again.postedAt
    let whole = VirtualDuration(milliseconds: left.milliseconds / 1000 * 1000)
    #expect(again.text == app.said(.sessionWarning, own: ["session.lead": whole.description]), "\(again.text)")
    #expect(again.text != app.said(.sessionWarning))
    #expect(messages[0].hasPrefix("passed:") && messages[0].contains("as \"\(again.text)\""), "\(messages)")
    // The first words were never heard, and the repeat gave other ones: the person did not hear
    // these, and the failure says what they heard instead.
    #expect(messages[1].hasPrefix("failed:"), "\(messages)")
    #expect(
      messages[1].contains("the person heard it said again at \(again.postedAt) on their return as \"\(again.text)\""))
  }
}
