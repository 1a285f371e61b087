import Foundation
import Testing

@testable import checkrun

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
}
