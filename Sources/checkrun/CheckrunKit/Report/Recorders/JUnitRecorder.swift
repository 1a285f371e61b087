import Harness

/// The JUnit file (`--junit`, or `junit.xml` in the report folder; `--junit-dialect`): each
/// check's `<property>` elements, `<testcase>` and timeline, written by libxml2 on the thread
/// that ran it, wait in three files; each check file's element is put together around them.
final class JUnitRecorder: FileRecorder, @unchecked Sendable {
  static let fileName = "junit.xml"
  static let role = "the JUnit file"

  let path: String
  let dialect: JUnitWriter.Dialect
  private let parts: PartFiles
  private let stores: (properties: Int, testcases: Int, timelines: Int)
  /// Where each check file's parts start in each store; they end where the next file's
  /// start, or at the end of the store.
  private var starts: [(properties: Int, testcases: Int, timelines: Int)] = []
  /// How many checks of the file started last were taken.
  private var inSuite = 0

  init(_ destination: ReportStream.Destination, parts: PartFiles) throws(AtomicFile.Failure) {
    (path, dialect, self.parts) = (destination.junitPath, destination.dialect, parts)
    stores = (
      try parts.reserve(beside: path, "properties"), try parts.reserve(beside: path, "testcases"),
      try parts.reserve(beside: path, "timelines")
    )
  }

  private var properties: ByteStore { parts.stores[stores.properties] }
  private var testcases: ByteStore { parts.stores[stores.testcases] }
  private var timelines: ByteStore { parts.stores[stores.timelines] }

  /// The check's part; none when libxml2 could not write it.
  func piece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> JUnitWriter.Part? {
    JUnitWriter(dialect: dialect).part(for: item, timeline: check.timeline, words: check.words)
  }

  func startSuite() {
    starts.append((properties.count, testcases.count, timelines.count))
    inSuite = 0
  }

  func record(_ piece: JUnitWriter.Part?, id: String) throws(AtomicFile.Failure) {
    // The strict dialect's timelines share the file's system-out, a line break apart.
    if inSuite > 0, dialect == .strict { try timelines.write([0x0A]) }
    inSuite += 1
    guard let piece else { throw AtomicFile.Failure(message: "libxml2 could not write the JUnit of '\(id)'") }
    try properties.write(piece.properties)
    try testcases.write(piece.testcase)
    try timelines.write(piece.timeline)
  }

  /// The JUnit document: each file's element around its checks' parts.
  func assembly(of run: FinishedRun) throws(AtomicFile.Failure) -> ByteStore.Assembly {
    guard let frame = JUnitWriter.Frame() else { throw JUnitWriter.Frame.failure }
    var out = ByteStore.Assembly()
    out.add(frame.documentStart())
    for index in starts.indices {
      out.add(frame.suiteStart(run.tally.suites[index], id: index, provenance: run.provenance))
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

  /// The bytes of file `suite`'s parts in `store`.
  private func range(
    of suite: Int, in store: ByteStore, from start: KeyPath<(properties: Int, testcases: Int, timelines: Int), Int>
  ) -> Range<Int> {
    starts[suite][keyPath: start]..<(suite + 1 < starts.count ? starts[suite + 1][keyPath: start] : store.count)
  }
}
