import Foundation
import Harness

/// `checkrun merge -o OUT INPUTS…`: joins the shards of a suite into one JUnit file and one report.
///
/// Each input is a shard's report folder or its JUnit file. The JUnit files are read through
/// libxml2 with the network, DTDs and entity expansion off; the `results.json` every run writes
/// beside them carries the full results, so the merged JUnit and report are the ones a whole run
/// writes. Counts are recomputed; a check found in two shards, a shard missing from a run's
/// shards, and a check file that differs from one shard to another are refused.
enum MergeCommand {
  static func run(_ options: Options, environment: [String: String], stdout: some TextSink, stderr: some TextSink)
    -> ExitCode
  {
    guard let output = options.output else {
      return CheckRun.fail("merge needs '-o OUT', the folder for the merged JUnit file and report", stderr)
    }
    guard !options.paths.isEmpty else {
      return CheckRun.fail("merge needs the shards' report folders or JUnit files", stderr)
    }
    // Nor may a merged file be the configuration file merge read (a link to it, say).
    let outputs =
      [
        OutputConflicts.File(
          label: "the JUnit file '\(output)/junit.xml'", role: "the JUnit file", path: "\(output)/junit.xml")
      ]
      + OutputConflicts.report(in: output, options: ResultsRecorder.asked)
    if let clash = OutputConflicts.problem(
      outputs: outputs, inputs: OutputConflicts.configuration(of: options), folders: [])
    {
      return CheckRun.fail(clash, stderr)
    }
    let (paths, outputPlace) = (options.paths, MergeCommand.place(output))
    // The shards are read at once on the run's threads; the first problem in the order they
    // were named is the one reported.
    let read = { @Sendable (index: Int) in MergeCommand.shard(paths[index], output: output, place: outputPlace) }
    var reports: [RunReport] = []
    for shard in options.jobs > 1 ? inParallel(paths.count, read) : paths.indices.map(read) {
      switch shard {
      case .success(let report): reports.append(report)
      case .failure(let problem): return CheckRun.fail(problem.message, stderr)
      }
    }
    if let problem = missingShards(reports, inputs: paths) ?? differentSelections(reports, inputs: paths) {
      return CheckRun.fail(problem.message, stderr)
    }
    let merged: RunReport
    switch merge(reports) {
    case .success(let report): merged = report
    case .failure(let problem): return CheckRun.fail(problem.message, stderr)
    }
    do {
      try ReportStream.write(
        merged,
        to: ReportStream.Destination(
          folder: output, junitPath: "\(output)/junit.xml", dialect: options.dialect,
          options: ResultsRecorder.asked),
        threads: options.jobs)
    } catch {
      return CheckRun.fail(error.message, stderr)
    }
    // A merge is of the selection its shards were cut from, which may be a part of a suite.
    let selection = reports.lazy.compactMap { $0.provenance.shard?.whole }.first.map {
      " of a selection of \(Wording.count($0.checks, "check"))"
    }
    stdout.write(
      "merged \(Wording.count(reports.count, "shard"))\(selection ?? "") into \(ConsoleText.safe(output))/junit.xml and \(ConsoleText.safe(output))/index.html\n"
    )
    let tally = merged.tally
    stdout.write(
      ConsoleReporter(color: false).closingLine(tally, staleEntries: merged.staleEntries, provenance: merged.provenance)
    )
    return tally.verdict.exitCode
  }

  /// The most merge reads of a shard: `results.json` is decoded whole, the JUnit file is
  /// streamed (`JUnitReader.Limits`).
  struct Limits: Sendable {
    var junit = JUnitReader.Limits()
    /// `results.json`: 1 GiB, some 118,000 checks at the 9.1 KB a check of this project's own
    /// takes (its verdicts for programs, and its timeline's events, steps and evidence in
    /// full), more than the benchmark's 100,000 checks; larger shards are refused, with the
    /// advice to cut more.
    var results = 1 << 30
  }

