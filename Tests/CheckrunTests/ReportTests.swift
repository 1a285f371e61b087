import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// The evidence report, the summary, provenance, redaction and the baseline gate, end to end.
@Suite("Reports and gating")
struct ReportTests {
  let root = LibXML.root.path
  let scratch = Scratch("report")

  @discardableResult
  func run(_ arguments: [String]) -> Invocation { Invocation(arguments) }

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  func folder(_ name: String) -> String { scratch.path(name) }

  /// A report with its run times taken out: JUnit `time` attributes.
  static func withoutTimes(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let range = rest.firstRange(of: " time=\"") {
      out += rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
      rest = rest.drop { $0 != "\"" }.dropFirst()
    }
    return out + rest
  }

  @Test("the same input twice gives byte-identical reports apart from run times")
  func deterministic() throws {
    for name in ["one", "two"] { run(["--app", "before", "--report", folder(name), "\(root)/checks"]) }
    for file in ["index.html", "summary.md"] {
      #expect(try read("\(folder("one"))/\(file)") == read("\(folder("two"))/\(file)"), "\(file) differs")
    }
    let junit = try (read("\(folder("one"))/junit.xml"), read("\(folder("two"))/junit.xml"))
    #expect(Self.withoutTimes(junit.0) == Self.withoutTimes(junit.1))
  }

  @Test("the report leads with the verdict and shows each check's evidence, timeline and provenance")
  func reportContent() throws {
    let result = run(["--app", "before", "--report", folder("content"), "\(root)/checks/session-timeout.check"])
    #expect(result.code == .failed)
    let html = try read("\(folder("content"))/index.html")
    let verdict = try #require(html.range(of: "class=\"verdict failed\""))
    let checks = try #require(html.range(of: "<h2 id=\"checks-h\">"))
    #expect(verdict.lowerBound < checks.lowerBound)
    #expect(html.contains("0 of 2 checks passed against app &#39;before&#39;, 2 failed"))
    #expect(html.contains("no warning came before the session expired at 15:00"))
    // Each check's timeline, and its time limits against the time used.
    #expect(html.components(separatedBy: "<use href=\"#lanes\"/>").count == 3)
    #expect(html.components(separatedBy: "-limits-title\" viewBox=").count == 3)
    #expect(html.contains("<caption>Expectations by WCAG success criterion</caption>"))
    #expect(html.contains("2026-11-18T"))  // SOURCE_DATE_EPOCH, not the clock
    #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
    let checkHash = SHA256.hex(
      Array(try Data(contentsOf: URL(fileURLWithPath: "\(root)/checks/session-timeout.check"))))
    #expect(html.contains(checkHash))
    let summary = try read("\(folder("content"))/summary.md")
    #expect(summary.hasPrefix("## ❌ checkrun failed: 0 of 2 checks passed against app <code>before</code>"))
    #expect(summary.contains("\"Code expired\" is followed by a reachable \"Resend code\""))
    #expect(summary.split(separator: "\n").count < 40)
  }

