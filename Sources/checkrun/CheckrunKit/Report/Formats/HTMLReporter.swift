import Harness

/// The evidence report: one self-contained, accessible HTML page, readable without scripts.
struct HTMLReporter {
  var tally: RunTally
  var provenance: Provenance
  /// Baseline entries that name no check of the run.
  var staleEntries: [Baseline.Entry] = []
  /// Where the time axes of the checks' pictures end: each is drawn once, at the top.
  var axisEnds: [VirtualInstant] = []
  /// The run compared with an earlier one (`--previous`): the first section of the page.
  var comparison: RunComparison? = nil

  static let style = """
    body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff;margin:0}
    header,main,footer{max-width:60rem;margin:0 auto;padding:0 1rem}
    .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
    h1{font-size:1.8rem;margin:1rem 0 .25rem}h2{margin-top:2rem;border-bottom:2px solid #1b1b1b}
    h3{margin:1.5rem 0 .5rem}h4{margin:1rem 0 .25rem}
    .verdict{font-size:1.25rem;font-weight:700;padding:.5rem .75rem;border-left:.5rem solid}
    .verdict.passed{border-color:#1a7f37;background:#e9f7ee}.verdict.failed,.verdict.not-understood,.verdict.cannot-be-judged{border-color:#b42318;background:#fdecea}
    .badge{display:inline-block;padding:0 .4rem;border-radius:.25rem;color:#fff;font-size:.9rem}
    .badge.passed{background:#1a7f37}.badge.failed{background:#b42318}.badge.known{background:#6b4f00}.badge.error{background:#5b2a86}.badge.unjudged{background:#8a2c6b}
    table{border-collapse:collapse;margin:.5rem 0 1rem}th,td{border:1px solid #767676;padding:.25rem .5rem;text-align:left}
    caption{text-align:left;font-weight:700}dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:0 1rem}dt{font-weight:700}
    code,td,th,dd,li{overflow-wrap:anywhere}
    @media screen{article{content-visibility:auto;contain-intrinsic-size:auto 60rem}}
    dd{margin:0}article{border-top:1px solid #767676;margin-top:1rem}code{font-size:.95em}
    .message{margin:.25rem 0 .5rem}li.fail{color:#8a1c12}li.unjudged{color:#6e2356}pre{white-space:pre-wrap}
    svg .focus{fill:#5b2a86}
    svg .heard{fill:#1a7f37}svg .cut{fill:#b35c00}svg .unheard{fill:#9a9a9a}
    .legend{font-size:.9rem}.lanes{position:absolute;width:0;height:0;overflow:hidden}
    """

  /// How to read every check's timeline; said once, above the checks.
  static let legend =
    "How to read the timelines: filled circles are what the person did; hollow circles, what an expectation's probe did; grey squares, what the app did; dashed red lines, timers running out; bars, announcements (green heard in full, orange cut off, grey not heard); purple triangles, focus moves."

  /// The page up to the first check: the verdict, the summary tables, the checks' heading.
  func head() -> String {
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    let verdict = tally.verdict.words
    out += "<title>checkrun: \(verdict) — \(HTML.escape(headline()))</title>\n"
    out += "<style>\(HTMLReporter.style)</style>\n</head>\n<body>\n"
    out += "<header>\n<a class=\"skip\" href=\"#checks\">Skip to the checks</a>\n<h1>checkrun report</h1>\n"
    out +=
      "<p class=\"verdict \(verdict.replacingAll(" ", with: "-"))\">\(verdict.capitalizedFirst): \(HTML.escape(headline()))</p>\n"
    out += about() + "</header>\n"
    out += "<main>\n" + (comparison?.htmlSection() ?? "") + attentionSection() + summary()
    out += "<section id=\"checks\" aria-labelledby=\"checks-h\">\n<h2 id=\"checks-h\">Checks</h2>\n"
    out += "<p class=\"legend\">\(HTMLReporter.legend)</p>\n"
    return out + TimelineSVG.sharedDefinitions(axisEnds: axisEnds) + "\n"
  }

