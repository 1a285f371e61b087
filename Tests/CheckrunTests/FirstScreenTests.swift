import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// The first screen decides (issue 44, items 6 and 7): what the verdict is of, each check
/// needing attention with its reason and place, passing checks folded, and each check's time
/// limits drawn against the time used, with the same across profiles.
@Suite("The report's first screen")
struct FirstScreenTests {
  let root = LibXML.root.path
  let scratch = Scratch("first-screen")

  func report(_ app: String) throws -> String {
    let folder = scratch.path(app)
    let out = Invocation(["--app", app, "--report", folder, "\(root)/checks/session-timeout.check"])
    #expect(out.code == (app == "fixed" ? .passed : .failed), "\(out.stderr)")
    return try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
  }

  @Test("the header says the app and its hash, the revision, the date, and that verdicts are of the model")
  func header() throws {
    let html = try report("before")
    let start = try #require(html.range(of: "<header>"))
    let end = try #require(html.range(of: "</header>"))
    let text = String(html[start.lowerBound..<end.upperBound])
    let hash = Provenance(tool: "", app: .before, files: [], gitRevision: nil, time: "").appHash
    #expect(text.contains("<dt>App</dt><dd>before (sha256 <code>\(hash)</code>)</dd>"), "\(text)")
    #expect(text.contains("<dt>Git revision</dt>") && text.contains("<dt>Date</dt><dd><time>2026-11-18T"))
    #expect(text.contains("verdicts are of the app as its description models it"))
  }

  @Test("each check needing attention gives its file:line and one-line reason; passing checks are folded")
  func attentionAndFolding() throws {
    let failing = try report("before")
    #expect(
      failing.contains(
        "checks/session-timeout.check:2</code>, VoiceOver + Larger Text AX3): task step &#39;fill the long form slowly until the warning appears&#39; (line 3) could not be done: the app gave no warning before the session expired at 15:00"
      ), "\(failing)")
    #expect(!failing.contains("<details><summary>Its evidence"))
    let passing = try report("fixed")
    #expect(passing.components(separatedBy: "<details><summary>Its evidence").count == 3)
    #expect(!passing.contains("<script"))
  }

  @Test("each check draws its time limits against the time used, and the summary sets them side by side by profile")
  func timeLimits() throws {
    let html = try report("before")
    #expect(html.contains("<h4>Time given and time used</h4>"))
    #expect(html.contains(">the session</text>") && html.contains(">15 min given, ran out at 15:00</text>"), "\(html)")
    #expect(html.contains("<li>the session: 15 minutes from 00:00; it ran out at 15:00</li>"))
    // Each timeline's key events in words beside it: the timers that ran out.
    #expect(html.contains("<p class=\"key-events\">Key events: 15:00 "), "\(html)")
    #expect(html.contains("<caption>Time limits by profile: time used against time given</caption>"))
    // Across profiles, one picture before the table: a bar a profile and limit.
    #expect(
      html.contains(
        "<title id=\"limits-by-profile-title\">Time limits by profile: Switch Control · the one-time code, ran out 1 of 1; largest share 5 min of 5 min;"
      ), "\(html)")
    #expect(
      html.contains(
        "<tr><th scope=\"row\">VoiceOver + Larger Text AX3 · the session</th><td>1</td><td>1</td><td>15 minutes of 15 minutes</td></tr>"
      ), "\(html)")
  }
}

/// A comparison of two runs says which apps each ran against (the QA review of issue 44: a
/// diff of a run on 'before' with one on 'fixed' read as 24 fixes of one app).
@Suite("Comparisons name their apps")
struct ComparisonAppsTests {
  @Test("diff names each run's app")
  func namesApps() throws {
    let scratch = Scratch("comparison-apps")
    let check = "\(LibXML.root.path)/checks/session-timeout.check"
    for (app, name) in [("before", "old"), ("fixed", "new")] {
      _ = Invocation(["--app", app, "--results", "--report", scratch.path(name), check])
    }
    let out = Invocation(["diff", scratch.path("old"), scratch.path("new")])
    #expect(out.code == .passed, "\(out.stderr)")
    let first = out.stdout.split(separator: "\n").first ?? ""
    #expect(first.contains(", app 'before') with ") && first.hasSuffix(", app 'fixed')"), "\(first)")
  }
}
