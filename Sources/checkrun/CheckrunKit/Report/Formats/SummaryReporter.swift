import Harness

/// The Markdown summary: the verdict and the failures, short enough for a pull-request comment.
struct SummaryReporter {
  var tally: RunTally
  var provenance: Provenance
  /// The run compared with an earlier one (`--previous`): a section under the headline.
  var comparison: RunComparison? = nil
  /// The most failures listed; the rest are counted.
  static let limit = 30
  /// The most baseline entries, apps and check files listed; the rest are counted, and the
  /// page has them.
  static let listLimit = 50
  /// The most apps the headline names; the rest are counted there, and listed at the foot.
  static let headlineApps = 5
  /// GitHub's limit on a comment, which the summary stays within however large the run.
  static let commentLimit = 65_536
  /// How much of the comment each list that grows with the run may take, in UTF-16 code
  /// units (GitHub counts no more than these): an item past its list's share is counted, not
  /// listed. Names are cut at 200 scalars and messages at 400 before they are escaped, so an
  /// item has a bound; these shares, the headline's five apps and the fixed text keep the
  /// whole within `commentLimit` with room to spare, whatever the names hold.
  static let shares = (failures: 28_000, entries: 7_000, apps: 7_000, files: 10_000)
  /// The comparison's share (`--previous`), its checks' lines: it adds no more than this
  /// and its fixed text, within the room the shares leave.
  static let comparisonShare = 5_000

  func markdown() -> String {
    let verdict = tally.verdict
    let against = provenance.apps(limit: SummaryReporter.headlineApps) {
      MarkdownText.code(SummaryReporter.clipped($0))
    }
    let perApp = tally.perApp(provenance, limit: SummaryReporter.headlineApps) {
      MarkdownText.code(SummaryReporter.clipped($0))
    }
    let counted =
      perApp ?? "\(tally.passed) of \(Wording.count(tally.total, "check")) passed against \(against)"
    var out = "## \(verdict.mark) checkrun \(verdict.words): \(counted)\n\n"
    let perAppRows = tally.byAppName(provenance)
    if perAppRows.isEmpty {
      out += "| passed | failed | known (baseline) | not understood | cannot be judged |\n|---:|---:|---:|---:|---:|\n"
      out += "| \(tally.passed) | \(tally.failed) | \(tally.known) | \(tally.errors) | \(tally.cannotBeJudged) |\n\n"
    } else {
      // One row an app, never a total: a run over several apps does not add their counts.
      out += "| app | passed | failed | known (baseline) | cannot be judged |\n|---|---:|---:|---:|---:|\n"
      for (name, counts) in perAppRows.prefix(SummaryReporter.headlineApps) {
        out +=
          "| \(MarkdownText.code(SummaryReporter.clipped(name))) | \(counts.passed) of \(counts.checks) | \(counts.failed) | \(counts.known) | \(counts.cannotBeJudged) |\n"
      }
      if perAppRows.count > SummaryReporter.headlineApps {
        out += "| \(perAppRows.count - SummaryReporter.headlineApps) more apps | | | | |\n"
      }
      out += tally.errors > 0 ? "\n\(Wording.count(tally.errors, "check")) not understood.\n\n" : "\n"
    }
    out += comparison.map { $0.markdown(level: 3, limit: 10, budget: SummaryReporter.comparisonShare) } ?? ""
    if tally.notPassed > 0 {
      let unjudged = tally.cannotBeJudged
      out +=
        unjudged == 0
        ? "### Failures\n\n"
        : unjudged == tally.notPassed ? "### Cannot be judged\n\n" : "### Failures and checks that cannot be judged\n\n"
    }
    let failures = SummaryReporter.fitting(tally.summaryLines, limit: SummaryReporter.limit, share: \.failures)
    out += failures.joined()
    if tally.notPassed > failures.count {
      out += "- … and \(tally.notPassed - failures.count) more in the full report\n"
    }
    let stale = tally.nowPassing
    if !stale.isEmpty {
      let listed = SummaryReporter.fitting(
        stale.lazy.map { MarkdownText.code(SummaryReporter.clipped($0)) + ", " }, share: \.entries)
      out +=
        "\nBaseline entries that now pass (remove them): "
        + String(listed.joined().dropLast(2)) + SummaryReporter.more(stale.count - listed.count, "entry", "entries")
        + "\n"
    }
    let git = provenance.gitRevision.map { " · git `\(SummaryReporter.clipped($0).prefix(12))`" } ?? ""
    let named = [(provenance.appName, provenance.appHash)] + (provenance.otherApps ?? []).map { ($0.name, $0.sha256) }
    let apps = SummaryReporter.fitting(
      named.lazy.map { " · app \(MarkdownText.code(SummaryReporter.clipped($0.0))) sha256 `\($0.1.prefix(12))`" },
      share: \.apps)
    out +=
      "\n<sub>checkrun \(MarkdownText.inline(SummaryReporter.clipped(provenance.tool)))\(apps.joined())"
      + SummaryReporter.more(named.count - apps.count, "app", "apps", separator: " · ")
      + "\(git) · \(MarkdownText.inline(SummaryReporter.clipped(provenance.time)))Z</sub>\n"
    out += "\n<details><summary>Check files (SHA-256)</summary>\n\n"
    let files = SummaryReporter.fitting(
      provenance.files.lazy.map {
        "- \(MarkdownText.code(SummaryReporter.clipped($0.path))) `\($0.sha256.prefix(64))`\n"
      },
      share: \.files)
    out += files.joined()
    if provenance.files.count > files.count {
      out += "- …\(SummaryReporter.more(provenance.files.count - files.count, "file", "files"))\n"
    }
    out += "\n</details>\n"
    return Redaction.apply(out)
  }

  /// The first of `items`, at most `limit` of them, that fit the list's `share` of the
  /// comment: the list stops at the first that would not.
  static func fitting(
    _ items: some Sequence<String>, limit: Int = listLimit,
    share: KeyPath<(failures: Int, entries: Int, apps: Int, files: Int), Int>
  ) -> [String] {
    let budget = shares[keyPath: share]
    var (listed, used) = ([String](), 0)
    for item in items.prefix(limit) {
      used += item.utf16.count
      guard used <= budget else { break }
      listed.append(item)
    }
    return listed
  }

  /// ` and N more in the full report` for `rest` items left out of a list, if any.
  static func more(_ rest: Int, _ one: String, _ many: String, separator: String = " ") -> String {
    guard rest > 0 else { return "" }
    return "\(separator)and \(rest) more \(rest == 1 ? one : many) in the full report"
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
      if case .known(let entry)? = item.status {
        tag = " _(known until \(MarkdownText.inline(clipped(entry.expires))))_"
      }
      if case .expired(let entry)? = item.status {
        tag = " _(baseline entry expired \(MarkdownText.inline(clipped(entry.expires))))_"
      }
      // A check that cannot be judged is marked apart; its message starts `cannot be judged:`.
      let mark = result.verdict == .cannotBeJudged ? "❔ " : ""
      return
        "- \(mark)**\(name)** (\(place), \(MarkdownText.inline(clipped(result.check.profile.description))))\(tag): \(MarkdownText.inline(clipped(JUnitWriter.failureMessage(result), to: 400)))\n"
    }
  }
}
