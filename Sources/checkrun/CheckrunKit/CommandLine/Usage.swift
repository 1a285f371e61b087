import Foundation

/// The help: `checkrun --help` (the overview) and `checkrun help COMMAND` (one command), both
/// made from `CommandSpec.table` and `OptionSpec.table`.
enum Usage {
  /// The widest a line of help is.
  static let width = 92
  /// Where the text of an entry (a command, an option, an argument) starts.
  static let column = 20

  /// The text of `checkrun --help`.
  static let text: String = overview()

  /// The overview's word on `checkrun.json`.
  static let configuration =
    "checkrun.json in the working folder, or else in the nearest folder above it (up to the root), holds a "
    + "project's settings: {\"app\": \"checks/app.json\", \"paths\": [\"checks\"], \"baseline\": FILE, "
    + "\"report\": DIR, \"junit\": PATH, \"junitDialect\": \"rich\", \"jobs\": 2}. Paths in it are relative to "
    + "the folder holding it, and so are the default checks/ and reports/ when it is read. An option on the "
    + "command line wins over its key. run reads every key; lint and baseline app, paths and jobs; audit app, "
    + "paths, report and jobs; merge junitDialect and jobs; the other commands read no file. A file that cannot be used "
    + "is an error at its line and column (exit 2) and nothing runs. A run's first line names the app for checks "
    + "with no App: line and where it was named: app 'bank' from checks/bank.json (checkrun.json), app 'fixed' "
    + "(built-in default)."

  private static func overview() -> String {
    let specs = CommandSpec.table
    let globals = OptionSpec.table.filter(\.isGlobal).compactMap(\.names.last)
    var sections = [
      synopsis(specs.flatMap(\.synopsis)),
      paragraph(
        "The selection is \(list(CommandSpec.selection(of: .run), "and")). A command refuses an option it does "
          + "not take (\(list(globals, "and")) go with any)."),
      paragraph(
        "Runs plain-text accessibility timing checks against an in-process model of the app, at the pace and with "
          + "the perception of each assistive-technology profile."),
      paragraph(
        "'checkrun help COMMAND' (or 'checkrun COMMAND --help') shows one command: its usage, the options it "
          + "takes, its exit codes and examples. 'checkrun completions bash|zsh|fish' prints a completion script "
          + "for the shell (see SHELL COMPLETION)."),
      section("COMMANDS", specs.map { entry($0.command == .run ? "run (default)" : $0.command.rawValue, $0.summary) }),
      section("ARGUMENTS", CommandSpec.of(.run).arguments.map { entry($0.value.placeholder, $0.help) }),
      section("OPTIONS", overviewOptions().map { entry($0.label, $0.text) }),
      section("CONFIGURATION", wrap(configuration, indent: 2)),
      section("EXIT CODES", CommandSpec.ExitLine.overview.map(exitLine)),
      section(
        "EXAMPLES", specs.filter { $0.command != .completions }.flatMap(\.examples).filter(\.inOverview).map(example)),
    ]
    sections.append(section("SHELL COMPLETION", CommandSpec.of(.completions).examples.map(example)))
    return sections.joined(separator: "\n\n")
  }

  /// The text of `checkrun help COMMAND` and `checkrun COMMAND --help`: its usage, what it does,
  /// its arguments, the options it takes (and only those), its exit codes and examples.
  static func page(for command: Options.Command) -> String {
    let spec = CommandSpec.of(command)
    var sections = [synopsis(spec.synopsis), paragraph(sentence(spec.summary))]
    if spec.synopsis.contains(where: { $0.contains("[selection]") }) {
      sections.append(paragraph("The selection is \(list(CommandSpec.selection(of: command), "and"))."))
    }
    if !spec.arguments.isEmpty {
      sections.append(section("ARGUMENTS", spec.arguments.map { entry($0.value.placeholder, argumentHelp($0)) }))
    }
    sections.append(section("OPTIONS", OptionSpec.rows(for: command).map { entry(label(of: $0), $0.help) }))
    sections.append(section("EXIT CODES", spec.exitCodes.map(exitLine)))
    if !spec.examples.isEmpty { sections.append(section("EXAMPLES", spec.examples.map(example))) }
    return sections.joined(separator: "\n\n")
  }