  /// What the verdict is of, under it: the app and the SHA-256 of its description, the git
  /// revision, the date, and that the verdicts are of the app as described, not of a device.
  func about() -> String {
    // The run's app is named when a check ran against it, or when it is the only one.
    let ranOnOthers = provenance.appChecks == 0 && !(provenance.otherApps ?? []).isEmpty
    var out = "<dl class=\"about\">\n"
    if !ranOnOthers {
      out +=
        "<dt>App</dt><dd>\(HTML.escape(provenance.appName)) (sha256 <code>\(provenance.appHash)</code>)</dd>\n"
    }
    for other in provenance.otherApps ?? [] {
      out += "<dt>App by App: lines</dt><dd>\(HTML.escape(other.name)) (sha256 <code>\(other.sha256)</code>)</dd>\n"
    }
    out +=
      "<dt>Git revision</dt><dd>\(provenance.gitRevision.map { "<code>\(HTML.escape($0))</code>" } ?? "none (not a git checkout)")</dd>\n"
    out += "<dt>Date</dt><dd><time>\(HTML.escape(provenance.time))Z</time></dd>\n</dl>\n"
    return out
      + "<p>These verdicts are of the app as its description models it, run on a virtual clock at each profile's pace and perception: evidence about the design as described, not a test of a device or of a build.</p>\n"
  }

  /// The page after the last check: provenance and the footer.
  func tail() -> String {
    var out = "</section>\n" + provenanceSection() + "</main>\n"
    out +=
      "<footer><p>Made by checkrun \(HTML.escape(provenance.tool)). Times like 13:00 are virtual: minutes and seconds since the check started.</p></footer>\n"
    return out + "</body>\n</html>\n"
  }

  /// The verdict in a sentence.
  func headline() -> String {
    // Over several apps, each app's own counts, never added together.
    if let perApp = tally.perApp(provenance, quote: { "'\($0)'" }) {
      return perApp + (tally.errors > 0 ? "; \(tally.errors) not understood" : "")
    }
    var parts = [
      "\(tally.passed) of \(Wording.count(tally.total, "check")) passed against \(provenance.apps { "'\($0)'" })"
    ]
    if tally.failed > 0 { parts.append("\(tally.failed) failed") }
    if tally.known > 0 { parts.append("\(tally.known) known (baseline)") }
    if tally.errors > 0 { parts.append("\(tally.errors) not understood") }
    if tally.cannotBeJudged > 0 { parts.append("\(tally.cannotBeJudged) cannot be judged") }
    return parts.joined(separator: ", ")
  }

  /// The checks that need attention, each linked to its section: blocking failures first,
  /// then the checks not understood, those that cannot be judged, the known failures, and the
  /// checks that pass though the baseline lists them as failing; none when there are none.
  func attentionSection() -> String {
    let kinds: [(listed: [RunTally.Attention], title: StaticString, count: Int)] = [
      (tally.attention.blocking, "Failed: ", tally.failed), (tally.attention.error, "Not understood: ", tally.errors),
      (
        tally.attention.unjudged, "Cannot be judged (their tasks never brought up what an expectation is about): ",
        tally.cannotBeJudged
      ),
      (tally.attention.known, "Known failures (baseline): ", tally.known),
      (
        tally.attention.nowPassing, "Passing, though the baseline lists them as failing (remove their entries): ",
        tally.nowPassing.count
      ),
    ]
    guard kinds.contains(where: { $0.count > 0 }) else { return "" }
    // Written as bytes, as the checks' sections are: the page is put together on one thread,
    // and a run with thousands of failures lists a thousand of each kind.
    var out = ByteText(capacity: 256 + 256 * kinds.reduce(0) { $0 + $1.listed.count })
    out.put("<section aria-labelledby=\"attention-h\">\n<h2 id=\"attention-h\">Needs attention</h2>\n")
    for kind in kinds where kind.count > 0 {
      out.put("<h3>")
      out.put(kind.title)
      out.add(kind.count)
      out.put("</h3>\n<ul>\n")
      for item in kind.listed {
        out.put("<li><a href=\"#c")
        out.add(item.number)
        out.put("-h\">")
        out.escaped(item.name)
        out.put("</a> (<code>")
        out.escaped(item.location.path)
        out.put(":")
        out.add(item.location.line)
        out.put("</code>")
        if let profile = item.profile {
          out.put(", ")
          out.escaped(profile)
        }
        out.put(")")
        if let reason = item.reason {
          out.put(": ")
          out.escaped(reason)
        }
        out.put("</li>\n")
      }
      out.put("</ul>\n")
      if kind.count > kind.listed.count {
        out.put("<p>… and ")
        out.add(kind.count - kind.listed.count)
        out.put(" more among the checks below.</p>\n")
      }
    }
    out.put("</section>\n")
    return String(decoding: out.bytes, as: UTF8.self)
  }

