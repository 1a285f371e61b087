import Foundation
import Harness

/// `checkrun bench`: generated checks across profiles and flows, timed against the floor of
/// writing the same JUnit bytes with libxml2 alone. Every figure is a ratio from one run.
enum BenchCommand {
  /// Discards what it is given: the console of a benchmarked run.
  struct NullSink: TextSink {
    func write(_ text: String) {}
    var isTerminal: Bool { false }
  }

  /// Keeps only the last line it is given: the closing line of a benchmarked run.
  final class LastLine: TextSink {
    let last = Locked("")
    func write(_ text: String) {
      guard let line = text.split(separator: "\n").last else { return }
      last.withLock { $0 = String(line) }
    }
    var isTerminal: Bool { false }
  }

  static let profiles = [
    "Touch", "VoiceOver", "Switch Control", "Voice Control", "Full Keyboard Access", "Larger Text AX3",
    "VoiceOver + Larger Text AX3", "Cognitive",
  ]

  /// Written with the names of `fixed`'s words, said in them.
  static let flows: [(task: String, expected: String)] = [
    (
      "fill the long form slowly until the warning appears",
      "the warning appears at least 2 minutes before expiry\n  \"{session.staySignedIn}\" works"
    ),
    (
      "fill 5 fields, then let the session expire",
      "the sign-in screen says what happened\n  sensitive fields are not saved"
    ),
    ("let a one-time code expire, then recover", "other progress is kept"),
    (
      "request a one-time code, then let the code expire",
      "\"{code.expired}\" is followed by a reachable \"{code.resend}\""
    ),
    ("select an appointment slot, wait 3 minutes, then book the slot", "the slot is held for 5 minutes"),
    (
      "open the app with Face ID, then let the sign-in token expire",
      "no error code is shown\n  the word \"biometric\" is not shown"
    ),
    ("enter an incorrect passcode, then dismiss the notice with the close button", "focus moves to the instructions"),
  ].map { (AppModel.fixed.filling($0.0), AppModel.fixed.filling($0.1)) }

  /// `count` checks, cycling through profiles and flows.
  static func suite(_ count: Int, task: String? = nil, expected: String? = nil) -> String {
    var text = ""
    text.reserveCapacity(count * 200)
    for index in 0..<count {
      let flow = flows[index % flows.count]
      let profile = profiles[(index / flows.count) % profiles.count]
      text +=
        "Check: generated \(index)\nProfile: \(profile)\nTask: \(task ?? flow.task)\nExpected: \(expected ?? flow.expected)\n\n"
    }
    return text
  }

  /// `count` checks, each a task example and an expectation example of the families in turn
  /// (the general sentence's too), under the profiles in turn: the examples that run on the
  /// built-in app (a team's timer has none there).
  static func everyPhrase(_ count: Int) -> String {
    let pipeline = Pipeline()
    func runs(_ task: String, _ expected: String) -> Bool {
      let parsed = pipeline.parse("Profile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n", path: "")
      guard let check = parsed.checks.first, case .success = pipeline.resolve(check) else { return false }
      return true
    }
    let tasks = Vocabulary.tasks.flatMap(\.examples).filter { runs($0, "no error code is shown") }
    let expectations = Vocabulary.expectations.flatMap(\.examples).filter { runs("wait 1 minute", $0) }
    let profiles = ["VoiceOver", "Switch Control", "Larger Text AX5", "Cognitive"]
    var text = ""
    for index in 0..<count {
      text +=
        "Check: lint \(index)\nProfile: \(profiles[index % profiles.count])\nTask: \(tasks[index % tasks.count])\n"
        + "Expected: \(expectations[index % expectations.count])\n\n"
    }
    return text
  }

  /// `text` parsed, hashed and resolved as one file, on `jobs` threads (the hash on this one).
  static func plan(_ text: String, jobs: Int) -> Plan {
    let parsed = Pipeline().parse(text, path: "bench.check")
    let entries = Plan.entries(for: parsed.checks, classname: "bench", resolver: Resolver(), jobs: jobs).entries
    return Plan(
      suites: [
        Plan.Suite(path: "bench.check", entries: entries, sha256: FileDigest(hex: SHA256.hex(Array(text.utf8))))
      ],
      diagnostics: []
    )
  }