  /// The overview's options: the rows that share their spellings as one entry, each meaning
  /// after the commands it is of (`merge: …; baseline: …`), but for the run's own and those of
  /// every command.
  private static func overviewOptions() -> [(label: String, text: String)] {
    var order: [[String]] = []
    var rows: [[String]: [OptionSpec]] = [:]
    for row in OptionSpec.table where !row.hidden {
      if rows[row.names] == nil { order.append(row.names) }
      rows[row.names, default: []].append(row)
    }
    return order.compactMap { names in
      guard let group = rows[names], let first = group.first else { return nil }
      let meanings = group.map { row in
        let own = row.commands.contains(.run) || row.isGlobal
        let commands = Options.Command.allCases.filter(row.commands.contains).map(\.rawValue)
        return own ? row.help : "\(commands.joined(separator: ", ")): \(row.help)"
      }
      return (label(of: first), meanings.joined(separator: "; "))
    }
  }

  /// What an argument is, and the words it takes when they are a fixed set.
  private static func argumentHelp(_ argument: CommandSpec.Argument) -> String {
    argument.value.choices.isEmpty ? argument.help : "\(argument.help): \(list(argument.value.choices, "or"))"
  }

  /// `-o, --output FILE`.
  private static func label(of row: OptionSpec) -> String {
    row.names.joined(separator: ", ") + (row.value.map { " \($0.placeholder)" } ?? "")
  }

  /// `USAGE: checkrun …`, one form a line, a long one wrapped under its first option.
  private static func synopsis(_ forms: [String]) -> String {
    forms.enumerated().flatMap { index, form -> [String] in
      let lead = (index == 0 ? "USAGE: " : "       ") + "checkrun "
      let words = form.split(separator: " ", maxSplits: 1).map(String.init)
      // The continuation goes under what follows the command's name (under `-o` of `baseline -o`).
      let hang = words.count == 2 && !words[0].hasPrefix("[") ? lead.count + words[0].count + 1 : lead.count
      return wrap(form, indent: hang, first: lead)
    }.joined(separator: "\n")
  }

  private static func paragraph(_ text: String) -> String { wrap(text, indent: 0).joined(separator: "\n") }

  private static func section(_ title: String, _ entries: [String]) -> String {
    "\(title):\n" + entries.joined(separator: "\n")
  }

  /// `  LABEL             text`, wrapped at `column`; a label too long for it stands on its own line.
  private static func entry(_ label: String, _ text: String) -> String {
    let lead = "  " + label
    guard lead.count < column else { return lead + "\n" + wrap(text, indent: column).joined(separator: "\n") }
    return wrap(text, indent: column, first: lead + String(repeating: " ", count: column - lead.count))
      .joined(separator: "\n")
  }

  /// `  2  a check …`, the text wrapped under itself.
  private static func exitLine(_ line: CommandSpec.ExitLine) -> String {
    let lead = "  \(line.codes)  "
    return wrap(line.meaning, indent: lead.count, first: lead).joined(separator: "\n")
  }

  /// A command line, and what it does in the column beside it (or below it, when that is too wide).
  private static func example(_ example: CommandSpec.Example) -> String {
    let line = "  " + example.line
    guard !example.comment.isEmpty else { return line }
    let side = 45
    if line.count + 3 <= side { return line + String(repeating: " ", count: side - line.count) + example.comment }
    if line.count + 3 + example.comment.count <= width { return line + "   " + example.comment }
    return line + "\n" + wrap(example.comment, indent: 6).joined(separator: "\n")
  }

  /// `text` in lines of at most `width` characters (a longer word has one to itself), each
  /// `indent` spaces in but the first, which starts with `first` instead.
  static func wrap(_ text: String, indent: Int, first: String? = nil) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = first ?? margin
    var empty = true
    for word in text.split(separator: " ") {
      if !empty && line.count + 1 + word.count > width {
        lines.append(line)
        (line, empty) = (margin, true)
      }
      line += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(line)
    return lines
  }

  /// `text` up to its first clause (`, `, `; `, `: `, ` (` or `. `): the few words a completion shows.
  static func firstClause(of text: String) -> String {
    let ends = [", ", "; ", ": ", " (", ". "].compactMap { text.range(of: $0)?.lowerBound }
    return ends.min().map { String(text[..<$0]) } ?? text
  }

  /// `text` as a sentence: a capital first and a full stop last.
  private static func sentence(_ text: String) -> String {
    (text.first.map { $0.uppercased() + text.dropFirst() } ?? "") + (text.hasSuffix(".") ? "" : ".")
  }

  /// `'a', 'b' or 'c'` when `quoted`, else `a, b and c` with `conjunction`.
  static func list(_ items: [String], _ conjunction: String, quoted: Bool = false) -> String {
    let shown = quoted ? items.map { "'\($0)'" } : items
    guard let last = shown.last else { return "" }
    return shown.count == 1 ? last : shown.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
