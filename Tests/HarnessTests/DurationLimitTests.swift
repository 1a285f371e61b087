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
    var description: String { expected }
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
}
