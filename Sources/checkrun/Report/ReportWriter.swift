import Foundation

/// Writes a run's outputs, each whole or not at all: JUnit, the HTML report, the summary, and
/// the results file that `merge` reads.
enum ReportWriter {
  /// Writes JUnit, `index.html` and `summary.md`, and with `results` the `results.json` that
  /// `merge` reads (shards write it; it is the largest and slowest file, so whole runs do not).
  static func write(
    _ report: RunReport, folder: String, junitPath: String, dialect: JUnitWriter.Dialect, results: Bool = true
  ) throws(AtomicFile.Failure) {
    try AtomicFile.write(to: junitPath) { temporary throws(AtomicFile.Failure) in
      do throws(JUnitWriter.Failure) {
        try JUnitWriter(dialect: dialect).write(report, toFile: temporary)
      } catch {
        throw AtomicFile.Failure(message: error.message)
      }
    }
    try AtomicFile.write(to: "\(folder)/index.html") { temporary throws(AtomicFile.Failure) in
      let file = try AtomicFile.TextFile(path: temporary)
      try HTMLReporter(report: report).write { piece throws(AtomicFile.Failure) in try file.write(piece) }
      try file.finish()
    }
    var outputs = [("\(folder)/summary.md", Array(SummaryReporter(report: report).markdown().utf8))]
    if results {
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        outputs.append(("\(folder)/results.json", Array(try encoder.encode(report))))
      } catch {
        throw AtomicFile.Failure(message: "cannot encode the results: \(error)")
      }
    }
    for (path, bytes) in outputs { try AtomicFile.write(bytes, to: path) }
  }
}
