import Foundation
import Testing

@testable import CheckrunKit

/// Issue 24, the second round: `audit` and `baseline` never write over an input, two
/// baselines at once never both "write" one file, no output takes the name of checkrun's
/// own lock or temporary files, and a report folder holds one run's outputs.
@Suite("Output safety, more")
struct OutputSafetyMoreTests {
  let scratch = Scratch("outputs-more")
  static let good = "Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"
  /// A check that fails on the app `before`.
  static let failing =
    "Profile: VoiceOver\nTask: fill 5 fields slowly until the warning appears\nExpected: the warning is announced\n"

  func path(_ name: String) -> String { scratch.path(name) }

  func file(_ name: String, _ text: String = OutputSafetyMoreTests.good) throws -> String {
    try scratch.write(Array(text.utf8), named: name)
  }

  func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  // MARK: D1. audit over its input

  @Test("audit refuses to write audit.md over an input of its own, by any spelling; the input is kept")
  func auditOverInput() throws {
    let input = try file("audit.md", "# notes\n\n" + Self.good)
    for report in [scratch.url.path, scratch.url.path + "/.", path("sub/..")] {
      try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
      let run = Invocation(["audit", "--report", report, input], environment: [:])
      #expect(run.code == .notUnderstood, "\(run.stdout)\(run.stderr)")
      #expect(
        run.stderr
          == "checkrun: error: the audit '\(report)/audit.md' is also a check file of this run; choose another path\n",
        "\(run.stderr)")
      #expect(!run.stdout.contains("Audit:"))
    }
    #expect(text(input) == "# notes\n\n" + Self.good)
    // Elsewhere it writes as before.
    let run = Invocation(["audit", "--report", path("r"), input], environment: [:])
    #expect(run.stdout.contains("Audit: \(path("r"))/audit.md"), "\(run.stderr)")
    #expect(text(path("r/audit.md"))?.hasPrefix("# Fault audit") == true)
  }

  // MARK: D4. baseline -o over an input, or as a check file

  @Test("baseline -o refuses a new .check anywhere inside an input folder, however spelt; nothing written")
  func baselineOverInput() throws {
    let folder = path("suite")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try file("suite/pay.check", Self.failing)
    let cases: [(arguments: [String], output: String, says: String)] = [
      (
        [folder], "\(folder)/new.check",
        "-o '\(folder)/new.check' is inside the input folder '\(folder)', where the next run would read it as a check file; choose another path"
      ),
      ([folder], "\(folder)/./sub/NEW.CHECK", "is inside the input folder '\(folder)'"),
    ]
    for (arguments, output, says) in cases {
      let run = Invocation(
        ["baseline", "--app", "before", "-o", output, "--expires", "2099-01-01"] + arguments, environment: [:])
      #expect(run.code == .notUnderstood, "\(run.stdout)\(run.stderr)")
      #expect(run.stderr.hasPrefix("checkrun: error: ") && run.stderr.contains(says), "\(run.stderr)")
      #expect(!exists(output), "nothing is written")
    }
    let next = Invocation(["--app", "before", "--report", path("r"), folder], environment: [:])
    #expect(next.code == .failed, "the next run still reads the folder: \(next.stderr)")
    // Outside the folder it writes as before.
    let outside = Invocation(
      ["baseline", "--app", "before", "-o", path("known.check"), "--expires", "2099-01-01", folder], environment: [:])
    #expect(outside.code == .passed, "\(outside.stderr)")
  }

  // MARK: D5. outputs at checkrun's own lock and temporary files

  @Test("--junit at the report folder's lock file, a temporary file's name or a hidden name in the folder is refused")
  func junitOverHousekeeping() throws {
    let check = try file("a.check")
    let report = path("r")
    let first = Invocation(["--report", report, check], environment: [:])
    #expect(first.code == .passed, "\(first.stderr)")
    let cases: [(junit: String, says: String)] = [
      ("\(report)/.checkrun.lock", "is the name of checkrun's lock file ('.checkrun.lock')"),
      ("\(report)/./.checkrun.lock", "is the name of checkrun's lock file"),
      ("\(report)/.index.html.99999.AAAAAAAA.articles.part", "is a hidden name of the kind checkrun gives"),
      (path(".other.xml.12345.0123ABCD.tmp"), "is a hidden name of the kind checkrun gives"),
      ("\(report)/.hidden.xml", "is a hidden name of the kind checkrun gives"),
    ]
    let before = try FileManager.default.contentsOfDirectory(atPath: report).sorted()
    for (junit, says) in cases {
      let run = Invocation(["--report", report, "--junit", junit, check], environment: [:])
      #expect(run.code == .notUnderstood, "\(junit): \(run.stderr)")
      #expect(
        run.stderr.hasPrefix("checkrun: error: --junit '\(junit)' \(says)")
          && run.stderr.hasSuffix("; choose another path\n"), "\(run.stderr)")
      #expect(!run.stdout.contains("PASS"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: report).sorted() == before)
    #expect(!exists(path(".other.xml.12345.0123ABCD.tmp")))
    // A hidden JUnit file outside the report folder that no run would take for its own is fine.
    let plain = Invocation(["--report", report, "--junit", path(".junit.xml"), check], environment: [:])
    #expect(plain.code == .passed, "\(plain.stderr)")
  }

  @Test("baseline -o at a lock file's or a temporary file's name is refused")
  func baselineOverHousekeeping() throws {
    let check = try file("pay.check", Self.failing)
    for output in [path("r/.checkrun.lock"), path(".known.json.4242.ABCDEF01.tmp")] {
      let run = Invocation(
        ["baseline", "--app", "before", "-o", output, "--expires", "2099-01-01", check], environment: [:])
      #expect(run.code == .notUnderstood, "\(run.stdout)\(run.stderr)")
      #expect(run.stderr.hasPrefix("checkrun: error: -o '\(output)' is "), "\(run.stderr)")
      #expect(!exists(output))
    }
  }

  @Test("the shape of checkrun's temporary names is told from other hidden names")
  func temporaryNames() {
    for name in [".index.html.99999.AAAAAAAA.articles.part", ".junit.xml.1.0123abcd.tmp", ".a.b.7.ABCDEF12.old"] {
      #expect(OutputConflicts.isTemporaryName(name), "\(name)")
    }
    let others = [
      ".junit.xml", "index.html.1.AAAAAAAA.tmp", ".x.0.AAAAAAAA.tmp", ".x.1.AAAAAAA.tmp", ".x.1.AAAAAAAA.zip",
    ]
    for name in others {
      #expect(!OutputConflicts.isTemporaryName(name), "\(name)")
    }
  }

  // MARK: D2. two baselines at once

  @Test("of twenty baselines written to one path at once exactly one writes; the others are told it exists")
  func concurrentBaselines() throws {
    let checks = (1...40).map { "Check: failing \($0)\n" + Self.failing }.joined(separator: "\n")
    let check = try file("many.check", checks)
    for round in 1...3 {
      let output = path("k\(round).json")
      let runs = inParallel(20) { index in
        Invocation(
          ["baseline", "--app", "before", "-o", output, "--expires", "2099-01-01", "--reason", "r\(index)", check],
          environment: [:])
      }
      let wrote = runs.indices.filter { runs[$0].code == .passed }
      #expect(wrote.count == 1, "round \(round): \(wrote.count) runs said they wrote it")
      for run in runs where run.code != .passed {
        #expect(run.code == .notUnderstood)
        #expect(
          run.stderr
            == "checkrun: error: '\(output)' exists; baseline writes a new file and replaces none: choose another path, or remove it first\n",
          "\(run.stderr)")
      }
      if let winner = wrote.first {
        #expect(runs[winner].stdout.contains("wrote \(output)"))
        #expect(text(output)?.contains("\"reason\": \"r\(winner)\"") == true, "the file is the winner's")
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasPrefix(".") }
      #expect(left.isEmpty, "\(left)")
    }
  }

  @Test("a file that appears at -o while baseline runs is kept, and baseline says it exists")
  func baselineKeepsALateFile() throws {
    let output = path("late.json")
    _ = try file("late.json", "mine\n")
    #expect(try AtomicFile.writeNew(Array("new\n".utf8), to: output) == false)
    #expect(text(output) == "mine\n")
    #expect(try AtomicFile.writeNew(Array("new\n".utf8), to: path("fresh.json")) == true)
    #expect(text(path("fresh.json")) == "new\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasPrefix(".") }
    #expect(left.isEmpty, "\(left)")
  }

  // MARK: D3. a report folder holds one run's outputs

  @Test("a run without --results removes the results.json an earlier run wrote there; a user's file stays")
  func staleResultsRemoved() throws {
    let check = try file("a.check")
    let report = path("r")
    #expect(Invocation(["--results", "--report", report, check], environment: [:]).code == .passed)
    #expect(text("\(report)/results.json")?.hasPrefix("{\"schema\":\"checkrun-results\",") == true)
    let plain = Invocation(["--report", report, check], environment: [:])
    #expect(plain.code == .passed, "\(plain.stderr)")
    #expect(!exists("\(report)/results.json"), "the earlier run's results.json went with its set")
    #expect(exists("\(report)/junit.xml") && exists("\(report)/summary.md"))
    try Data("{\"mine\": true}\n".utf8).write(to: URL(fileURLWithPath: "\(report)/results.json"))
    #expect(Invocation(["--report", report, check], environment: [:]).code == .passed)
    #expect(text("\(report)/results.json") == "{\"mine\": true}\n", "not checkrun's, so kept")
  }

  @Test("a run with --junit elsewhere removes the junit.xml an earlier run wrote in the folder; a user's file stays")
  func staleJUnitRemoved() throws {
    let check = try file("a.check")
    let report = path("q")
    #expect(Invocation(["--report", report, check], environment: [:]).code == .passed)
    #expect(text("\(report)/junit.xml")?.contains("<property name=\"tool\" value=\"checkrun ") == true)
    let other = path("other.xml")
    let moved = Invocation(["--report", report, "--junit", other, check], environment: [:])
    #expect(moved.code == .passed, "\(moved.stderr)")
    #expect(!exists("\(report)/junit.xml"), "the earlier run's JUnit went with its set")
    #expect(exists(other) && exists("\(report)/index.html"))
    // --junit naming the folder's junit.xml in another spelling keeps it: it is this run's.
    let same = Invocation(["--report", report, "--junit", "\(report)/./junit.xml", check], environment: [:])
    #expect(same.code == .passed)
    #expect(exists("\(report)/junit.xml"))
    let mine = "<testsuites><testsuite name=\"mine\"/></testsuites>\n"
    try Data(mine.utf8).write(to: URL(fileURLWithPath: "\(report)/junit.xml"))
    #expect(Invocation(["--report", report, "--junit", other, check], environment: [:]).code == .passed)
    #expect(text("\(report)/junit.xml") == mine, "not checkrun's, so kept")
  }
}
