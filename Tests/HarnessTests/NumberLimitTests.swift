import Testing

@testable import Harness

/// Numbers in checks and app files: ASCII digits only, each held to its limit after it is
/// made a value, never silently zero or clamped (issue 24).
@Suite("Numbers and their limits")
struct NumberLimitTests {
  /// The messages resolving `task` and `expected` for VoiceOver gives; empty when it resolves.
  func problems(task: String = "wait until the warning appears", expected: String = "the warning is announced")
    -> [String]
  {
    let parsed = Parser(mode: .checkFile).parse(
      checkText(profile: "VoiceOver", task: task, expected: expected), path: "t.check")
    guard let check = parsed.checks.first else { return ["not parsed"] }
    guard case .failure(let list) = Resolver().resolve(check) else { return [] }
    return list.diagnostics.map(\.description)
  }

  struct Case: Sendable, CustomStringConvertible {
    var task: String
    var expected: String
    var says: String
    var description: String { "\(task) / \(expected)" }
  }

  static let refused: [Case] = [
    Case(
      task: "wait until the warning appears", expected: "the warning leaves at least 1e308 seconds to respond",
      says: "t.check:3:39: error: malformed duration '1e308'"),
    Case(
      task: "wait until the warning appears",
      expected: "the warning leaves at least \(String(repeating: "9", count: 40)) seconds to respond",
      says:
        "t.check:3:39: error: duration '\(String(repeating: "9", count: 40)) seconds': it is longer than the 30-day limit"
    ),
    Case(
      task: "wait 0x10 seconds", expected: "the warning is announced",
      says: "t.check:2:12: error: malformed duration '0x10'"),
    Case(
      task: "wait 1e1 minutes", expected: "the warning is announced",
      says: "t.check:2:12: error: malformed duration '1e1'"),
    Case(
      task: "wait 1.5e1s", expected: "the warning is announced",
      says: "t.check:2:12: error: malformed duration '1.5e1s'"),
    Case(
      task: "wait \u{0663} minutes", expected: "the warning is announced",
      says: "t.check:2:12: error: '\u{0663}' is not a number"),
    Case(
      task: "wait \u{FF13} minutes", expected: "the warning is announced",
      says: "t.check:2:12: error: '\u{FF13}' is not a number"),
    Case(
      task: "wait 0.0001 seconds", expected: "the warning is announced",
      says:
        "t.check:2:12: error: duration '0.0001 seconds': it is shorter than a millisecond, the clock's smallest step"),
    Case(
      task: "wait 29 days and 2 days", expected: "the warning is announced",
      says: "t.check:2:12: error: duration '29 days and 2 days': it is longer than the 30-day limit"),
    Case(
      task: "wait \(String(repeating: "9", count: 30))d", expected: "the warning is announced",
      says: "it is longer than the 30-day limit"),
    Case(
      task: "fail Face ID 0 times", expected: "the warning is announced",
      says: "t.check:2:7: error: 'fail Face ID 0 times': write a number of times of at least 1"),
    Case(
      task: "wait until the warning appears", expected: "the session can be extended 0 times",
      says: "t.check:3:11: error: 'the session can be extended 0 times': write a number of times of at least 1"),
    Case(
      task: "wait until the warning appears", expected: "the session can be extended 99999999999999999999 times",
      says: "t.check:3:39: error: '99999999999999999999' is too large a number"),
  ]

  @Test("a number that is not ASCII digits, or is past its limit, is an error at its column", arguments: refused)
  func refusedNumbers(_ row: Case) {
    let found = problems(task: row.task, expected: row.expected)
    #expect(found.contains { $0.contains(row.says) }, "\(found)")
  }

  @Test("durations and counts within their limits still resolve, to what they say")
  func withinLimits() throws {
    for (task, expected) in [
      ("wait 30 days", "the warning is announced"), ("wait 1.5 seconds", "the warning is announced"),
      ("wait 1m30s", "the warning is announced"), ("fail Face ID 3 times", "the warning is announced"),
      ("wait until the warning appears", "the session can be extended 1000 times"),
    ] {
      #expect(problems(task: task, expected: expected).isEmpty, "\(task) / \(expected)")
    }
    #expect(Quantities.duration(seconds: 30 * 86_400) == .minutes(30 * 24 * 60))
    #expect(Quantities.duration(seconds: 30 * 86_400 + 1) == nil)
    #expect(Quantities.duration(seconds: 1e308) == nil)
    #expect(Quantities.duration(seconds: .infinity) == nil)
    #expect(Quantities.duration(seconds: 0) == .zero)
  }

  @Test("'the warning leaves at least 1e308 seconds' no longer passes: the check does not resolve")
  func overflowIsNotAPass() {
    let text = checkText(
      profile: "VoiceOver", task: "wait until the warning appears",
      expected: "the warning leaves at least 1e308 seconds to respond")
    #expect(runCheck(text) == nil)
  }

  @Test("an app file's number of seconds is held to 7 days before and after it is a duration")
  func appFileNumbers() {
    func messages(_ hold: ConfigValue) -> [String] {
      guard case .failure(let list) = AppSettings.app(from: ["slot": .object(["hold": hold])], name: "mine") else {
        return []
      }
      return list.problems.map(\.message)
    }
    #expect(
      messages(.number(1e308)) == ["'slot.hold' must be a number of seconds from 0 to 604800 (7 days), not 1e+308"])
    #expect(
      messages(.number(604_801)) == ["'slot.hold' must be a number of seconds from 0 to 604800 (7 days), not 604801"])
    #expect(messages(.number(-1)) == ["'slot.hold' must be a number of seconds from 0 to 604800 (7 days), not -1"])
    #expect(
      messages(.number(0.0001)) == ["'slot.hold' must be at least a millisecond, the clock's smallest step, or 0"])
    #expect(messages(.string("1e308 seconds")).count == 1)
    #expect(messages(.number(90)).isEmpty)
    #expect(messages(.number(0)).isEmpty)
  }
}
