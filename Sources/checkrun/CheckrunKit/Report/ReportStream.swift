import Foundation
import Harness

/// One check's share of every output, rendered on the thread that ran the check.
struct CaseParts: Sendable {
  /// The check's JUnit; none when libxml2 could not write it.
  var junit: JUnitWriter.Part?
  var html: [UInt8]
  /// Where the time axis of the check's picture ends: the page draws that axis once, at the top.
  var axisEnd: VirtualInstant?
  /// The check's object in the results document (`ResultsDocument`), when the run makes one.
  var json: [UInt8]?
  /// What the run's tally takes of the check.
  var tally: RunTally.Entry

  /// Renders `item`, the `number`-th check of the run (from 0), with `words`, its words.
  static func render(
    _ item: borrowing RunReport.Case, words: RunReport.Case.Words?, number: Int, dialect: JUnitWriter.Dialect,
    results: Bool,
    html: Bool = true
  ) -> CaseParts {
    let json = results ? ResultsDocument.check(item, words: words) : nil
    let timeline = TimelineText(of: item)
    let article: (bytes: [UInt8], axisEnd: VirtualInstant?) =
      html ? HTMLReporter.article(item, id: "c\(number + 1)", titles: timeline, words: words) : ([], nil)
    return CaseParts(
      junit: JUnitWriter(dialect: dialect).part(for: item, timeline: timeline, words: words), html: article.bytes,
      axisEnd: article.axisEnd, json: json, tally: RunTally.Entry(item, words: words))
  }
}

/// Writes a run's outputs while its checks finish: JUnit, `index.html`, `summary.md` and,
/// when asked, `results.json`.
///
/// Each check's parts go, in plan order, to temporary files beside the outputs (or to memory
/// for tests), and only a tally is kept; `finish` then puts each output together around its
/// parts and renames it into place. A run's memory so does not grow with its reports, and an
/// output is whole or absent: a run that fails or is stopped leaves the previous one in place.
///
/// Used by one thread at a time: the executor hands it checks in order, one thread at a time.
final class ReportStream: @unchecked Sendable {
  /// Where the outputs go.
  struct Destination: Sendable {
    var folder: String
    var junitPath: String
    var dialect: JUnitWriter.Dialect
    /// Whether `results.json` (what `merge` reads) is written too.
    var results: Bool
    /// Whether the results document is printed once the outputs are in place
    /// (`--format json`), whether or not `results.json` is written.
    var printsResults = false
    /// Whether the results document is made at all: written, printed or both.
    var makesResults: Bool { results || printsResults }
    /// How long to wait for another run that holds the report folder (`FolderLock`).
    var lockWait = FolderLock.defaultWait

    /// The file names of the outputs in the report folder, and of JUnit in its folder.
    var names: Set<String> {
      ["junit.xml", "index.html", "summary.md", "results.json", URL(fileURLWithPath: junitPath).lastPathComponent]
    }
  }

  /// The outputs made in memory.
  struct Rendered {
    var junit: [UInt8]
    var html: String
    var summary: String
    var results: [UInt8]
  }

  /// Where a file's parts start in each store; they end where the next file's start, or at
  /// the end of the store.
  private struct SuiteStart {
    var path: String
    var properties: Int
    var testcases: Int
    var timelines: Int
  }

  let destination: Destination
  /// How many threads `finish` may put the outputs together on: the run's `--jobs`.
  let threads: Int
  private let properties: ByteStore
  private let testcases: ByteStore
  private let timelines: ByteStore
  private let articles: ByteStore
  private let json: ByteStore
  private var suites: [SuiteStart] = []
  /// Where the time axes of the checks' pictures end, each once.
  private var axisEnds = Set<VirtualInstant>()
  private(set) var tally = RunTally()
  /// Only JUnit is made (the benchmark's floor).
  private var junitOnly = false
  /// How long `finish` took, on the wall clock: the benchmark's figure for putting the
  /// outputs together.
  private(set) var finishSeconds = 0.0
  /// The first problem met while adding parts; reported by `finish`.
  private var failure: AtomicFile.Failure?

