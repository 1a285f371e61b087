import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// Dates, the clock's environment, selections and ids: every value read at the edge is held
/// to what it can be, with a clear message, never a trap (issue 24).
@Suite("Dates and limits")
struct DateAndLimitTests {
  let root = LibXML.root.path
  let scratch = Scratch("dates")

  func folder(_ name: String) -> String { scratch.path(name) }

  /// A baseline file with one entry for `id`, expiring on `expires` (written as JSON text).
  func baseline(expires: String, id: String = "x") throws -> String {
    try scratch.write(
      Array("{\"known\": [{\"id\": \"\(id)\", \"reason\": \"r\", \"expires\": \"\(expires)\"}]}".utf8),
      named: "baseline-\(UUID().uuidString).json")
  }

  static let notDays = [
    "\u{0662}\u{0660}\u{0660}\u{0660}-\u{0660}\u{0661}-\u{0660}\u{0661}",  // Arabic-Indic digits
    "\u{FF12}\u{FF10}\u{FF10}\u{FF10}-\u{FF10}\u{FF11}-\u{FF10}\u{FF11}",  // fullwidth digits
    "\u{00B2}\u{2070}\u{2070}\u{2070}-\u{2070}\u{00B9}-\u{2070}\u{00B9}",  // superscript digits
    "2\u{0301}000-01-01",  // a digit with a combining mark
    "2026-02-30", "2026-99-99", "2026-13-01", "2026-00-10", "2026-04-31", "2100-02-29", "0000-01-01",
    "2026-1-01", "+026-01-01", "2026-01-01 ", "next week", "",
  ]

  @Test("only an ASCII YYYY-MM-DD naming a real day is a date", arguments: notDays)
  func notADay(_ text: String) throws {
    #expect(CalendarDate(text) == nil)
    guard case .failure(let list) = Baseline.load(try baseline(expires: text)) else {
      Issue.record("'\(text)' was accepted as a baseline date")
      return
    }
    #expect(list.diagnostics.first?.message.contains("write the date as YYYY-MM-DD, a day of the calendar") == true)
  }

  @Test("real days, leap years right, compare as days")
  func days() {
    #expect(CalendarDate("2024-02-29") != nil)
    #expect(CalendarDate("2000-02-29") != nil)
    #expect(CalendarDate("2026-12-31")?.description == "2026-12-31")
    guard let early = CalendarDate("2026-09-30"), let late = CalendarDate("2026-10-01") else {
      Issue.record("real days refused")
      return
    }
    #expect(early < late)
  }

  @Test("an entry expires after its day: it does not pass the gate in 2100")
  func expiresAsADay() throws {
    let entry = Baseline.Entry(id: "x", reason: "r", expires: "2026-12-01")
    let known = Baseline(entries: [entry])
    #expect(known.status(id: "x", passed: false, today: "2026-12-01") == .known(entry))
    #expect(known.status(id: "x", passed: false, today: "2026-12-02") == .expired(entry))
    #expect(known.status(id: "x", passed: false, today: "2100-01-01") == .expired(entry))
    // An entry no load would let in still never passes the gate.
    let odd = Baseline.Entry(
      id: "x", reason: "r", expires: "\u{0662}\u{0660}\u{0660}\u{0660}-\u{0660}\u{0661}-\u{0660}\u{0661}")
    #expect(Baseline(entries: [odd]).status(id: "x", passed: false, today: "2100-01-01") == .expired(odd))
  }

  @Test("the whole command refuses a baseline dated in other digits: exit 2, nothing runs")
  func commandRefusesOtherDigits() throws {
    let path = try baseline(expires: "\u{0662}\u{0660}\u{0660}\u{0660}-\u{0660}\u{0661}-\u{0660}\u{0661}")
    let out = Invocation(["--baseline", path, "--report", folder("report"), "\(root)/checks"])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("could not be used; nothing was run"), "\(out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder("report/index.html")))
  }

  @Test("'baseline --expires' takes only a real day", arguments: ["2026-99-99", "2027-02-29", "\u{FF12}027-01-01"])
  func expiresOption(_ text: String) {
    let target = folder("new-\(UUID().uuidString).json")
    let out = Invocation(["baseline", "--app", "before", "-o", target, "--expires", text, "\(root)/checks"])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains("'--expires' takes a day of the calendar as YYYY-MM-DD in digits 0-9, not '\(text)'"),
      "\(out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  @Test("a key given twice in a baseline entry is an error at the second, naming it")
  func duplicateBaselineKey() throws {
    let path = try scratch.write(
      Array(
        "{\"known\": [\n  {\"id\": \"x\", \"reason\": \"r\", \"expires\": \"2000-01-01\", \"expires\": \"2999-01-01\"}\n]}"
          .utf8), named: "twice.json")
    guard case .failure(let list) = Baseline.load(path) else {
      Issue.record("a baseline with a key twice was accepted")
      return
    }
    #expect(
      list.diagnostics.map(\.description) == ["\(path):2:55: error: duplicate key 'expires'; each key may appear once"])
  }

