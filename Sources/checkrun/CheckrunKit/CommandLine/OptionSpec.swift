/// One option of the command line as the commands that take it understand it: its spellings,
/// its value, the commands and its help. `Options.parse` (which spellings exist, which take a
/// value, which command takes which), `--help`, `checkrun help COMMAND` and the shell
/// completions are all drawn from `OptionSpec.table`, so they cannot disagree.
///
/// An option that means another thing to another command (`-o`: merge's folder, baseline's
/// file) is one row per meaning, with the same spellings and commands that do not overlap.
struct OptionSpec: Sendable {
  /// The spellings, in the order help shows them (`-h`, `--help`).
  var names: [String]
  /// What follows the option; nil for a flag.
  var value: Value?
  /// The commands that take the option with this meaning.
  var commands: Set<Options.Command>
  /// What it does, as one paragraph: help wraps it.
  var help: String
  /// A few words for a completion menu; nil: the start of `help`, up to its first clause.
  var brief: String?
  /// An option checkrun gives itself (`bench` runs a child with `--memory-phase`): parsed and
  /// accepted, but neither in help nor in completions.
  var hidden = false

  init(
    _ names: [String], _ value: Value? = nil, for commands: Set<Options.Command>, help: String, brief: String? = nil,
    hidden: Bool = false
  ) {
    self.names = names
    self.value = value
    self.commands = commands
    self.help = help
    self.brief = brief
    self.hidden = hidden
  }

  /// What an option (or a positional argument) takes: its placeholder in help, and what a
  /// shell offers for it.
  struct Value: Sendable, Equatable {
    /// The name help shows for it (`DIR`, `NAME|FILE`).
    var placeholder: String
    /// The words it takes: with no `paths`, the only ones; with them, offered besides a path.
    var choices: [String] = []
    /// Whether it is a path, and which kind a shell should complete.
    var paths: Paths?
    /// The ending of the files a shell offers first (with folders, to go down into).
    var suffix: String?

    /// The kinds of path a value can be.
    enum Paths: Sendable, Equatable {
      /// A file (folders are offered to reach it).
      case files
      /// A folder.
      case folders
    }

    /// Free text or a number: nothing to complete.
    static func text(_ placeholder: String) -> Value { Value(placeholder: placeholder) }

    /// One of a fixed set of words.
    static func choice(_ placeholder: String, _ choices: [String]) -> Value {
      Value(placeholder: placeholder, choices: choices)
    }

    /// A file, those ending with `suffix` offered first.
    static func file(_ placeholder: String, suffix: String? = nil) -> Value {
      Value(placeholder: placeholder, paths: .files, suffix: suffix)
    }

    /// A folder.
    static func folder(_ placeholder: String) -> Value { Value(placeholder: placeholder, paths: .folders) }
  }

  /// Whether the option goes with every command (`--help`, `--color`).
  var isGlobal: Bool { commands == Options.Command.everyOne }

  /// The few words a completion menu shows: `brief`, else `help` up to its first clause.
  var summary: String { brief ?? Usage.firstClause(of: help) }
}

extension OptionSpec {
  /// Every spelling that takes a value.
  static let valueNames: Set<String> = Set(table.filter { $0.value != nil }.flatMap(\.names))
  /// Every spelling that is a flag.
  static let flagNames: Set<String> = Set(table.filter { $0.value == nil }.flatMap(\.names))
  /// The spellings a mistyped option is compared with: those help shows.
  static let shownNames: [String] = table.filter { !$0.hidden }.flatMap(\.names)

  /// The options each command takes: any other is refused rather than quietly ignored.
  static let accepted: [Options.Command: Set<String>] = Dictionary(
    uniqueKeysWithValues: Options.Command.allCases.map { command in
      (command, Set(table.filter { $0.commands.contains(command) }.flatMap(\.names)))
    })

  /// The spellings that go with every command.
  static let globalNames: [String] = table.filter(\.isGlobal).flatMap(\.names)

  /// The row that gives `name` its meaning under `command`, if the command takes it.
  static func row(_ name: String, for command: Options.Command) -> OptionSpec? {
    table.first { $0.names.contains(name) && $0.commands.contains(command) }
  }

  /// The rows `command` takes, as its help lists them: in table order, hidden ones left out.
  static func rows(for command: Options.Command) -> [OptionSpec] {
    table.filter { $0.commands.contains(command) && !$0.hidden }
  }
}

extension Options.Command {
  /// Every command: what a global option's `commands` is.
  static let everyOne = Set(allCases)
}
