import Foundation
import Harness

/// The audit judges checks too (issue 44, item 4): for each check that passes on the app, the
/// faults and defect versions it catches; one that catches none is weak, and the audit says
/// why and fails, as it does for a fault no check catches.
extension AuditCommand {
  /// One check the audit trusts, and what it caught.
  struct CheckRow: Sendable {
    /// `path:line name`, as the fault rows name it.
    var check: String
    /// The ids of the faults and the file names of the defect versions it failed on.
    var caught: [String]
    /// Why it caught nothing; nil when it caught something.
    var weakness: String?
  }

  /// The rows of `trusted`, the checks that pass on the app, from what each fault and defect
  /// version's run caught.
  static func checkRows(_ trusted: [(String, RunnableCheck)], faults: [Row], defects: [DefectRow]) -> [CheckRow] {
    trusted.map { key, check in
      let caught =
        faults.filter { $0.caughtBy?.contains(key) == true }.map(\.fault.id)
        + defects.filter { $0.caughtBy?.contains(key) == true }.map { ($0.path as NSString).lastPathComponent }
      guard caught.isEmpty else { return CheckRow(check: key, caught: caught, weakness: nil) }
      let absences = !check.expectations.isEmpty && check.expectations.allSatisfy { $0.value.claimsAbsence }
      let applied = faults.contains { $0.caughtBy != nil } || defects.contains { $0.caughtBy != nil }
      let weakness =
        absences
        ? "its expectations only say what did not happen, so they hold on an app that shows nothing"
        : applied
          ? "no fault of the catalogue and no defect version makes it fail"
          : "no fault applies to the app and no defect version was given: give them with --defects"
      return CheckRow(check: key, caught: [], weakness: weakness)
    }
  }

  /// The console's part: each check with what it catches, weak ones marked, and the count.
  static func console(_ rows: [CheckRow]) -> String {
    guard !rows.isEmpty else { return "" }
    var out = "\nChecks, each with the faults and defect versions it catches\n\n"
    for row in rows {
      if let weakness = row.weakness {
        out += "WEAK    \(ConsoleText.safe(row.check)) — \(weakness)\n"
      } else {
        let shown = row.caught.prefix(6).joined(separator: ", ")
        let more = row.caught.count > 6 ? " and \(row.caught.count - 6) more" : ""
        out += "catches \(ConsoleText.safe(row.check)): \(ConsoleText.safe(shown))\(more)\n"
      }
    }
    return out + "\n" + checkCount(rows) + "\n"
  }

  /// `27 of 27 checks catch a fault`, and how many are weak.
  static func checkCount(_ rows: [CheckRow]) -> String {
    let weak = rows.filter { $0.weakness != nil }.count
    let catching = rows.count - weak
    return "\(catching) of \(Wording.count(rows.count, "check")) \(catching == 1 ? "catches" : "catch") a fault"
      + (weak == 0 ? "" : "; \(weak) weak")
  }

  /// `audit.md`'s part: a row a check, what it catches or, in bold, why it is weak.
  static func markdown(_ rows: [CheckRow]) -> String {
    guard !rows.isEmpty else { return "" }
    var out = "\n## Checks\n\n\(checkCount(rows)). A check that passes on the app and catches no fault is weak.\n\n"
    out += "| check | catches |\n|---|---|\n"
    for row in rows {
      let cell =
        row.weakness.map { "**weak**: \(MarkdownText.inline($0))" }
        ?? row.caught.map(MarkdownText.code).joined(separator: ", ")
      out += "| \(MarkdownText.code(row.check)) | \(cell) |\n"
    }
    return out
  }
}
