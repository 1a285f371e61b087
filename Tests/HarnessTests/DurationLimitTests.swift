import Testing

@testable import Harness

/// Durations that make an expectation vacuous or are finer than the clock, and counts
/// misread as durations (issue 24, found after it).
@Suite("Durations an expectation can fail on")
struct DurationLimitTests {
  /// The messages resolving `task` and `expected` for Switch Control gives; empty when it resolves.
  func problems(task: String = "wait until the warning appears", expected: String) -> [String] {
    let parsed = Parser(mode: .checkFile).parse(
      checkText(profile: "Switch Control", task: task, expected: expected), path: "t.check")
    guard let check = parsed.checks.first else { return ["not parsed"] }
    guard case .failure(let list) = Resolver().resolve(check) else { return [] }
    return list.diagnostics.map(\.description)
  }

  struct Case: Sendable, CustomStringConvertible {
    var task = "wait until the warning appears"
    var expected: String
    var says: String
    var description: String { "\(task) / \(expected)" }
  }

  static let zero: [Case] = [
    Case(
      task: "select an appointment slot, then book the slot", expected: "the slot is held for 0 minutes",
      says: "t.check:3:32: error: duration '0 minutes': write a duration of at least 1 millisecond"),
    Case(
      task: "select an appointment slot, then book the slot", expected: "the slot is held for at least 0 seconds",
      says: "t.check:3:41: error: duration '0 seconds': write a duration of at least 1 millisecond"),
    Case(
      expected: "the warning leaves at least 0 seconds to respond",
      says: "t.check:3:39: error: duration '0 seconds': write a duration of at least 1 millisecond"),
    Case(
      expected: "the warning appears at least 0 minutes before expiry",
      says: "t.check:3:40: error: duration '0 minutes': write a duration of at least 1 millisecond"),
    Case(
      expected: "the warning appears at least zero minutes and 0 seconds before expiry",
      says: "t.check:3:40: error: duration 'zero minutes and 0 seconds': write a duration of at least 1 millisecond"),
  ]

  @Test("a zero duration in an expectation is an error at the duration: at least no time always holds", arguments: zero)
  func zeroInExpectation(_ row: Case) {
    let found = problems(task: row.task, expected: row.expected)
    #expect(found.contains { $0.contains(row.says) }, "\(found)")
  }

  @Test("a task step may still wait no time, and a duration of 1 ms in an expectation resolves")
  func zeroInTask() {
    #expect(
      problems(task: "wait 0 minutes, then wait until the warning appears", expected: "the warning is announced")
        .isEmpty)
    #expect(problems(expected: "the warning leaves at least 0.001 seconds to respond").isEmpty)
  }

  static let fine: [Case] = [
    Case(
      expected: "the warning leaves at least 118.2004 seconds to respond",
      says:
        "t.check:3:39: error: duration '118.2004 seconds': the clock counts whole milliseconds; write at most three decimals of a second"
    ),
    Case(
      expected: "the warning leaves at least 1.0000000000000000001 seconds to respond",
      says: "duration '1.0000000000000000001 seconds': the clock counts whole milliseconds"),
    Case(
      expected: "the warning leaves at least 1m0.0005s to respond",
      says: "t.check:3:39: error: duration '1m0.0005s': the clock counts whole milliseconds"),
    Case(
      expected: "the warning appears at least 1 minute and 0.00001 minutes before expiry",
      says: "duration '1 minute and 0.00001 minutes': the clock counts whole milliseconds"),
  ]

  @Test("a duration that is not a whole number of milliseconds is an error, never rounded", arguments: fine)
  func finerThanTheClock(_ row: Case) {
    let found = problems(task: row.task, expected: row.expected)
    #expect(found.contains { $0.contains(row.says) }, "\(found)")
  }

  @Test("fractions that are whole milliseconds still resolve, in any unit")
  func wholeMilliseconds() {
    for expected in [
      "the warning leaves at least 118.201 seconds to respond", "the warning leaves at least 1.5000 seconds to respond",
      "the warning leaves at least 0.0001 minutes to respond", "the warning leaves at least 0.00001 hours to respond",
      "the warning leaves at least 1m0.5s to respond",
    ] {
      #expect(problems(expected: expected).isEmpty, "\(expected)")
    }
  }

  @Test("a duration that is not zero is never said as 0 seconds, and a limit is said to the millisecond")
  func saidExactly() {
    let said = [1, 50, 950, 1950, 59_960, 118_200].map { VirtualDuration(milliseconds: $0).description }
    #expect(
      said == ["0.001 seconds", "0.05 seconds", "0.95 seconds", "2 seconds", "1 minute", "1 minute 58.2 seconds"])
    let exact = [1, 1001, 61_001, 118_201, 120_000].map { VirtualDuration(milliseconds: $0).exactDescription }
    #expect(
      exact == ["0.001 seconds", "1.001 seconds", "1 minute 1.001 seconds", "1 minute 58.201 seconds", "2 minutes"])
  }

  @Test("a failed limit of a millisecond more than the time left says the limit to the millisecond")
  func failedLimitSaid() throws {
    let parsed = Parser(mode: .checkFile).parse(
      checkText(
        profile: "Switch Control", task: "wait until the warning appears",
        expected: "the warning leaves at least 118.201 seconds to respond"), path: "t.check")
    let check = try #require(parsed.checks.first)
    let result = Runner.run(try Resolver().resolve(check).get())
    let messages = result.failedExpectations.map(\.message)
    #expect(
      messages.contains {
        $0.contains("leaving 1 minute 58.2 seconds before expiry at 15:00; expected at least 1 minute 58.201 seconds")
      },
      "\(messages)")
  }

  static let counts: [Case] = [
    Case(
      task: "fill 1e3 fields", expected: "the warning is announced",
      says: "t.check:2:12: error: '1e3' is not a number; write digits or a number word, such as '3' or 'three'"),
    Case(
      task: "fail Face ID 1e2 times", expected: "the warning is announced",
      says: "t.check:2:20: error: '1e2' is not a number; write digits or a number word"),
    Case(
      task: "wait until the warning appears", expected: "the session can be extended 0x2 times",
      says: "t.check:3:39: error: '0x2' is not a number"),
    Case(
      task: "wait 1e1 minutes", expected: "the warning is announced",
      says: "t.check:2:12: error: malformed duration '1e1'; write it like '90 seconds', '2 minutes' or '1m30s'"),
  ]

  @Test(
    "a count written with an exponent or in hex gets a number's message, a duration a duration's", arguments: counts)
  func countNotDuration(_ row: Case) {
    let found = problems(task: row.task, expected: row.expected)
    #expect(found.contains { $0.contains(row.says) }, "\(found)")
    #expect(found.count == 1, "\(found)")
  }
}
