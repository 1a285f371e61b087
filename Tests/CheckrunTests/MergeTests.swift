import Foundation
import Testing

@testable import CheckrunKit

/// `merge` joins every shard of one run, and refuses anything else with a clear error.
@Suite("Merge")
struct MergeTests {
  let root = LibXML.root.path
  let scratch = Scratch("merge")

  @discardableResult
  func run(_ arguments: [String]) -> Invocation { Invocation(arguments) }

  func folder(_ name: String) -> String { scratch.path(name) }

  @Test("merge refuses part of a run's shards, shards cut differently and a check file that changed between shards")
  func mergeWantsEveryShard() throws {
    for index in 1...3 { run(["--shard", "\(index)/3", "--report", folder("s\(index)"), "\(root)/checks"]) }
    let results = try String(contentsOfFile: "\(folder("s2"))/results.json", encoding: .utf8)
    #expect(results.contains("\"shard\":{\"index\":2,\"count\":3"))
    let part = run(["merge", "-o", folder("part"), folder("s1"), folder("s3")])
    #expect(part.code == .notUnderstood)
    #expect(
      part.stderr.contains(
        "shard 2/3 of this run is missing: a merge of part of the shards would gate on part of the suite"),
      "\(part.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder("part")))
    let alone = run(["merge", "-o", folder("alone"), folder("s3")])
    #expect(alone.stderr.contains("shards 1/3, 2/3 of this run are missing"), "\(alone.stderr)")
    run(["--shard", "2/4", "--report", folder("q2"), "\(root)/checks"])
    let cut = run(["merge", "-o", folder("cut"), folder("s1"), folder("q2"), folder("s3")])
    #expect(
      cut.stderr.contains(
        "the shards were cut differently: '\(folder("s1"))' is shard 1/3 and '\(folder("q2"))' is shard 2/4"),
      "\(cut.stderr)")
    // A results file that claims an impossible slice, or a slice of a huge matrix, is
    // answered at once.
    let claimed = "\(folder("s2"))/results.json"
    try results.replacingOccurrences(
      of: "\"shard\":{\"index\":2,\"count\":3", with: "\"shard\":{\"index\":7,\"count\":3"
    )
    .write(toFile: claimed, atomically: true, encoding: .utf8)
    #expect(
      run(["merge", "-o", folder("bad"), folder("s1"), folder("s2"), folder("s3")]).stderr.contains(
        "says it is shard 7/3, which no run can be"))
    try results.replacingOccurrences(
      of: "\"shard\":{\"index\":2,\"count\":3", with: "\"shard\":{\"index\":2,\"count\":4000000000"
    ).write(toFile: claimed, atomically: true, encoding: .utf8)
    let huge = run(["merge", "-o", folder("huge"), folder("s2")])
    #expect(
      huge.stderr.contains(
        "shards 1/4000000000, 3/4000000000, 4/4000000000, 5/4000000000, 6/4000000000 and 3999999994 more of this run are missing"
      ), "\(huge.stderr)")
    try results.write(toFile: claimed, atomically: true, encoding: .utf8)
    // Every shard there, the merged results are the whole run's: no shard of their own.
    #expect(run(["merge", "-o", folder("all"), folder("s1"), folder("s2"), folder("s3")]).code == .passed)
    let merged = try String(contentsOfFile: "\(folder("all"))/results.json", encoding: .utf8)
    #expect(!merged.contains("\"shard\""))
    // A check file edited between two shards' runs.
    let copy = folder("edited")
    try FileManager.default.copyItem(atPath: "\(root)/checks", toPath: copy)
    run(["--shard", "1/2", "--report", folder("e1"), copy])
    let file = "\(copy)/session-warning.check"
    try (String(contentsOfFile: file, encoding: .utf8) + "\n# edited\n").write(
      toFile: file, atomically: true, encoding: .utf8)
    run(["--shard", "2/2", "--report", folder("e2"), copy])
    let edited = run(["merge", "-o", folder("edited-merged"), folder("e1"), folder("e2")])
    #expect(edited.code == .notUnderstood)
    #expect(
      edited.stderr.contains("session-warning.check' is not the same file in every shard"), "\(edited.stderr)")
  }

  @Test("merge refuses a check found in two shards, and shards of different apps")
  func mergeRefusesOverlap() {
    run(["--shard", "1/2", "--report", folder("a"), "\(root)/checks"])
    run(["--app", "before", "--shard", "2/2", "--report", folder("b"), "\(root)/checks"])
    let twice = run(["merge", "-o", folder("twice"), folder("a"), folder("a")])
    #expect(twice.code == .notUnderstood)
    #expect(twice.stderr.contains("'\(folder("a"))' and '\(folder("a"))' are both shard 1/2"), "\(twice.stderr)")
    // A whole run's checks are in every shard of it.
    run(["--results", "--report", folder("whole"), "\(root)/checks"])
    run(["--shard", "2/2", "--report", folder("c"), "\(root)/checks"])
    let overlap = run(["merge", "-o", folder("overlap"), folder("whole"), folder("a"), folder("c")])
    #expect(overlap.stderr.contains("is in two shards"), "\(overlap.stderr)")
    let mixed = run(["merge", "-o", folder("mixed"), folder("a"), folder("b")])
    #expect(mixed.stderr.contains("the shards ran against different apps ('fixed' and 'before')"))
  }

  @Test("merge refuses to write into a shard's own folder, however the folder is named")
  func mergeKeepsShards() throws {
    run(["--shard", "1/2", "--results", "--report", folder("own1"), "\(root)/checks"])
    run(["--shard", "2/2", "--results", "--report", folder("own2"), "\(root)/checks"])
    let before = try Data(contentsOf: URL(fileURLWithPath: "\(folder("own1"))/junit.xml"))
    for output in [
      folder("own1"), folder("own1") + "/",
      folder("own2") + "/../" + URL(fileURLWithPath: folder("own1")).lastPathComponent,
    ] {
      let out = run(["merge", "-o", output, folder("own1"), "\(folder("own2"))/junit.xml"])
      #expect(out.code == .notUnderstood)
      #expect(
        out.stderr.contains("the merged files would replace that shard's own; choose another folder"), "\(out.stderr)")
    }
    expectSameBytes(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(folder("own1"))/junit.xml"))), [UInt8](before), "junit.xml")
    #expect(run(["merge", "-o", folder("own-merged"), folder("own1"), folder("own2")]).code == .passed)
  }

  @Test(
    "merge refuses hostile or broken JUnit with a clear error and reads no file outside",
    arguments: [
      (
        "<?xml version=\"1.0\"?><!DOCTYPE t [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><testsuites><testsuite name=\"&x;\"/></testsuites>",
        "external entity"
      ),
      (
        "<?xml version=\"1.0\"?><!DOCTYPE l [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]><testsuites><testsuite name=\"&c;\"/></testsuites>",
        "has a DOCTYPE"
      ),
      ("<testsuites><testsuite name=\"x\">", "not a JUnit file"),
      ("<html><body/></html>", "the root element is <html>"),
      ("", "not a JUnit file"),
    ])
  func hostileJUnit(_ text: String, _ message: String) throws {
    let path = try scratch.write(Array(text.utf8), named: "hostile-\(abs(text.hashValue)).xml")
    let out = run(["merge", "-o", folder("out"), path])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains(message), "\(out.stderr)")
    #expect(!out.stderr.contains("root:x:0"))
  }
}
