import Foundation
import Harness

/// Turns results into the lines printed while a run goes on; pure, so tests read its output.
struct ConsoleReporter: Sendable {
  var color: Bool
  /// Under GitHub Actions: a check's detail is folded under its first line
  /// (`::group::` … `::endgroup::`) and its failures are annotations.
  var github = false

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// Text from a check file, safe for a terminal; under GitHub Actions on one line too, so no
  /// text (an app file's name with a line feed in it) starts a line GitHub would read as a
  /// workflow command, or cuts a group's name short.
  private func u(_ text: String) -> String {
    let safe = ConsoleText.safe(text)
    guard github, safe.utf8.contains(0x0A) else { return safe }
    return safe.replacingOccurrences(of: "\n", with: " ")
  }

  /// The line for a finished check, and under a failed one what failed and why; `words`, the
  /// check's words when they are worked out already. Under GitHub Actions the lines under the
  /// first are folded in a group named by it.
  func lines(for item: borrowing RunReport.Case, words: RunReport.Case.Words?) -> String {
    let text = block(for: item, words: words)
    guard github, let end = text.utf8.firstIndex(of: 0x0A), text.utf8.index(after: end) != text.utf8.endIndex else {
      return text
    }
    return String.joined(
      "::group::", FailureLines.data(String(text[..<end])), "\n", String(text[text.index(after: end)...]),
      "::endgroup::\n")
  }

  /// `lines(for:words:)` unfolded.
  private func block(for item: borrowing RunReport.Case, words: RunReport.Case.Words?) -> String {
    switch item.outcome {
    case .invalid(let problems):
      var text = "\(paint("ERROR", "1;33")) \(u(item.name))  (\(u(item.location.description)): not understood)\n"
      for problem in problems { text += "      \(ConsoleText.diagnostic(problem.description))\n" }
      return text
    case .ran(let result):
      let verdict =
        switch result.verdict {
        case .passed: paint("PASS ", "1;32")
        case .cannotBeJudged: paint("UNJUDGED", "1;35")
        case .failed: item.isKnown ? paint("KNOWN", "1;33") : paint("FAIL ", "1;31")
        }
      var text = String.joined(
        verdict, " ", u(item.name), "  [", words?.profile ?? result.check.profile.description, ", app '",
        u(result.check.app.name), "', ", words?.simulated ?? result.simulated.description, " simulated, ",
        String(item.milliseconds), " ms]\n")
      if case .known(let entry)? = item.status {
        text += "      known failure, accepted by the baseline until \(u(entry.expires)): \(u(entry.reason))\n"
      } else if case .expired(let entry)? = item.status {
        text += "      the baseline accepted this failure until \(u(entry.expires)); it blocks again\n"
      } else if case .nowPasses(let entry)? = item.status {
        text += "      the baseline lists '\(u(entry.id))' as failing, but it passes: remove the entry\n"
      }
      guard result.verdict != .passed else { return text }
      if result.verdict == .cannotBeJudged {
        text +=
          "      cannot be judged: what a line below is about never happened in the run (its message says what: a step the task lacks, or something the app never did)\n"
      }
      let (cross, query) = (paint("x", "31"), paint("?", "35"))
      if let step = result.failedStep {
        text += String.joined(
          "      ", cross, " ", u(step.step.location.description), "  task step '", u(step.step.text),
          "' could not be done\n")
        text += String.joined("          ", u(step.failure ?? ""), "\n")
        text += timeline(result.timeline.filter { $0.at >= step.startedAt }.suffix(Runner.evidenceLimit))
      }
      // Failed expectations are marked `x`; those that cannot be judged `?`, with no timeline:
      // the task held nothing to show.
      for outcome in result.expectationsNotPassed {
        let unjudged = outcome.judgement == .cannotBeJudged
        text += String.joined(
          "      ", unjudged ? query : cross, " ", u(outcome.expectation.location.description), "  ",
          u(outcome.expectation.text), "\n")
        text += String.joined("          ", u(outcome.message), "\n")
        if !unjudged { text += timeline(outcome.evidence) }
      }
      return text
    }
  }

  private func timeline<Entries: Collection>(_ entries: Entries) -> String where Entries.Element == LogEntry {
    guard !entries.isEmpty else { return "" }
    var text = "          timeline:\n"
    for entry in entries {
      let marker = entry.kind == .probe ? " (probe)\n" : "\n"
      text += String.joined("            ", entry.at.description, "  ", u(entry.text), marker)
    }
    return text
  }

  /// The last line: `N passed, N failed`, then `, N cannot be judged` when a check cannot be
  /// judged; notes on errors, known failures and stale baseline entries above it.
  /// The run's closing count: `3 passed, 1 failed`; over several apps, each app's own
  /// (`'before': 3 passed, 24 failed; 'claim': 7 passed, 0 failed`), never added together.
  func closingLine(_ tally: RunTally, staleEntries: [Baseline.Entry], provenance: Provenance) -> String {
    var notes = ""
    if tally.errors > 0 { notes += "\(tally.errors) not understood (see the errors above)\n" }
    if tally.known > 0 {
      notes += "\(Wording.count(tally.known, "known failure")) accepted by the baseline (not blocking)\n"
    }
    for entry in staleEntries { notes += "baseline entry '\(u(entry.id))' names no check of this run\n" }
    let unjudged = tally.cannotBeJudged > 0 ? ", \(tally.cannotBeJudged) cannot be judged" : ""
    let apps = tally.byAppName(provenance)
    guard apps.isEmpty else {
      let counts = apps.map { name, counts in
        let unjudged = counts.cannotBeJudged > 0 ? ", \(counts.cannotBeJudged) cannot be judged" : ""
        return "'\(u(name))': \(counts.passed) passed, \(counts.failed) failed\(unjudged)"
      }
      return notes + counts.joined(separator: "; ") + "\n"
    }
    return notes + "\(tally.passed) passed, \(tally.failed) failed\(unjudged)\n"
  }
}
