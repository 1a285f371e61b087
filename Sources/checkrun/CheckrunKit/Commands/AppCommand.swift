import Harness

/// `checkrun app [NAME|FILE]`: what a check can name in an app (`AppOverview`), as text.
enum AppCommand {
  static func run(_ name: String, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    switch CheckRun.loadApp(name, named: "", stderr: stderr) {
    case .success(let app):
      stdout.write(text(AppOverview(app)))
      return .passed
    case .failure(let failure): return failure.code
    }
  }

  /// The overview as a QA engineer reads it: screens, then timers, then forms. Every name in
  /// it is the app file's own text, so each line is made safe for a terminal and cleared of
  /// secrets as the run's lines are (`ConsoleText.diagnostic`): a title, label, timer or field
  /// name cannot move the cursor, retitle the terminal, show text reversed or print a secret.
  static func text(_ overview: AppOverview) -> String {
    var lines = ["app '\(overview.app)'", "", "screens (each element: role, label, stable name):"]
    for screen in overview.screens {
      let name = screen.name.map { " (screen '\($0)')" } ?? ""
      lines.append("  \(screen.title)\(name)\(screen.state.map { ", \($0)" } ?? "")")
      for entry in screen.elements {
        let role = entry.role.rawValue + String(repeating: " ", count: max(0, 7 - entry.role.rawValue.count))
        lines.append("    \(role) \"\(entry.label)\"  \(entry.name)\(entry.condition.map { "  only if \($0)" } ?? "")")
      }
    }
    lines += ["", "timers (as the trace names them):"]
    for timer in overview.timers {
      lines.append("  \(timer.name)  \(timer.duration)  \(timer.about)")
    }
    if !overview.rules.isEmpty {
      lines += ["", "rules (when an event happens, the first rule whose 'when' matches and whose 'if' holds runs):"]
      for (index, rule) in overview.rules.enumerated() { lines.append("  \(index + 1). \(rule)") }
    }
    if !overview.counters.isEmpty {
      lines += ["", "counters (each starts at 0):"]
      for counter in overview.counters {
        let added =
          counter.addedBy.isEmpty ? "nothing adds to it" : "added to by \(counter.addedBy.joined(separator: ", "))"
        let read = counter.readBy.isEmpty ? "nothing reads it" : "decides \(counter.readBy.joined(separator: ", "))"
        lines.append("  \(counter.name)  \(added); \(read); reset \(counter.reset)")
      }
    }
    // A logic decides what it saves, so only a description's promise is stated.
    lines += [
      "",
      overview.isLogic
        ? "forms (fields in order; the app's own logic decides what it saves: 'sensitive fields are not saved' checks it):"
        : "forms (fields in order; sensitive ones are never kept in a draft or shown):",
    ]
    for form in overview.forms {
      lines.append("  \(form.name)")
      for field in form.fields { lines.append("    \"\(field.label)\"\(field.isSensitive ? "  sensitive" : "")") }
    }
    if !overview.aliases.isEmpty {
      lines += ["", "aliases (other names a check may use, from the app file):"]
      for (alias, names) in overview.aliases { lines.append("  \(alias)  names \(names)") }
    }
    return lines.map(ConsoleText.diagnostic).joined(separator: "\n") + "\n"
  }
}
