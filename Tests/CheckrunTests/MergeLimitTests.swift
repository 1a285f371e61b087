import Foundation
import Testing

@testable import CheckrunKit

/// `merge` reads every shard checkrun writes, whatever its size or its checks' names, and
/// refuses what checkrun never writes at a cost bounded by the file's size (issue 24).
@Suite("Merge limits")
struct MergeLimitTests {
  let root = LibXML.root.path
  let scratch = Scratch("merge-limits")

  @discardableResult
  func run(_ arguments: [String]) -> Invocation { Invocation(arguments) }

  func folder(_ name: String) -> String { scratch.path(name) }

  /// A file of `size` zero bytes made at once: sparse, it takes no room on the disk.
  func sparse(_ name: String, size: Int) throws -> String {
    let path = try scratch.write([], named: name)
    try #require(truncate(path, off_t(size)) == 0)
    return path
  }

  /// A shard of this project's checks, `--shard 1/1`, in the folder `name`.
  func shard(_ name: String, app: String = "fixed") throws -> String {
    let out = run(["--app", app, "--shard", "1/1", "--report", folder(name), "\(root)/checks"])
    try #require(out.code != .notUnderstood, "\(out.stderr)")
    return folder(name)
  }

  @Test("merge reads a shard whose one check file's timelines make a system-out of more than 10 MB")
  func largeSystemOut() throws {
    // 2,500 checks of an app with a 4,500-character name: each timeline's header names the
    // app, so the file's one system-out (strict dialect) passes libxml2's 10 MB and the old 8 MB.
    let app = try scratch.write(
      Array("{\"base\": \"fixed\", \"name\": \"app-\(String(repeating: "a", count: 4500))\"}".utf8), named: "app.json")
    var checks = ""
    for index in 0..<2500 {
      checks += "Check: form \(index)\nProfile: Touch\nTask: fill 3 fields\nExpected: no input is lost\n\n"
    }
    let file = try scratch.write(Array(checks.utf8), named: "many.check")
    let ran = run(["--jobs", "2", "--app", app, "--shard", "1/1", "--report", folder("large"), file])
    try #require(ran.code == .passed, "\(ran.stderr)")
    let junit = try String(contentsOfFile: folder("large") + "/junit.xml", encoding: .utf8)
    let start = try #require(junit.range(of: "<system-out>"))
    let end = try #require(junit.range(of: "</system-out>"))
    #expect(junit.utf8.distance(from: start.upperBound, to: end.lowerBound) > 10_000_000)
    let merged = run(["merge", "-o", folder("large-merged"), folder("large")])
    #expect(merged.code == .passed, "\(merged.stderr)")
    #expect(merged.stdout.contains("2500 passed, 0 failed"), "\(merged.stdout)")
  }

  @Test("merge reads a shard whose check names hold escape sequences, control characters and a secret")
  func hostileNames() throws {
    let names = [
      "colour \u{1B}[31mred\u{1B}[0m done", "pay with 4929 1234 5678 9012 today", "bell \u{7} and NUL \u{0}",
      "a card split by colour 4929 1234\u{1B}[0m 5678 9012", "markup <b> & \"quotes\" ]]>",
    ]
    var checks = ""
    for name in names {
      checks += "Check: \(name)\nProfile: Touch\nTask: fill 3 fields\nExpected: no input is lost\n\n"
    }
    let file = try scratch.write(Array(checks.utf8), named: "names.check")
    for app in ["fixed", "before"] {
      let ran = run(["--app", app, "--shard", "1/1", "--report", folder("names-\(app)"), file])
      try #require(ran.code != .notUnderstood, "\(ran.stderr)")
      let merged = run(["merge", "-o", folder("names-\(app)-merged"), folder("names-\(app)")])
      #expect(merged.code == ran.code, "\(merged.stderr)")
      #expect(!merged.stderr.contains("disagree"), "\(merged.stderr)")
      for output in ["junit.xml", "summary.md", "index.html"] {
        let text = try String(contentsOfFile: "\(folder("names-\(app)-merged"))/\(output)", encoding: .utf8)
        #expect(!text.contains("4929 1234 5678 9012"), "\(output)")
        #expect(!text.contains("\u{1B}"), "\(output)")
      }
    }
  }

