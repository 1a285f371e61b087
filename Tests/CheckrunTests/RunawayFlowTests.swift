import Foundation
import Harness
import Testing

/// Runaway apps are bounded in time and memory whatever the flow does (issue 40, items 7 and
/// 8): every bound is checked after every firing of the app's timers, not only between task
/// steps, and no wait, the last step's or a probe's, goes past the bound on simulated time.
@Suite("Runaway flows are bounded")
struct RunawayFlowTests {
  /// A flow whose timer `tick` re-arms itself every millisecond, each time announcing 40 texts
  /// and adding to a counter 20 times.
  static func ticking() throws -> AppModel {
    let effects =
      [#"{ "start": "tick", "after": 0.001 }"#] + (0..<40).map { #"{ "announce": "tick tock \#($0)" }"# }
      + Array(repeating: #"{ "add": "n" }"#, count: 20)
    let json = """
      {
        "name": "runaway",
        "flow": {
          "form": ["Name"],
          "screens": { "home": { "title": "home", "shows": ["form", { "text": "hi" }] } },
          "start": [{ "show": "home" }, { "start": "tick", "after": 0.001 }],
          "on": [{ "when": { "runsOut": "tick" }, "do": [\(effects.joined(separator: ", "))] }]
        }
      }
      """
    return try AppModel(json: json, path: "runaway.json")
  }

  @Test("a timer that re-arms itself every millisecond with many effects stops at the first bound, naming the timer")
  func manyEffects() throws {
    let result = try Checks.run(
      source: "Check: ticks\nProfile: VoiceOver\nTask: wait 1 day\nExpected: \"hi\" is shown\n", against: Self.ticking()
    )[0]
    #expect(result.verdict == .failed)
    let failure = try #require(result.steps.first?.failure)
    #expect(
      failure.contains("the app's timers ran away, past 20000 timeline entries")
        && failure.contains("the timer 'tick' fired last"), "\(failure)")
    // Stopped within one firing of the bound, at the time it was reached: a fraction of a second.
    #expect(result.timeline.count <= 20_000 + 200, "\(result.timeline.count) entries")
    #expect(result.announcements.count <= 20_000, "\(result.announcements.count) announcements")
    #expect(result.simulated < .seconds(1), "\(result.simulated)")
    // The expectation is not judged on a world whose timers were stopped: the runaway is the verdict.
    #expect(result.expectations.allSatisfy { $0.judgement != .passed })
  }

  @Test("a timer that says 500 characters every millisecond stops at 4 MB of timeline text, not 20,000 entries")
  func longWords() throws {
    let words = String(repeating: "long words ", count: 45)
    let json = """
      { "name": "wordy", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "home", "shows": ["form"] } },
        "start": [{ "show": "home" }, { "start": "tick", "after": 0.001 }],
        "on": [{ "when": { "runsOut": "tick" }, "do": [{ "start": "tick", "after": 0.001 }, { "announce": "\(words)" }] }] } }
      """
    let result = try Checks.run(
      source: "Check: words\nProfile: VoiceOver\nTask: wait 1 day\nExpected: \"long words\" is not announced\n",
      against: AppModel(json: json, path: "wordy.json"))[0]
    let failure = try #require(result.steps.first?.failure)
    #expect(failure.contains("past 4 MB of timeline text"), "\(failure)")
    let bytes = result.timeline.reduce(0) { $0 + $1.text.utf8.count }
    #expect(bytes <= 4_000_000 + 2_000, "\(bytes) bytes")
  }

  @Test("the 366-day bound holds on the last step: thirteen waits of 30 days stop at 366 days")
  func lastStep() throws {
    let task = Array(repeating: "wait 30 days", count: 13).joined(separator: "; ")
    let result = try Checks.run(
      source: "Check: a year\nProfile: Touch\nTask: \(task)\nExpected: \"Stay signed in\" is not shown\n",
      against: .fixed)[0]
    #expect(result.verdict == .failed)
    let messages = result.steps.compactMap(\.failure) + result.expectations.map(\.message)
    #expect(
      messages.contains { $0.contains("the check ran away, past 366 days of simulated time") }, "\(messages)")
    #expect(result.simulated <= .seconds(366 * 86_400), "\(result.simulated)")
    // Twelve waits end within the bound and pass.
    let within = Array(repeating: "wait 30 days", count: 12).joined(separator: "; ")
    let passed = try Checks.run(
      source: "Check: a year\nProfile: Touch\nTask: \(within)\nExpected: \"Stay signed in\" is not shown\n",
      against: .fixed)[0]
    #expect(passed.steps.allSatisfy { $0.failure == nil }, "\(passed.steps.compactMap(\.failure))")
  }

  @Test("a speech or reading rate under a word a minute is refused at load, at the key")
  func slowPace() {
    for rate in ["0.000001", "0.5", "0"] {
      let json = #"{ "name": "slow", "pace": { "VoiceOver": { "speechWordsPerMinute": \#(rate) } } }"#
      do {
        _ = try AppModel(json: json, path: "slow.json")
        Issue.record("\(rate) words a minute was taken")
      } catch {
        let message = error.diagnostics.map(\.message).joined()
        #expect(message.contains("must be a number of words per minute from 1 to 1000"), "\(message)")
      }
    }
    #expect(throws: Never.self) {
      try AppModel(
        json: #"{ "name": "slow", "pace": { "VoiceOver": { "readingWordsPerMinute": 1 } } }"#, path: "a.json")
    }
  }
}

/// Did-you-mean compares only names of a plausible length (issue 40, item 9): an app file
/// with a 400,000-character timer name loads, and is refused, at once.
@Suite("Huge names in app files")
struct HugeNameTests {
  @Test(
    "a 400,000-character timer name is refused at once, and did-you-mean never compares a name of implausible length",
    .timeLimit(.minutes(1)))
  func hugeTimerName() {
    let huge = String(repeating: "t", count: 400_000)
    let near = String(repeating: "t", count: 90)
    // Twenty rules each naming a timer no effect starts, beside the huge one.
    let rules = (0..<20).map { _ in
      #"{ "when": { "activated": "Go" }, "do": [{ "extend": "\#(near)", "by": "1 minute" }] }"#
    }
    let json = """
      { "name": "huge", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "home", "shows": ["form", { "button": "Go" }] } },
        "start": [{ "show": "home" }, { "start": "\(huge)", "after": "1 minute" }],
        "on": [\(rules.joined(separator: ", "))] } }
      """
    do {
      _ = try AppModel(json: json, path: "huge.json")
      Issue.record("the app loaded")
    } catch {
      let messages = error.diagnostics.map(\.message)
      // The name's own problem comes first; the rules' are said once it is mended.
      #expect(messages.count == 1, "\(messages.map { $0.suffix(80) })")
      #expect(
        messages.first?.hasSuffix("is 400000 characters long; a name may have at most 100") == true,
        "\(messages.map { $0.suffix(80) })")
    }
    // A name with a control character in it is refused too: the timeline prints every name.
    let escaped = """
      { "name": "e", "flow": { "form": ["Name"], "screens": { "home": { "title": "home", "shows": ["form"] } },
        "start": [{ "show": "home" }, { "start": "a\\u001b[2Jb", "after": "1 minute" }], "on": [] } }
      """
    #expect(throws: DiagnosticList.self) { try AppModel(json: escaped, path: "e.json") }
    #expect(Similarity.closest(to: near, among: [huge]) == [])
    #expect(Similarity.closest(to: "sesion.expiry", among: ["session.expiry", huge]) == ["session.expiry"])
  }
}