  /// What a check costs before its reports: `text` parsed and resolved, and each check
  /// simulated on one thread, its result let go at once; how many passed.
  static func parseAndSimulate(_ text: String) -> Int {
    var passed = 0
    // One thread's words, as a run's threads keep them.
    var words = FixedWords.Cache()
    let pipeline = Pipeline()
    for entry in plan(text, jobs: 1).entries {
      guard case .runnable(let check) = entry.outcome else { continue }
      if pipeline.run(check, words: &words).verdict == .passed { passed += 1 }
    }
    return passed
  }

  static func executor(jobs: Int) -> Executor {
    Executor(app: .fixed, baseline: nil, today: "2026-01-01", jobs: jobs, console: ConsoleReporter(color: false))
  }

  /// Parses, resolves and runs `text` as one file on `jobs` threads, keeping every result.
  static func runSuite(_ text: String, jobs: Int) -> RunReport {
    executor(jobs: jobs).run(plan(text, jobs: jobs), stdout: NullSink(), time: "2026-01-01T00:00:00")
  }

  /// The whole pipeline, as `checkrun` runs it: read, parse and resolve the check file at
  /// `path`, run its checks, and write JUnit, the HTML report and the summary into `folder`
  /// while the checks finish.
  /// When `phases` is given, it is told how long each phase of the run took.
  static func runToReport(
    _ path: String, jobs: Int, folder: String, phases: Locked<Phases>? = nil
  ) throws(AtomicFile.Failure) -> RunTally {
    let stream = try ReportStream(
      to: ReportStream.Destination(folder: folder, junitPath: "\(folder)/junit.xml", dialect: .strict),
      threads: jobs)
    let start = Measure.wall.now
    let plan = Plan.load([path], resolver: Resolver(), jobs: jobs)
    let loaded = Measure.wall.now
    let tally = try executor(jobs: jobs).run(
      consume plan, stdout: NullSink(), into: stream, time: "2026-01-01T00:00:00"
    ).tally
    let end = Measure.wall.now
    phases?.withLock {
      $0 = Phases(load: loaded - start, run: end - loaded - stream.finishSeconds, finish: stream.finishSeconds)
    }
    return tally
  }

  /// Where a run's wall clock went: reading, parsing and resolving the checks; running them,
  /// each rendered and its parts written as it finishes (with `--jobs 1`, then hashing the
  /// check file: with two, another thread hashes it while the checks load); and putting the
  /// outputs together from the parts.
  struct Phases: Sendable {
    var load = 0.0
    var run = 0.0
    var finish = 0.0
  }

