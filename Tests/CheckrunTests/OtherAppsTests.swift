import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// A run whose checks name other apps on their `App:` lines records each of them, with how
/// many checks ran against it and the SHA-256 of its settings: the first line, the summary's
/// and the report's headlines, the JUnit properties and `results.json` say so, and a merge
/// adds the shards' counts up. A run whose checks all ran against its app writes what it did.
@Suite("Checks that name other apps")
struct OtherAppsTests {
  let scratch = Scratch("other-apps")
  let portal = "\(LibXML.root.path)/checks/examples/portal.json"

  func folder(_ name: String) -> String { scratch.path(name) }

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// One check against the run's app and two against the portal, by their `App:` line.
  func suite() throws -> String {
    let check = { (name: String, app: String) in
      "\(app.isEmpty ? "" : "App: \(app)\n")Check: \(name)\nProfile: Touch\nTask: wait 1 minute\nExpected: \"Signed out\" is not shown\n\n"
    }
    let text = check("on fixed", "") + check("on the portal", portal) + check("on the portal again", portal)
    return try scratch.write(Array(text.utf8), named: "mixed.check")
  }

  /// The SHA-256 the run records for the portal: that of its settings, as for any app.
  func portalHash() throws -> String {
    let settings = AppSettings.describe(try AppModel(contentsOf: portal)).map {
      Provenance.Setting(key: $0.key, value: $0.value)
    }
    return Provenance.hash(of: settings)
  }

