import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// Every row of docs/robustness.md: a bad input, and the clear answer it gets.
@Suite("Robustness")
struct RobustnessTests {
  let scratch = Scratch("robust")
  static let good = "Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"

  func folder(_ name: String) -> String { scratch.path(name) }

  func file(_ name: String, _ bytes: [UInt8]) throws -> String { try scratch.write(bytes, named: name) }

  /// Runs the command with its report in this test's scratch folder.
  func run(_ arguments: [String]) -> Invocation {
    Invocation(["--report", folder("report-\(UUID().uuidString)")] + arguments, environment: [:])
  }

  struct Row: Sendable, CustomStringConvertible {
    var name: String
    var bytes: [UInt8]
    var code: ExitCode
    var says: String
    var description: String { name }
  }

  static let rows: [Row] = [
    Row(name: "empty file", bytes: [], code: .nothingToRun, says: "no checks found in"),
    Row(
      name: "only comments", bytes: Array("# one\n  # two\n\n".utf8), code: .nothingToRun, says: "no checks found in"),
    Row(
      name: "CRLF line endings", bytes: Array(good.replacingAll("\n", with: "\r\n").utf8), code: .passed,
      says: "1 passed, 0 failed"),
    Row(
      name: "byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(good.utf8), code: .passed, says: "1 passed, 0 failed"),
    Row(
      name: "tabs",
      bytes: Array(
        "Profile:\tTouch\nTask:\twait 1 minute\nExpected:\tno error code is shown\n\tno input is lost\n".utf8),
      code: .cannotBeJudged, says: "nothing was entered, so there is no progress to keep"),
    Row(
      name: "invalid UTF-8", bytes: Array(good.utf8) + [0x0A, 0xC3, 0x28], code: .notUnderstood,
      says: ":5:1: error: the file is not valid UTF-8"),
    Row(
      name: "NUL bytes",
      bytes: Array("Profile: Touch\nTask: wait\u{0} 1 minute\nExpected: no error code is shown\n".utf8),
      code: .notUnderstood, says: "error: unknown step 'wait\u{FFFD} 1 minute'"),
    Row(
      name: "a 1 MB line",
      bytes: Array(
        ("Profile: Touch\nTask: " + String(repeating: "wait ", count: 210_000) + "\nExpected: no error code is shown\n")
          .utf8),
      code: .notUnderstood, says: ":2:7: error: unknown step"),
    Row(
      name: "a duration beyond 30 days",
      bytes: Array("Profile: Touch\nTask: wait 99999999 hours\nExpected: no error code is shown\n".utf8),
      code: .notUnderstood, says: "duration '99999999 hours': it is longer than the 30-day limit"),
    Row(
      name: "ANSI escapes in a check",
      bytes: Array("Profile: Touch\nTask: wait \u{1B}]0;owned\u{7}\nExpected: no error code is shown\n".utf8),
      code: .notUnderstood, says: "unknown step 'wait \u{FFFD}0'"),
  ]

  @Test("bad check files get a clear answer", arguments: rows)
  func badFiles(_ row: Row) throws {
    let path = try file("\(row.name.replacingAll(" ", with: "-")).check", row.bytes)
    let out = run([path])
    #expect(out.code == row.code, "\(out.stdout)\(out.stderr)")
    #expect((out.stdout + out.stderr).contains(row.says), "\(out.stdout)\(out.stderr)")
    #expect(!out.stderr.contains("\u{1B}") && !out.stdout.contains("\u{1B}"))
  }

  @Test("a 20 MB prose document with one check in it runs")
  func largeDocument() throws {
    let prose = String(repeating: "Some prose about timeouts, with a colon: here.\n", count: 440_000)
    let path = try file("large.txt", Array((prose + "\nCheck\n\n" + Self.good + "\n" + prose).utf8))
    let out = run([path])
    #expect(out.code == .passed)
    #expect(out.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test("100,000 checks in one file parse, each at its own line")
  func manyChecks() {
    let text = String(repeating: Self.good + "\n", count: 100_000)
    let parsed = Parser(mode: .checkFile).parse(text, path: "many.check")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.checks.count == 100_000)
    #expect(parsed.checks.last?.location.line == 399_997)
  }

  @Test(
    "a task of 5,000 steps, a key continued on 20,000 lines, 5,000 checks of one name and long runs of header keys are each read in one pass"
  )
  func longShapes() throws {
    // Each of these once cost the square of its size: seconds, not milliseconds.
    let task = Array(repeating: "wait 1 second", count: 5000).joined(separator: ", then ")
    let steps = try Resolver.steps(in: Located(task, at: SourceLocation(path: "t", line: 1, column: 7))).get()
    #expect(steps.count == 5000)
    #expect(steps.last?.location.column == 7 + task.count - "wait 1 second".count)
    let continued =
      "Profile: Touch\nTask: wait 1 minute\nExpected: no input is lost\n"
      + String(repeating: "  no input is lost\n", count: 20_000)
    let parsed = Parser(mode: .checkFile).parse(continued, path: "long.check")
    #expect(parsed.checks.first?.expected.count == 20_001)
    #expect(parsed.checks.first?.expected.last?.location.line == 20_003)
    let named = String(repeating: "Check: same\n" + Self.good + "\n", count: 5000)
    let plan = Plan.entries(
      for: Parser(mode: .checkFile).parse(named, path: "same.check").checks, classname: "same", resolver: Resolver(),
      jobs: 1)
    #expect(plan.entries.map(\.name).suffix(2) == ["same (4999)", "same (5000)"])
    // Long runs of header keys: each key once looked through the rest of the run for a
    // `Profile:`, and each place a large file might be cut, through the whole file.
    let headers = String(repeating: "Check: x\n\n", count: 50_000)
    #expect(Parser(mode: .checkFile).read(headers, path: "h.check", pieces: 2).pieces.count == 1)
    let tagged = Self.good + String(repeating: "Tags: a\n", count: 20_000)
    #expect(Parser(mode: .checkFile).parse(tagged, path: "t.check").rejected.first?.diagnostics.count == 19_999)
  }

  @Test("a folder with no checks has its own exit code")
  func emptyFolder() throws {
    try FileManager.default.createDirectory(atPath: folder("empty"), withIntermediateDirectories: true)
    let out = run([folder("empty")])
    #expect(out.code == .nothingToRun)
    #expect(out.stderr.contains("no checks found in '\(folder("empty"))'"))
  }

  @Test("a missing path, a FIFO, a broken link and a link loop are named, and nothing hangs")
  func unreadable() throws {
    try FileManager.default.createDirectory(atPath: folder("links/inner"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder("links/inner/up"), withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(atPath: folder("links/loop.check"), withDestinationPath: "loop.check")
    try FileManager.default.createSymbolicLink(atPath: folder("links/broken.check"), withDestinationPath: "nowhere")
    #expect(mkfifo(folder("links/pipe.check"), 0o600) == 0)
    _ = try file("links/inner/ok.check", Array(Self.good.utf8))
    let out = run([folder("links"), folder("missing.check")])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("missing.check:1:1: error: no such file or folder"))
    #expect(
      out.stderr.contains(
        "loop.check:1:1: error: cannot read the file: it does not resolve (a broken link or a link loop)"))
    #expect(out.stderr.contains("pipe.check:1:1: error: cannot read the file: it is not a regular file"))
    #expect(out.stdout.contains("PASS  Touch: wait 1 minute"))
  }

  @Test("when not one check can be read, no report is written: the last one stays as it was")
  func nothingReadable() throws {
    let good = try file("kept.check", Array(Self.good.utf8))
    let report = folder("kept-report")
    #expect(Invocation(["--report", report, good], environment: [:]).code == .passed)
    let before = try (
      Data(contentsOf: URL(fileURLWithPath: "\(report)/index.html")),
      Data(contentsOf: URL(fileURLWithPath: "\(report)/junit.xml"))
    )
    let later = try file(
      "later.check", Array(("# the check starts on line 3\n\n" + Self.good + "\n# none below\n").utf8))
    // A path that does not exist; a line after the last check.
    for paths in [[folder("missing.check")], ["\(later):7"]] {
      let out = Invocation(["--report", report] + paths, environment: [:])
      #expect(out.code == .notUnderstood)
      #expect(out.stderr.contains("nothing was run: no check could be read, so no report was written"), "\(out.stderr)")
    }
    let after = try (
      Data(contentsOf: URL(fileURLWithPath: "\(report)/index.html")),
      Data(contentsOf: URL(fileURLWithPath: "\(report)/junit.xml"))
    )
    #expect(before == after)
  }

  @Test(
    "a file is read whole whatever size was expected of it (it may change between a look and a read)",
    arguments: [0, 1, 4095, 4096, 4097, 100_000])
  func readWhole(size: Int) throws {
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let path = try file("sized-\(size).check", bytes)
    for expected in [0, size / 2, size, size + 1, 2 * size + 10] {
      #expect(CheckFiles.readBytes(path, expected: expected) == bytes, "expected \(expected)")
    }
    #expect(CheckFiles.readBytes(folder("no-such.check"), expected: 10) == nil)
  }

  @Test("outputs that cannot be written: exit 2, a clear error, the previous report intact")
  func outputFaults() throws {
    let check = try file("out.check", Array(Self.good.utf8))
    let blocker = try file("blocker", Array("a file, not a folder".utf8))
    let report = folder("kept")
    #expect(
      CheckRun.run(["--report", report, check], environment: [:], stdout: BufferSink(), stderr: BufferSink()) == .passed
    )
    let before = try Data(contentsOf: URL(fileURLWithPath: "\(report)/index.html"))
    for (arguments, says) in [
      (["--report", report, "--junit", "/dev/full"], "cannot write '/dev/full': it is not a regular file"),
      (
        ["--report", "\(blocker)/reports"],
        "cannot create the report folder '\(blocker)/reports': '\(blocker)' is a file, not a folder"
      ),
      (["--report", report, "--junit", report], "it is a folder"),
    ] {
      let (out, err) = (BufferSink(), BufferSink())
      let code = CheckRun.run(arguments + [check], environment: [:], stdout: out, stderr: err)
      #expect(code == .notUnderstood)
      #expect(err.text.contains(says), "\(err.text)")
      // The outputs are opened before the first check runs: nothing ran in vain.
      #expect(!out.text.contains("PASS"), "\(out.text)")
    }
    expectSameBytes(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(report)/index.html"))), [UInt8](before), "index.html")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: report).filter {
      $0.hasSuffix(".tmp") || $0.hasSuffix(".part")
    }
    #expect(leftovers.isEmpty)
    #expect(FileManager.default.fileExists(atPath: "/dev/full"))
  }

