import Foundation
import Testing

@testable import checkrun

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
}