  @Test("each length of timeline has its time axis drawn once, and every timeline uses a drawn one")
  func sharedAxes() throws {
    run(["--app", "before", "--report", folder("axes"), "\(root)/checks"])
    let html = try read("\(folder("axes"))/index.html")
    func values(after marker: String) -> [String] {
      html.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
    let defined = values(after: "<g id=\"axis-")
    let used = values(after: "<use href=\"#axis-")
    #expect(used.count == html.components(separatedBy: "<use href=\"#lanes\"/>").count - 1)
    #expect(Set(defined).count == defined.count, "an axis is drawn twice")
    #expect(Set(defined) == Set(used), "an axis is drawn that no timeline uses, or used and not drawn")
    #expect(defined.count > 1 && defined.count < used.count)
    // Each axis starts at 00:00 and has between two and nine ticks, none past its end.
    for milliseconds in defined {
      let end = try #require(Int64(milliseconds))
      let start = try #require(html.range(of: "<g id=\"axis-\(milliseconds)\""))
      let stop = try #require(html[start.upperBound...].range(of: "</g>"))
      let faces = html[start.upperBound..<stop.lowerBound].components(separatedBy: "<text ").dropFirst().map {
        String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
      }
      let seconds = faces.map { $0.split(separator: ":").reduce(0.0) { $0 * 60 + (Double($1) ?? .nan) } }
      #expect(faces.first == "00:00", "axis \(milliseconds): \(faces)")
      #expect((2...9).contains(faces.count), "axis \(milliseconds): \(faces)")
      #expect(seconds.allSatisfy { $0 * 1000 <= Double(end) }, "axis \(milliseconds): \(faces)")
    }
  }

  @Test("the text beside each picture gives every mark the picture draws: the task's events and the probes' actions")
  func textMatchesPicture() throws {
    for app in ["fixed", "before"] {
      run(["--app", app, "--report", folder("marks-\(app)"), "\(root)/checks"])
      let html = try read("\(folder("marks-\(app)"))/index.html")
      var probes = 0
      for article in html.components(separatedBy: "<article ").dropFirst() {
        let timeline = try #require(article.components(separatedBy: "<h4>Timeline</h4>").last)
        let picture = try #require(timeline.components(separatedBy: "</svg>").first)
        let text = try #require(article.components(separatedBy: "<summary>Timeline as text</summary>").last)
        // A mark of an event, a use of its shape: a circle (the person, a probe), a square (the
        // app), a line (a timer).
        for shape in ["mp", "mq", "ma", "mt"] {
          for mark in picture.components(separatedBy: "<use href=\"#\(shape)\" x=\"").dropFirst() {
            let title = String(mark.drop { $0 != ">" }.dropFirst("><title>".count).prefix { $0 != "<" })
            #expect(text.contains("<li>\(title)</li>"), "\(app): '\(title)' is drawn but not in the text")
            if shape == "mq" { probes += 1 }
          }
        }
      }
      // The suite's probes act in both apps: the test covers them.
      #expect(probes > 5, "\(app): \(probes) probe marks")
    }
  }

  @Test("no output ever holds a value typed into a sensitive field")
  func redaction() throws {
    let leaky = try write("{ \"session\": { \"drafts\": \"everything\" } }", named: "leaky.json")
    for (index, app) in ["fixed", "before", leaky].enumerated() {
      let out = run(["--app", app, "--report", folder("r\(index)"), "--junit-dialect", "rich", "\(root)/checks"])
      var texts = [out.stdout, out.stderr]
      for file in ["index.html", "summary.md", "junit.xml"] { texts.append(try read("\(folder("r\(index)"))/\(file)")) }
      for secret in Field.sensitiveValues {
        #expect(!texts.contains { $0.contains(secret) }, "'\(secret)' leaked with app \(app)")
      }
    }
  }

  func write(_ text: String, named name: String) throws -> String { try scratch.write(Array(text.utf8), named: name) }

  /// The links of the page's "Needs attention" list under `heading`: each target's id and
  /// the text linked.
  static func attention(_ html: String, under heading: String) -> [(id: String, name: String)] {
    guard let section = html.firstRange(of: "<h2 id=\"attention-h\">"),
      let end = html[section.upperBound...].firstRange(of: "</section>"),
      let list = html[section.upperBound..<end.lowerBound].firstRange(of: "<h3>\(heading)")
    else { return [] }
    let items = html[list.upperBound..<end.lowerBound].prefix { _ in true }
    let group = items.firstRange(of: "</ul>").map { items[..<$0.lowerBound] } ?? items
    return group.components(separatedBy: "<li><a href=\"#").dropFirst().map { item in
      let id = String(item.prefix { $0 != "\"" })
      let name = item.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
      return (id, String(name))
    }
  }

  @Test("the page opens with the checks that need attention, each linked to its own section")
  func attentionList() throws {
    let typo = try write(
      "Check: a typo\nProfile: Touch\nTask: fill 3 feilds\nExpected: the sign-in screen says what happened\n",
      named: "typo.check")
    run(["--app", "before", "--report", folder("attention"), "\(root)/checks", typo])
    let html = try read("\(folder("attention"))/index.html")
    let notUnderstood = Self.attention(html, under: "Not understood: 1</h3>")
    #expect(notUnderstood.map(\.name) == ["a typo"])
    for link in notUnderstood {
      #expect(html.contains("<h3 id=\"\(link.id)\"><span class=\"badge error\">Not understood</span> a typo</h3>"))
    }
    let failed = Self.attention(html, under: "Failed: 24</h3>")
    #expect(failed.count == 24)
    for link in failed {
      #expect(
        html.contains("<h3 id=\"\(link.id)\"><span class=\"badge failed\">Failed</span> \(link.name)</h3>"), "\(link)")
    }
    let attention = try #require(html.range(of: "<h2 id=\"attention-h\">"))
    #expect(attention.lowerBound < (try #require(html.range(of: "<h2 id=\"summary-h\">"))).lowerBound)
    // A list stops at 1,000 checks and counts the rest.
    let many = (0...RunTally.attentionLimit).map {
      "Check: f\($0)\nProfile: Touch\nTask: fill 3 fields\nExpected: the sign-in screen says what happened\n\n"
    }
    run(["--app", "before", "--report", folder("many"), try write(many.joined(), named: "many.check")])
    let long = try read("\(folder("many"))/index.html")
    #expect(Self.attention(long, under: "Failed: 1001</h3>").count == 1_000)
    #expect(long.contains("<p>… and 1 more among the checks below.</p>"))
    // Every check passed: nothing needs attention, and the page says nothing of it.
    run(["--report", folder("all-passed"), "\(root)/checks"])
    #expect(!(try read("\(folder("all-passed"))/index.html")).contains("attention-h"))
  }

