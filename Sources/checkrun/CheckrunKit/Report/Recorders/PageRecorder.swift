import Harness

/// The report page, `index.html` in the report folder: each check's article, drawn on the
/// thread that ran it, waits in a file; the page's head (the verdict, the summary tables) and
/// tail are put around them.
final class PageRecorder: FileRecorder, @unchecked Sendable {
  static let fileName = "index.html"
  static let role = "the report page"

  /// A check's article, and where the time axis of its picture ends: the page draws that
  /// axis once, at the top.
  struct Piece: Sendable {
    var bytes: [UInt8]
    var axisEnd: VirtualInstant?
  }

  let path: String
  private let parts: PartFiles
  private let store: Int
  /// Where the time axes of the checks' pictures end, each once.
  private var axisEnds = Set<VirtualInstant>()

  init(_ destination: ReportStream.Destination, parts: PartFiles) throws(AtomicFile.Failure) {
    (path, self.parts) = ("\(destination.folder)/\(Self.fileName)", parts)
    store = try parts.reserve(beside: path, "articles")
  }

  private var articles: ByteStore { parts.stores[store] }

  func piece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> Piece {
    let article = HTMLReporter.article(item, id: "c\(check.number + 1)", titles: check.timeline, words: check.words)
    return Piece(bytes: article.bytes, axisEnd: article.axisEnd)
  }

  func record(_ piece: Piece, id: String) throws(AtomicFile.Failure) {
    if let end = piece.axisEnd { axisEnds.insert(end) }
    try articles.write(piece.bytes)
  }

  /// The page: its head, every check's article, its tail.
  func assembly(of run: FinishedRun) -> ByteStore.Assembly {
    let reporter = HTMLReporter(
      tally: run.tally, provenance: run.provenance, staleEntries: run.staleEntries, axisEnds: axisEnds.sorted(),
      comparison: run.comparison)
    var out = ByteStore.Assembly()
    out.add(reporter.head())
    out.add(0..<articles.count, of: articles)
    out.add(reporter.tail())
    return out
  }
}
