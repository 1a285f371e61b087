import Harness

/// `results.json` in the report folder (`--results`, and every `--shard` run), the results
/// for programs and what `merge` reads; printed instead of, or as well as, written with
/// `--format json`. Each check's object, encoded on the thread that ran it, waits in a file;
/// the head, which holds the counts, and the tail are put around them (`ResultsDocument`).
final class ResultsRecorder: FileRecorder, @unchecked Sendable {
  static let fileName = "results.json"
  static let role = "the results file"
  static let options = ["--results", "--shard"]

  /// Written with `--results`, and by every `--shard` run.
  static func file(in folder: String, options: [String: String]) -> OutputConflicts.File? {
    options["--results"] != nil || options["--shard"] != nil ? file(in: folder) : nil
  }

  /// The outputs' options that ask for the document as `--results` does: `merge` always
  /// writes it.
  static let asked = ["--results": ""]

  let path: String
  let writesFile: Bool
  let printed: Bool
  private let parts: PartFiles
  private let store: Int

  /// None when the document is neither written nor printed.
  init?(_ destination: ReportStream.Destination, parts: PartFiles) throws(AtomicFile.Failure) {
    writesFile = Self.file(in: destination.folder, options: destination.options) != nil
    printed = destination.printsResults
    guard writesFile || printed else { return nil }
    (path, self.parts) = ("\(destination.folder)/\(Self.fileName)", parts)
    store = try parts.reserve(beside: path, "cases")
  }

  private var objects: ByteStore { parts.stores[store] }

  /// The check's object; none when its record cannot be encoded.
  func piece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> [UInt8]? {
    ResultsDocument.check(item, words: check.words)
  }

  func record(_ piece: [UInt8]?, id: String) throws(AtomicFile.Failure) {
    guard let piece else { throw AtomicFile.Failure(message: "cannot encode the results of '\(id)'") }
    try objects.write(ResultsDocument.separator(first: objects.count == 0))
    try objects.write(piece)
  }

  /// The document: its head, every check's object, its tail.
  func assembly(of run: FinishedRun) -> ByteStore.Assembly {
    var out = ByteStore.Assembly()
    out.add(ResultsDocument.head(provenance: run.provenance, tally: run.tally, staleEntries: run.staleEntries))
    out.add(0..<objects.count, of: objects)
    out.add(ResultsDocument.tail)
    return out
  }
}