  @Test("the baseline: known failures do not block, expired and new ones do, fixed entries are reported")
  func baseline() throws {
    let checks = try write(
      """
      Check: known one
      Profile: Touch
      Task: select an appointment slot
      Expected: the slot is held for 5 minutes

      Check: expired one
      Profile: Touch
      Task: fill 3 fields
      Expected: the sign-in screen says what happened

      Check: fixed one
      Profile: Touch
      Task: enter an incorrect passcode
      Expected: the notice can be dismissed with the close button
      """, named: "gate.check")
    let baseline = try write(
      """
      {"known": [
        {"id": "known-one", "reason": "slot hold ships in 4.2", "expires": "2026-12-31"},
        {"id": "expired-one", "reason": "was due in October", "expires": "2026-10-01"},
        {"id": "fixed-one", "reason": "notice rework", "expires": "2027-01-31"},
        {"id": "gone-one", "reason": "deleted check", "expires": "2027-01-31"}
      ]}
      """, named: "baseline.json")
    let gated = run(["--app", "before", "--baseline", baseline, "--report", folder("gate"), checks])
    #expect(gated.code == .failed)
    #expect(gated.stdout.contains("KNOWN known one"))
    #expect(gated.stdout.contains("accepted by the baseline until 2026-12-31: slot hold ships in 4.2"))
    #expect(gated.stdout.contains("FAIL  expired one"))
    #expect(gated.stdout.contains("the baseline accepted this failure until 2026-10-01; it blocks again"))
    #expect(gated.stdout.contains("the baseline lists 'fixed-one' as failing, but it passes: remove the entry"))
    #expect(gated.stdout.contains("baseline entry 'gone-one' names no check of this run"))
    #expect(gated.stdout.contains("\n1 known failure accepted by the baseline (not blocking)\n"))
    #expect(gated.stdout.hasSuffix("1 passed, 1 failed\n"))
    let junit = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder("gate"))/junit.xml")))
    #expect(LibXML.attributes("skipped", of: "testsuite", in: junit) == ["1"])
    // The page's list of what needs attention: the blocking failure first, the known one apart.
    let page = try read("\(folder("gate"))/index.html")
    #expect(Self.attention(page, under: "Failed: 1<").map(\.name) == ["expired one"])
    #expect(Self.attention(page, under: "Known failures (baseline): 1<").map(\.name) == ["known one"])
    #expect(Self.attention(page, under: "Not understood").isEmpty)
    #expect(
      Self.attention(page, under: "Passing, though the baseline lists them as failing").map(\.name) == ["fixed one"])
    let rejected = LibXML.rejecting(junit)
    #expect(rejected.isEmpty, "not valid against \(rejected)")

    let newFailure = try write(
      "Check: new one\nProfile: Touch\nTask: fill 3 fields\nExpected: the sign-in screen says what happened\n",
      named: "new.check")
    let onlyKnown = try write(
      "Check: known one\nProfile: Touch\nTask: select an appointment slot\nExpected: the slot is held for 5 minutes\n",
      named: "known.check")
    #expect(run(["--app", "before", "--baseline", baseline, "--report", folder("new"), newFailure]).code == .failed)
    let quiet = run(["--app", "before", "--baseline", baseline, "--report", folder("known"), onlyKnown])
    #expect(quiet.code == .passed)
    #expect(quiet.stdout.hasSuffix("0 passed, 0 failed\n"))
  }

  @Test("the rich dialect adds file and line to each test case; the default stays within the schemas")
  func dialects() throws {
    run([
      "--app", "before", "--junit-dialect", "rich", "--report", folder("rich"), "\(root)/checks/session-timeout.check",
    ])
    let rich = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder("rich"))/junit.xml")))
    #expect(LibXML.attributes("line", of: "testcase", in: rich) == ["2", "7"])
    #expect(LibXML.attributes("file", of: "testcase", in: rich).allSatisfy { $0.hasSuffix("session-timeout.check") })
    #expect(LibXML.attributes("name", of: "property", in: rich).contains("criteria"))
  }

  @Test(
    "a file's classname is its path with dots, however the path is written",
    arguments: [
      ("checks/session-timeout.check", "checks.session-timeout"), ("./checks/a b.check", "checks.a_b"),
      ("../app/checks/x.check", "app.checks.x"), ("/tmp/one.check", "tmp.one"), ("/work/v1.2/x.md", "work.v1.2.x"),
      ("/", "checks"),
    ])
  func classnames(_ path: String, _ classname: String) {
    #expect(RunReport.classname(forPath: path) == classname)
  }

  @Test("the summary fits a pull-request comment however many files, failures and entries, with no piece of a secret")
  func summaryFitsAComment() {
    var tally = RunTally()
    // Thirty listed failures with very long names and messages, a card number across the cut.
    let long = String(repeating: "a long phrase that goes on ", count: 200)
    let cut = String(repeating: "x", count: 192) + " 4929 1234 5678 9012"
    for index in 0..<40 {
      let place = SourceLocation(path: "checks/\(long).check", line: index + 1, column: 1)
      tally.add(
        RunReport.Case(
          name: index == 0 ? cut : long, classname: "checks.long", location: place,
          outcome: .invalid([Diagnostic(.unknownPhrase, at: place, "unknown step '\(long)'")]), microseconds: 0))
    }
    tally.nowPassing = (0..<500).map { "an-entry-that-passes-now-\($0)" }
    let files = (0..<2_000).map {
      Provenance.FileHash(path: "checks/area-\($0)/\(long).check", sha256: String(repeating: "a", count: 64))
    }
    let provenance = Provenance(tool: "test", app: .fixed, files: files, gitRevision: nil, time: "2026-11-30T00:00:00")
    let summary = SummaryReporter(tally: tally, provenance: provenance).markdown()
    #expect(summary.count < 65_536, "\(summary.count) characters")
    #expect(summary.contains("- … and 10 more in the full report"))
    #expect(summary.contains("and 450 more entries in the full report"))
    // Files are listed while they fit their share of the comment (35 of these long paths),
    // and the rest counted.
    let listed = summary.components(separatedBy: "\n").count { $0.hasPrefix("- <code>checks/area-") }
    #expect(listed > 0 && summary.contains("- … and \(2_000 - listed) more files in the full report"))
    #expect(!summary.contains("4929"))
  }

  @Test(
    "the summary fits a comment however many apps the checks ran against, with every list at its longest and its names all punctuation"
  )
  func summaryFitsACommentWithManyApps() {
    // Every character of a name escaped doubles it: 200 scalars become 400 characters.
    let worst = String(repeating: "<*", count: 100)
    let secret = String(repeating: "_", count: 150) + " 4929 1234 5678 9012"
    var tally = RunTally()
    for index in 0..<40 {
      let place = SourceLocation(path: "checks/\(worst).check", line: index + 1, column: 1)
      tally.add(
        RunReport.Case(
          name: worst, classname: "checks.worst", location: place,
          outcome: .invalid([Diagnostic(.unknownPhrase, at: place, String(repeating: "|~", count: 300))]),
          microseconds: 0))
    }
    tally.nowPassing = (0..<500).map { "\(worst)\($0)" }
    let files = (0..<2_000).map {
      Provenance.FileHash(path: "\($0)/\(worst)", sha256: String(repeating: "a", count: 64))
    }
    var provenance = Provenance(tool: worst, app: .fixed, files: files, gitRevision: worst, time: worst)
    provenance.appChecks = 0
    provenance.otherApps = (0..<2_000).map {
      Provenance.OtherApp(
        name: $0 == 0 ? secret : "\($0)\(worst)", sha256: String(repeating: "b", count: 64), checks: 1)
    }
    let summary = SummaryReporter(tally: tally, provenance: provenance).markdown()
    #expect(summary.utf16.count < 65_536, "\(summary.utf16.count) UTF-16 code units")
    let headline = summary.prefix { $0 != "\n" }
    #expect(headline.hasSuffix(" and 1995 more apps (1995 checks)"), "\(headline.suffix(200))")
    #expect(summary.contains(" more apps in the full report"))
    #expect(summary.contains(" more files in the full report") && summary.contains(" more entries in the full report"))
    #expect(summary.contains(" more in the full report\n"))
    #expect(!summary.contains("4929") && summary.contains(#"\[redacted\]"#))
  }

  @Test("a bad baseline file runs nothing")
  func badBaseline() throws {
    let baseline = try write(
      "{\"known\": [{\"id\": \"x\", \"reason\": \"y\", \"expires\": \"next week\"}]}", named: "bad-baseline.json")
    let out = run(["--baseline", baseline, "--report", folder("bad"), "\(root)/checks"])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("expires on 'next week'; write the date as YYYY-MM-DD"))
    #expect(!FileManager.default.fileExists(atPath: "\(folder("bad"))/index.html"))
  }
}

extension ReportTests {
  @Test("the timeline's announcement bars say, from the trace, why one was not heard and what cut one off")
  func announcementTitles() throws {
    let file = try scratch.write(
      Array(
        """
        Check: away
        Profile: VoiceOver
        Task: switch to the password manager for 14 minutes
        Expected: the warning is announced

        Check: cut
        App: before
        Profile: VoiceOver
        Task: enter an incorrect passcode, then wait 2 seconds
        Expected: the error is announced in full
        """.utf8), named: "heard.check")
    run(["--report", folder("heard"), file])
    let html = try read("\(folder("heard"))/index.html")
    #expect(html.contains("\": not heard: the person was in another app</title></rect>"))
    #expect(
      html.contains("\": cut off at 00:15.5 by a focus move to &#39;Passcode&#39;</title></rect>"), "\(html.count)")
  }
}