  @Test("a runaway check stops at the action guard, and at the real-time guard, saying why")
  func runaway() throws {
    let check = try file(
      "runaway.check",
      Array("Profile: Touch\nTask: wait 1 minute\nExpected: the session can be extended 5000000 times\n".utf8))
    let out = run(["--max-actions", "500", check])
    #expect(out.code == .failed)
    #expect(out.stdout.contains("stopped after 500 actions"), "\(out.stdout)")
    let timed = run(["--check-timeout", "0.05", check])
    #expect(timed.code == .failed)
    #expect(timed.stdout.contains("after 0.05 seconds of real time: the check ran away"), "\(timed.stdout)")
    #expect(Executor.seconds(30) == "30 seconds" && Executor.seconds(1) == "1 second")
  }

  @Test(
    "SIGINT or SIGTERM during a run: 128 + the signal, no temporary file, the previous report whole",
    arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
  func interrupt(_ signalNumber: Int32, _ name: String) throws {
    let binary = LibXML.root.appendingPathComponent(".build/debug/checkrun").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build the command first: swift build")
    let suite = try file(
      "long-\(name).check",
      Array(
        String(
          repeating: Self.good.replacingAll("no error code is shown", with: "the session can be extended 900000 times")
            + "\n", count: 40
        ).utf8))
    let small = try file("small-\(name).check", Array(Self.good.utf8))
    let report = folder("interrupted-\(name)")
    #expect(
      CheckRun.run(["--report", report, small], environment: [:], stdout: BufferSink(), stderr: BufferSink()) == .passed
    )
    let before = try Data(contentsOf: URL(fileURLWithPath: "\(report)/index.html"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--report", report, "--jobs", "1", suite]
    // The signal is sent once the run has begun (its first line is out, so its handlers are
    // in place), not after a fixed delay that a loaded machine can outlast while starting.
    let output = Pipe()
    let begun = DispatchSemaphore(value: 0)
    let first = Locked(true)
    output.fileHandleForReading.readabilityHandler = { handle in
      guard !handle.availableData.isEmpty,
        first.withLock({ was in
          defer { was = false }
          return was
        })
      else { return }
      begun.signal()
    }
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    #expect(begun.wait(timeout: .now() + 120) == .success, "the run printed nothing in 120 s")
    Thread.sleep(forTimeInterval: 0.5)
    kill(process.processIdentifier, signalNumber)
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    #expect(process.terminationStatus == 128 + signalNumber)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(said.contains("interrupted by \(name)"))
    expectSameBytes(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(report)/index.html"))), [UInt8](before), "index.html")
    // Neither an output being put together (.tmp) nor a part spilled while the checks ran
    // (.part); the folder's lock file stays, as lock files do.
    let left = try FileManager.default.contentsOfDirectory(atPath: report).filter {
      $0.hasPrefix(".") && $0 != FolderLock.fileName
    }
    #expect(left.isEmpty, "temporary files left: \(left)")
  }

  @Test("the seeded generator finds nothing in a bounded smoke run")
  func fuzzSmoke() {
    #expect(FuzzCommand.fuzz(count: 3000, seed: 11) == [])
  }
}
