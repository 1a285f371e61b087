import Testing

@testable import Harness

/// Words that carry a value at the moment they are given (issue 42, item 5): an announcement's
/// `{TIMER.left}` is the time left on that timer when it is said, so a warning said again on
/// return gives the time left then, not the time left when it was first said.
@Suite("A flow's words carry the time left when said")
struct FlowWordsNowTests {
  static func app(warningAt: String = "8 minutes", onReturn: String = "You have {session.expiry.left} left")
    throws(DiagnosticList) -> AppModel
  {
    let json = """
      { "name": "words-now", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "the claim", "shows": ["form"] } },
        "start": [{ "show": "home" }, { "start": "session.expiry", "after": "10 minutes" },
                  { "start": "session.warning", "after": "\(warningAt)" }],
        "on": [
          { "when": { "runsOut": "session.warning" }, "do": [{ "announce": "You have {session.expiry.left} left" }] },
          { "when": "returned", "if": { "running": "session.expiry" }, "do": [{ "announce": "\(onReturn)" }] }
        ] } }
      """
    return try AppModel(json: json, path: "words-now.json")
  }

  static func run(_ task: String, _ expected: String, against app: AppModel) throws -> CheckResult {
    let check = "Check: the time left\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    return try #require(Checks.run(source: check, against: app).first)
  }

  @Test("the warning says the time left when it comes: 2 minutes at 8 minutes in, 3 at 7")
  func atTheMoment() throws {
    let two = try Self.run("wait 9 minutes", #""You have 2 minutes left" is announced"#, against: Self.app())
    #expect(two.verdict == .passed, "\(two.expectations.map(\.message))")
    let early = try Self.app(warningAt: "7 minutes")
    #expect(
      try Self.run("wait 9 minutes", #""You have 3 minutes left" is announced"#, against: early).verdict == .passed)
    let wrong = try Self.run("wait 9 minutes", #""You have 2 minutes left" is announced"#, against: early)
    #expect(wrong.verdict == .failed, "\(wrong.expectations.map(\.message))")
  }

  @Test("said again on return, the words give the time left then")
  func onReturn() throws {
    let task = "wait 7 minutes 30 seconds; switch to another app for 1 minute"
    let result = try Self.run(task, #""You have 1 minute" is announced"#, against: Self.app())
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    let said = result.timeline.map(\.text).filter { $0.hasPrefix("announced \"You have") }
    #expect(said.count == 2 && said[0].hasPrefix("announced \"You have 2 minutes left\""), "\(said)")
    #expect(said.last?.hasPrefix("announced \"You have 1 minute ") == true, "\(said)")
    // One defect: the words on return are the ones first said, 2 minutes, though less is left.
    let stale = try Self.app(onReturn: "You have 2 minutes left")
    let misled = try Self.run(task, #""You have 1 minute" is announced"#, against: stale)
    #expect(misled.verdict == .failed, "\(misled.expectations.map(\.message))")
  }

  @Test("a placeholder other than a timer's time left, or of a timer no effect starts, is an error at its place")
  func problems() throws {
    func problems(_ words: String) -> [String] {
      do {
        _ = try Self.app(onReturn: words)
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    let other = problems("You have {left}")
    #expect(other.first?.contains("an announcement may hold '{TIMER.left}'") == true, "\(other)")
    let timer = problems("You have {session.expiri.left}")
    #expect(
      timer.first?.contains("says the time left on the timer 'session.expiri', but no effect starts it") == true,
      "\(timer)")
    #expect(timer.first?.contains("did you mean 'session.expiry'?") == true, "\(timer)")
  }

  static func queue(says words: String = "You are number {waiting} in the queue") throws(DiagnosticList) -> AppModel {
    let json = """
      { "name": "queue", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "the queue", "shows": ["form", { "button": "Join" }] } },
        "start": [{ "show": "home" }],
        "on": [
          { "when": { "activated": "Join" }, "do": [{ "add": "waiting" }, { "announce": "\(words)" }] }
        ] } }
      """
    return try AppModel(json: json, path: "queue.json")
  }

  @Test("an announcement says a counter's value as it is then, after the effects before it")
  func counterValue() throws {
    let twice = try Self.run(
      "tap \"Join\"; tap \"Join\"", #""You are number 2 in the queue" is announced"#, against: Self.queue())
    #expect(twice.verdict == .passed, "\(twice.expectations.map(\.message))")
    let once = try Self.run("tap \"Join\"", #""You are number 2 in the queue" is announced"#, against: Self.queue())
    #expect(once.verdict == .failed, "\(once.expectations.map(\.message))")
    // A counter no effect adds to is an error at its place, with the closest one.
    #expect(throws: DiagnosticList.self) { try Self.queue(says: "You are number {waitng} in the queue") }
    do {
      _ = try Self.queue(says: "You are number {waitng} in the queue")
    } catch {
      #expect(
        error.diagnostics.first?.message.contains(
          "has the placeholder '{waitng}', but no effect adds to a counter of that name; did you mean 'waiting'?")
          == true,
        "\(error.diagnostics)")
    }
  }
}
