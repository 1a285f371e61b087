import Harness

/// One output of a run, as a recorder over the stream of its check results: each check's
/// piece is made on the thread that ran the check (`piece`), and taken in plan order
/// (`record`). The console and the failure lines (annotations) print as they take pieces;
/// an output that is a file (`FileRecorder`) is put together around its pieces once the last
/// check is in. A new file output is one such type, which declares its options and reads
/// them from the destination, plus the row of its option in `OptionSpec+Table.swift` and its
/// line in `Recorders.kinds`; an output to a standard stream is made in `Executor`.
///
/// `piece` is called on many threads at once, and reads only what the recorder was made
/// with; the rest is called by one thread at a time.
protocol Recorder: AnyObject, Sendable {
  /// What one check gives the output, made on the thread that ran it.
  associatedtype Piece: Sendable

  /// The piece of `item`, the check `check` describes.
  func piece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> Piece
  /// The checks of the next check file follow.
  func startSuite()
  /// Takes the piece of the next check, whose id is `id`.
  func record(_ piece: Piece, id: String) throws(AtomicFile.Failure)
}

/// An output written to a file: it declares the file's name and what it is, and is put
/// together around its pieces at the end (`ReportStream`).
protocol FileRecorder: Recorder {
  /// The output's file name in the report folder.
  static var fileName: String { get }
  /// What the output is, as a message about its file names it: `the report page`.
  static var role: String { get }
  /// The spellings of the options the output reads (rows of `OptionSpec.table`): the parse
  /// keeps what each was given (`Options.outputs`), and the destination carries it.
  static var options: [String] { get }
  /// The file the output writes for the report folder `folder` and the outputs' options
  /// `options` (`Destination.options`), as a clash names it (`OutputConflicts`); nil when
  /// they ask for none. By default `fileName` in the folder, always.
  static func file(in folder: String, options: [String: String]) -> OutputConflicts.File?
  /// Whether the output is put in place after the others, which it speaks of (the summary).
  static var placedLast: Bool { get }

  /// The output `destination` asks for, its temporary files named in `parts`; nil when it
  /// asks for none.
  init?(_ destination: ReportStream.Destination, parts: PartFiles) throws(AtomicFile.Failure)

  /// The path of the output's file; its pieces wait in temporary files beside it.
  var path: String { get }
  /// Whether the output is written to `path` (`results.json` may be made only to be printed).
  var writesFile: Bool { get }
  /// Whether the output goes to standard output too once the outputs are in place.
  var printed: Bool { get }

  /// The whole output, around the pieces taken.
  func assembly(of run: FinishedRun) throws(AtomicFile.Failure) -> ByteStore.Assembly
}

extension FileRecorder {
  static var options: [String] { [] }
  static func file(in folder: String, options: [String: String]) -> OutputConflicts.File? { file(in: folder) }
  static var placedLast: Bool { false }
  var writesFile: Bool { true }
  var printed: Bool { false }

  /// `fileName` in the report folder `folder`, named by its role.
  static func file(in folder: String) -> OutputConflicts.File {
    let path = "\(folder)/\(fileName)"
    return OutputConflicts.File(label: "\(role) '\(path)'", role: role, path: path)
  }
}

extension Recorder {
  func startSuite() {}

  /// `piece`, its type left to the recorder: the stream keeps each check's pieces side by side.
  func anyPiece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> any Sendable {
    piece(for: item, check)
  }

  /// `record`, for a piece this recorder made.
  func record(any piece: any Sendable, id: String) throws(AtomicFile.Failure) {
    guard let piece = piece as? Piece else { return }
    try record(piece, id: id)
  }
}

/// A check as every recorder sees it on the thread that ran it: its words, its place in the
/// run, and its timeline in text, made once for the outputs that show it (empty when none
/// of the run's does).
struct CheckInRun: ~Copyable {
  var words: RunReport.Case.Words?
  /// Its place in the run, from 0.
  var number: Int
  var timeline: TimelineText
}

/// What the outputs' frames read once the last check is in.
struct FinishedRun {
  var tally: RunTally
  var provenance: Provenance
  /// Baseline entries that name no check of the run.
  var staleEntries: [Baseline.Entry]
  /// The run compared with an earlier one (`--previous`), for the page and the summary.
  var comparison: RunComparison? = nil
}

/// The temporary files an output's pieces wait in, beside its file (or memory, for tests):
/// named first, each output in turn, then made together.
final class PartFiles: @unchecked Sendable {
  private let inMemory: Bool
  private var paths: [String] = []
  private(set) var stores: [ByteStore] = []

  init(inMemory: Bool) {
    self.inMemory = inMemory
  }

  /// Names a temporary file beside `path` ending in `name`; its store, once `open` has made
  /// it, is `stores[` the index returned `]`.
  func reserve(beside path: String, _ name: String) throws(AtomicFile.Failure) -> Int {
    paths.append(inMemory ? "" : try AtomicFile.temporaryPath(for: path, suffix: "\(name).part"))
    return paths.count - 1
  }

  /// Makes sure an output with no pieces can be written at `path`.
  func prepare(_ path: String) throws(AtomicFile.Failure) {
    if !inMemory { try AtomicFile.prepare(path) }
  }

  /// Makes every file named.
  func open() throws(AtomicFile.Failure) {
    stores = try paths.map { path throws(AtomicFile.Failure) in
      inMemory ? ByteStore() : try ByteStore(creating: path)
    }
  }

  /// The paths of the temporary files named, made or not.
  var reserved: [String] { inMemory ? [] : paths }
}

/// The outputs a run writes.
enum Recorders {
  /// Every file output, one line each, in the order they are made (each file made sure of)
  /// and blamed for a clash (`OutputConflicts`).
  static let kinds: [any FileRecorder.Type] = [
    JUnitRecorder.self,
    PageRecorder.self,
    SummaryRecorder.self,
    ResultsRecorder.self,
  ]

  /// Every spelling an output reads.
  static let optionNames = Set(kinds.flatMap { $0.options })

  /// The outputs `destination` asks for (with `junitOnly`, JUnit alone), their temporary
  /// files named in `parts`, in the order they are written and renamed into place: made, then
  /// those placed last (JUnit, the page, the results document when it is made, the summary).
  static func make(
    for destination: ReportStream.Destination, junitOnly: Bool, parts: PartFiles
  ) throws(AtomicFile.Failure) -> [any FileRecorder] {
    var made: [any FileRecorder] = []
    for kind in junitOnly ? [JUnitRecorder.self] : kinds {
      if let recorder = try kind.init(destination, parts: parts) { made.append(recorder) }
    }
    return made.filter { !type(of: $0).placedLast } + made.filter { type(of: $0).placedLast }
  }
}
