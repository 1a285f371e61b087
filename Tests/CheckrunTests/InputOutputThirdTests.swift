import Foundation
import Testing

@testable import CheckrunKit

/// Issue 40, the third pass: a write to standard output that fails is an error, never a
/// success with nothing or a torn document printed.
@Suite("Standard output that cannot be written")
struct StandardOutputTests {
  let scratch = Scratch("stdout")

  /// Where standard output goes: `/dev/full` (a full disk), or a pipe whose reader closed it.
  enum Place: String, CaseIterable, Sendable {
    case fullDisk = "/dev/full"
    case closedPipe = "a closed pipe"
  }

  /// The built binary run with `arguments`, standard output at `place`: its exit status (nil
  /// when a signal ended it) and what it wrote to standard error.
  func run(_ arguments: [String], into place: Place) throws -> (status: Int32?, stderr: String) {
    let binary = LibXML.root.appendingPathComponent(".build/debug/checkrun").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build the command first: swift build")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = scratch.url
    let output: FileHandle
    switch place {
    case .fullDisk:
      output = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    case .closedPipe:
      // The reader's end is closed before the program starts, so its first write meets no reader.
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      close(ends[0])
      output = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    }
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try output.close()
    return (process.terminationReason == .exit ? process.terminationStatus : nil, said)
  }

  @Test(
    "--format json, --list, a run's console, steps and app: a full disk or a closed pipe is exit 2 with a message",
    arguments: Place.allCases)
  func failedWrite(_ place: Place) throws {
    let good = try scratch.write(Array(OutputSafetyMoreTests.good.utf8), named: "good.check")
    let report = scratch.path("report")
    for arguments in [
      ["--format", "json", "--report", report, good], ["--list", good], ["--report", report, good], ["steps"],
      ["app", "fixed"], ["--version"],
    ] {
      let (status, stderr) = try run(arguments, into: place)
      #expect(status == 2, "\(arguments) into \(place.rawValue): \(status.map(String.init) ?? "killed by a signal")")
      #expect(stderr.contains("checkrun: error: cannot write to standard output ("), "\(arguments): \(stderr)")
    }
    // Where standard output can be written, the same run passes.
    let fine = Invocation(["--format", "json", "--report", report, good], environment: [:])
    #expect(fine.code == .passed && fine.stdout.hasPrefix("{"), "\(fine.stderr)")
  }
}

/// Issue 40, the third pass: a check file or folder named among others that holds no check is
/// the error it is when named alone, never dropped because another path held checks.
@Suite("Paths that hold no check")
struct EmptyPathTests {
  let scratch = Scratch("empty-paths")

