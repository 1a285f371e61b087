import Harness

/// `summary.md` in the report folder, for a pull request (`SummaryReporter`): made from the
/// tally alone, so a check gives it no piece.
final class SummaryRecorder: FileRecorder, @unchecked Sendable {
  static let fileName = "summary.md"
  static let role = "the summary"
  static let placedLast = true

  let path: String

  init(_ destination: ReportStream.Destination, parts: PartFiles) throws(AtomicFile.Failure) {
    path = "\(destination.folder)/\(Self.fileName)"
    try parts.prepare(path)
  }

  func piece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) {}

  func record(_ piece: Void, id: String) {}

  func assembly(of run: FinishedRun) -> ByteStore.Assembly {
    var out = ByteStore.Assembly()
    out.add(SummaryReporter(tally: run.tally, provenance: run.provenance, comparison: run.comparison).markdown())
    return out
  }
}