  /// A stream whose parts wait in temporary files beside the outputs, put together on up to
  /// `threads` threads. Fails at once when an output cannot be written there (a folder, a
  /// device, a folder that cannot be made).
  init(to destination: Destination, threads: Int = 1) throws(AtomicFile.Failure) {
    self.destination = destination
    self.threads = max(1, threads)
    var paths: [String] = []
    do {
      try AtomicFile.makeFolder(destination.folder, role: "report folder")
      try ReportStream.removeStale(destination)
      let junit = destination.junitPath
      let html = "\(destination.folder)/index.html"
      for (target, name) in [(junit, "properties"), (junit, "testcases"), (junit, "timelines"), (html, "articles")] {
        paths.append(try AtomicFile.temporaryPath(for: target, suffix: "\(name).part"))
      }
      try AtomicFile.prepare("\(destination.folder)/summary.md")
      if destination.makesResults {
        paths.append(try AtomicFile.temporaryPath(for: "\(destination.folder)/results.json", suffix: "cases.part"))
      }
      let stores = try paths.map { path throws(AtomicFile.Failure) in try ByteStore(creating: path) }
      properties = stores[0]
      testcases = stores[1]
      timelines = stores[2]
      articles = stores[3]
      json = destination.makesResults ? stores[4] : ByteStore()
    } catch {
      ReportStream.remove(paths)
      throw error
    }
  }

  /// A stream kept in memory; with `junitOnly`, the other outputs are left empty.
  private init(memory dialect: JUnitWriter.Dialect, junitOnly: Bool) {
    destination = Destination(folder: "", junitPath: "", dialect: dialect, results: !junitOnly)
    threads = 1
    self.junitOnly = junitOnly
    (properties, testcases, timelines, articles, json) = (
      ByteStore(), ByteStore(), ByteStore(), ByteStore(), ByteStore()
    )
  }

  /// How many files have been started.
  var suiteCount: Int { suites.count }

  private var stores: [ByteStore] { [properties, testcases, timelines, articles, json] }

  /// Makes room for the ids of `count` checks at once: the tally keeps every one.
  func expect(_ count: Int) {
    tally.ids.reserveCapacity(count)
  }

  /// Starts the checks of the file at `path`; its checks follow.
  func startSuite(_ path: String) {
    tally.startSuite(path)
    suites.append(
      SuiteStart(
        path: path, properties: properties.count, testcases: testcases.count, timelines: timelines.count))
  }

  /// The bytes of file `suite`'s parts in `store`.
  private func range(of suite: Int, in store: ByteStore, from start: KeyPath<SuiteStart, Int>) -> Range<Int> {
    suites[suite][keyPath: start]..<(suite + 1 < suites.count ? suites[suite + 1][keyPath: start] : store.count)
  }

  /// Adds the next check's parts, in a file started before; the check itself is not kept.
  func add(_ parts: CaseParts) {
    if suites.isEmpty { startSuite("") }
    let firstInSuite = tally.suites[tally.suites.count - 1].tests == 0
    tally.add(parts.tally)
    if let end = parts.axisEnd { axisEnds.insert(end) }
    guard failure == nil else { return }
    do throws(AtomicFile.Failure) {
      if !firstInSuite {
        // The strict dialect's timelines share the file's system-out, a line break apart.
        if destination.dialect == .strict { try timelines.write([0x0A]) }
      }
      guard let junit = parts.junit else {
        throw AtomicFile.Failure(message: "libxml2 could not write the JUnit of '\(parts.tally.id)'")
      }
      try properties.write(junit.properties)
      try testcases.write(junit.testcase)
      try timelines.write(junit.timeline)
      try articles.write(parts.html)
      if destination.makesResults {
        guard let entry = parts.json else {
          throw AtomicFile.Failure(message: "cannot encode the results of '\(parts.tally.id)'")
        }
        try json.write(ResultsDocument.separator(first: json.count == 0))
        try json.write(entry)
      }
    } catch {
      failure = error
    }
  }

