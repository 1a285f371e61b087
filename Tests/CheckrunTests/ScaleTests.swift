import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// Parallel runs, shards and merge give what one plain run gives.
@Suite("Jobs, shards and merge")
struct ScaleTests {
  let root = LibXML.root.path
  let scratch = Scratch("scale")

  @discardableResult
  func run(_ arguments: [String]) -> Invocation { Invocation(arguments) }

  func folder(_ name: String) -> String { scratch.path(name) }

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// Console output with each check's real time taken out.
  static func withoutTimes(_ console: String) -> String {
    console.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let range = line.range(of: " simulated, ") else { return String(line) }
      return String(line[..<range.upperBound])
    }.joined(separator: "\n")
  }

  @Test("--jobs 1 and --jobs 4 give the same verdicts, console order and reports")
  func jobs() throws {
    let one = run(["--app", "before", "--jobs", "1", "--report", folder("j1"), "\(root)/checks"])
    let four = run(["--app", "before", "--jobs", "4", "--report", folder("j4"), "\(root)/checks"])
    #expect(one.code == four.code)
    #expect(
      Self.withoutTimes(one.stdout).replacingAll(folder("j1"), with: "")
        == Self.withoutTimes(four.stdout).replacingAll(folder("j4"), with: ""))
    for file in ["index.html", "summary.md"] {
      #expect(try read("\(folder("j1"))/\(file)") == read("\(folder("j4"))/\(file)"))
    }
    #expect(
      ReportTests.withoutTimes(try read("\(folder("j1"))/junit.xml"))
        == ReportTests.withoutTimes(try read("\(folder("j4"))/junit.xml")))
  }

  @Test("--jobs 1 keeps the file's hash for when the reports ask; --jobs 2 starts it on another thread")
  func hashThread() throws {
    let text = BenchCommand.suite(10)
    let file = try scratch.write(Array(text.utf8), named: "hash.check")
    for jobs in [1, 2] {
      let plan = Plan.load([file], resolver: Resolver(), jobs: jobs)
      let digest = try #require(plan.suites.first?.sha256)
      #expect(digest.isStarted == (jobs > 1), "--jobs \(jobs)")
      #expect(digest.value == SHA256.hex(Array(text.utf8)))
      #expect(digest.isStarted)
    }
  }

  /// Takes what it is given and says it is a terminal.
  final class TerminalSink: TextSink {
    let buffer = BufferSink()
    func write(_ text: String) { buffer.write(text) }
    var isTerminal: Bool { true }
  }

  @Test(
    "a long run shows a live count on a terminal and prints only the checks that did not pass; elsewhere every check gets a line",
    arguments: [1, 2])
  func liveCount(jobs: Int) throws {
    let count = Executor.liveCountFrom + 12
    let file = try scratch.write(Array(BenchCommand.suite(count).utf8), named: "live\(jobs).check")
    let plan = { Plan.load([file], resolver: Resolver(), jobs: jobs) }
    let executor = BenchCommand.executor(jobs: jobs)
    let terminal = TerminalSink()
    let report = executor.run(plan(), stdout: terminal, time: "2026-01-01T00:00:00")
    let plain = BufferSink()
    _ = executor.run(plan(), stdout: plain, time: "2026-01-01T00:00:00")
    let notPassed = report.cases.filter { !$0.passed }
    #expect(!notPassed.isEmpty && notPassed.count < count, "the suite has checks that pass and checks that fail")
    let shown = terminal.buffer.text
    #expect(shown.contains("running: 1 of \(count), "))
    #expect(shown.contains("running: \(count) of \(count), \(notPassed.count) not passed"))
    #expect(shown.hasSuffix("\r\u{1B}[K"), "the count is cleared at the end")
    #expect(!shown.contains("PASS "))
    #expect(Self.notPassedLines(in: shown) == notPassed.count)
    let lines = plain.text.split(separator: "\n").filter {
      $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") || $0.hasPrefix("UNJUDGED ")
    }
    #expect(lines.count == count)
    #expect(!plain.text.contains("running: "))
  }

  /// How many console lines in `text` name a check that did not pass: failed, or not judged.
  static func notPassedLines(in text: String) -> Int {
    text.components(separatedBy: "FAIL ").count + text.components(separatedBy: "UNJUDGED ").count - 2
  }

  @Test("the benchmark times each run of a work that writes files into an emptied folder, and finds the middle")
  func benchFreshFolders() throws {
    let outputs = folder("bench-out")
    try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
    var found: [Int] = []
    var written = 0
    let writes = {
      found.append(try FileManager.default.contentsOfDirectory(atPath: outputs).count)
      written += 1
      _ = try scratch.write([1], named: "bench-out/\(written)")
    }
    var others = 0
    var timed: [Int] = []
    let times = try BenchCommand.timings([writes, { others += 1 }], repeats: 3, outputs: [outputs, nil]) {
      timed.append($0)
    }
    #expect(times.map(\.count) == [3, 3])
    // Told of each timed run, after it: the phases a run records are the timed run's.
    #expect(timed == [0, 1, 0, 1, 0, 1])
    // Untimed first, then timed: each timed run starts in an empty folder, each untimed run not.
    #expect(found == [0, 0, 1, 0, 1, 0])
    #expect(others == 6)
    #expect(BenchCommand.median([3, 1, 2]) == 2)
    #expect(BenchCommand.median([4, 1, 3, 2]) == 2.5)
    #expect(BenchCommand.median([]) == .infinity)
    // Turn by turn: a slow turn (the second) slows both sides and leaves its ratio alone.
    #expect(BenchCommand.turnRatio([2, 8, 3], [1, 4, 1]) == 2)
    #expect(BenchCommand.turnRatio([1, 1], [1, 4]) == 0.625)
  }

  @Test("the benchmark's run tells how long it loaded, ran and put the outputs together")
  func benchPhases() throws {
    let file = try scratch.write(Array(BenchCommand.suite(50).utf8), named: "phases.check")
    for jobs in [1, 2] {
      let phases = Locked(BenchCommand.Phases())
      let start = BenchCommand.Measure.wall.now
      let tally = try BenchCommand.runToReport(file, jobs: jobs, folder: folder("phases\(jobs)"), phases: phases)
      let took = BenchCommand.Measure.wall.now - start
      let recorded = phases.withLock { $0 }
      #expect(tally.ids.count == 50)
      #expect(recorded.load > 0 && recorded.run > 0 && recorded.finish > 0, "\(recorded)")
      #expect(recorded.load + recorded.run + recorded.finish <= took)
      #expect(FileManager.default.fileExists(atPath: "\(folder("phases\(jobs)"))/index.html"))
    }
  }

  @Test("a large check file, parsed in pieces and run on two threads, reports what one thread does")
  func largeFileInPieces() throws {
    let text = BenchCommand.suite(2000)
    #expect(text.utf8.count >= 1 << 18, "large enough to be parsed in pieces")
    let file = try scratch.write(Array(text.utf8), named: "large.check")
    let one = run(["--jobs", "1", "--report", folder("l1"), file])
    let two = run(["--jobs", "2", "--report", folder("l2"), file])
    #expect(one.code == two.code)
    #expect(
      Self.withoutTimes(one.stdout).replacingAll(folder("l1"), with: "")
        == Self.withoutTimes(two.stdout).replacingAll(folder("l2"), with: ""))
    for name in ["index.html", "summary.md"] {
      #expect(try read("\(folder("l1"))/\(name)") == read("\(folder("l2"))/\(name)"), "\(name)")
    }
    #expect(
      ReportTests.withoutTimes(try read("\(folder("l1"))/junit.xml"))
        == ReportTests.withoutTimes(try read("\(folder("l2"))/junit.xml")))
    let tests = LibXML.attributes("tests", of: "testsuite", in: Array(try read("\(folder("l2"))/junit.xml").utf8))
    #expect(tests == ["2000"])
  }

  @Test("shards are disjoint, together are the whole suite, and merge back to the whole run")
  func shardsAndMerge() throws {
    // Beside the project's checks, a file with what is not understood: a stray line, a block
    // with no `Expected:` and a name twice.
    let messy = try scratch.write(
      Array(
        """
        Check: twice
        Profile: Touch
        Task: wait 1 minute
        Expected: no error code is shown

        Check: twice
        Profile: VoiceOver
        Task: wait 1 minute

        stray words

        Check: twice
        Profile: Switch Control
        Task: wait 2 minutes
        Expected: no error code is shown
        """.utf8), named: "messy.check")
    let suite = ["\(root)/checks", messy]
    var listed: [[String]] = []
    for index in 1...3 {
      let list = run(["--list", "--shard", "\(index)/3"] + suite)
      listed.append(list.stdout.split(separator: "\n").filter { $0.contains(".check:") }.map(String.init))
      run(["--app", "before", "--shard", "\(index)/3", "--report", folder("s\(index)")] + suite)
    }
    let all = listed.flatMap { $0 }
    #expect(Set(all).count == all.count)
    let whole = run(["--app", "before", "--results", "--report", folder("whole")] + suite)
    let verdicts = ["FAIL", "PASS", "ERROR"]
    #expect(
      all.count == whole.stdout.split(separator: "\n").filter { line in verdicts.contains { line.hasPrefix($0) } }.count
    )
    #expect(whole.stdout.contains("ERROR twice (2)"), "\(whole.stdout)")
    let merged = run(["merge", "-o", folder("merged"), folder("s1"), folder("s2"), "\(folder("s3"))/junit.xml"])
    #expect(merged.code == whole.code, "\(merged.stderr)")
    for file in ["index.html", "summary.md"] {
      #expect(try read("\(folder("merged"))/\(file)") == read("\(folder("whole"))/\(file)"), "\(file)")
    }
    let junit = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder("merged"))/junit.xml")))
    #expect(
      ReportTests.withoutTimes(String(decoding: junit, as: UTF8.self))
        == ReportTests.withoutTimes(try read("\(folder("whole"))/junit.xml")))
    let rejected = LibXML.rejecting(junit)
    #expect(rejected.isEmpty, "not valid against \(rejected)")
    // The merged results are the whole run's, but for the real time each check took.
    #expect(
      ResultsTests.withoutRealTime(try read("\(folder("merged"))/results.json"))
        == ResultsTests.withoutRealTime(try read("\(folder("whole"))/results.json")))
    // Read and rendered on one thread, the merge is the same, byte for byte.
    run(["merge", "--jobs", "1", "-o", folder("merged1"), folder("s1"), folder("s2"), folder("s3")])
    for file in ["index.html", "summary.md", "junit.xml", "results.json"] {
      #expect(try read("\(folder("merged1"))/\(file)") == read("\(folder("merged"))/\(file)"), "\(file)")
    }
  }

  @Test("the reports written while the checks run equal those made from the finished results")
  func streamedEqualsWhole() throws {
    for dialect in JUnitWriter.Dialect.allCases {
      let out = folder("streamed-\(dialect)")
      let arguments = ["--app", "before", "--jobs", "2", "--results", "--junit-dialect", dialect.rawValue]
      run(arguments + ["--report", out, "\(root)/checks"])
      let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)/results.json"))
      let report = try ResultsReader.read([UInt8](data), path: "results.json").get()
      let rendered = try ReportStream.render(report, dialect: dialect)
      expectSameBytes(
        rendered.junit, [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(out)/junit.xml"))), "junit.xml")
      #expect(rendered.html == (try read("\(out)/index.html")))
      #expect(rendered.summary == (try read("\(out)/summary.md")))
      expectSameBytes(rendered.results, [UInt8](data), "results.json")
      let left = try FileManager.default.contentsOfDirectory(atPath: out).filter {
        $0.hasPrefix(".") && $0 != FolderLock.fileName
      }
      #expect(left.isEmpty, "temporary files left: \(left)")
    }
  }

  @Test("check names are made unique in file order: the first keeps its name, the next get (2), (3) and on")
  func uniqueNames() {
    var names = Plan.UniqueNames(capacity: 8)
    let taken = ["a", "a (2)", "a", "a", "b", "a (4)", "a"].map { names.take($0) }
    #expect(taken == ["a", "a (2)", "a (3)", "a (4)", "b", "a (4) (2)", "a (5)"])
    // The same as trying every number from 2 each time, on names that collide a lot.
    var state: UInt64 = 7
    var fast = Plan.UniqueNames(capacity: 0)
    var seen = Set<String>()
    for _ in 0..<2000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let pick = Int(state >> 59)
      let name = pick < 24 ? "n\(pick % 3)" : "n\(pick % 3) (\(pick % 5 + 2))"
      var slow = name
      var number = 2
      while !seen.insert(slow).inserted {
        slow = "\(name) (\(number))"
        number += 1
      }
      #expect(fast.take(name) == slow)
    }
  }

  @Test("outputs put together from bytes and ranges of files, shared out among threads, land whole and in place")
  func assembleInShares() throws {
    try FileManager.default.createDirectory(atPath: folder(""), withIntermediateDirectories: true)
    // Mapped three pages at a time, so a copy takes many windows; the bytes are not a
    // multiple of the buffer or of a page, so the shares start and end inside both, and
    // inside pieces of either kind.
    let source = try ByteStore(creating: folder("source.part"), mappedWindow: 3 * 4096)
    let bytes = (0..<(3 * ByteStore.bufferSize + 12_345)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    try source.write(bytes)
    let head = (0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    var first = ByteStore.Assembly()
    first.add("head ")
    first.add(100..<bytes.count, of: source)
    first.add(" tail")
    var second = ByteStore.Assembly()
    second.add(head)
    second.add(5..<200_000, of: source)
    second.add(0..<0, of: source)
    second.add(bytes.count - 9..<bytes.count, of: source)
    let firstBytes: [UInt8] = Array("head ".utf8) + bytes[100...] + Array(" tail".utf8)
    var secondBytes: [UInt8] = head + bytes[5..<200_000]
    secondBytes += bytes[(bytes.count - 9)...]
    let expected = [firstBytes, secondBytes]
    #expect([first.count, second.count] == expected.map { $0.count })
    for threads in [1, 2, 3] {
      let paths = [folder("first-\(threads)"), folder("second-\(threads)")]
      let stores = try paths.map { path throws(AtomicFile.Failure) in try ByteStore(creating: path) }
      try ByteStore.write([(first, stores[0]), (second, stores[1])], threads: threads)
      // A store goes on from the end of what was put together.
      try stores[1].write(" more")
      for store in stores { try store.finish() }
      #expect(stores.map(\.count) == [expected[0].count, expected[1].count + 5])
      for (path, want) in zip(paths, [expected[0], expected[1] + Array(" more".utf8)]) {
        let written = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        // Where the two first differ, rather than megabytes of both when they do.
        #expect(firstDifference(written, want) == nil, "\(threads) threads, \(path)")
      }
    }
    let memory = ByteStore()
    try ByteStore.write([(first, memory)], threads: 2)
    #expect(firstDifference(memory.bytes, expected[0]) == nil)
    #expect(memory.count == expected[0].count)
  }

  @Test("bad --jobs and --shard values are refused")
  func badValues() {
    #expect(run(["--jobs", "0"]).stderr.contains("'--jobs' takes a whole number from 1 to 512"))
    #expect(run(["--shard", "4/3"]).stderr.contains("'--shard' takes K/N with 1 <= K <= N"))
  }
}
