import Foundation
import Harness

/// One check's share of every output, made on the thread that ran the check: each recorder's
/// piece, in the stream's order of recorders, and what the tally takes of it.
struct CaseParts: Sendable {
  var pieces: [any Sendable]
  /// What the run's tally takes of the check.
  var tally: RunTally.Entry
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
    /// The outputs' options given (`FileRecorder.options`), by spelling; a flag's value is
    /// empty. Each recorder reads its own.
    var options: [String: String] = [:]
    /// Whether the results document is printed once the outputs are in place
    /// (`--format json`), whether or not `results.json` is written.
    var printsResults = false
    /// How long to wait for another run that holds the report folder (`FolderLock`).
    var lockWait = FolderLock.defaultWait
    /// An earlier run to compare this one with at the top of the page and the summary
    /// (`--previous`); the stream then keeps each check's mark.
    var previous: RunComparison.Side? = nil

    /// The file names of the outputs in the report folder, and of JUnit in its folder.
    var names: Set<String> {
      Set(Recorders.kinds.map { $0.fileName } + [URL(fileURLWithPath: junitPath).lastPathComponent])
    }
  }

  /// The outputs made in memory.
  struct Rendered {
    /// Each output's bytes, by its file name.
    var files: [String: [UInt8]] = [:]

    var junit: [UInt8] { files[JUnitRecorder.fileName] ?? [] }
    var html: String { String(decoding: files[PageRecorder.fileName] ?? [], as: UTF8.self) }
    var summary: String { String(decoding: files[SummaryRecorder.fileName] ?? [], as: UTF8.self) }
    var results: [UInt8] { files[ResultsRecorder.fileName] ?? [] }
  }

  let destination: Destination
  /// How many threads `finish` may put the outputs together on: the run's `--jobs`.
  let threads: Int
  /// The outputs, in the order they are written.
  private let recorders: [any FileRecorder]
  /// The temporary files their pieces wait in.
  private let parts: PartFiles
  private(set) var tally = RunTally()
  /// How long `finish` took, on the wall clock: the benchmark's figure for putting the
  /// outputs together.
  private(set) var finishSeconds = 0.0
  /// The first problem met while adding parts; reported by `finish`.
  private var failure: AtomicFile.Failure?
  /// Each check's mark, in run order, when there is an earlier run to compare with.
  private var marks: [RunComparison.Mark] = []

  /// A stream whose parts wait in temporary files beside the outputs, put together on up to
  /// `threads` threads. Fails at once when an output cannot be written there (a folder, a
  /// device, a folder that cannot be made).
  init(to destination: Destination, threads: Int = 1) throws(AtomicFile.Failure) {
    self.destination = destination
    self.threads = max(1, threads)
    let parts = PartFiles(inMemory: false)
    do {
      try AtomicFile.makeFolder(destination.folder, role: "report folder")
      try ReportStream.removeStale(destination)
      recorders = try Recorders.make(for: destination, junitOnly: false, parts: parts)
      try parts.open()
    } catch {
      ReportStream.remove(parts.reserved)
      throw error
    }
    self.parts = parts
  }

  /// A stream kept in memory; with `junitOnly`, only JUnit is made (the benchmark's floor).
  private init(memory dialect: JUnitWriter.Dialect, junitOnly: Bool) {
    destination = Destination(
      folder: "", junitPath: "", dialect: dialect, options: junitOnly ? [:] : ResultsRecorder.asked)
    threads = 1
    parts = PartFiles(inMemory: true)
    // In memory, naming and making a store cannot fail.
    recorders = (try? Recorders.make(for: destination, junitOnly: junitOnly, parts: parts)) ?? []
    try? parts.open()
  }

  /// How many files have been started.
  var suiteCount: Int { tally.suites.count }

  /// Makes room for the ids of `count` checks at once: the tally keeps every one.
  func expect(_ count: Int) {
    tally.ids.reserveCapacity(count)
  }

  /// Starts the checks of the file at `path`; its checks follow.
  func startSuite(_ path: String) {
    tally.startSuite(path)
    for recorder in recorders { recorder.startSuite() }
  }

  /// Every output's piece of `item`, the check `check` describes; on the thread that ran it.
  func parts(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> CaseParts {
    CaseParts(
      pieces: recorders.map { $0.anyPiece(for: item, check) }, tally: RunTally.Entry(item, words: check.words))
  }

  /// Adds the next check's parts, in a file started before; the check itself is not kept.
  func add(_ parts: CaseParts) {
    if tally.suites.isEmpty { startSuite("") }
    tally.add(parts.tally)
    if destination.previous != nil { marks.append(RunComparison.Mark(parts.tally)) }
    guard failure == nil else { return }
    do throws(AtomicFile.Failure) {
      for (recorder, piece) in zip(recorders, parts.pieces) { try recorder.record(any: piece, id: parts.tally.id) }
    } catch {
      failure = error
    }
  }

  /// Puts every output together and renames each into place; the temporary files go. An
  /// output that is printed then goes to `print` too (`--format json`).
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
    var run = FinishedRun(tally: tally, provenance: provenance, staleEntries: staleEntries)
    run.comparison = destination.previous.map {
      RunComparison(old: $0, new: RunComparison.Side(run: RunComparison.Run(nil, provenance), marks: marks))
    }
    let made = try recorders.map { recorder throws(AtomicFile.Failure) in (recorder, try recorder.assembly(of: run)) }
    let outputs = made.filter { $0.0.writesFile }.map { (path: $0.0.path, assembly: $0.1) }
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
    guard let print else { return }
    for (recorder, assembly) in made where recorder.printed { try ByteStore.print(assembly, to: print) }
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
    ReportStream.remove(parts.stores.compactMap(\.path))
  }

  private static func remove(_ paths: [String]) {
    for path in paths {
      unlink(path)
      AtomicFile.pending.withLock { _ = $0.remove(path) }
    }
  }

  /// Every output of `report`, made in memory: for tests, the benchmark and small runs.
  static func render(
    _ report: RunReport, dialect: JUnitWriter.Dialect, junitOnly: Bool = false
  ) throws(AtomicFile.Failure) -> Rendered {
    let stream = ReportStream(memory: dialect, junitOnly: junitOnly)
    stream.add(report)
    if let failure = stream.failure { throw failure }
    let run = FinishedRun(tally: stream.tally, provenance: report.provenance, staleEntries: report.staleEntries)
    var rendered = Rendered()
    for recorder in stream.recorders {
      let bytes = ByteStore()
      try bytes.write(recorder.assembly(of: run))
      rendered.files[type(of: recorder).fileName] = bytes.bytes
    }
    return rendered
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
    let render = { @Sendable (number: Int) -> CaseParts in
      let item = cases[number].item
      return self.parts(for: item, CheckInRun(words: item.words, number: number, timeline: TimelineText(of: item)))
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
