import Foundation
import Testing

@testable import CheckrunKit

/// `checkrun diff OLD NEW` and `--previous DIR` (issue 44, item 8, "Compared with the last
/// release"): two runs compared check by check, by stable id.
@Suite("Diff")
struct DiffTests {
  let scratch = Scratch("diff")

  func folder(_ name: String) -> String { scratch.path(name) }

  /// A check by its name and id that passes on `fixed` (`passes`) or fails there.
  static func check(_ name: String, id: String, passes: Bool) -> String {
    let body =
      passes
      ? "Task:      wait 1 minute\nExpected:  no error code is shown\n"
      : "Task:      wait 16 minutes\nExpected:  \"Stay signed in\" works\n"
    return "Check:     \(name)\nId:        \(id)\nProfile:   Touch\n\(body)\n"
  }

  /// The older run's checks: `breaks` passes and `mends` fails. The newer one's differ by
  /// exactly one new failure (`breaks`), one fix (`mends`) and one added check (`extra`);
  /// `steady` passes in both and `stuck` fails in both.
  static let old = [
    check("a steady check", id: "steady", passes: true), check("a check that breaks", id: "breaks", passes: true),
    check("a check that mends", id: "mends", passes: false), check("a stuck check", id: "stuck", passes: false),
  ].joined()
  static let new = [
    check("a steady check", id: "steady", passes: true), check("a check that breaks", id: "breaks", passes: false),
    check("a check that mends", id: "mends", passes: true), check("a stuck check", id: "stuck", passes: false),
    check("an extra check", id: "extra", passes: true),
  ].joined()

  /// The time `Invocation`'s `SOURCE_DATE_EPOCH` gives every run.
  static let time = CheckRun.utc(1_795_000_000)

  /// Runs the older and the newer checks, each into its report folder with results.json,
  /// the newer with `extra` arguments; the newer run and the paths of both check files.
  func twoRuns(_ extra: [String] = []) throws -> (new: Invocation, oldFile: String, newFile: String) {
    let oldFile = try scratch.write(Array(Self.old.utf8), named: "old.check")
    let newFile = try scratch.write(Array(Self.new.utf8), named: "new.check")
    let old = Invocation(["--results", "--report", folder("old"), oldFile])
    #expect(old.code == .failed, "\(old.stderr)")
    let new = Invocation(["--results", "--report", folder("new")] + extra + [newFile])
    return (new, oldFile, newFile)
  }

  /// A mark for the pure comparison's tests.
  static func mark(_ id: String, _ verdict: RunComparison.Verdict, line: Int = 1) -> RunComparison.Mark {
    RunComparison.Mark(id: id, name: "check \(id)", path: "a.check", line: line, verdict: verdict)
  }