  static func badge(_ item: RunReport.Case) -> String {
    if item.isError { return "<span class=\"badge error\">Not understood</span>" }
    if item.isKnown { return "<span class=\"badge known\">Known failure</span>" }
    if item.cannotBeJudged { return "<span class=\"badge unjudged\">Cannot be judged</span>" }
    return item.passed ? "<span class=\"badge passed\">Passed</span>" : "<span class=\"badge failed\">Failed</span>"
  }

  /// One check's section, with `titles`, its timeline as text, and where the time axis of its
  /// picture ends; rendered on the thread that ran the check.
  static func article(
    _ item: borrowing RunReport.Case, id: String, titles: borrowing TimelineText, words: RunReport.Case.Words?
  ) -> (bytes: [UInt8], axisEnd: VirtualInstant?) {
    var out = ByteText(capacity: 8192)
    out.put("<article aria-labelledby=\"")
    out.add(id)
    out.put("-h\">\n<h3 id=\"")
    out.add(id)
    out.put("-h\">")
    out.add(badge(item))
    out.put(" ")
    out.escaped(item.name)
    out.put("</h3>\n")
    guard case .ran(let result) = item.outcome, let words else {
      if case .invalid(let problems) = item.outcome {
        out.put("<ul>\n")
        for problem in problems {
          out.put("<li><code>")
          out.escaped(problem.description)
          out.put("</code></li>\n")
        }
        out.put("</ul>\n")
      }
      out.put("</article>\n")
      return (out.take(), nil)
    }
    // A passing check's evidence is folded: the page opens on what needs attention.
    let folded = item.passed && item.status == nil
    if folded { out.put("<details><summary>Its evidence: task, expectations and timeline</summary>\n") }
    out.put("<dl>\n<dt>File</dt><dd><code>")
    out.escaped(item.location.path)
    out.put(":")
    out.add(item.location.line)
    out.put("</code></dd>\n<dt>Id</dt><dd><code>")
    out.escaped(words.id)
    out.put("</code></dd>\n<dt>Profile</dt><dd>")
    out.escaped(words.profile)
    out.put("</dd>\n<dt>App</dt><dd>")
    out.escaped(result.check.app.name)
    out.put("</dd>\n<dt>WCAG</dt><dd>")
    out.escaped(words.criteriaLine)
    out.put("</dd>\n<dt>Simulated</dt><dd>")
    out.add(words.simulated)
    out.put("</dd>\n")
    if case .known(let entry)? = item.status {
      out.put("<dt>Baseline</dt><dd>accepted until ")
      out.escaped(entry.expires)
      out.put(": ")
      out.escaped(entry.reason)
      out.put("</dd>\n")
    } else if case .expired(let entry)? = item.status {
      out.put("<dt>Baseline</dt><dd>the entry expired on ")
      out.escaped(entry.expires)
      out.put("; this failure blocks again</dd>\n")
    } else if case .nowPasses? = item.status {
      out.put("<dt>Baseline</dt><dd>listed as a known failure, but it passes now: remove the entry</dd>\n")
    }
    out.put("</dl>\n<h4>Task</h4>\n<ol>\n")
    for step in result.steps {
      out.put(step.failure == nil ? "<li><code>" : "<li class=\"fail\"><strong>Could not be done:</strong> <code>")
      out.escaped(step.step.text)
      out.put("</code> (line ")
      out.add(step.step.location.line)
      out.put(", ")
      out.add(step.startedAt)
      out.put("–")
      out.add(step.endedAt)
      out.put(")")
      if let failure = step.failure {
        out.put("<p class=\"message\">")
        out.escaped(failure)
        out.put("</p>")
      }
      out.put("</li>\n")
    }
    out.put("</ol>\n<h4>Expectations</h4>\n<ul>\n")
    for outcome in result.expectations {
      switch outcome.judgement {
      case .passed: out.put("<li><strong>Held:</strong> <code>")
      case .failed: out.put("<li class=\"fail\"><strong>Failed:</strong> <code>")
      case .cannotBeJudged: out.put("<li class=\"unjudged\"><strong>Cannot be judged:</strong> <code>")
      }
      out.escaped(outcome.expectation.text)
      out.put("</code> (line ")
      out.add(outcome.expectation.location.line)
      out.put("; ")
      out.escaped(String.joined(outcome.expectation.criteria, separator: "; "))
      out.put(")<p class=\"message\">")
      out.escaped(outcome.message)
      out.put("</p>")
      if outcome.judgement == .failed, !outcome.evidence.isEmpty {
        out.put("<p>Evidence:</p><ol>")
        for entry in outcome.evidence {
          out.put("<li>")
          out.add(entry)
          out.put(entry.kind == .probe ? " (probe)</li>" : "</li>")
        }
        out.put("</ol>")
      }
      out.put("</li>\n")
    }
    out.put("</ul>\n")
    TimeLimitsPicture.render(result.limits, id: id, into: &out)
    out.put("<h4>Timeline</h4>\n<figure>\n")
    let label = String.joined(
      "Timeline of ", item.name, ": ", String(result.timeline.count), " events over ", words.simulated)
    let picture = TimelineSVG(of: result, id: id)
    picture.render(result, label: label, titles: titles, into: &out)
    out.put("\n</figure>\n")
    // The picture's key events, named in words a reader at any width reads: the timers that
    // ran out (the dashed red lines), the first eight.
    let keys = result.timeline.indices.filter { result.timeline[$0].kind == .timer }.prefix(8)
    if !keys.isEmpty {
      out.put("<p class=\"key-events\">Key events: ")
      for (place, index) in keys.enumerated() {
        if place > 0 { out.put("; ") }
        titles.add(index, gap: .space, to: &out)
      }
      out.put("</p>\n")
    }
    out.put("<details><summary>Timeline as text</summary>\n<ol>\n")
    // One piece between two events: the end of one item and the start of the next.
    for index in 0..<titles.count {
      out.put(index == 0 ? "<li>" : "</li>\n<li>")
      titles.add(index, gap: .space, to: &out)
    }
    out.put(titles.count == 0 ? "</ol>\n" : "</li>\n</ol>\n")
    probes(of: result, into: &out)
    out.put(folded ? "</details>\n</details>\n</article>\n" : "</details>\n</article>\n")
    return (out.take(), picture.end)
  }