  static func run(_ options: Options, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    let count = options.benchChecks
    if let large = options.memoryPhase {
      // A child process: `checkrun` itself on a file of `large` checks, then its peak memory.
      let folder = NSTemporaryDirectory() + "checkrun-bench-memory-\(ProcessInfo.processInfo.processIdentifier)"
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let file = "\(folder)/bench.check"
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(suite(large).utf8), to: file)
      } catch {
        stderr.write("checkrun: error: \(error)\n")
        return .notUnderstood
      }
      let console = LastLine()
      _ = CheckRun.run(
        ["--jobs", String(options.jobs), "--report", folder, file], environment: [:], stdout: console,
        stderr: NullSink())
      stdout.write("peak-kb \(peakKilobytes()) \(console.last.withLock { $0 })\n")
      return .passed
    }
    let folder = NSTemporaryDirectory() + "checkrun-bench-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    stdout.write(
      "checkrun bench: \(count) generated checks, \(System.cores) cores, --jobs \(options.jobs), best of \(repeats) runs each, each run writing into an empty folder\n"
    )
    let text = suite(count)
    let file = "\(folder)/bench.check"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(Array(text.utf8), to: file)
      // The floor: the JUnit file the pipeline writes, read once into its elements and text,
      // then written again by libxml2's xmlTextWriter alone.
      _ = try runToReport(file, jobs: options.jobs, folder: folder)
      let junit = try bytes(of: "\(folder)/junit.xml")
      // What the pipeline writes in all, against the floor's JUnit alone.
      let written = ["junit.xml", "index.html", "summary.md"].reduce(0) { $0 + size(of: "\(folder)/\($1)") }
      let floorWriter = try LibXML2Floor(document: junit)
      // Beside it, a floor of every output: that JUnit, and the page and summary written as
      // they are, the bytes the pipeline writes with nothing made.
      let (page, summary) = (try bytes(of: "\(folder)/index.html"), try bytes(of: "\(folder)/summary.md"))
      // Figures compared with each other are measured in turns, so a slow spell of the
      // machine falls on both sides of a ratio.
      let report = runSuite(text, jobs: options.jobs)
      // The pipeline with --jobs 1 and 2, and with --jobs as given when that is neither: with
      // --jobs 2, the ratio to the floor and the speed-up come from the same runs.
      // Each timed run that writes files writes them into a folder of its own, emptied first.
      let out = (0..<5).map { "\(folder)/out\($0)" }
      // The phases of the last run with --jobs 1 or 2, and of each timed one.
      let last = Locked(Phases())
      var phases: [Int: [Phases]] = [:]
      var works: [() throws -> Void] = [
        { try floorWriter.write(to: "\(out[0])/floor.xml") },
        { try AtomicFile.write(try JUnitWriter().document(for: report), to: "\(out[1])/results.xml") },
        { _ = try runToReport(file, jobs: 1, folder: out[2], phases: last) },
        { _ = try runToReport(file, jobs: 2, folder: out[3], phases: last) },
        {
          try floorWriter.write(to: "\(out[4])/junit.xml")
          try AtomicFile.write(page, to: "\(out[4])/index.html")
          try AtomicFile.write(summary, to: "\(out[4])/summary.md")
        },
        // What the machine itself gives two threads: the suite parsed, hashed, resolved and
        // simulated on one thread, and the same twice at once on two threads sharing nothing.
        { _ = parseAndSimulate(text) },
        { _ = inParallel(2) { _ in parseAndSimulate(text) } },
      ]
      var outputs: [String?] = out + [nil, nil]
      if options.jobs > 2 {
        let more = "\(folder)/out-jobs"
        works.append { _ = try runToReport(file, jobs: options.jobs, folder: more) }
        outputs.append(more)
      }
      for folder in out { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
      let all = try timings(works, outputs: outputs) { index in
        if index == 2 || index == 3 { phases[index, default: []].append(last.withLock { $0 }) }
      }
      let times = all.map { $0.min() ?? .infinity }
      let (floor, fromResults, one, two) = (times[0], times[1], times[2], times[3])
      let (everyOutput, alone, together) = (times[4], times[5], times[6])
      // The runs with --jobs as given: the ratio to the floor is theirs.
      let fullIndex = options.jobs == 1 ? 2 : options.jobs == 2 ? 3 : 7
      let full = times[fullIndex]
      let same = try bytes(of: "\(out[0])/floor.xml") == junit ? "the same bytes" : "NOT the same bytes"
      stdout.write(
        line(
          "read, parse, run, JUnit and report", full,
          "\(Int(Double(count) / full)) checks/s, \(written / 1024) KiB written: \(format(Double(written) / Double(junit.count)))× the floor's bytes"
        ))
      stdout.write(
        line(
          "floor: the same JUnit written by libxml2's xmlTextWriter alone", floor, "\(junit.count / 1024) KiB, \(same)")
      )
      stdout.write("  ratio to the floor: \(format(full / floor))× (target ≤ 3×)\n")
      stdout.write(
        line(
          "every output's bytes written with nothing made (that JUnit, the page and summary as they are)", everyOutput,
          "the pipeline takes \(format(full / everyOutput))× that"))
      stdout.write(
        line(
          "JUnit alone from the finished results, one thread", fromResults, "\(format(fromResults / floor))× the floor")
      )
      stdout.write(line("the same with --jobs 1", one, ""))
      stdout.write(line("the same with --jobs 2", two, ""))
      stdout.write("  speed-up of --jobs 2: \(format(one / two))× (target ≥ 1.6×)\n")
      // The best runs make the figures; the middle ones show how much a shared machine moves.
      let (middleOne, middleTwo, middleFloor) = (median(all[2]), median(all[3]), median(all[0]))
      stdout.write(
        "  the middle of the \(repeats) runs: --jobs 1 \(format(middleOne)) s, --jobs 2 \(format(middleTwo)) s (speed-up \(format(middleOne / middleTwo))×), floor \(format(middleFloor)) s (ratio \(format(median(all[fullIndex]) / middleFloor))×)\n"
      )
      stdout.write(
        "  the middle of each turn's own ratio: speed-up \(format(turnRatio(all[2], all[3])))×, ratio to the floor \(format(turnRatio(all[fullIndex], all[0])))×\n"
      )
      stdout.write(
        "  two threads sharing nothing, each parsing and simulating the suite: \(format(2 * alone / together))× the work of one thread in the same time (about the most --jobs 2 can gain on this machine)\n"
      )
      // Where a second thread gains and where it does not: the phases of each fastest run.
      let fastest = { (index: Int) in zip(all[index], phases[index] ?? []).min { $0.0 < $1.0 }?.1 }
      if let one = fastest(2), let two = fastest(3) {
        let each = [("load", \Phases.load), ("run, parts written", \.run), ("outputs put together", \.finish)].map {
          name, phase in
          "\(name) \(milliseconds(one[keyPath: phase])) / \(milliseconds(two[keyPath: phase])) ms (\(format(one[keyPath: phase] / two[keyPath: phase]))×)"
        }
        stdout.write("  the fastest runs, --jobs 1 / --jobs 2, phase by phase: \(each.joined(separator: ", "))\n")
      }
    } catch {
      stderr.write("checkrun: error: \(error)\n")
      return .notUnderstood
    }
    // Each stage of the pipeline alone.
    let pipeline = Pipeline()
    let parseTime = seconds { _ = pipeline.parse(text, path: "bench.check") }
    stdout.write(line("parse alone", parseTime, ""))
    let parsedChecks = pipeline.parse(text, path: "bench.check").checks
    var resolved: [RunnableCheck] = []
    let resolveTime = seconds {
      var cache = ResolutionCache()
      resolved = parsedChecks.compactMap { try? pipeline.resolve($0, cache: &cache).get() }
    }
    stdout.write(line("resolve alone", resolveTime, ""))
    // Linting checks in every family's words, the general sentences' among them: what the
    // grammar costs at resolution (issue 43: at most 1.5× the seed phrases alone).
    let worded = BenchCommand.everyPhrase(count)
    let lintTime = seconds {
      var cache = ResolutionCache()
      for check in pipeline.parse(worded, path: "bench.check").checks { _ = pipeline.resolve(check, cache: &cache) }
    }
    stdout.write(
      line("lint of \(count) checks in every family's examples, the general sentence's included", lintTime, ""))
    let simulateTime = seconds {
      var words = FixedWords.Cache()
      for check in resolved { _ = pipeline.run(check, words: &words) }
    }
    stdout.write(line("simulate alone, one thread", simulateTime, ""))
    let idleCount = max(100, count)
    let idleMinute = suite(idleCount, task: "stay idle for 1 minute", expected: "no error code is shown")
    let idleDay = suite(idleCount, task: "stay idle for 24 hours", expected: "no error code is shown")
    let idle =
      (try? timings(
        [{ _ = parseAndSimulate(idleMinute) }, { _ = parseAndSimulate(idleDay) }], measure: .threadCPU,
        // A virtual machine counts time taken from it by its host as the thread's: the pair
        // is cheap, so it is measured three times as often to find runs that lost none.
        repeats: 3 * repeats))
      ?? [[], []]
    let (minute, day) = (idle[0].min() ?? .infinity, idle[1].min() ?? .infinity)
    stdout.write(
      line("\(idleCount) checks idling 1 minute", minute, "processor time of the one thread, best of \(3 * repeats)"))
    stdout.write(
      line("\(idleCount) checks idling 24 hours", day, "processor time of the one thread, best of \(3 * repeats)"))
    stdout.write("  cost of 24 simulated hours over 1 minute: \(format(day / minute))× (target ≤ 1.5×)\n")
    stdout.write(
      "  the middle of the \(3 * repeats) runs: 1 minute \(format(median(idle[0]))) s, 24 hours \(format(median(idle[1]))) s (\(format(median(idle[1]) / median(idle[0])))×); the middle of each turn's own ratio: \(format(turnRatio(idle[1], idle[0])))×\n"
    )
    let large = options.benchLarge
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["bench", "--memory-phase", String(large), "--jobs", String(options.jobs)]
    let pipe = Pipe()
    child.standardOutput = pipe
    do {
      try child.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      child.waitUntilExit()
      let words = String(decoding: data, as: UTF8.self).split(separator: " ")
      if words.count >= 2, let kilobytes = Int(words[1].trimmingCharacters(in: .whitespacesAndNewlines)) {
        stdout.write("  peak memory for \(large) checks in one run: \(kilobytes / 1024) MB (target ≤ 300 MB)\n")
      }
    } catch {
      stderr.write("checkrun: could not measure memory: \(error)\n")
    }
    return .passed
  }

  /// This process's peak resident memory: `VmHWM` from `/proc/self/status`, which starts
  /// afresh at exec (`ru_maxrss` would carry the benchmark's own peak into the child).
  static func peakKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let value = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    {
      return value
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
  }

  /// The size of the file at `path` in bytes; 0 when there is none.
  static func size(of path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }

  static func bytes(of path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