  @Test("each app a check ran against is named with its count and hash, in every output")
  func namedEverywhere() throws {
    let file = try suite()
    let out = Invocation(["--results", "--report", folder("mixed"), file])
    #expect(out.code == .passed, "\(out.stderr)")
    #expect(
      out.stdout.hasPrefix("app 'fixed' (built-in default) for 1 check; by their App: lines, 'portal' for 2 checks\n"),
      "\(out.stdout)")
    let summary = try read("\(folder("mixed"))/summary.md")
    // Each app's own count, never added into one (issue 44, item 1).
    #expect(
      summary.hasPrefix(
        "## ✅ checkrun passed: <code>fixed</code>: 1 of 1 check passed; <code>portal</code>: 2 of 2 checks passed\n"
      ), "\(summary)")
    #expect(summary.contains("| <code>portal</code> | 2 of 2 | 0 | 0 | 0 |\n"), "\(summary)")
    #expect(!summary.contains("| 3 |"), "no total of the two apps: \(summary)")
    let hash = try portalHash()
    #expect(summary.contains("· app <code>portal</code> sha256 `\(hash.prefix(12))`"), "\(summary)")
    let junit = try read("\(folder("mixed"))/junit.xml")
    #expect(junit.contains("<property name=\"app.2\" value=\"portal\"/>"), "\(junit)")
    #expect(junit.contains("<property name=\"app.2.sha256\" value=\"\(hash)\"/>"), "\(junit)")
    let html = try read("\(folder("mixed"))/index.html")
    #expect(html.contains("Passed: &#39;fixed&#39;: 1 of 1 check passed; &#39;portal&#39;: 2 of 2 checks passed</p>"))
    #expect(html.contains("<caption>Checks by app</caption>"))
    #expect(html.contains("<dt>App by App: lines</dt><dd>portal (sha256 <code>\(hash)</code>), 2 checks</dd>"))
    let results = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: "\(folder("mixed"))/results.json")))
    let run = try #require((results as? [String: Any])?["run"] as? [String: Any])
    let apps = try #require(run["apps"] as? [[String: Any]])
    #expect(apps.count == 2 && apps[0]["name"] as? String == "fixed" && apps[0]["checks"] as? Int == 1)
    #expect(apps[1]["name"] as? String == "portal" && apps[1]["checks"] as? Int == 2)
    #expect(apps[1]["sha256"] as? String == hash)
  }

  @Test("a run of checks/ on before counts before's own checks, never adding the examples' passes to them")
  func perAppOnBefore() throws {
    let out = Invocation(["--app", "before", "--report", folder("before"), "\(LibXML.root.path)/checks"])
    #expect(out.code == .failed, "\(out.stderr)")
    let summary = try read("\(folder("before"))/summary.md")
    #expect(
      summary.hasPrefix(
        "## ❌ checkrun failed: <code>before</code>: 3 of 27 checks passed, 24 failed; <code>claim</code>: 7 of 7 checks passed;"
      ), "\(summary)")
    #expect(summary.contains("| <code>before</code> | 3 of 27 | 24 | 0 | 0 |\n"), "\(summary)")
  }

  @Test("a merge of shards adds up each app's checks, as the whole run counts them")
  func mergedCounts() throws {
    let file = try suite()
    for shard in 1...2 {
      _ = Invocation(["--shard", "\(shard)/2", "--report", folder("s\(shard)"), file])
    }
    _ = Invocation(["--results", "--report", folder("whole"), file])
    let merged = Invocation(["merge", "-o", folder("merged"), folder("s1"), folder("s2")])
    #expect(merged.code == .passed, "\(merged.stderr)")
    for output in ["summary.md", "index.html"] {
      #expect(try read("\(folder("merged"))/\(output)") == read("\(folder("whole"))/\(output)"), "\(output)")
    }
  }

  @Test("a run whose checks all ran against its app names that app alone, as before")
  func oneApp() throws {
    let file = try scratch.write(
      Array("Check: one\nProfile: Touch\nTask: wait 1 minute\nExpected: \"Signed out\" is not shown\n".utf8),
      named: "one.check")
    let out = Invocation(["--results", "--report", folder("one"), file])
    #expect(out.stdout.hasPrefix("app 'fixed' (built-in default)\n"), "\(out.stdout)")
    #expect(try read("\(folder("one"))/summary.md").contains("passed against app <code>fixed</code>\n"))
    let results = try JSON.parse(try read("\(folder("one"))/results.json"))
    #expect(results["run"]?["apps"]?.items.count == 1 && results["checks"]?[0]?["app"]?.integer == 0)
    #expect(try !read("\(folder("one"))/junit.xml").contains("app.2"))
  }
  /// `count` checks against the app file `app` by their `App:` line, run with `--results`;
  /// the results document.
  /// `gone` is a text of the app not shown after a minute.
  func results(of count: Int, against app: String, named name: String, gone: String = "Signed out") throws -> (
    text: String, document: JSON
  ) {
    let check = (0..<count).map {
      "App: \(app)\nCheck: check \($0)\nProfile: Touch\nTask: wait 1 minute\nExpected: \"\(gone)\" is not shown\n\n"
    }
    let file = try scratch.write(Array(check.joined().utf8), named: "\(name).check")
    let out = Invocation(["--results", "--report", folder(name), file])
    #expect(out.code == .passed, "\(out.stderr)")
    let text = try read("\(folder(name))/results.json")
    return (text, try JSON.parse(text))
  }

  @Test("results.json describes each app once, however many checks ran against it, and each check refers to it")
  func eachAppOnce() throws {
    let pharmacy = "\(LibXML.root.path)/checks/examples/pharmacy.json"
    let (text, document) = try results(of: 200, against: pharmacy, named: "many", gone: "Your basket was released")
    // A label of the app's long form: in its settings once, never in a check's record.
    #expect(text.components(separatedBy: "Mobile for delivery updates").count - 1 == 1)
    let apps = document["run"]?["apps"]?.items ?? []
    #expect(apps.map { $0["name"]?.string } == ["fixed", "greenleaf-pharmacy"])
    #expect(apps.map { $0["checks"]?.integer } == [0, 200])
    #expect(apps.last?["file"]?.string == pharmacy)
    let settings = AppSettings.describe(try AppModel(contentsOf: pharmacy)).map {
      Provenance.Setting(key: $0.key, value: $0.value)
    }
    #expect(apps.last?["sha256"]?.string == Provenance.hash(of: settings))
    #expect(apps.last?["settings"]?.items.count == settings.count)
    #expect(document["checks"]?.items.allSatisfy { $0["app"]?.integer == 1 } == true)
    let problems = SchemaCheck(root: try JSON.parse(try read(ResultsTests.schema))).problems(document)
    #expect(problems.isEmpty, "\(problems)")
    // Version 3 wrote the app into every check's record: 200 checks took 1.4 MB. (Each record's
    // time limits, since issue 44, add some 50 bytes a check: 809 KB.)
    #expect(text.utf8.count < 900_000, "\(text.utf8.count) bytes")
  }

  @Test("a check against a flow app file is given that app's own settings, its flow, never those of 'fixed'")
  func flowAppsOwnSettings() throws {
    let (text, document) = try results(of: 2, against: portal, named: "flow")
    let apps = document["run"]?["apps"]?.items ?? []
    let place = try #require(document["checks"]?[0]?["app"]?.integer)
    let app = try #require(apps.indices.contains(Int(place)) ? apps[Int(place)] : nil)
    #expect(app["name"]?.string == "portal")
    let keys = app["settings"]?.items.compactMap { $0["key"]?.string } ?? []
    #expect(keys.first == "logic" && keys.contains("flow.start"), "\(keys)")
    #expect(!keys.contains("session.length"), "\(keys)")
    #expect(app["sha256"]?.string == (try portalHash()))
    // The check's record names its app and holds none of the behaviours `fixed` starts it from.
    #expect(document["checks"]?[0]?["detail"]?["check"]?["app"] == (try JSON.parse(#"{"name": "portal"}"#)))
    #expect(!text.contains("\"oneTimeCode\""))
  }
}