  @Test("the comparison sorts checks by id into each kind, without files")
  func comparisonOfMarks() {
    let run = RunComparison.Run(path: "old.json", time: "2026-11-18T00:00:00", gitRevision: nil)
    let old: [RunComparison.Mark] = [
      Self.mark("steady", .passed), Self.mark("breaks", .passed), Self.mark("mends", .failed),
      Self.mark("stuck", .accepted), Self.mark("gone", .passed), Self.mark("broke", .passed),
      Self.mark("unjudged", .cannotBeJudged), Self.mark("steady", .failed),
    ]
    let new: [RunComparison.Mark] = [
      Self.mark("extra", .notUnderstood, line: 2), Self.mark("steady", .passed), Self.mark("breaks", .accepted),
      Self.mark("mends", .passed), Self.mark("stuck", .failed), Self.mark("broke", .notUnderstood),
      Self.mark("unjudged", .passed),
    ]
    let comparison = RunComparison(old: .init(run: run, marks: old), new: .init(run: run, marks: new))
    #expect(comparison.newFailures == [.init(mark: Self.mark("breaks", .accepted), before: .passed)])
    #expect(comparison.fixed == [.init(mark: Self.mark("mends", .passed), before: .failed)])
    #expect(comparison.stillFailing == [.init(mark: Self.mark("stuck", .failed), before: .accepted)])
    #expect(comparison.added == [.init(mark: Self.mark("extra", .notUnderstood, line: 2), before: nil)])
    #expect(comparison.removed == [.init(mark: Self.mark("gone", .passed), before: .passed)])
    #expect(
      comparison.notCompared == [
        .init(mark: Self.mark("broke", .notUnderstood), before: .passed),
        .init(mark: Self.mark("unjudged", .passed), before: .cannotBeJudged),
      ])
    // The first of an id in a run is the check: the second `steady` of the older run is not.
    #expect(comparison.unchangedPasses == 1)
    #expect(
      comparison.counts
        == "1 new failure, 1 fixed, 1 still failing, 1 added, 1 removed, 2 not compared; 1 passed in both")
    #expect(
      RunComparison.Kind.allCases.map { kind in comparison.items(kind).map { kind.note($0) ?? "-" } } == [
        ["accepted by the baseline"], ["-"], ["-"], ["not understood"], ["was passed"],
        ["passed before, not understood now", "cannot be judged before, passed now"],
      ])
  }

  @Test("the summary's comparison keeps to its share however many checks changed, and counts the rest")
  func summaryShare() {
    let run = RunComparison.Run(path: nil, time: "2026-11-18T00:00:00", gitRevision: nil)
    let long = String(repeating: "<*|_>", count: 60)
    let marks = (0..<5_000).map {
      RunComparison.Mark(id: "\(long)-\($0)", name: long, path: "\(long).check", line: $0, verdict: .passed)
    }
    let comparison = RunComparison(old: .init(run: run, marks: []), new: .init(run: run, marks: marks))
    let section = comparison.markdown(level: 3, limit: 10, budget: SummaryReporter.comparisonShare)
    #expect(section.utf16.count < SummaryReporter.comparisonShare + 1_000, "\(section.utf16.count)")
    let listed = section.split(separator: "\n").filter { $0.hasPrefix("- **") }.count
    #expect(listed > 0 && listed < 10)
    #expect(section.contains("- … and \(5_000 - listed) more\n"))
  }

  @Test("diff of two runs that differ by one new failure, one fix and one added check, as text and Markdown")
  func diffOfTwoRuns() throws {
    let (new, _, newFile) = try twoRuns()
    #expect(new.code == .failed, "\(new.stderr)")
    let (oldPath, newPath) = ("\(folder("old"))/results.json", "\(folder("new"))/results.json")
    let text = Invocation(["diff", folder("old"), newPath])
    #expect(text.code == .passed, "\(text.stderr)")
    #expect(text.stderr.isEmpty)
    let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("compared '\(oldPath)' (run \(Self.time)") == true, "\(text.stdout)")
    #expect(lines.first?.contains(" with '\(newPath)' (run \(Self.time)") == true, "\(text.stdout)")
    #expect(
      lines.dropFirst().joined(separator: "\n") == """
        1 new failure, 1 fixed, 1 still failing, 1 added, 0 removed; 1 passed in both

        New failures (1):
          \(newFile):7  breaks  a check that breaks

        Fixed (1):
          \(newFile):13  mends  a check that mends

        Still failing (1):
          \(newFile):19  stuck  a stuck check

        Added (1):
          \(newFile):25  extra  an extra check (passed)

        """)
    let markdown = Invocation(["diff", "--format", "markdown", oldPath, folder("new")])
    #expect(markdown.code == .passed, "\(markdown.stderr)")
    let body = markdown.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(body.prefix(2) == ["## Compared with an earlier run", ""], "\(markdown.stdout)")
    #expect(body.dropFirst(2).first?.hasPrefix("Earlier: <code>\(MarkdownText.inline(oldPath))</code> (run ") == true)
    #expect(
      body.dropFirst(3).joined(separator: "\n") == """

        **1 new failure, 1 fixed, 1 still failing, 1 added, 0 removed; 1 passed in both**

        ### New failures (1)

        - **a check that breaks** (<code>breaks</code>, <code>\(MarkdownText.inline(newFile)):7</code>)

        ### Fixed (1)

        - **a check that mends** (<code>mends</code>, <code>\(MarkdownText.inline(newFile)):13</code>)

        ### Still failing (1)

        - **a stuck check** (<code>stuck</code>, <code>\(MarkdownText.inline(newFile)):19</code>)

        ### Added (1)

        - **an extra check** (<code>extra</code>, <code>\(MarkdownText.inline(newFile)):25</code>): passed

        """)
    // The other way round, the fix is a new failure, the new failure a fix, and the added check removed.
    let back = Invocation(["diff", folder("new"), folder("old")])
    #expect(back.code == .passed)
    #expect(
      back.stdout.hasSuffix(
        """
        1 new failure, 1 fixed, 1 still failing, 0 added, 1 removed; 1 passed in both

        New failures (1):
          \(folder("old.check")):13  mends  a check that mends

        Fixed (1):
          \(folder("old.check")):7  breaks  a check that breaks

        Still failing (1):
          \(folder("old.check")):19  stuck  a stuck check

        Removed (1):
          \(newFile):25  extra  an extra check (was passed)

        """), "\(back.stdout)")
    // diff writes nothing: the report folders hold what the runs wrote.
    for run in ["old", "new"] {
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder(run)).sorted() == [
          ".checkrun.lock", "index.html", "junit.xml", "results.json", "summary.md",
        ])
    }
  }

  @Test("diff counts a failure a baseline accepts as a failure, and sets apart a check not understood")
  func acceptedAndNotUnderstood() {
    let fixture = "\(ResultsTests.fixtures)/v4"
    let out = Invocation(["diff", "\(ResultsTests.fixtures)/v3", fixture])
    #expect(out.code == .passed, "\(out.stderr)")
    #expect(
      out.stdout.contains(
        """
        0 new failures, 0 fixed, 2 still failing, 0 added, 0 removed, 1 not compared; 1 passed in both

        Still failing (2):
          results.check:11  slot  the slot is held while a Switch Control user books it
          results.check:18  resend  a one-time code can be sent again (accepted by the baseline)

        Not compared (not understood or cannot be judged) (1):
          results.check:25  results.25  a misspelt expectation (not understood before, not understood now)

        """), "\(out.stdout)")
  }

  @Test(
    "diff refuses an input that is missing, holds no results.json, is not one, or is of a later version",
    arguments: [
      (
        "missing", "'FOLDER/missing': no such file or folder; give a run's results.json or the report folder holding it"
      ),
      (
        "empty",
        "'FOLDER/empty/results.json' is missing: a run writes results.json into its report folder with '--results'"
      ),
      ("a.check", "'FOLDER/a.check' is not a checkrun results file: it is not JSON"),
      (
        "other.json",
        "'FOLDER/other.json' is not a checkrun results file: its schema is 'other', not 'checkrun-results'"
      ),
      (
        "later.json",
        "'FOLDER/later.json': results.json version 5 is newer than this checkrun reads (versions 1 to 4, checkrun 0.2.0); read it with checkrun 0.3.0, which wrote it, or a later one"
      ),
    ])
  func badInput(_ name: String, _ message: String) throws {
    try FileManager.default.createDirectory(atPath: folder("empty"), withIntermediateDirectories: true)
    _ = try scratch.write(Array("Profile: Touch\n".utf8), named: "a.check")
    _ = try scratch.write(Array(#"{"schema":"other","version":1}"#.utf8), named: "other.json")
    _ = try scratch.write(
      Array(#"{"schema":"checkrun-results","version":5,"checkrun":"0.3.0"}"#.utf8), named: "later.json")
    let good = "\(ResultsTests.fixtures)/v4"
    for arguments in [[folder(name), good], [good, folder(name)]] {
      let out = Invocation(["diff"] + arguments)
      #expect(out.code == .notUnderstood)
      #expect(out.stdout.isEmpty)
      let expected = message.replacingOccurrences(of: "FOLDER", with: scratch.url.path)
      #expect(out.stderr.hasPrefix("checkrun: error: \(expected)"), "\(out.stderr)")
    }
  }

  @Test("diff needs two runs and takes no third")
  func arguments() {
    let none = Invocation(["diff", "\(ResultsTests.fixtures)/v4"])
    #expect(none.code == .notUnderstood)
    #expect(
      none.stderr
        == "checkrun: error: diff needs OLD and NEW: two runs' results.json files, or the report folders holding them\n"
    )
    let three = Invocation(["diff", "a", "b", "c"])
    #expect(three.code == .notUnderstood)
    #expect(three.stderr.hasPrefix("checkrun: error: 'checkrun diff' takes OLD and NEW, not also 'c'\n"))
  }

  @Test("--previous puts the comparison at the top of summary.md and index.html")
  func previous() throws {
    let (new, _, newFile) = try twoRuns(["--previous", folder("old")])
    #expect(new.code == .failed, "\(new.stderr)")
    let summary = try String(contentsOfFile: "\(folder("new"))/summary.md", encoding: .utf8)
    let headline = "## ❌ checkrun failed: 3 of 5 checks passed against app <code>fixed</code>\n"
    #expect(summary.hasPrefix(headline), "\(summary)")
    let section = try #require(summary.range(of: "### Compared with an earlier run\n"))
    #expect(try #require(summary.range(of: "### Failures\n")).lowerBound > section.lowerBound)
    #expect(summary.contains("; now: this run (run \(Self.time)"), "\(summary)")
    let file = MarkdownText.inline(newFile)
    #expect(
      summary.contains(
        """
        **1 new failure, 1 fixed, 1 still failing, 1 added, 0 removed; 1 passed in both**

        #### New failures (1)

        - **a check that breaks** (<code>breaks</code>, <code>\(file):7</code>)

        #### Fixed (1)

        - **a check that mends** (<code>mends</code>, <code>\(file):13</code>)

        #### Still failing (1)

        - **a stuck check** (<code>stuck</code>, <code>\(file):19</code>)

        #### Added (1)

        - **an extra check** (<code>extra</code>, <code>\(file):25</code>): passed

        ### Failures
        """), "\(summary)")
    let page = try String(contentsOfFile: "\(folder("new"))/index.html", encoding: .utf8)
    let path = HTML.escape(newFile)
    #expect(
      page.contains(
        """
        <main>
        <section aria-labelledby="compared-h">
        <h2 id="compared-h">Compared with an earlier run</h2>
        <p>Earlier: <code>\(HTML.escape(folder("old")))/results.json</code> (run \(Self.time)
        """), "\(page)")
    #expect(
      page.contains(
        """
        <p><strong>1 new failure, 1 fixed, 1 still failing, 1 added, 0 removed; 1 passed in both</strong></p>
        <h3>New failures: 1</h3>
        <ul>
        <li>a check that breaks (<code>breaks</code>, <code>\(path):7</code>)</li>
        </ul>
        <h3>Fixed: 1</h3>
        <ul>
        <li>a check that mends (<code>mends</code>, <code>\(path):13</code>)</li>
        </ul>
        <h3>Still failing: 1</h3>
        <ul>
        <li>a stuck check (<code>stuck</code>, <code>\(path):19</code>)</li>
        </ul>
        <h3>Added: 1</h3>
        <ul>
        <li>an extra check (<code>extra</code>, <code>\(path):25</code>): passed</li>
        </ul>
        </section>
        <section aria-labelledby="attention-h">
        """), "\(page)")
    // A run without --previous has no such section.
    let plain = try String(contentsOfFile: "\(folder("old"))/summary.md", encoding: .utf8)
    #expect(!plain.contains(RunComparison.title))
  }

  @Test("--previous naming no run is an error before any check runs, and writes nothing")
  func previousMissing() throws {
    let file = try scratch.write(Array(Self.new.utf8), named: "new.check")
    let out = Invocation(["--report", folder("never"), "--previous", folder("nothing"), file])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr
        == "checkrun: error: '--previous': '\(folder("nothing"))': no such file or folder; give a run's results.json or the report folder holding it; nothing was run\n"
    )
    #expect(!out.stdout.contains("PASS"))
    #expect(!FileManager.default.fileExists(atPath: folder("never")))
  }
}
