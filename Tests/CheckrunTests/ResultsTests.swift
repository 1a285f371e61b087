import Foundation
import Testing

@testable import CheckrunKit

/// `results.json` and `--format json`: the versioned document of docs/results.md, and what
/// `merge` reads of it (issue 25, item 6).
@Suite("Results document")
struct ResultsTests {
  let root = LibXML.root.path
  let scratch = Scratch("results")
  static let fixtures = LibXML.root.appendingPathComponent("Tests/Fixtures/results").path

  func folder(_ name: String) -> String { scratch.path(name) }

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// The fixtures' check file, with a baseline holding an entry of every kind: one that
  /// accepts a failure, one expired, one for a check that passes and one that names no check.
  func suite() throws -> (check: String, baseline: String) {
    let check = try scratch.write(Array(try read("\(Self.fixtures)/results.check").utf8), named: "results.check")
    let baseline = try scratch.write(
      Array(
        """
        {"known": [{"id": "resend", "reason": "resend ships in 4.2", "expires": "2099-12-31"},
          {"id": "slot", "reason": "held in 4.1", "expires": "2020-01-01"},
          {"id": "warned", "reason": "was failing", "expires": "2099-12-31"},
          {"id": "gone", "reason": "a check since removed", "expires": "2099-12-31"}]}
        """.utf8), named: "baseline.json")
    return (check, baseline)
  }

  /// `text` with the real time each check took taken out, the only part of the document that
  /// differs between two runs of the same input.
  static func withoutRealTime(_ text: String) -> String {
    text.replacingOccurrences(of: #""realMi(lli|cro)seconds":[0-9]+"#, with: "", options: .regularExpression)
  }

  static let schema = LibXML.root.appendingPathComponent("docs/results.schema.json").path

  @Test("results.json gives each check and expectation its verdict, place, profile and criteria, as its schema says")
  func document() throws {
    let (check, baseline) = try suite()
    let out = Invocation(["--results", "--baseline", baseline, "--report", folder("r"), check])
    #expect(out.code == .notUnderstood, "\(out.stderr)")
    let text = try read("\(folder("r"))/results.json")
    #expect(text.hasPrefix("{\"schema\":\"checkrun-results\",\"version\":4,\"checkrun\":\"\(CheckRun.version)\","))
    let document = try JSON.parse(text)
    let problems = SchemaCheck(root: try JSON.parse(try read(Self.schema))).problems(document)
    #expect(problems.isEmpty, "\(problems)")
    #expect(
      document["summary"]
        == (try JSON.parse(
          #"{"verdict": "failed", "checks": 4, "passed": 1, "failed": 1, "accepted": 1, "errors": 1, "cannotBeJudged": 0}"#
        ))
    )
    #expect(document["run"]?["selection"]?["paths"] == .array([.string(check)]))
    #expect(document["staleBaselineEntries"]?[0]?["id"]?.string == "gone")
    // A check not understood has no id of its own: it is known by its verdict here.
    let checks = Dictionary(
      uniqueKeysWithValues: document["checks"]?.items.map {
        ($0["verdict"]?.string == "error" ? "misspelt" : $0["id"]?.string ?? "", $0)
      } ?? [])
    #expect(checks.count == 4)
    let verdicts = checks.mapValues { [$0["verdict"]?.string, $0["baseline"]?["status"]?.string] }
    #expect(verdicts["warned"] == ["passed", "nowPasses"])
    #expect(verdicts["slot"] == ["failed", "expired"])
    #expect(verdicts["resend"] == ["accepted", "accepted"])
    #expect(verdicts["misspelt"] == ["error", nil])
    let slot = try #require(checks["slot"])
    #expect(slot["file"]?.string == check && slot["line"]?.integer == 11 && slot["column"]?.integer == 1)
    #expect(slot["profiles"] == .array([.string("Switch Control")]) && slot["app"]?.integer == 1)
    #expect(document["run"]?["apps"]?[1]?["name"]?.string == "before")
    #expect(slot["steps"]?.items.map { $0["verdict"]?.string } == ["done", "done", "failed"])
    #expect(slot["steps"]?[2]?["message"]?.string?.hasPrefix("the slot was released at 00:36.3") == true)
    #expect(slot["steps"]?[2]?["line"]?.integer == 15 && slot["steps"]?[2]?["column"]?.integer == 60)
    let held = try #require(slot["expectations"]?[0])
    #expect(held["verdict"]?.string == "failed" && held["line"]?.integer == 16)
    #expect(held["wcag"] == .array([.string("2.2.1")]))
    #expect(held["message"]?.string?.contains("was not held at all") == true)
    #expect(checks["warned"]?["tags"] == .array([.string("session"), .string("wcag-2.2.1")]))
    #expect(checks["warned"]?["simulatedMilliseconds"]?.integer == 780_000)
    let problem = try #require(checks["misspelt"]?["diagnostics"]?[0])
    #expect(problem["kind"]?.string == "unknownPhrase" && problem["line"]?.integer == 28)
    #expect(checks["misspelt"]?["detail"] == nil)
  }