  static let badEpochs = [
    "-9223372036854775808", "9223372036854775807", "99999999999999999999", "-1", "+5", "1.5", "1e9", "0x10",
    "\u{0661}\u{0667}\u{0669}\u{0665}", "253402300800", "soon", " 1795000000",
  ]

  @Test("a SOURCE_DATE_EPOCH out of range or not digits is a clear error, never a trap", arguments: badEpochs)
  func badEpoch(_ value: String) {
    for command in [
      ["--report", folder("epoch-\(UUID().uuidString)"), "\(root)/checks"],
      [
        "baseline", "--app", "before", "-o", folder("epoch-\(UUID().uuidString).json"), "--expires", "2099-01-01",
        "\(root)/checks",
      ],
    ] {
      let out = Invocation(command, environment: ["SOURCE_DATE_EPOCH": value])
      #expect(out.code == .notUnderstood, "\(command.first ?? "")")
      #expect(
        out.stderr.contains(
          "'SOURCE_DATE_EPOCH' must be a whole number of seconds since 1970 from 0 to 253402300799 (the end of 9999), not '\(value)'"
        ), "\(out.stderr)")
    }
  }

  @Test("SOURCE_DATE_EPOCH at its ends gives the first and the last second; empty is unset")
  func epochEnds() {
    #expect(CheckRun.timestamp(["SOURCE_DATE_EPOCH": "0"]) == "1970-01-01T00:00:00")
    #expect(CheckRun.timestamp(["SOURCE_DATE_EPOCH": "253402300799"]) == "9999-12-31T23:59:59")
    #expect(CheckRun.timestamp(["SOURCE_DATE_EPOCH": "1795000000"]) == "2026-11-18T11:06:40")
    #expect(CheckRun.timestamp(["SOURCE_DATE_EPOCH": ""]) == CheckRun.timestamp([:]))
    #expect(CheckRun.utc(.min).hasPrefix("0001-01-01"))
    #expect(CheckRun.utc(.max) == "9999-12-31T23:59:59")
  }

  @Test("--tags refuses more than 100 parentheses or 'not's one inside another, and reads long chains flat")
  func tagDepth() {
    let deep = String(repeating: "(", count: 60_000) + "a" + String(repeating: ")", count: 60_000)
    guard case .failure(let problem) = TagExpression.parse(deep) else {
      Issue.record("60,000 nested parentheses were read")
      return
    }
    #expect(
      problem.message
        == "--tags: more than 100 parentheses and 'not's one inside another; write a shallower expression")
    if case .success = TagExpression.parse(String(repeating: "not ", count: 60_000) + "a") {
      Issue.record("60,000 'not's were read")
    }
    let hundred = String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)
    #expect((try? TagExpression.parse(hundred).get())?.matches(["a"]) == true)
    let hundredAndOne = "(" + hundred + ")"
    if case .success = TagExpression.parse(hundredAndOne) { Issue.record("101 levels were read") }
    // 60,000 tags joined by 'and' and 'or' are lists, not a tree 60,000 deep to walk.
    let chain = Array(repeating: "a", count: 60_000).joined(separator: " and ") + " or b"
    #expect((try? TagExpression.parse(chain).get())?.matches(["a"]) == true)
    #expect((try? TagExpression.parse(chain).get())?.matches(["c"]) == false)
    let out = Invocation(["--list", "--tags", deep, "\(root)/checks"])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("more than 100 parentheses"))
  }

  @Test(
    "numeric options take ASCII digits only: no sign, hex, exponent or other digits",
    arguments: [
      ["--jobs", "+2"], ["--jobs", "\u{0662}"], ["--max-actions", "0x10"], ["--shard", "+1/2"],
      ["--check-timeout", "1e1"], ["--check-timeout", "0x10"], ["--check-timeout", "1e-300"],
      ["--check-timeout", "0.0001"], ["--check-timeout", "inf"],
    ])
  func numericOptions(_ arguments: [String]) {
    guard case .failure(let problem) = Options.parse(arguments) else {
      Issue.record("\(arguments) was accepted")
      return
    }
    #expect(problem.message.contains("'\(arguments[0])' takes"), "\(problem.message)")
  }

  @Test("numeric options in digits are still read")
  func numericOptionsRead() throws {
    let options = try Options.parse(["--jobs", "2", "--check-timeout", "0.05", "--shard", "1/2"]).get()
    #expect(options.jobs == 2)
    #expect(options.checkTimeout == 0.05)
    #expect(options.shard?.index == 1 && options.shard?.count == 2)
  }
}