  @Test("a junit.xml or results.json that is a link is size-checked on the file it points to")
  func linkedFiles() throws {
    let big = try sparse("big.bin", size: (1 << 30) + (100 << 20))
    // A link to a JUnit file over the limit.
    let linked = try shard("linked-junit")
    try FileManager.default.removeItem(atPath: linked + "/junit.xml")
    try FileManager.default.createSymbolicLink(atPath: linked + "/junit.xml", withDestinationPath: big)
    let junit = run(["merge", "-o", folder("out-junit"), linked])
    #expect(junit.code == .notUnderstood)
    #expect(
      junit.stderr.contains("the JUnit file is 1,124 MB, over its limit of 1,024 MB; cut the run into more shards"),
      "\(junit.stderr)")
    // A results.json over the limit, as a link and as a file.
    let results = try shard("linked-results")
    try FileManager.default.removeItem(atPath: results + "/results.json")
    try FileManager.default.createSymbolicLink(atPath: results + "/results.json", withDestinationPath: big)
    let plain = try shard("big-results")
    try FileManager.default.removeItem(atPath: plain + "/results.json")
    _ = try sparse("big-results/results.json", size: (1 << 30) + 1)
    for (input, size) in [(results, "1,124 MB"), (plain, "1,025 MB")] {
      let out = run(["merge", "-o", folder("out-results"), input])
      #expect(out.code == .notUnderstood)
      #expect(
        out.stderr.contains("results.json': the results file is \(size), over its limit of 1,024 MB"), "\(out.stderr)")
    }
    // A link to a FIFO is refused at once, not waited on.
    let fifo = try shard("fifo")
    try FileManager.default.removeItem(atPath: fifo + "/junit.xml")
    try #require(mkfifo(folder("pipe"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: fifo + "/junit.xml", withDestinationPath: folder("pipe"))
    let pipe = run(["merge", "-o", folder("out-fifo"), fifo])
    #expect(pipe.stderr.contains("cannot read the JUnit file: it is not a regular file"), "\(pipe.stderr)")
  }

  @Test("a baseline file over 64 MB is refused without being read")
  func largeBaseline() throws {
    let baseline = try sparse("baseline.json", size: (64 << 20) + (1 << 20))
    let out = run(["--baseline", baseline, "--report", folder("baseline-report"), "\(root)/checks"])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("the baseline file is 65 MB, over its limit of 64 MB"), "\(out.stderr)")
  }

  @Test(
    "an element with more than 32 attributes is refused before libxml2 reads it",
    arguments: [33, 80_000])
  func manyAttributes(_ count: Int) throws {
    var text = "<testsuites><testsuite name=\"x\"><testcase name=\"a\""
    for index in 0..<count { text += " a\(index)=\"\"" }
    text += "/></testsuite></testsuites>"
    let path = try scratch.write(Array(text.utf8), named: "attributes-\(count).xml")
    let start = ContinuousClock.now
    let out = run(["merge", "-o", folder("out-attributes"), path])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("an element has more than 32 attributes; merge refuses it"), "\(out.stderr)")
    // 80,000 attributes took libxml2 163 s; refused, they take a scan of the bytes.
    #expect(ContinuousClock.now - start < .seconds(20))
  }

  @Test("the ten attributes of checkrun's own test suite element are read, and escaped values decoded")
  func tenAttributes() throws {
    let suites = try JUnitReader.parse(
      Array(
        """
        <testsuites><testsuite name="x" package="x" id="0" tests="1" failures="1" errors="0" skipped="0" \
        time="0.001" timestamp="2026-12-01T00:00:00" hostname="localhost"><testcase name="a 'b' =c &amp;#38; &amp; &lt;&#10;" \
        classname="x" time="0.001"><failure message="m"/></testcase></testsuite></testsuites>
        """.utf8), path: "ten.xml")
    #expect(
      suites == [.init(name: "x", cases: [.init(name: "a 'b' =c &#38; & <\n", classname: "x", outcome: "failure")])])
  }

  @Test("a JUnit file of more elements than checkrun writes for its size is refused, so memory stays bounded")
  func manyElements() throws {
    let body =
      Array("<testsuites>".utf8) + Array(repeatElement(Array("<a/>".utf8), count: 600_000).joined())
      + Array("</testsuites>".utf8)
    let path = try scratch.write(body, named: "elements.xml")
    let out = run(["merge", "-o", folder("out-elements"), path])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains("holds more than 151,025 elements, more than one for every 16 bytes; checkrun writes fewer"),
      "\(out.stderr)")
  }

  @Test("merge refuses a results.json whose outcomes differ from its JUnit file's, naming the first")
  func outcomesDisagree() throws {
    let failing = try shard("failing", app: "before")
    let passing = try shard("passing")
    try FileManager.default.removeItem(atPath: failing + "/results.json")
    try FileManager.default.copyItem(atPath: passing + "/results.json", toPath: failing + "/results.json")
    let out = run(["merge", "-o", folder("out-outcomes"), failing])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("disagree about '"), "\(out.stderr)")
    #expect(
      out.stderr.contains("': a failure in JUnit, passed in results.json; were they written by one run?"),
      "\(out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder("out-outcomes")))
  }

  @Test("merge refuses a shard no run can be", arguments: [(1, 0), (0, 3), (4, 3), (1, -2)])
  func impossibleShard(_ index: Int, _ count: Int) throws {
    let input = try shard("shard-\(index)-\(count)")
    let path = input + "/results.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try #require(text.contains("\"shard\":{\"index\":1,\"count\":1"))
    try text.replacingOccurrences(
      of: "\"shard\":{\"index\":1,\"count\":1", with: "\"shard\":{\"index\":\(index),\"count\":\(count)"
    ).write(toFile: path, atomically: true, encoding: .utf8)
    let out = run(["merge", "-o", folder("out-shard-\(index)-\(count)"), input])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains("says it is shard \(index)/\(count), which no run can be: shard K/N needs 1 <= K <= N"),
      "\(out.stderr)")
  }
}