  @Test("--format json prints the results document on standard output, and the console on standard error")
  func formatJSON() throws {
    let (check, baseline) = try suite()
    let both = Invocation(["--format", "json", "--results", "--baseline", baseline, "--report", folder("j"), check])
    let plain = Invocation(["--baseline", baseline, "--report", folder("p"), check])
    #expect(both.code == plain.code)
    // The same bytes as the file, and nothing else.
    #expect(both.stdout == (try read("\(folder("j"))/results.json")))
    #expect(try JSON.parse(both.stdout)["schema"]?.string == "checkrun-results")
    // Every line the run prints otherwise, the console's and the failure lines, on standard error.
    func lines(_ text: String) -> [String] {
      ScaleTests.withoutTimes(text).replacingOccurrences(of: folder("p"), with: folder("j")).split(separator: "\n")
        .map(String.init).sorted()
    }
    #expect(lines(both.stderr) == lines(plain.stdout + plain.stderr), "\(both.stderr)")
    #expect(both.stderr.contains("PASS  a VoiceOver user hears the warning"))
    #expect(both.stderr.contains("results.check:15:60: error: task step 'book the slot' could not be done"))
    // Without --results the document is printed, and no results.json written.
    let printed = Invocation(["--format", "json", "--baseline", baseline, "--report", folder("n"), check])
    #expect(Self.withoutRealTime(printed.stdout) == Self.withoutRealTime(both.stdout))
    #expect(!FileManager.default.fileExists(atPath: "\(folder("n"))/results.json"))
    #expect(FileManager.default.fileExists(atPath: "\(folder("n"))/junit.xml"))
    // Nothing to run prints nothing.
    let none = Invocation(["--format", "json", "--filter", "nomatch", "--report", folder("none"), "\(root)/checks"])
    #expect(none.code == .nothingToRun && none.stdout.isEmpty)
  }

  @Test("a document of many pieces, with characters of several bytes, is printed whole")
  func printedInPieces() throws {
    var text = ""
    for index in 0..<300 {
      text += "Check: café ünïcødé ✓ 名前 \(index)\nProfile: Touch\nTask: fill 3 fields\nExpected: no input is lost\n\n"
    }
    let check = try scratch.write(Array(text.utf8), named: "many.check")
    let out = Invocation(["--format", "json", "--results", "--report", folder("many"), check])
    #expect(out.code == .passed, "\(out.stderr)")
    let file = try read("\(folder("many"))/results.json")
    #expect(file.utf8.count > 4 * ByteStore.bufferSize)
    #expect(out.stdout == file)
    #expect(!out.stdout.contains("\u{FFFD}"))
  }

  @Test("the document is the same bytes with --jobs 1 and --jobs 2, but for each check's real time")
  func sameBytes() throws {
    var documents: [String] = []
    for jobs in ["1", "2"] {
      let out = Invocation([
        "--app", "before", "--jobs", jobs, "--format", "json", "--report", folder("jobs\(jobs)"), "\(root)/checks",
      ])
      #expect(out.code == .failed, "\(out.stderr)")
      documents.append(Self.withoutRealTime(out.stdout))
    }
    #expect(documents[0] == documents[1])
    #expect(documents[0].split(separator: "\n").count == 2 + 60, "a line for the head, one per check, one to close")
  }

  @Test(
    "a secret in a check's name, its file's path, the app file's path or --filter reaches neither results.json nor --format json"
  )
  func secrets() throws {
    let card = "4929 1234 5678 9012"
    let place = folder("cards \(card)")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
    let check = "\(place)/pay.check"
    try Data(
      "Check: pay with \(card) today\nTags: 4929 1234 5678 9012\nProfile: Touch\nTask: fill 3 fields\nExpected: the warning is announced\n"
        .utf8
    ).write(to: URL(fileURLWithPath: check))
    let app = "\(place)/app \(card.replacingOccurrences(of: " ", with: "-")).json"
    try Data(#"{"name": "bank \#(card)", "base": "before"}"#.utf8).write(to: URL(fileURLWithPath: app))
    let out = Invocation([
      "--app", app, "--filter", "with \(card)", "--results", "--format", "json", "--report", folder("secret"), check,
    ])
    #expect(out.code == .failed, "\(out.stderr)")
    let file = try read("\(folder("secret"))/results.json")
    #expect(out.stdout == file)
    #expect(RedactionTests.secrets(in: file).isEmpty, "\(file.prefix(2000))")
    #expect(RedactionTests.secrets(in: out.stderr).isEmpty)
    // Each of those fields is there, with the secret taken out.
    let document = try JSON.parse(file)
    #expect(document["run"]?["apps"]?[0]?["file"]?.string?.contains("[redacted]") == true)
    #expect(document["run"]?["selection"]?["filter"]?.string == "with [redacted]")
    #expect(document["checks"]?[0]?["name"]?.string == "pay with [redacted] today")
    #expect(document["checks"]?[0]?["file"]?.string?.contains("cards [redacted]/pay.check") == true)
  }

  @Test("docs/results.md describes every field of the schema, and names the version this checkrun writes")
  func documented() throws {
    let text = try read(LibXML.root.appendingPathComponent("docs/results.md").path)
    let names = SchemaCheck(root: try JSON.parse(try read(Self.schema))).propertyNames
    #expect(names.count > 40)
    for name in names.sorted() { #expect(text.contains("`\(name)`"), "docs/results.md does not mention `\(name)`") }
    #expect(text.contains("\"version\": \(ResultsDocument.version)"))
  }
}
