import Harness

/// The Markdown summary: the verdict and the failures, short enough for a pull-request comment.
struct SummaryReporter {
  var report: RunReport
  /// The most failures listed; the rest are counted.
  static let limit = 30

  func markdown() -> String {
    let mark = report.failed > 0 ? "❌" : report.errors > 0 ? "⚠️" : "✅"
    var out =
      "## \(mark) checkrun \(report.verdict): \(report.passed) of \(World.count(report.cases.count, "check")) passed against app `\(report.appName)`\n\n"
    out += "| passed | failed | known (baseline) | not understood |\n|---:|---:|---:|---:|\n"
    out += "| \(report.passed) | \(report.failed) | \(report.known) | \(report.errors) |\n\n"
    let failures = report.cases.filter { !$0.passed }
    if !failures.isEmpty { out += "### Failures\n\n" }
    for item in failures.prefix(SummaryReporter.limit) { out += line(item) }
    if failures.count > SummaryReporter.limit {
      out += "- … and \(failures.count - SummaryReporter.limit) more in the full report\n"
    }
    let stale = report.cases.compactMap { item -> String? in
      if case .nowPasses(let entry)? = item.status { return entry.id }
      return nil
    }
    if !stale.isEmpty {
      out += "\nBaseline entries that now pass (remove them): " + stale.map { "`\($0)`" }.joined(separator: ", ") + "\n"
    }
    let provenance = report.provenance
    let git = provenance.gitRevision.map { " · git `\($0.prefix(12))`" } ?? ""
    out +=
      "\n<sub>checkrun \(provenance.tool) · app `\(provenance.appName)` sha256 `\(provenance.appHash.prefix(12))`\(git) · \(provenance.time)Z</sub>\n"
    out += "\n<details><summary>Check files (SHA-256)</summary>\n\n"
    out += provenance.files.map { "- `\($0.path)` `\($0.sha256)`\n" }.joined()
    out += "\n</details>\n"
    return Redaction.apply(out)
  }

  func line(_ item: RunReport.Case) -> String {
    let place = "`\(item.location.path):\(item.location.line)`"
    switch item.outcome {
    case .invalid(let problems):
      return "- ⚠️ **\(item.name)** (\(place)): not understood: \(problems.first?.message ?? "")\n"
    case .ran(let result):
      var tag = ""
      if case .known(let entry)? = item.status { tag = " _(known until \(entry.expires))_" }
      if case .expired(let entry)? = item.status { tag = " _(baseline entry expired \(entry.expires))_" }
      return "- **\(item.name)** (\(place), \(result.check.profile))\(tag): \(JUnitWriter.failureMessage(result))\n"
    }
  }
}