  /// Puts every output together and renames each into place; the temporary files go. With
  /// `printsResults`, the results document then goes to `print` too (`--format json`).
  func finish(
    provenance: Provenance, staleEntries: [Baseline.Entry], print: (any TextSink)? = nil
  ) throws(AtomicFile.Failure) {
    let start = ContinuousClock.now
    defer {
      discard()
      finishSeconds = (ContinuousClock.now - start) / .seconds(1)
    }
    if let failure { throw failure }
    let folder = destination.folder
    let summary = SummaryReporter(tally: tally, provenance: provenance).markdown()
    var outputs = [
      (path: destination.junitPath, assembly: try junit(provenance: provenance)),
      (path: "\(folder)/index.html", assembly: html(provenance: provenance, staleEntries: staleEntries)),
    ]
    let document = destination.makesResults ? results(provenance: provenance, staleEntries: staleEntries) : nil
    if destination.results, let document { outputs.append((path: "\(folder)/results.json", assembly: document)) }
    var summaryBytes = ByteStore.Assembly()
    summaryBytes.add(summary)
    outputs.append((path: "\(folder)/summary.md", assembly: summaryBytes))
    // The outputs are put together at once, the bytes of all of them shared out among the
    // threads the run may use, and renamed into place together once every one is written:
    // a full disk or a signal leaves the previous set, never a mix. The folder is held
    // meanwhile, so two runs writing it at once put their sets in place one after the other.
    let lock = try FolderLock.acquire(folder, waiting: destination.lockWait)
    defer { lock.release() }
    try AtomicFile.write(to: outputs.map(\.path)) { temporaries throws(AtomicFile.Failure) in
      let stores = try temporaries.map { path throws(AtomicFile.Failure) in try ByteStore(creating: path) }
      try ByteStore.write(zip(outputs, stores).map { ($0.assembly, $1) }, threads: threads)
      for store in stores { try store.finish() }
    }
    FolderLock.removeEarlierOutputs(in: folder, besides: outputs.map(\.path))
    if destination.printsResults, let document, let print { try ByteStore.print(document, to: print) }
  }

  /// Removes what runs no longer alive left beside the outputs (`FolderLock.removeStale`),
  /// with the folder held.
  private static func removeStale(_ destination: Destination) throws(AtomicFile.Failure) {
    let lock = try FolderLock.acquire(destination.folder, waiting: destination.lockWait)
    defer { lock.release() }
    let junitFolder = URL(fileURLWithPath: destination.junitPath).deletingLastPathComponent().path
    for folder in Set([destination.folder, junitFolder]) {
      FolderLock.removeStale(in: folder, beside: destination.names)
    }
  }

  /// Removes the temporary files; for a run that stops before `finish`.
  func discard() {
    ReportStream.remove(stores.compactMap(\.path))
  }

  private static func remove(_ paths: [String]) {
    for path in paths {
      unlink(path)
      AtomicFile.pending.withLock { _ = $0.remove(path) }
    }
  }

  /// The JUnit document: each file's element around its checks' parts.
  private func junit(provenance: Provenance) throws(AtomicFile.Failure) -> ByteStore.Assembly {
    guard let frame = JUnitWriter.Frame() else { throw JUnitWriter.Frame.failure }
    var out = ByteStore.Assembly()
    out.add(frame.documentStart())
    for index in suites.indices {
      out.add(frame.suiteStart(tally.suites[index], id: index, provenance: provenance))
      out.add(range(of: index, in: properties, from: \.properties), of: properties)
      out.add(frame.propertiesEnd())
      out.add(range(of: index, in: testcases, from: \.testcases), of: testcases)
      out.add(frame.timelinesStart())
      out.add(range(of: index, in: timelines, from: \.timelines), of: timelines)
      out.add(frame.suiteEnd())
    }
    out.add(frame.documentEnd())
    guard !frame.failed else { throw JUnitWriter.Frame.failure }
    return out
  }

