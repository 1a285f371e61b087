import Foundation
import Testing

@testable import CheckrunKit

/// What a hostile tester found let a sharded gate pass while a failing check never ran: a
/// shard of nothing, shards of different selections, and a check file named two ways.
@Suite("Shard selection")
struct ShardSelectionTests {
  let scratch = Scratch("shard-selection")

  /// Check `x` fails on `before`; the others pass.
  static let suite =
    "Check: x\nProfile: Switch Control\nTask: select an appointment slot, wait 3 minutes, then book the slot\n"
    + "Expected: the slot is held for 5 minutes\n\n"
    + ["second", "third", "fourth", "fifth", "sixth"].map {
      "Check: \($0)\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"
    }.joined(separator: "\n")

  @discardableResult
  func run(_ arguments: [String]) -> Invocation { Invocation(["--app", "before"] + arguments) }

  func folder(_ name: String) -> String { scratch.path(name) }

  /// A folder `name` holding the suite as `one.check`; its path.
  func suiteFolder(_ name: String = "suite", text: String = ShardSelectionTests.suite) throws -> String {
    try FileManager.default.createDirectory(atPath: folder(name), withIntermediateDirectories: true)
    try text.write(toFile: "\(folder(name))/one.check", atomically: true, encoding: .utf8)
    return folder(name)
  }

  /// The slice of `count` that check `id` falls in.
  func slice(of id: String, among count: Int) -> Int { Int(Plan.stableHash(id) % UInt64(count)) + 1 }

