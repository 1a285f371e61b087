import Harness

/// The Markdown summary: the verdict and the failures, short enough for a pull-request comment.
struct SummaryReporter {
  var tally: RunTally
  var provenance: Provenance
  /// The most failures listed; the rest are counted.
  static let limit = 30

  func markdown() -> String {
    let mark = tally.failed > 0 ? "❌" : tally.errors > 0 ? "⚠️" : "✅"
    var out =
      "## \(mark) checkrun \(tally.verdict): \(tally.passed) of \(World.count(tally.total, "check")) passed against app `\(provenance.appName)`\n\n"
    out += "| passed | failed | known (baseline) | not understood |\n|---:|---:|---:|---:|\n"
    out += "| \(tally.passed) | \(tally.failed) | \(tally.known) | \(tally.errors) |\n\n"
    if tally.notPassed > 0 { out += "### Failures\n\n" }
    out += tally.summaryLines.joined()
    if tally.notPassed > SummaryReporter.limit {
      out += "- … and \(tally.notPassed - SummaryReporter.limit) more in the full report\n"
    }
    let stale = tally.nowPassing
    if !stale.isEmpty {
      out += "\nBaseline entries that now pass (remove them): " + stale.map { "`\($0)`" }.joined(separator: ", ") + "\n"
    }
    let git = provenance.gitRevision.map { " · git `\($0.prefix(12))`" } ?? ""
    out +=
      "\n<sub>checkrun \(provenance.tool) · app `\(provenance.appName)` sha256 `\(provenance.appHash.prefix(12))`\(git) · \(provenance.time)Z</sub>\n"
    out += "\n<details><summary>Check files (SHA-256)</summary>\n\n"
    out += provenance.files.map { "- `\($0.path)` `\($0.sha256)`\n" }.joined()
    out += "\n</details>\n"
    return Redaction.apply(out)
  }

  static func line(_ item: RunReport.Case) -> String {
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