  /// The results of the shard at `input` (its report folder or its JUnit file), checked
  /// against its JUnit file; or why they cannot be merged into `output`, which is at `place`.
  static func shard(
    _ input: String, output: String, place outputPlace: String, limits: Limits = Limits()
  ) -> Result<RunReport, Options.Problem> {
    func problem(_ message: String) -> Result<RunReport, Options.Problem> {
      .failure(Options.Problem(message: message))
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
      return problem("'\(input)': no such file or folder")
    }
    let folder = isFolder.boolValue ? input : URL(fileURLWithPath: input).deletingLastPathComponent().path
    guard MergeCommand.place(folder) != outputPlace else {
      return problem(
        "'-o \(output)' is where the shard '\(input)' is: the merged files would replace that shard's own; choose another folder"
      )
    }
    let junitPath = isFolder.boolValue ? "\(input)/junit.xml" : input
    let suites: [JUnitReader.TestSuite]
    do {
      suites = try JUnitReader.read(junitPath, limits: limits.junit)
    } catch {
      return problem(error.message)
    }
    let resultsPath = "\(folder)/results.json"
    guard FileManager.default.fileExists(atPath: resultsPath) else {
      return problem(
        "'\(resultsPath)' is missing: merge rebuilds the report from the results.json every run writes beside its JUnit file"
      )
    }
    let data: [UInt8]
    do {
      data = try BoundedFile.contents(
        resultsPath, limit: limits.results, what: "results file", advice: BoundedFile.moreShards)
    } catch {
      return problem("'\(resultsPath)': \(error.reason)")
    }
    // Version 1 (before versions) or 2; a later or unknown one is refused, saying which.
    let report: RunReport
    switch ResultsReader.read(data, path: resultsPath) {
    case .success(let read): report = read
    case .failure(let refusal): return .failure(refusal)
    }
    if let difference = disagreement(suites, report) {
      return problem(
        "'\(junitPath)' and '\(resultsPath)' disagree about \(difference); were they written by one run?")
    }
    return .success(report)
  }

  /// The first thing the JUnit file's `suites` and `report` (its results.json) say otherwise:
  /// a file, a test case's name or its outcome. Each name in results.json is compared as
  /// JUnit holds it, made safe and cleared of secrets (`CleanText`); nil when they agree.
  static func disagreement(_ suites: [JUnitReader.TestSuite], _ report: RunReport) -> String? {
    guard suites.count == report.suites.count else {
      return "the number of check files (\(suites.count) and \(report.suites.count))"
    }
    for (stated, recorded) in zip(suites, report.suites) {
      guard stated.cases.count == recorded.cases.count else {
        return "the checks of '\(CleanText(recorded.path).text)' (\(stated.cases.count) and \(recorded.cases.count))"
      }
      for (junit, result) in zip(stated.cases, recorded.cases) {
        let name = CleanText(result.name).text
        guard junit.name == name else { return "the test cases ('\(junit.name)' and '\(name)')" }
        let outcome = MergeCommand.outcome(of: result)
        guard junit.outcome == outcome else {
          return "'\(name)': \(words(junit.outcome)) in JUnit, \(words(outcome)) in results.json"
        }
      }
    }
    return nil
  }

  /// An outcome in words: `a failure`, `an error`, `skipped`, `passed`.
  private static func words(_ outcome: String?) -> String {
    switch outcome {
    case "failure": "a failure"
    case "error": "an error"
    case let other?: other
    case nil: "passed"
    }
  }

  /// The element JUnit holds for `item`'s outcome, as `JUnitWriter` writes it: `skipped` for
  /// a known failure, `error` for a check not understood or one that cannot be judged,
  /// `failure`, or nil when it passed.
  static func outcome(of item: RunReport.Case) -> String? {
    switch (item.outcome, item.status) {
    case (.ran, .known?): "skipped"
    case (.invalid, _): "error"
    case (.ran(let result), _) where result.verdict == .cannotBeJudged: "error"
    case (.ran(let result), _) where result.verdict == .failed: "failure"
    case (.ran, _): nil
    }
  }