  @Test(
    "an empty file, a file of comments, an empty folder or a folder of empty files beside checks: exit 3, nothing run",
    arguments: ["empty.check", "comments.check", "nothing", "blank"])
  func emptyBesideChecks(_ name: String) throws {
    let good = try scratch.write(Array(OutputSafetyMoreTests.good.utf8), named: "good.check")
    _ = try scratch.write([], named: "empty.check")
    _ = try scratch.write(Array("# a note\n\n  # another\n".utf8), named: "comments.check")
    for folder in ["nothing", "blank"] {
      try FileManager.default.createDirectory(atPath: scratch.path(folder), withIntermediateDirectories: true)
    }
    _ = try scratch.write([], named: "blank/one.check")
    let empty = scratch.path(name)
    let says =
      "checkrun: error: no checks found in '\(empty)'; every path named must hold a check, so nothing was run: add checks to it or leave it out\n"
    for (index, command) in [[], ["lint"], ["--list"], ["--dry-run"], ["audit"]].enumerated() {
      let report = scratch.path("report-\(name)-\(index)")
      for paths in [[empty, good], [good, empty]] {
        let run = Invocation(command + (command == ["lint"] ? [] : ["--report", report]) + paths, environment: [:])
        #expect(run.code == .nothingToRun, "\(command) \(paths): \(run.stdout)\(run.stderr)")
        #expect(run.stderr == says, "\(command): \(run.stderr)")
        #expect(!run.stdout.contains("PASS") && !run.stdout.contains("selected"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: report), "\(command): a report was written")
      }
    }
    let baseline = Invocation(
      ["baseline", "--expires", "2030-01-01", "-o", scratch.path("b-\(name).json"), empty, good], environment: [:])
    #expect(baseline.code == .nothingToRun && baseline.stderr == says, "\(baseline.stderr)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("b-\(name).json")))
    // Named in checkrun.json's paths, the same.
    _ = try scratch.write(
      Array(#"{"paths": ["good.check", "\#(name)"], "report": "from-config"}"#.utf8), named: "checkrun.json")
    let configured = Invocation([], environment: [:], folder: scratch.url.path)
    #expect(configured.code == .nothingToRun && configured.stderr == says, "\(configured.stderr)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("from-config")))
    // Named alone, the path is the error it always was.
    let alone = Invocation(["--report", scratch.path("alone"), empty], environment: [:])
    #expect(alone.code == .nothingToRun && alone.stderr == "checkrun: error: no checks found in '\(empty)'\n")
  }

  @Test("a folder holding an empty file beside a check file, or a file whose checks a filter leaves out, still runs")
  func notEmpty() throws {
    try FileManager.default.createDirectory(atPath: scratch.path("suite"), withIntermediateDirectories: true)
    let good = try scratch.write(Array(OutputSafetyMoreTests.good.utf8), named: "suite/good.check")
    _ = try scratch.write([], named: "suite/empty.check")
    let other = try scratch.write(Array(("Check: other\n" + OutputSafetyMoreTests.good).utf8), named: "other.check")
    let folder = Invocation(["--report", scratch.path("r1"), scratch.path("suite")], environment: [:])
    #expect(folder.code == .passed, "\(folder.stderr)")
    let filtered = Invocation(["--report", scratch.path("r2"), "--filter", "Touch", good, other], environment: [:])
    #expect(filtered.code == .passed && filtered.stdout.contains("1 passed"), "\(filtered.stdout)\(filtered.stderr)")
    // With a path that does not exist as well, the problem is said and the exit is 2.
    let missing = Invocation(
      ["--report", scratch.path("r3"), scratch.path("suite/empty.check"), good, scratch.path("gone")], environment: [:]
    )
    #expect(missing.code == .notUnderstood, "\(missing.stderr)")
    #expect(missing.stderr.contains("gone:1:1: error: no such file or folder"))
    #expect(missing.stderr.contains("no checks found in '\(scratch.path("suite/empty.check"))'; every path named"))
  }
}

/// Issue 40, the third pass: the inputs of a run are its check files, the app files `--app`
/// and `App:` lines name, `checkrun.json` and the baseline file; no output may be one of
/// them, however it is spelt.
@Suite("Outputs on the app and configuration files")
struct InputOutputClashTests {
  let scratch = Scratch("io-clash")
  static let app = #"{"session": {"length": "30 minutes"}}"#
  static let config = #"{"jobs": 1}"#

  func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// A working folder with `app.json`, a check whose `App:` line names it, and `checkrun.json`.
  func project() throws -> (folder: String, check: String) {
    let check = try scratch.write(
      Array(("App: app.json\n" + OutputSafetyMoreTests.good).utf8), named: "w/suite/uses-app.check")
    _ = try scratch.write(Array(Self.app.utf8), named: "w/suite/app.json")
    _ = try scratch.write(Array(Self.config.utf8), named: "w/checkrun.json")
    return (scratch.path("w"), check)
  }

  init() throws {
    try FileManager.default.createDirectory(atPath: scratch.path("w/suite"), withIntermediateDirectories: true)
  }

  @Test(
    "--junit, --report's files and --results never replace an App: line's app file or checkrun.json, by any spelling")
  func runOutputs() throws {
    let (folder, check) = try project()
    let app = "\(folder)/suite/app.json"
    let config = "\(folder)/checkrun.json"
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.xml", withDestinationPath: app)
    try FileManager.default.linkItem(atPath: config, toPath: "\(folder)/hard.xml")
    try FileManager.default.createDirectory(atPath: "\(folder)/r", withIntermediateDirectories: true)
    try FileManager.default.linkItem(atPath: app, toPath: "\(folder)/r/summary.md")
    let cases: [(arguments: [String], says: String)] = [
      (["--junit", "suite/app.json"], "--junit '\(folder)/suite/app.json' is also an app file an App: line names"),
      (["--junit", "./suite/../suite/app.json"], "is also an app file an App: line names"),
      (["--junit", "link.xml"], "--junit '\(folder)/link.xml' is also an app file an App: line names"),
      (["--junit", "checkrun.json"], "--junit '\(folder)/checkrun.json' is also the configuration file"),
      (["--junit", "hard.xml"], "--junit '\(folder)/hard.xml' is also the configuration file"),
      (["--junit", config], "is also the configuration file"),
      (["--report", "r"], "the summary '\(folder)/r/summary.md' is also an app file an App: line names"),
      (["--report", ".", "--results", "--config", "results.json"], "is also the configuration file"),
    ]
    _ = try scratch.write(Array(Self.config.utf8), named: "w/results.json")
    for (arguments, says) in cases {
      let run = Invocation(arguments + ["suite"], environment: [:], folder: folder)
      #expect(run.code == .notUnderstood, "\(arguments): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains(says) && run.stderr.hasSuffix("of this run; choose another path\n"), "\(run.stderr)")
      #expect(!run.stdout.contains("PASS"), "\(arguments): a check ran")
    }
    #expect(text(app) == Self.app && text(config) == Self.config && text("\(folder)/results.json") == Self.config)
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/reports/index.html"))
    // Elsewhere the same run writes as before, and the check ran against the App: line's app.
    let fine = Invocation(["--junit", "out.xml", check], environment: [:], folder: folder)
    #expect(fine.code == .passed, "\(fine.stderr)")
  }

  @Test("audit's audit.md, baseline -o and merge -o never replace an app file or the configuration file")
  func otherCommands() throws {
    let (folder, _) = try project()
    // An App: line may name any file that holds an app's JSON, audit.md in the report folder too.
    let report = scratch.path("w/rep")
    try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
    _ = try scratch.write(Array(Self.app.utf8), named: "w/rep/audit.md")
    let odd = try scratch.write(
      Array(("App: rep/audit.md\n" + OutputSafetyMoreTests.good).utf8), named: "w/odd.check")
    let audit = Invocation(["audit", "--report", "rep", odd], environment: [:], folder: folder)
    #expect(audit.code == .notUnderstood, "\(audit.stdout)\(audit.stderr)")
    #expect(audit.stderr.contains("the audit '\(report)/audit.md' is also an app file an App: line names"))
    #expect(text("\(report)/audit.md") == Self.app)
    // Nor the configuration file, whatever it is called.
    try FileManager.default.createDirectory(atPath: scratch.path("w/rep2"), withIntermediateDirectories: true)
    _ = try scratch.write(Array(Self.config.utf8), named: "w/rep2/audit.md")
    let auditConfig = Invocation(
      ["audit", "--report", "rep2", "--config", "rep2/audit.md", "suite"], environment: [:], folder: folder)
    #expect(auditConfig.code == .notUnderstood, "\(auditConfig.stdout)\(auditConfig.stderr)")
    #expect(
      auditConfig.stderr.contains("audit.md' is also the configuration file of this run"), "\(auditConfig.stderr)")
    #expect(text(scratch.path("w/rep2/audit.md")) == Self.config)
    // baseline -o writes a new file only, so an app file is never replaced.
    let baseline = Invocation(
      ["baseline", "--expires", "2030-01-01", "-o", "suite/app.json", "suite"], environment: [:], folder: folder)
    #expect(baseline.code == .notUnderstood && text("\(folder)/suite/app.json") == Self.app, "\(baseline.stderr)")
    // merge -o whose results.json or summary.md is the configuration file merge read.
    let shard = scratch.path("w/shard")
    #expect(Invocation(["--shard", "1/1", "--report", shard, "--quiet", "suite"], folder: folder).code == .passed)
    let out = scratch.path("w/merged")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try FileManager.default.linkItem(atPath: "\(folder)/checkrun.json", toPath: "\(out)/summary.md")
    let merge = Invocation(["merge", "-o", "merged", shard], environment: [:], folder: folder)
    #expect(merge.code == .notUnderstood, "\(merge.stdout)\(merge.stderr)")
    #expect(
      merge.stderr
        == "checkrun: error: the summary '\(out)/summary.md' is also the configuration file of this run; choose another path\n"
    )
    #expect(text("\(folder)/checkrun.json") == Self.config)
    #expect(!FileManager.default.fileExists(atPath: "\(out)/junit.xml"))
    _ = try scratch.write(Array(Self.config.utf8), named: "w/merged/results.json")
    let named = Invocation(
      ["merge", "--config", "merged/results.json", "-o", "merged", shard], environment: [:], folder: folder)
    #expect(named.code == .notUnderstood && named.stderr.contains("is also the configuration file"), "\(named.stderr)")
    #expect(text("\(out)/results.json") == Self.config)
  }
}
