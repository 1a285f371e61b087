import Harness

/// The report's summary: its tables of checks by app and profile, of expectations by WCAG
/// criterion, and of time limits by profile.
extension HTMLReporter {
  func summary() -> String {
    var out = "<section aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"
    // Over several apps, each app's own row first: their counts are never added together.
    let apps = tally.byAppName(provenance)
    if !apps.isEmpty {
      out += table(caption: "Checks by app", first: "App", rows: apps.sorted { $0.name < $1.name })
    }
    out += table(caption: "Checks by profile", first: "Profile", rows: tally.rows(tally.byProfile, provenance))
    out += limitsTable()
    out += table(
      caption: "Expectations by WCAG success criterion", first: "Criterion",
      rows: tally.rows(tally.byCriterion, provenance),
      beneath: { name in
        let key = tally.techniques.keys.first { name == $0 || name.hasPrefix("\($0) (app ") }
        return key.flatMap { tally.techniques[$0] }.map { $0.sorted() } ?? []
      })
    out +=
      "<p>Each expectation is counted once under each criterion it cites, never under those of the other expectations of its check; WCAG 2.2 levels in brackets, the techniques cited (and failures avoided) beneath.</p>\n"
    if !staleEntries.isEmpty {
      out += "<p>Baseline entries that name no check of this run: "
      out += staleEntries.map { "<code>\(HTML.escape($0.id))</code>" }.joined(separator: ", ") + "</p>\n"
    }
    return out + "</section>\n"
  }

  /// Time needed against time given, across profiles: for each profile and kind of limit,
  /// how often the app started one, how often it ran out, and the most of one the person
  /// used; nothing when no check's task met a limit.
  func limitsTable() -> String {
    let names = [provenance.appName] + (provenance.otherApps ?? []).map(\.name)
    let several = tally.byAppName(provenance).count > 1
    let rows = tally.limitsByProfile.keys.sorted { ($0.key, $0.app) < ($1.key, $1.app) }
    guard !rows.isEmpty else { return "" }
    let named = rows.map { row in
      (row, several && row.app < names.count ? "\(row.key) (app '\(names[row.app])')" : row.key)
    }
    var out = TimeLimitsPicture.acrossProfiles(
      named.map { row, name in (name, tally.limitsByProfile[row] ?? RunTally.LimitCounts()) })
    out +=
      "<table>\n<caption>Time limits by profile: time used against time given</caption>\n<thead><tr><th scope=\"col\">Profile · limit</th><th scope=\"col\">Started</th><th scope=\"col\">Ran out</th><th scope=\"col\">Largest share used</th></tr></thead>\n<tbody>\n"
    for row in rows {
      let counts = tally.limitsByProfile[row] ?? RunTally.LimitCounts()
      let app = several && row.app < names.count ? " (app '\(names[row.app])')" : ""
      out +=
        "<tr><th scope=\"row\">\(HTML.escape(row.key + app))</th><td>\(counts.starts)</td><td>\(counts.ranOut)</td><td>\(counts.mostUsed.stated) of \(counts.ofGiven.stated)</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }

  /// A table of counts, a row each of `rows` in their order; `beneath` gives what is listed
  /// under a row's name (the techniques cited under a criterion).
  func table(
    caption: String, first: String, rows: [(name: String, counts: RunTally.Counts)],
    beneath: (String) -> [String] = { _ in [] }
  ) -> String {
    var out =
      "<table>\n<caption>\(caption)</caption>\n<thead><tr><th scope=\"col\">\(first)</th><th scope=\"col\">Passed</th><th scope=\"col\">Failed</th><th scope=\"col\">Known</th><th scope=\"col\">Cannot be judged</th></tr></thead>\n<tbody>\n"
    for (name, counts) in rows {
      let under = beneath(name)
      let notes = under.isEmpty ? "" : "<br><small>\(under.map(HTML.escape).joined(separator: "; "))</small>"
      out +=
        "<tr><th scope=\"row\">\(HTML.escape(name))\(notes)</th><td>\(counts.passed)</td><td>\(counts.failed)</td><td>\(counts.known)</td><td>\(counts.cannotBeJudged)</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }
}