  /// The page: its head, every check's article, its tail.
  private func html(provenance: Provenance, staleEntries: [Baseline.Entry]) -> ByteStore.Assembly {
    let reporter = HTMLReporter(
      tally: tally, provenance: provenance, staleEntries: staleEntries, axisEnds: axisEnds.sorted())
    var out = ByteStore.Assembly()
    out.add(reporter.head())
    out.add(0..<articles.count, of: articles)
    out.add(reporter.tail())
    return out
  }

  /// `results.json` (`ResultsDocument`): its head, every check's object, its tail.
  private func results(provenance: Provenance, staleEntries: [Baseline.Entry]) -> ByteStore.Assembly {
    var out = ByteStore.Assembly()
    out.add(ResultsDocument.head(provenance: provenance, tally: tally, staleEntries: staleEntries))
    out.add(0..<json.count, of: json)
    out.add(ResultsDocument.tail)
    return out
  }

  /// Every output of `report`, made in memory: for tests, the benchmark and small runs.
  static func render(
    _ report: RunReport, dialect: JUnitWriter.Dialect, junitOnly: Bool = false
  ) throws(AtomicFile.Failure) -> Rendered {
    let stream = ReportStream(memory: dialect, junitOnly: junitOnly)
    stream.add(report)
    if let failure = stream.failure { throw failure }
    let (junit, html, results) = (ByteStore(), ByteStore(), ByteStore())
    try junit.write(stream.junit(provenance: report.provenance))
    if junitOnly { return Rendered(junit: junit.bytes, html: "", summary: "", results: []) }
    try html.write(stream.html(provenance: report.provenance, staleEntries: report.staleEntries))
    try results.write(stream.results(provenance: report.provenance, staleEntries: report.staleEntries))
    return Rendered(
      junit: junit.bytes, html: String(decoding: html.bytes, as: UTF8.self),
      summary: SummaryReporter(tally: stream.tally, provenance: report.provenance).markdown(), results: results.bytes)
  }

  /// Writes every output of a finished `report` (what `merge` joined) to `destination`.
  static func write(_ report: RunReport, to destination: Destination, threads: Int) throws(AtomicFile.Failure) {
    let stream = try ReportStream(to: destination, threads: threads)
    stream.add(report)
    try stream.finish(provenance: report.provenance, staleEntries: report.staleEntries)
  }

  /// Adds every check of `report`, file by file. With more than one thread, the checks are
  /// rendered a window at a time on all of them and added in order: only a window's parts
  /// wait in memory. (`merge` renders every check of its shards here.)
  private func add(_ report: RunReport) {
    let paths = report.suites.map(\.path)
    let cases = report.suites.enumerated().flatMap { index, suite in suite.cases.map { (suite: index, item: $0) } }
    let (dialect, results, html) = (destination.dialect, destination.makesResults, !junitOnly)
    let render = { @Sendable (number: Int) -> CaseParts in
      let item = cases[number].item
      return CaseParts.render(item, words: item.words, number: number, dialect: dialect, results: results, html: html)
    }
    // A window is cut into more shares than threads, claimed as threads come free: checks
    // differ in cost (a failure carries its evidence), and equal halves would end apart.
    let (shares, window) = (4 * threads, 256 * threads)
    for start in stride(from: 0, to: cases.count, by: window) {
      let numbers = start..<min(cases.count, start + window)
      let parts =
        threads > 1
        ? inParallel(shares) { share in
          let slice = (numbers.count * share / shares)..<(numbers.count * (share + 1) / shares)
          return slice.map { render(numbers.lowerBound + $0) }
        }.flatMap { $0 } : numbers.map(render)
      for (number, part) in zip(numbers, parts) {
        while suiteCount <= cases[number].suite { startSuite(paths[suiteCount]) }
        add(part)
      }
    }
    while suiteCount < paths.count { startSuite(paths[suiteCount]) }
  }
}
