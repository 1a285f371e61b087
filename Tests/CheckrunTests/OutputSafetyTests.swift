import Foundation
import Harness
import Testing

@testable import CheckrunKit

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

  /// The four outputs of a report folder, as they are now.
  func outputs(_ folder: String) -> [String: [UInt8]?] {
    Dictionary(
      uniqueKeysWithValues: ["junit.xml", "index.html", "summary.md", "results.json"].map { name in
        (name, bytes("\(folder)/\(name)"))
      })
  }

  /// The temporary files in `folder` (the lock file is not one: it stays, as lock files do).
  func leftovers(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasPrefix(".") && $0 != FolderLock.fileName
    }
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

  // MARK: 2. Mixed reports

  @Test(
    "a full disk at any output, while the checks run or at the end, leaves the previous set whole",
    arguments: [
      ("junit.xml", ".tmp"), ("index.html", ".tmp"), ("summary.md", ".tmp"), ("results.json", ".tmp"),
      ("junit.xml", ".part"), ("index.html", ".part"), ("results.json", ".part"),
    ])
  func fullDisk(_ name: String, _ suffix: String) throws {
    let report = path("r")
    let first = try file("first.check")
    #expect(Invocation(["--report", report, "--results", first], environment: [:]).code == .passed)
    let before = outputs(report)
    #expect(before.values.allSatisfy { $0 != nil })
    let second = try file("second.check", Self.good.replacingAll("1 minute", with: "2 minutes"))
    let fault = (prefix: "\(report)/.\(name).", suffix: suffix)
    ByteStore.full.withLock { $0.append(fault) }
    let run = Invocation(["--report", report, "--results", second], environment: [:])
    ByteStore.full.withLock { $0.removeAll { $0 == fault } }
    #expect(run.code == .notUnderstood)
    #expect(run.stderr.contains("No space left on device"), "\(run.stderr)")
    #expect(outputs(report) == before, "\(name): the previous outputs are all as they were")
    #expect(leftovers(report).isEmpty, "\(leftovers(report))")
  }

  @Test("a rename that fails halfway puts back the outputs renamed before it")
  func renameRollsBack() throws {
    let folder = path("set")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let paths = ["a", "b", "c"].map { "\(folder)/\($0)" }
    for target in paths.prefix(2) { try Data("old \(target)".utf8).write(to: URL(fileURLWithPath: target)) }
    #expect(throws: AtomicFile.Failure.self) {
      try AtomicFile.write(to: paths) { temporaries throws(AtomicFile.Failure) in
        // The last target becomes a folder with a file in it: no file can be renamed onto it.
        try? FileManager.default.createDirectory(atPath: "\(paths[2])/inside", withIntermediateDirectories: true)
        for temporary in temporaries {
          let store = try ByteStore(creating: temporary)
          try store.write("new")
          try store.finish()
        }
      }
    }
    for target in paths.prefix(2) { #expect(bytes(target) == Array("old \(target)".utf8)) }
    #expect(FileManager.default.fileExists(atPath: "\(paths[2])/inside"))
    #expect(leftovers(folder).isEmpty, "\(leftovers(folder))")
  }

  @Test("a run waits while another holds the report folder, and puts its outputs in place after")
  func waitsForTheLock() throws {
    let report = path("r")
    let first = try file("first.check")
    #expect(Invocation(["--report", report, first], environment: [:]).code == .passed)
    let before = outputs(report)
    let descriptor = open("\(report)/\(FolderLock.fileName)", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
    let second = try file("second.check", Self.good.replacingAll("1 minute", with: "2 minutes"))
    let done = Locked<ExitCode?>(nil)
    let said = Locked("")
    let thread = Thread {
      let run = Invocation(["--report", report, second], environment: [:])
      said.withLock { $0 = run.stderr }
      done.withLock { $0 = run.code }
    }
    thread.start()
    Thread.sleep(forTimeInterval: 1.0)
    #expect(done.withLock { $0 } == nil, "the run is waiting")
    #expect(outputs(report) == before, "nothing replaced while the folder is held")
    flock(descriptor, LOCK_UN)
    close(descriptor)
    let deadline = Date().addingTimeInterval(30)
    while done.withLock({ $0 }) == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    #expect(done.withLock { $0 } == .passed, "\(said.withLock { $0 })")
    let summary = String(decoding: bytes("\(report)/summary.md") ?? [], as: UTF8.self)
    #expect(summary.contains("second.check"), "\(summary)")
  }

  @Test("a run that cannot have the report folder in time is refused with a clear message, the outputs kept")
  func lockRefused() throws {
    let report = path("r")
    let first = try file("first.check")
    #expect(Invocation(["--report", report, first], environment: [:]).code == .passed)
    let before = outputs(report)
    let descriptor = open("\(report)/\(FolderLock.fileName)", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
    defer { close(descriptor) }
    let run = Invocation(["--report", report, first], environment: ["CHECKRUN_LOCK_WAIT": "0.2"])
    #expect(run.code == .notUnderstood)
    #expect(
      run.stderr.hasPrefix(
        "checkrun: error: another checkrun is writing the report folder '\(report)' (it holds '\(report)/.checkrun.lock'); waited 0.2 seconds for it"
      ), "\(run.stderr)")
    #expect(!run.stdout.contains("PASS"), "refused before the checks run")
    #expect(outputs(report) == before)
    #expect(FolderLock.wait("nan") == FolderLock.defaultWait && FolderLock.wait("-1") == FolderLock.defaultWait)
  }

  @Test("two runs writing one report folder at once each leave a whole set, never a mix")
  func concurrentRuns() throws {
    let report = path("r")
    let alpha = try file("alpha.check")
    let beta = try file("beta.check", Self.good.replacingAll("1 minute", with: "2 minutes"))
    for round in 0..<25 {
      let codes = Locked([ExitCode]())
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        let code = Invocation(["--report", report, "--results", index == 0 ? alpha : beta], environment: [:]).code
        codes.withLock { $0.append(code) }
      }
      #expect(codes.withLock { $0 } == [.passed, .passed])
      let texts = outputs(report).mapValues { String(decoding: $0 ?? [], as: UTF8.self) }
      let fromAlpha = texts.values.filter { $0.contains("alpha") }.count
      let fromBeta = texts.values.filter { $0.contains("beta") }.count
      #expect((fromAlpha, fromBeta) == (4, 0) || (fromAlpha, fromBeta) == (0, 4), "round \(round): a mixed set")
    }
    #expect(leftovers(report).isEmpty, "\(leftovers(report))")
  }

  // MARK: 3. Left behind

  @Test("the next run in a report folder removes the temporary files of a run no longer alive, and only those")
  func staleParts() throws {
    let report = path("r")
    let check = try file("d.check")
    #expect(Invocation(["--report", report, check], environment: [:]).code == .passed)
    let gone = Process()
    gone.executableURL = URL(fileURLWithPath: "/bin/true")
    try gone.run()
    gone.waitUntilExit()
    let dead = gone.processIdentifier
    let live = getppid()
    let stale = [
      ".index.html.\(dead).ABCDEF12.articles.part", ".junit.xml.\(dead).0123ABCD.testcases.part",
      ".summary.md.\(dead).89ABCDEF.tmp", ".results.json.\(dead).12345678.cases.part",
    ]
    let kept = [".index.html.\(live).ABCDEF12.articles.part", ".index.html.notes", "notes.txt"]
    for name in stale + kept { try Data("x".utf8).write(to: URL(fileURLWithPath: "\(report)/\(name)")) }
    #expect(Invocation(["--report", report, check], environment: [:]).code == .passed)
    let left = Set((try? FileManager.default.contentsOfDirectory(atPath: report)) ?? [])
    for name in stale { #expect(!left.contains(name), "\(name) removed") }
    for name in kept { #expect(left.contains(name), "\(name) kept") }
  }

  @Test("a signal that comes after the outputs were renamed says they were written; before, that none was")
  func signalAfterRename() throws {
    let report = path("r")
    let check = try file("e.check")
    #expect(Interruption.notice(SIGTERM, written: []) == "checkrun: interrupted by SIGTERM; no report was written")
    #expect(Invocation(["--report", report, check], environment: [:]).code == .passed)
    let notice = Interruption.notice(SIGTERM, written: AtomicFile.written.withLock { $0 })
    #expect(notice.hasPrefix("checkrun: interrupted by SIGTERM after the outputs were written: "), "\(notice)")
    for name in ["junit.xml", "index.html", "summary.md"] { #expect(notice.contains("'\(report)/\(name)'")) }
    #expect(!notice.contains("no report was written"))
  }
}
