import Foundation
import Testing

@testable import CheckrunKit

/// A check that cannot be judged (issue 26, item 4) in every output: counted apart from a
/// pass and from a failure, blocking the gate with exit 4, never accepted by a baseline, and
/// kept by `merge`.
@Suite("Cannot be judged: every output")
struct CannotBeJudgedOutputTests {
  let scratch = Scratch("cannot-be-judged")

  func folder(_ name: String) -> String { scratch.path(name) }

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// A check whose task brings up no notice, then one that does.
  static let text = """
    Check:     no notice was brought up
    Id:        no-notice
    Profile:   VoiceOver
    Task:      wait 1 minute
    Expected:  the error is announced in full

    Check:     the notice is heard
    Id:        heard
    Profile:   VoiceOver
    Task:      enter an incorrect passcode
    Expected:  the error is announced in full

    """

  static let message =
    "no error or notice was announced; the task brought none up; add a step that brings one up, such as 'enter an incorrect passcode'"

  func suite(_ text: String = CannotBeJudgedOutputTests.text, named name: String = "notice.check") throws -> String {
    try scratch.write(Array(text.utf8), named: name)
  }

  @Test("the console counts it apart, standard error has its line, and the run exits 4")
  func console() throws {
    let check = try suite()
    let out = Invocation(["--no-config", "--report", folder("r"), check])
    #expect(out.code == .cannotBeJudged && out.code.rawValue == 4, "\(out.stderr)")
    let lines = out.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.last == "" && lines.dropLast().last == "1 passed, 0 failed, 1 cannot be judged")
    let block = [
      "UNJUDGED no notice was brought up  [VoiceOver, app 'fixed', 1 minute simulated, 0 ms]",
      "      cannot be judged: what a line below is about never happened in the run (its message says what: a step the task lacks, or something the app never did)",
      "      ? \(check):5:12  the error is announced in full",
      "          \(Self.message)",
    ]
    let at = try #require(lines.firstIndex { $0.hasPrefix("UNJUDGED") })
    #expect(Array(lines[at..<at + 4]).map(Self.withoutMilliseconds) == block)
    #expect(out.stderr == "\(check):5:12: error: cannot be judged: \(Self.message)\n")
  }

  @Test("the README's example is what a run prints")
  func readme() throws {
    let readme = try read(LibXML.root.appendingPathComponent("README.md").path)
    let start = try #require(readme.range(of: "$ checkrun notice.check\n"))
    let end = try #require(readme[start.upperBound...].range(of: "$ echo $?\n4\n"))
    let shown = String(readme[start.upperBound..<end.lowerBound])
    // The README's file, run where it is, as the README runs it.
    let place = folder("readme")
    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
    try Data(
      "Check:     no notice was brought up\nProfile:   VoiceOver\nTask:      wait 1 minute\nExpected:  the error is announced in full\n"
        .utf8
    ).write(to: URL(fileURLWithPath: "\(place)/notice.check"))
    let out = Invocation(["--no-config", "notice.check"], folder: place)
    #expect(out.code == .cannotBeJudged)
    #expect(Self.withoutMilliseconds(out.stdout.replacingOccurrences(of: place + "/", with: "")) == shown)
  }

  @Test("JUnit holds it as an error of its own type, and still validates against every schema")
  func junit() throws {
    let check = try suite()
    let out = Invocation(["--no-config", "--report", folder("j"), check])
    #expect(out.code == .cannotBeJudged)
    let bytes = Array(try read("\(folder("j"))/junit.xml").utf8)
    #expect(LibXML.rejecting(bytes).isEmpty, "\(LibXML.rejecting(bytes))")
    #expect(LibXML.attributes("errors", of: "testsuite", in: bytes) == ["1"])
    #expect(LibXML.attributes("failures", of: "testsuite", in: bytes) == ["0"])
    #expect(LibXML.attributes("type", of: "error", in: bytes) == ["cannot-be-judged"])
    #expect(
      LibXML.attributes("message", of: "error", in: bytes) == [
        "cannot be judged: expected 'the error is announced in full' (line 5): \(Self.message)"
      ])
    #expect(try read("\(folder("j"))/junit.xml").contains("CANNOT BE JUDGED: the error is announced in full"))
  }

  @Test("results.json gives it the verdict cannot-be-judged and counts it apart, as its schema says")
  func results() throws {
    let check = try suite()
    #expect(Invocation(["--no-config", "--results", "--report", folder("j"), check]).code == .cannotBeJudged)
    let document = try JSON.parse(try read("\(folder("j"))/results.json"))
    let problems = SchemaCheck(root: try JSON.parse(try read(ResultsTests.schema))).problems(document)
    #expect(problems.isEmpty, "\(problems)")
    #expect(
      document["summary"]
        == (try JSON.parse(
          #"{"verdict": "cannot-be-judged", "checks": 2, "passed": 1, "failed": 0, "accepted": 0, "errors": 0, "cannotBeJudged": 1}"#
        )))
    let first = try #require(document["checks"]?[0])
    #expect(first["verdict"]?.string == "cannot-be-judged")
    #expect(first["expectations"]?[0]?["verdict"]?.string == "cannot-be-judged")
    #expect(first["expectations"]?[0]?["message"]?.string == Self.message)
    #expect(document["checks"]?[1]?["verdict"]?.string == "passed")
  }

  @Test("the summary and the page count it apart and list it")
  func summaryAndPage() throws {
    let check = try suite()
    #expect(Invocation(["--no-config", "--report", folder("s"), check]).code == .cannotBeJudged)
    let summary = try read("\(folder("s"))/summary.md")
    #expect(summary.hasPrefix("## ⚠️ checkrun cannot be judged: 1 of 2 checks passed against app <code>fixed</code>"))
    #expect(summary.contains("| passed | failed | known (baseline) | not understood | cannot be judged |"))
    #expect(summary.contains("| 1 | 0 | 0 | 0 | 1 |"))
    #expect(summary.contains("### Cannot be judged\n"))
    #expect(summary.contains("- ❔ **no notice was brought up** ("))
    let page = try read("\(folder("s"))/index.html")
    #expect(page.contains("<p class=\"verdict cannot-be-judged\">Cannot be judged: 1 of 2 checks passed"))
    #expect(page.contains("<h3>Cannot be judged (their tasks never brought up what an expectation is about): 1</h3>"))
    #expect(page.contains("<span class=\"badge unjudged\">Cannot be judged</span> no notice was brought up</h3>"))
    #expect(page.contains("<li class=\"unjudged\"><strong>Cannot be judged:</strong> <code>the error is announced"))
    #expect(page.contains("<th scope=\"col\">Cannot be judged</th>"))
  }

  @Test("under GitHub Actions it is an error annotation")
  func annotation() throws {
    let check = try suite()
    let out = Invocation(
      ["--no-config", "--report", folder("g"), check],
      environment: ["SOURCE_DATE_EPOCH": "1795000000", "GITHUB_ACTIONS": "true"])
    #expect(out.code == .cannotBeJudged)
    #expect(
      out.stderr
        == "::error file=\(check),line=5,col=12,title=no notice was brought up::cannot be judged: \(Self.message)\n")
  }

  @Test("a failure wins: a check with a failure is failed, and a run with one exits 1")
  func failureWins() throws {
    // Booking with no slot selected is a step that cannot be done; the expectation after it
    // cannot be judged.
    let check = try suite(
      Self.text
        + "Check:     no slot\nProfile:   VoiceOver\nTask:      wait 1 minute, then book the slot\n"
        + "Expected:  the error is announced in full\n")
    let out = Invocation(["--no-config", "--report", folder("f"), check])
    #expect(out.code == .failed)
    #expect(out.stdout.hasSuffix("1 passed, 1 failed, 1 cannot be judged\n"), "\(out.stdout)")
    #expect(out.stdout.contains("FAIL  no slot  ["))
    #expect(out.stderr.contains("\(check):15:12: error: cannot be judged: \(Self.message)\n"), "\(out.stderr)")
  }

  @Test("merge of two shards keeps it, and exits 4")
  func merge() throws {
    let check = try suite()
    for index in 1...2 {
      let shard = Invocation(["--no-config", "--shard", "\(index)/2", "--report", folder("m\(index)"), check])
      #expect(shard.code == .passed || shard.code == .cannotBeJudged)
    }
    let out = Invocation(["merge", "-o", folder("merged"), folder("m1"), folder("m2")])
    #expect(out.code == .cannotBeJudged, "\(out.stderr)")
    #expect(out.stdout.hasSuffix("1 passed, 0 failed, 1 cannot be judged\n"), "\(out.stdout)")
    let document = try JSON.parse(try read("\(folder("merged"))/results.json"))
    #expect(document["summary"]?["cannotBeJudged"]?.integer == 1)
    let junit = Array(try read("\(folder("merged"))/junit.xml").utf8)
    #expect(LibXML.attributes("type", of: "error", in: junit) == ["cannot-be-judged"])
    #expect(try read("\(folder("merged"))/summary.md").contains("| 1 | 0 | 0 | 0 | 1 |"))
  }

  @Test("no baseline accepts it: --baseline leaves it blocking, and 'baseline' writes nothing")
  func baseline() throws {
    let check = try suite()
    let known = try scratch.write(
      Array(#"{"known": [{"id": "no-notice", "reason": "r", "expires": "2099-12-31"}]}"#.utf8), named: "known.json")
    let gated = Invocation(["--no-config", "--baseline", known, "--results", "--report", folder("b"), check])
    #expect(gated.code == .cannotBeJudged)
    #expect(gated.stdout.hasSuffix("1 passed, 0 failed, 1 cannot be judged\n"), "\(gated.stdout)")
    #expect(!gated.stdout.contains("KNOWN"))
    let document = try JSON.parse(try read("\(folder("b"))/results.json"))
    #expect(document["checks"]?[0]?["verdict"]?.string == "cannot-be-judged")
    #expect(document["checks"]?[0]?["baseline"] == nil)
    let path = folder("written.json")
    let written = Invocation(["baseline", "--no-config", "-o", path, "--expires", "2099-12-31", check])
    #expect(written.code == .cannotBeJudged)
    #expect(
      written.stderr.hasSuffix(
        "checkrun: error: 1 check above cannot be judged; a baseline accepts failing checks, not checks whose task never brought up what they judge: add to each task what its lines say, then write the baseline; '\(path)' was not written\n"
      ), "\(written.stderr)")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// `text` with each check's real time as `0 ms`.
  static func withoutMilliseconds(_ text: String) -> String {
    text.replacingOccurrences(of: #", [0-9]+ ms\]"#, with: ", 0 ms]", options: .regularExpression)
  }
}