  /// What each expectation's probe did, as the picture draws it (hollow circles): the text
  /// gives everything the picture does. Nothing when no probe acted.
  static func probes(of result: borrowing CheckResult, into out: inout ByteText) {
    var listed = false
    for outcome in result.expectations {
      var started = false
      for entry in outcome.evidence where entry.kind == .probe {
        if !listed {
          out.put(
            "<p>What each expectation&#39;s probe did, on its own copy of the app as the task left it:</p>\n<ul>\n")
          listed = true
        }
        if !started {
          out.put("<li><code>")
          out.escaped(outcome.expectation.text)
          out.put("</code>\n<ol>\n")
          started = true
        }
        out.put("<li>")
        out.add(entry)
        out.put("</li>\n")
      }
      if started { out.put("</ol></li>\n") }
    }
    if listed { out.put("</ul>\n") }
  }

  func provenanceSection() -> String {
    var out = "<section aria-labelledby=\"provenance-h\">\n<h2 id=\"provenance-h\">Provenance</h2>\n<dl>\n"
    out += "<dt>Tool</dt><dd>checkrun \(HTML.escape(provenance.tool))</dd>\n"
    let own = provenance.appChecks.map { ", \(Wording.count($0, "check"))" } ?? ""
    out +=
      "<dt>App</dt><dd>\(HTML.escape(provenance.appName)) (sha256 <code>\(provenance.appHash)</code>)\(own)</dd>\n"
    for other in provenance.otherApps ?? [] {
      out +=
        "<dt>App by App: lines</dt><dd>\(HTML.escape(other.name)) (sha256 <code>\(other.sha256)</code>), \(Wording.count(other.checks, "check"))</dd>\n"
    }
    out +=
      "<dt>Git revision</dt><dd>\(provenance.gitRevision.map { "<code>\(HTML.escape($0))</code>" } ?? "none (not a git checkout)")</dd>\n"
    out += "<dt>Run at</dt><dd><time class=\"time\">\(HTML.escape(provenance.time))Z</time></dd>\n</dl>\n"
    out +=
      "<table>\n<caption>Check files</caption>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">SHA-256</th></tr></thead>\n<tbody>\n"
    for file in provenance.files {
      out +=
        "<tr><th scope=\"row\"><code>\(HTML.escape(file.path))</code></th><td><code>\(file.sha256)</code></td></tr>\n"
    }
    out += "</tbody>\n</table>\n<details><summary>The app's configuration</summary>\n<pre>"
    out += provenance.appSettings.map { "\(HTML.escape($0.key)) = \(HTML.escape($0.value))" }.joined(separator: "\n")
    return out + "</pre>\n</details>\n</section>\n"
  }
}

extension String {
  /// The string with its first letter in upper case.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