  @Test("a shard of a selection or folder with no check in it is nothing to run, as the whole run is")
  func shardOfNothing() throws {
    let suite = try suiteFolder()
    let empty = folder("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    for arguments in [
      ["--shard", "1/1", "--filter", "nomatch", suite], ["--shard", "2/2", "--filter", "nomatch", suite],
      ["--shard", "2/2", empty], ["--shard", "1/3", empty + "/"],
    ] {
      let out = run(["--report", folder("r-\(UUID().uuidString)")] + arguments)
      #expect(out.code == .nothingToRun, "\(arguments): \(out.stdout)\(out.stderr)")
      #expect(
        out.stderr.contains("no check matches the selection") || out.stderr.contains("no checks found in"),
        "\(out.stderr)")
    }
    // A path that does not exist is a problem, and nothing was run.
    let missing = run(["--shard", "1/2", "--report", folder("r-missing"), folder("no-such-folder")])
    #expect(missing.code == .notUnderstood)
    #expect(!FileManager.default.fileExists(atPath: "\(folder("r-missing"))/results.json"))
    // A slice that happens to be empty while the selection is not passes, and says so to merge.
    let lone = try suiteFolder(
      "lone", text: "Check: second\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n")
    let other = 3 - slice(of: "second", among: 2)
    let out = run(["--shard", "\(other)/2", "--report", folder("r-lone"), lone])
    #expect(out.code == .passed, "\(out.stderr)")
    let results = try String(contentsOfFile: "\(folder("r-lone"))/results.json", encoding: .utf8)
    #expect(results.contains("\"whole\":{\"checks\":1,\"sha256\":\""), "\(results.prefix(600))")
  }

  /// Replaces `of` with `with` in the file at `path`; whether it was there.
  @discardableResult
  func edit(_ path: String, _ of: String, _ with: String) throws -> Bool {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard text.contains(of) else { return false }
    try text.replacingOccurrences(of: of, with: with).write(toFile: path, atomically: true, encoding: .utf8)
    return true
  }

  @Test("merge refuses shards cut from different selections, or holding another number of checks")
  func differentSelections() throws {
    let suite = try suiteFolder()
    let other = try suiteFolder(
      "other", text: "Check: alpha\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n")
    let failing = slice(of: "x", among: 2)
    let passing = 3 - failing
    try #require(["second", "third", "fourth", "fifth", "sixth"].contains { slice(of: $0, among: 2) == passing })
    run(["--shard", "\(passing)/2", "--report", folder("a"), suite])
    run(["--shard", "\(failing)/2", "--report", folder("b"), suite])
    // The failing check's slice run over another folder, or with a filter that leaves it out.
    run(["--shard", "\(failing)/2", "--report", folder("b-other"), other])
    run(["--shard", "\(failing)/2", "--filter", "s", "--report", folder("b-filtered"), suite])
    for wrong in ["b-other", "b-filtered"] {
      let out = Invocation(["merge", "-o", folder("out-\(wrong)"), folder("a"), folder(wrong)])
      #expect(out.code == .notUnderstood, "\(wrong): \(out.stdout)")
      #expect(
        out.stderr.contains(
          "checkrun: error: '\(folder("a"))' and '\(folder(wrong))' are slices of different selections (6 checks, SHA-256 "
        ), "\(out.stderr)")
      #expect(out.stderr.contains("run every shard over the same paths with the same '--filter'"), "\(out.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder("out-\(wrong)")))
    }
    // The same selection on both: the merge is the selection's, and fails on 'x'.
    let right = Invocation(["merge", "-o", folder("out"), folder("a"), folder("b")])
    #expect(right.code == .failed, "\(right.stderr)")
    #expect(right.stdout.contains("merged 2 shards of a selection of 6 checks into"), "\(right.stdout)")
    // Shards that agree on a selection they do not hold together.
    for name in ["a", "b"] {
      try #require(try edit("\(folder(name))/results.json", "\"whole\":{\"checks\":6,", "\"whole\":{\"checks\":7,"))
    }
    let short = Invocation(["merge", "-o", folder("out-short"), folder("a"), folder("b")])
    #expect(short.code == .notUnderstood)
    #expect(
      short.stderr.contains(
        "the shards hold 6 checks together, but the selection they were cut from holds 7; a merge of them would gate on part of the suite"
      ), "\(short.stderr)")
    // Results of an earlier checkrun, which record no selection, merge as they did; one
    // beside a shard that records one is refused.
    let recorded = try String(contentsOfFile: "\(folder("a"))/results.json", encoding: .utf8)
    let whole = try #require(recorded.range(of: #",\"whole\":\{[^}]*\}"#, options: .regularExpression))
    try edit("\(folder("a"))/results.json", String(recorded[whole]), "")
    let mixed = Invocation(["merge", "-o", folder("out-mixed"), folder("b"), folder("a")])
    #expect(mixed.code == .notUnderstood)
    #expect(
      mixed.stderr.contains(
        "'\(folder("b"))' records the selection its slice was cut from and '\(folder("a"))' does not (an earlier checkrun's results); run every shard with one checkrun"
      ), "\(mixed.stderr)")
    let recordedB = try String(contentsOfFile: "\(folder("b"))/results.json", encoding: .utf8)
    let wholeB = try #require(recordedB.range(of: #",\"whole\":\{[^}]*\}"#, options: .regularExpression))
    try edit("\(folder("b"))/results.json", String(recordedB[wholeB]), "")
    let old = Invocation(["merge", "-o", folder("out-old"), folder("a"), folder("b")])
    #expect(old.code == .failed, "\(old.stderr)")
    #expect(old.stdout.contains("merged 2 shards into"), "\(old.stdout)")
  }

  @Test("merge compares a check file however each shard spelt its path")
  func spelledPaths() throws {
    let names = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"]
    let text = names.map { "Check: \($0)\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n" }
    try #require(Set(names.map { slice(of: $0, among: 2) }) == [1, 2])
    let suite = try suiteFolder(text: text.joined(separator: "\n"))
    try text.joined(separator: "\n").write(toFile: "\(suite)/two.check", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: folder("sub"), withIntermediateDirectories: true)
    // The suite's folder relative to the current one, as a CI job in its checkout names it.
    let here = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: here) + suite.split(separator: "/").joined(separator: "/")
    let spellings = [relative, "./" + relative, suite, folder("sub") + "/../suite", relative + "/"]
    for (index, spelling) in spellings.enumerated() {
      let first = run(["--shard", "1/2", "--report", folder("s1-\(index)"), relative])
      #expect(first.code == .passed, "\(first.stderr)")
      // The same files: merged, however they were named.
      run(["--shard", "2/2", "--report", folder("s2-\(index)"), spelling])
      let same = Invocation(["merge", "-o", folder("same-\(index)"), folder("s1-\(index)"), folder("s2-\(index)")])
      #expect(same.code == .passed, "\(spelling): \(same.stderr)")
      // A file edited between the shards' runs is refused, however the second named it.
      let original = try String(contentsOfFile: "\(suite)/two.check", encoding: .utf8)
      try (original + "\n# edited\n").write(toFile: "\(suite)/two.check", atomically: true, encoding: .utf8)
      run(["--shard", "2/2", "--report", folder("e2-\(index)"), spelling])
      try original.write(toFile: "\(suite)/two.check", atomically: true, encoding: .utf8)
      let edited = Invocation(["merge", "-o", folder("edited-\(index)"), folder("s1-\(index)"), folder("e2-\(index)")])
      #expect(edited.code == .notUnderstood, "\(spelling): \(edited.stdout)")
      #expect(
        edited.stderr.contains("two.check' is not the same file in every shard (SHA-256 "),
        "\(spelling): \(edited.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder("edited-\(index)")))
    }
  }

  @Test(
    "a path as merge compares it",
    arguments: [
      ("checks/two.check", "checks/two.check"), ("./checks/./two.check", "checks/two.check"),
      ("a/../checks//two.check", "checks/two.check"), ("../x/../y.check", "../y.check"),
      ("../../y.check", "../../y.check"), ("/a/./b/../c.check", "/a/c.check"), ("/../a.check", "/a.check"),
    ])
  func lexical(_ path: String, _ expected: String) {
    #expect(FileIdentity.lexical(path) == expected)
  }
}
