import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// App files' numbers and keys as the JSON readers would let them through (issue 24).
@Suite("App files: numbers and keys")
struct AppFileNumberTests {
  /// The diagnostics of an app file of `text`, as printed; empty when it loads.
  func problems(_ text: String) -> [String] {
    guard case .failure(let list) = AppFile.parse(Array(text.utf8), path: "app.json") else { return [] }
    return list.diagnostics.map(\.description)
  }

  @Test("a number with an exponent is an error at its line and column, not a duration of zero")
  func exponent() {
    #expect(
      problems("{\n  \"slot\": {\"hold\": 1e308}\n}\n") == [
        "app.json:2:20: error: number '1e308' has an exponent; write it in digits, such as 90 or 1.5"
      ])
    #expect(problems("{\"session\": {\"length\": 9E2}}").count == 1)
    #expect(problems("{\"session\": {\"length\": 900, \"warningLead\": 90.5}}").isEmpty)
  }

  @Test("a number of seconds too large for the clock is refused, not read as 'not held'")
  func tooLarge() {
    #expect(
      problems("{\"slot\": {\"hold\": 1\(String(repeating: "0", count: 308))}}") == [
        "app.json:1:11: error: 'slot.hold' must be a number of seconds from 0 to 604800 (7 days), not 1e+308"
      ])
    // Past what a Double holds, the JSON reader itself refuses it.
    #expect(
      problems("{\"slot\": {\"hold\": 1\(String(repeating: "0", count: 400))}}").first?.contains(
        "is not representable") == true)
  }

  @Test("a key given twice in an object is an error at the second, naming it")
  func duplicateKeys() {
    #expect(
      problems("{\n  \"slot\": {\"hold\": 60,\n           \"hold\": 0}\n}\n") == [
        "app.json:3:12: error: duplicate key 'hold'; each key may appear once"
      ])
    // The same key spelt with an escape is the same key; one name in two objects is not twice.
    #expect(problems("{\"slot\": {\"hold\": 60, \"\\u0068old\": 0}}").count == 1)
    #expect(
      problems("{\"session\": {\"length\": 900}, \"slot\": {\"length\": 1}}").allSatisfy { !$0.contains("duplicate") })
    #expect(
      problems("{\"base\": \"fixed\", \"base\": \"before\"}") == [
        "app.json:1:19: error: duplicate key 'base'; each key may appear once"
      ])
  }

  @Test("the whole command refuses an app file with an exponent: exit 2, nothing runs")
  func command() throws {
    let scratch = Scratch("appnumbers")
    let app = try scratch.write(Array("{\"slot\": {\"hold\": 1e308}}".utf8), named: "app.json")
    let check = try scratch.write(
      Array("Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n".utf8), named: "a.check")
    let out = Invocation(["--report", scratch.path("report"), "--app", app, check])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("app.json:1:19: error: number '1e308' has an exponent"), "\(out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("report/index.html")))
  }

  @Test("a one-line file of 50,000 repeated keys is counted through once: each at its own column")
  func manyRepeatedKeys() {
    let text = "{\"slot\":{" + Array(repeating: "\"hold\":1", count: 50_000).joined(separator: ",") + "}}"
    let found = JSONScan.findings(in: Array(text.utf8))
    #expect(found.count == 49_999)
    #expect(found.last?.column == 10 + 9 * 49_999)
    #expect(found.allSatisfy { $0.line == 1 && $0.message == "duplicate key 'hold'; each key may appear once" })
  }
}
