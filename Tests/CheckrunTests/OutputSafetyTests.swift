import Foundation
import Testing

@testable import checkrun

/// Issue 24, outputs and report folders: an output never lands on an input or on another
/// output, a report folder's outputs are replaced together or not at all, two runs never mix
/// theirs, and what a killed run leaves is cleaned.
@Suite("Output safety")
struct OutputSafetyTests {
  let scratch = Scratch("outputs")
  static let good = "Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"

  func path(_ name: String) -> String { scratch.path(name) }

  func file(_ name: String, _ text: String = OutputSafetyTests.good) throws -> String {
    try scratch.write(Array(text.utf8), named: name)
  }

  func bytes(_ path: String) -> [UInt8]? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
  }

  // MARK: 1. An output written over an input

  @Test("an output that is a check file of the run, by any name, is refused before anything runs or is written")
  func outputOverCheckFile() throws {
    let check = try file("a.check")
    try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path("link.xml"), withDestinationPath: check)
    #expect(link(check, path("hard.xml")) == 0)
    let spellings = [
      check, scratch.url.path + "/./a.check", path("sub/../a.check"), path("link.xml"), path("hard.xml"),
    ]
    for junit in spellings {
      let report = path("report-\(UUID().uuidString)")
      let run = Invocation(["--report", report, "--junit", junit, check], environment: [:])
      #expect(run.code == .notUnderstood, "\(junit)")
      #expect(
        run.stderr == "checkrun: error: --junit '\(junit)' is also a check file of this run; choose another path\n",
        "\(run.stderr)")
      #expect(!run.stdout.contains("PASS"))
      #expect(!FileManager.default.fileExists(atPath: report), "nothing is written, not even the folder")
    }
    #expect(bytes(check) == Array(Self.good.utf8))
  }

  @Test("an output that is a file inside an input folder, the app file, the baseline or another output is refused")
  func outputOverOtherInputs() throws {
    let folder = path("suite")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try file("suite/one.check")
    let app = try file("app.json", "{\"base\": \"fixed\"}\n")
    let baseline = try file("known.json", "{\"known\": []}\n")
    let report = path("r")
    let cases: [(arguments: [String], says: String)] = [
      (["--junit", "\(folder)/one.check", folder], "--junit '\(folder)/one.check' is also a check file of this run"),
      (
        ["--junit", "\(folder)/new.check", folder],
        "--junit '\(folder)/new.check' is inside the input folder '\(folder)', where the next run would read it as a check file"
      ),
      (["--app", app, "--junit", app, folder], "--junit '\(app)' is also the app file of this run"),
      (
        ["--baseline", baseline, "--junit", baseline, folder],
        "--junit '\(baseline)' is also the baseline file of this run"
      ),
      (
        ["--junit", "\(report)/index.html", folder],
        "--junit '\(report)/index.html' is also the report page of this run"
      ),
      (["--junit", "\(report)/./summary.md", folder], "is also the summary of this run"),
      (["--results", "--junit", "\(report)/results.json", folder], "is also the results file of this run"),
    ]
    for (arguments, says) in cases {
      let run = Invocation(["--report", report] + arguments, environment: [:])
      #expect(run.code == .notUnderstood, "\(arguments)")
      #expect(run.stderr.contains(says) && run.stderr.hasSuffix("; choose another path\n"), "\(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: report), "\(arguments): nothing is written")
    }
    #expect(bytes(app) == Array("{\"base\": \"fixed\"}\n".utf8))
    #expect(bytes(baseline) == Array("{\"known\": []}\n".utf8))
  }

  // MARK: 5. A report folder under a regular file

  @Test("a report folder under a regular file: a clear message naming the file in the way, exit 2, nothing run")
  func reportFolderUnderFile() throws {
    let blocker = try file("blocker", "a file, not a folder")
    let check = try file("b.check")
    for (report, says) in [
      ("\(blocker)/r", "cannot create the report folder '\(blocker)/r': '\(blocker)' is a file, not a folder"),
      (
        "\(blocker)/r/deeper",
        "cannot create the report folder '\(blocker)/r/deeper': '\(blocker)' is a file, not a folder"
      ),
      (blocker, "cannot create the report folder '\(blocker)': '\(blocker)' is a file, not a folder"),
    ] {
      let run = Invocation(["--report", report, check], environment: [:])
      #expect(run.code == .notUnderstood)
      #expect(run.stderr == "checkrun: error: \(says)\n", "\(run.stderr)")
      #expect(!run.stdout.contains("PASS"))
    }
    #expect(bytes(blocker) == Array("a file, not a folder".utf8))
  }

  // MARK: 4. One file named several ways

  @Test("a file named several ways (relative, with ./ and .., absolute, through links) runs once")
  func sameFileOnce() throws {
    let check = try file("c.check")
    let other = try file("b.check")
    try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path("link.check"), withDestinationPath: check)
    #expect(link(check, path("hard.check")) == 0)
    let report = path("r")
    let named = [
      check, scratch.url.path + "/./c.check", path("sub/../c.check"), path("link.check"), path("hard.check"), other,
      check,
    ]
    let run = Invocation(["--report", report, "--jobs", "1"] + named, environment: [:])
    #expect(run.code == .passed, "\(run.stderr)")
    #expect(run.stdout.contains("2 passed, 0 failed"), "\(run.stdout)")
    let junit = String(decoding: bytes("\(report)/junit.xml") ?? [], as: UTF8.self)
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
    // Under the name first given, in the order of the paths.
    #expect(junit.contains(RunReport.classname(forPath: check)))
    #expect(!junit.contains("link") && !junit.contains("hard"))
    #expect(junit.components(separatedBy: "<testsuite ").count - 1 == 2)
  }
}
