import Foundation
import Testing

@testable import CheckrunKit

/// `merge` reads the results of version 1 (the layout before versions) to version 4, writes
/// version 4, and refuses any other with what is wrong and nothing written (issue 25, item 6;
/// issue 26, item 4 added version 3; issue 40, item 16 version 4, which describes each app once).
///
/// The fixtures in Tests/Fixtures/results are a shard of `results.check` (`--shard 1/1
/// --baseline baseline.json`, `SOURCE_DATE_EPOCH=1795000000`, outside any git checkout) as
/// each version's checkrun wrote it: version 1 by checkrun at commit 71816bb, the last before
/// the document had a version; version 3 by the checkrun that added the verdict
/// `cannot-be-judged`; version 4 by the checkrun that added `run.apps`. A change that stops any from merging breaks files that
/// shards in the wild hold, and needs a new version and a reader for the old one.
@Suite("Results versions")
struct ResultsVersionTests {
  let scratch = Scratch("results-versions")

  func folder(_ name: String) -> String { scratch.path(name) }

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// A copy of the fixture shard of `version`, its results.json passed through `edit`.
  func shard(_ version: Int, _ name: String, edit: (String) -> String = { $0 }) throws -> String {
    let from = "\(ResultsTests.fixtures)/v\(version)"
    let copy = folder(name)
    try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: "\(from)/junit.xml", toPath: "\(copy)/junit.xml")
    try edit(try read("\(from)/results.json")).write(toFile: "\(copy)/results.json", atomically: true, encoding: .utf8)
    return copy
  }

  @Test("shards of versions 1 to 4 merge to the same outputs, written as version 4")
  func bothVersions() throws {
    var merged: [String] = []
    for version in [1, 2, 3, 4] {
      let input = try shard(version, "in\(version)")
      let out = Invocation(["merge", "-o", folder("out\(version)"), input])
      #expect(out.code == .notUnderstood, "\(out.stderr)")
      #expect(
        out.stdout.contains("1 not understood")
          && out.stdout.contains("'fixed': 1 passed, 0 failed; 'before': 0 passed, 1 failed"), "\(out.stdout)")
      merged.append(folder("out\(version)"))
    }
    // Versions 1 to 3 were written by checkrun before `fixed` had its later settings, so
    // they record one hash of it; version 4's fixture another.
    for file in ["junit.xml", "index.html", "summary.md"] {
      for other in merged.dropFirst().prefix(2) {
        #expect(
          ReportTests.withoutTimes(try read("\(merged[0])/\(file)"))
            == ReportTests.withoutTimes(try read("\(other)/\(file)")), "\(file) of \(other)")
      }
    }
    // The same document but for the selection, which version 1 did not record.
    let one = try read("\(merged[0])/results.json")
    let two = try read("\(merged[1])/results.json")
    #expect(one.hasPrefix("{\"schema\":\"checkrun-results\",\"version\":4,"))
    #expect(one.contains(#""errors":1,"cannotBeJudged":0},"#))
    let selection = #","selection":{"paths":["results.check"]}"#
    #expect(two.contains(selection))
    #expect(one == two.replacingOccurrences(of: selection, with: ""))
    // Version 2's fixture has each check's time in milliseconds only.
    #expect(ResultsTests.withoutRealTime(try read("\(merged[2])/results.json")) == ResultsTests.withoutRealTime(two))
    // Every version names each app once, with the checks that ran against it: the two
    // against `before` by their App: line are never counted against `fixed`.
    for folder in merged {
      let document = try JSON.parse(try read("\(folder)/results.json"))
      let apps = document["run"]?["apps"]?.items ?? []
      #expect(apps.map { $0["name"]?.string } == ["fixed", "before"], "\(folder)")
      #expect(apps.map { $0["checks"]?.integer } == [1, 2], "\(folder)")
      #expect(apps.allSatisfy { $0["settings"]?.items.isEmpty == false }, "\(folder)")
      #expect(document["checks"]?.items.map { $0["app"]?.integer } == [0, 1, 1, nil], "\(folder)")
    }
    let four = Invocation(["merge", "-o", folder("four"), merged[3]])
    #expect(four.code == .notUnderstood)
    #expect(try read("\(folder("four"))/results.json") == read("\(merged[3])/results.json"))
    // Merged again, the merged results give the same bytes.
    let again = Invocation(["merge", "-o", folder("again"), merged[1]])
    #expect(again.code == .notUnderstood)
    #expect(try read("\(folder("again"))/results.json") == two)
  }

  @Test(
    "merge refuses a results.json of a later version, another schema or missing what it needs, and writes nothing",
    arguments: [
      (
        2, "{\"schema\":\"checkrun-results\",\"version\":2,\"checkrun\":\"0.2.0\",",
        "{\"schema\":\"checkrun-results\",\"version\":5,\"checkrun\":\"9.9.9\",",
        "results.json version 5 is newer than this checkrun reads (versions 1 to 4, checkrun \(CheckRun.version)); merge with checkrun 9.9.9, which wrote it, or a later one"
      ),
      (
        2, "\"version\":2,", "\"version\":0,",
        "results.json version 0 is no version checkrun writes (it reads versions 1 to 4)"
      ),
      (
        2, "\"version\":2,", "",
        "is a checkrun results file with no version; checkrun writes 'version' beside 'schema'"
      ),
      (
        2, "\"schema\":\"checkrun-results\"", "\"schema\":\"someone-else\"",
        "is not a checkrun results file: its schema is 'someone-else', not 'checkrun-results'"
      ),
      (
        2, "\"verdict\":\"passed\",\"file\"", "\"file\"",
        "is not a whole checkrun results file (version 2): checks[0].verdict is missing"
      ),
      (
        2, "\"checkrun\":\"0.2.0\"", "\"checkrun\":\"9.9.9\"", ""
      ),
      (
        1, "\"appHash\":\"dd0d174287adf7cfd26d7692e78143c1a3b9acb781322f86528e8503ff511c04\",", "",
        "is a results file of the layout before versions (version 1) that this checkrun cannot read: provenance.appHash is missing; run that shard again with checkrun \(CheckRun.version)"
      ),
      (2, "{\"schema\":", "{\"format\":", "is not a checkrun results file"),
      (1, "{\"provenance\":", "{\"provenance\"", "is not a checkrun results file: it is not JSON"),
    ])
  func refused(_ version: Int, _ of: String, _ with: String, _ message: String) throws {
    let name = "v\(version)-\(abs(with.hashValue))"
    try #require(try read("\(ResultsTests.fixtures)/v\(version)/results.json").contains(of))
    let input = try shard(version, name) { $0.replacingOccurrences(of: of, with: with) }
    let out = Invocation(["merge", "-o", folder("out-\(name)"), input])
    guard !message.isEmpty else {
      // Another checkrun's results that this one reads merge as they are.
      #expect(out.code == .notUnderstood, "\(out.stderr)")
      return
    }
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr
        == "checkrun: error: '\(input)/results.json\(message.hasPrefix("results.json") ? "': " : "' ")\(message)\n")
    #expect(!FileManager.default.fileExists(atPath: folder("out-\(name)")))
  }

  @Test("a record of a check that this checkrun cannot read names the checkrun that wrote it")
  func otherWriter() throws {
    let input = try shard(2, "writer") {
      $0.replacingOccurrences(of: "\"checkrun\":\"0.2.0\"", with: "\"checkrun\":\"9.9.9\"")
        .replacingOccurrences(of: "\"simulated\":{\"milliseconds\":", with: "\"simulated\":{\"ms\":")
    }
    let out = Invocation(["merge", "-o", folder("out-writer"), input])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains(
        "'\(input)/results.json' was written by checkrun 9.9.9, and this checkrun (\(CheckRun.version)) cannot read it: checks[0].detail.simulated.milliseconds is missing; merge with checkrun 9.9.9, or run every shard with this one"
      ), "\(out.stderr)")
  }
}
