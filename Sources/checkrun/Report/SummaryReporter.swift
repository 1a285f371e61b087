import Harness

/// The Markdown summary: the verdict and the failures, short enough for a pull-request comment.
struct SummaryReporter {
  var tally: RunTally
  var provenance: Provenance
  /// The most failures listed; the rest are counted.
  static let limit = 30
  /// The most baseline entries and check files listed; the rest are counted, and the page
  /// has them. With the failures' lines clipped, this keeps the summary within a GitHub
  /// comment (65,536 characters) however large the suite.
  static let listLimit = 50

  func markdown() -> String {
    let mark = tally.failed > 0 ? "❌" : tally.errors > 0 || tally.cannotBeJudged > 0 ? "⚠️" : "✅"
    var out =
      "## \(mark) checkrun \(tally.verdict): \(tally.passed) of \(World.count(tally.total, "check")) passed against \(provenance.apps { MarkdownText.code(SummaryReporter.clipped($0)) })\n\n"
    out += "| passed | failed | known (baseline) | not understood | cannot be judged |\n|---:|---:|---:|---:|---:|\n"
    out += "| \(tally.passed) | \(tally.failed) | \(tally.known) | \(tally.errors) | \(tally.cannotBeJudged) |\n\n"
    if tally.notPassed > 0 {
      let unjudged = tally.cannotBeJudged
      out +=
        unjudged == 0
        ? "### Failures\n\n"
        : unjudged == tally.notPassed ? "### Cannot be judged\n\n" : "### Failures and checks that cannot be judged\n\n"
    }
    out += tally.summaryLines.joined()
    if tally.notPassed > SummaryReporter.limit {
      out += "- … and \(tally.notPassed - SummaryReporter.limit) more in the full report\n"
    }
    let stale = tally.nowPassing
    if !stale.isEmpty {
      out +=
        "\nBaseline entries that now pass (remove them): "
        + stale.prefix(SummaryReporter.listLimit).map { MarkdownText.code(SummaryReporter.clipped($0)) }.joined(
          separator: ", ")
        + SummaryReporter.more(stale.count, "entry", "entries") + "\n"
    }
    let git = provenance.gitRevision.map { " · git `\($0.prefix(12))`" } ?? ""
    let apps = ([(provenance.appName, provenance.appHash)] + (provenance.otherApps ?? []).map { ($0.name, $0.sha256) })
      .prefix(SummaryReporter.listLimit).map {
        "\(MarkdownText.code(SummaryReporter.clipped($0.0))) sha256 `\($0.1.prefix(12))`"
      }
    out +=
      "\n<sub>checkrun \(provenance.tool) · app \(apps.joined(separator: " · app "))\(git) · \(provenance.time)Z</sub>\n"
    out += "\n<details><summary>Check files (SHA-256)</summary>\n\n"
    out += provenance.files.prefix(SummaryReporter.listLimit).map {
      "- \(MarkdownText.code(SummaryReporter.clipped($0.path))) `\($0.sha256)`\n"
    }.joined()
    if provenance.files.count > SummaryReporter.listLimit {
      out += "- …\(SummaryReporter.more(provenance.files.count, "file", "files"))\n"
    }
    out += "\n</details>\n"
    return Redaction.apply(out)
  }

  /// ` and N more in the full report` when `count` is past the list's limit.
  static func more(_ count: Int, _ one: String, _ many: String) -> String {
    let rest = count - listLimit
    guard rest > 0 else { return "" }
    return " and \(rest) more \(rest == 1 ? one : many) in the full report"
  }

  /// `text` cleared of secrets, then cut to `length` characters with `…` after it: a secret
  /// is taken out before the cut, so no piece of one is left where it could no longer be
  /// found. Names, paths and ids are cut at 200 characters, messages at 400: thirty failures
  /// and the lists then fit a comment.
  static func clipped(_ text: String, to length: Int = 200) -> String {
    // Counted in Unicode scalars, not characters: a character may hold any number of marks.
    let clear = Redaction.apply(text)
    guard clear.unicodeScalars.count > length else { return clear }
    return String(String.UnicodeScalarView(clear.unicodeScalars.prefix(length))) + "…"
  }

  static func line(_ item: RunReport.Case) -> String {
    let place = MarkdownText.code("\(clipped(item.location.path)):\(item.location.line)")
    let name = MarkdownText.inline(clipped(item.name))
    switch item.outcome {
    case .invalid(let problems):
      return
        "- ⚠️ **\(name)** (\(place)): not understood: \(MarkdownText.inline(clipped(problems.first?.message ?? "", to: 400)))\n"
    case .ran(let result):
      var tag = ""
      if case .known(let entry)? = item.status { tag = " _(known until \(MarkdownText.inline(entry.expires)))_" }
      if case .expired(let entry)? = item.status {
        tag = " _(baseline entry expired \(MarkdownText.inline(entry.expires)))_"
      }
      // A check that cannot be judged is marked apart; its message starts `cannot be judged:`.
      let mark = result.verdict == .cannotBeJudged ? "❔ " : ""
      return
        "- \(mark)**\(name)** (\(place), \(MarkdownText.inline(result.check.profile.description)))\(tag): \(MarkdownText.inline(clipped(JUnitWriter.failureMessage(result), to: 400)))\n"
    }
  }
}
