/// One command as help and the shell completions know it: its usage, what it does, what it
/// takes besides options, how it ends and how it is used. `CommandSpec.table` holds every
/// command once; its options are the rows of `OptionSpec.table` that name it.
struct CommandSpec: Sendable {
  var command: Options.Command
  /// The forms of its usage line, each after `checkrun ` (wrapped when printed).
  var synopsis: [String]
  /// What it does, as one paragraph: the overview lists it, `help COMMAND` starts with it.
  var summary: String
  /// A few words for a completion menu; nil: the start of `summary`, up to its first clause.
  var brief: String? = nil
  /// Its positional arguments; none: it takes none, and `Options.parse` refuses one.
  var arguments: [Argument] = []
  /// Its exit codes, for `help COMMAND`.
  var exitCodes: [ExitLine]
  var examples: [Example] = []

  /// A positional argument: its name, what it is, how many and what a shell offers for it.
  struct Argument: Sendable {
    var value: OptionSpec.Value
    var help: String
    /// Whether it may be given more than once (else at most once).
    var repeats: Bool
  }

  /// An exit code (or a pair of them) and when a command ends with it.
  struct ExitLine: Sendable, Equatable {
    var codes: String
    var meaning: String

    init(_ codes: String, _ meaning: String) {
      self.codes = codes
      self.meaning = meaning
    }
  }

  /// A command line and what it does (nothing said when it speaks for itself).
  struct Example: Sendable {
    var line: String
    var comment: String
    /// Whether `--help`'s overview shows it too.
    var inOverview: Bool

    init(_ line: String, _ comment: String = "", inOverview: Bool = false) {
      self.line = line
      self.comment = comment
      self.inOverview = inOverview
    }
  }

  /// The few words a completion menu shows: `brief`, else `summary` up to its first clause.
  var short: String { brief ?? Usage.firstClause(of: summary) }

  /// The row of `command`.
  static func of(_ command: Options.Command) -> CommandSpec {
    table.first { $0.command == command } ?? CommandSpec(command: command, synopsis: [], summary: "", exitCodes: [])
  }

  /// The options that `[selection]` in a synopsis stands for, those of them `command` takes.
  static func selection(of command: Options.Command) -> [String] {
    ["--filter", "--tags", "--profile", "--shard", "--jobs"].filter { OptionSpec.row($0, for: command) != nil }
  }
}