  /// Why the shards among `reports` (read from `inputs`) are not every shard of one run: cut
  /// in different numbers of slices, a slice given twice, or one missing. A merge of part of
  /// a run's shards would gate a release on part of its suite. Nil when they are all there,
  /// or when no input is a shard.
  static func missingShards(_ reports: [RunReport], inputs: [String]) -> Options.Problem? {
    let shards = zip(inputs, reports).compactMap { input, report in report.provenance.shard.map { (input, $0) } }
    guard let (firstInput, first) = shards.first else { return nil }
    if let (input, other) = shards.first(where: { $0.1.count != first.count }) {
      return Options.Problem(
        message: "the shards were cut differently: '\(firstInput)' is shard \(first) and '\(input)' is shard \(other)")
    }
    var given: [Int: String] = [:]
    for (input, shard) in shards {
      guard shard.count >= 1, (1...shard.count).contains(shard.index) else {
        return Options.Problem(
          message: "'\(input)' says it is shard \(shard), which no run can be: shard K/N needs 1 <= K <= N")
      }
      if let earlier = given[shard.index] {
        return Options.Problem(message: "'\(earlier)' and '\(input)' are both shard \(shard)")
      }
      given[shard.index] = input
    }
    let missing = first.count - given.count
    guard missing > 0 else { return nil }
    // The first few missing, found without counting through every slice of a large matrix.
    var named: [String] = []
    var index = 1
    while named.count < min(5, missing) {
      if given[index] == nil { named.append("\(index)/\(first.count)") }
      index += 1
    }
    let list = named.joined(separator: ", ") + (missing > 5 ? " and \(missing - 5) more" : "")
    return Options.Problem(
      message:
        "\(missing == 1 ? "shard" : "shards") \(list) of this run \(missing == 1 ? "is" : "are") missing: a merge of part of the shards would gate on part of the suite; give merge every shard's folder"
    )
  }

  /// Why the shards among `reports` (read from `inputs`) are not slices of one selection:
  /// their results record different whole selections (another folder, `--filter`, `--tags`
  /// or `--profile`), one records none while another does, or together they hold another
  /// number of checks than the selection they were cut from. Shards of a checkrun that
  /// recorded no selection are merged as before. Nil when they agree.
  static func differentSelections(_ reports: [RunReport], inputs: [String]) -> Options.Problem? {
    let shards = zip(inputs, reports).compactMap { input, report in report.provenance.shard.map { (input, $0, report) }
    }
    guard let (firstInput, first, _) = shards.first(where: { $0.1.whole != nil }), let whole = first.whole else {
      return nil
    }
    for (input, shard, _) in shards {
      guard let other = shard.whole else {
        return Options.Problem(
          message:
            "'\(firstInput)' records the selection its slice was cut from and '\(input)' does not (an earlier checkrun's results); run every shard with one checkrun"
        )
      }
      guard other == whole else {
        return Options.Problem(
          message:
            "'\(firstInput)' and '\(input)' are slices of different selections (\(Wording.count(whole.checks, "check")), SHA-256 \(whole.sha256.prefix(12)), and \(Wording.count(other.checks, "check")), SHA-256 \(other.sha256.prefix(12))); run every shard over the same paths with the same '--filter', '--tags' and '--profile'"
        )
      }
    }
    let held = shards.reduce(0) { $0 + $1.2.cases.count }
    guard held == whole.checks else {
      return Options.Problem(
        message:
          "the shards hold \(Wording.count(held, "check")) together, but the selection they were cut from holds \(whole.checks); a merge of them would gate on part of the suite"
      )
    }
    return nil
  }

  /// Where `path` is, links followed, for telling whether two paths name one folder.
  static func place(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }

  /// The other apps of several shards' provenance, each once with the checks of all, and the
  /// checks against the run's app; nil when no shard had another app.
  static func joinedApps(_ reports: [RunReport]) -> ([Provenance.OtherApp]?, Int?) {
    guard reports.contains(where: { $0.provenance.otherApps != nil }) else { return (nil, nil) }
    var apps: [Provenance.OtherApp] = []
    var own = 0
    for report in reports {
      let provenance = report.provenance
      // A shard with no other app ran every check that ran against the run's app.
      own +=
        provenance.appChecks
        ?? report.cases.count { if case .ran = $0.outcome { true } else { false } }
      for other in provenance.otherApps ?? [] {
        if let index = apps.firstIndex(where: { $0.name == other.name && $0.sha256 == other.sha256 }) {
          apps[index].checks += other.checks
          apps[index].settings = apps[index].settings ?? other.settings
        } else {
          apps.append(other)
        }
      }
    }
    return (apps, own)
  }

  /// One report from several: suites by path, checks in file order, provenance joined.
  static func merge(_ reports: [RunReport]) -> Result<RunReport, Options.Problem> {
    guard var first = reports.first else { return .failure(Options.Problem(message: "nothing to merge")) }
    var suites: [String: [RunReport.Case]] = [:]
    var seen = Set<String>()
    let (apps, own) = joinedApps(reports)
    for report in reports {
      // Each shard's place of an app in its own list, as the merged list has it.
      let places =
        [0]
        + (report.provenance.otherApps ?? []).map { other in
          1 + (apps?.firstIndex { $0.name == other.name && $0.sha256 == other.sha256 } ?? -1)
        }
      guard report.provenance.appHash == first.provenance.appHash else {
        return .failure(
          Options.Problem(message: "the shards ran against different apps ('\(first.appName)' and '\(report.appName)')")
        )
      }
      for suite in report.suites {
        for var item in suite.cases {
          item.app = places.indices.contains(item.app) ? places[item.app] : 0
          let key = "\(item.location.path):\(item.location.line):\(item.name)"
          guard seen.insert(key).inserted else {
            return .failure(
              Options.Problem(message: "'\(item.name)' (\(item.location.path):\(item.location.line)) is in two shards"))
          }
          suites[suite.path, default: []].append(item)
        }
      }
    }
    first.suites = suites.keys.sorted().map { path in
      RunReport.Suite(path: path, cases: (suites[path] ?? []).sorted { $0.location.line < $1.location.line })
    }
    // Compared by where the file is, however each shard spelt it, and by its path as spelt
    // (`.` and `..` taken out), which names one file on machines with different folders;
    // listed as spelt.
    var files: [String: Provenance.FileHash] = [:]
    var places: [String: Provenance.FileHash] = [:]
    for file in reports.flatMap(\.provenance.files) {
      for place in [file.comparable, FileIdentity.lexical(file.path)] {
        if let known = places[place], known.sha256 != file.sha256 {
          return .failure(
            Options.Problem(
              message:
                "'\(place)' is not the same file in every shard (SHA-256 \(known.sha256.prefix(12)) and \(file.sha256.prefix(12))); run every shard on the same commit"
            ))
        }
        places[place] = places[place] ?? file
      }
      files[file.path] = file
    }
    first.provenance.files = files.keys.sorted().compactMap { files[$0] }
    // The merged results are the whole run's, not a slice's.
    first.provenance.shard = nil
    (first.provenance.otherApps, first.provenance.appChecks) = (apps, own)
    let ids = Set(first.cases.map(\.id))
    let staleEverywhere = reports.map { Set($0.staleEntries.map(\.id)) }.reduce(
      Set(reports.first?.staleEntries.map(\.id) ?? [])
    ) { $0.intersection($1) }
    first.staleEntries = (reports.first?.staleEntries ?? []).filter {
      staleEverywhere.contains($0.id) && !ids.contains($0.id)
    }
    return .success(first)
  }
}
