import Foundation

/// Writes a run's outputs, each whole or not at all: JUnit, the HTML report, the summary, and
/// the results file that `merge` reads.
enum ReportWriter {
  /// Writes JUnit, `index.html` and `summary.md`, and with `results` the `results.json` that
  /// `merge` reads (shards write it; it is the largest and slowest file, so whole runs do not).
  static func write(
    _ report: RunReport, folder: String, junitPath: String, dialect: JUnitWriter.Dialect, results: Bool = true
  ) throws(AtomicFile.Failure) {
    let junit: [UInt8]
    do {
      junit = try JUnitWriter(dialect: dialect).document(for: report)
    } catch {
      throw AtomicFile.Failure(message: error.message)
    }
    var outputs = [
      (junitPath, junit),
      ("\(folder)/index.html", Array(HTMLReporter(report: report).page().utf8)),
      ("\(folder)/summary.md", Array(SummaryReporter(report: report).markdown().utf8)),
    ]
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
