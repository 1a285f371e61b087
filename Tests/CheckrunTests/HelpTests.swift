import Foundation
import Testing

@testable import CheckrunKit

/// `checkrun --help`, `checkrun help COMMAND` and `checkrun COMMAND --help`, and the one table
/// that they and the parser draw on.
@Suite("Help")
struct HelpTests {
  /// The spellings an OPTIONS section of help lists (`-o, --output FILE` gives `-o` and `--output`).
  static func listedOptions(_ text: String) -> Set<String> {
    guard let start = text.range(of: "\nOPTIONS:\n") else { return [] }
    var names = Set<String>()
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty { break }
      guard line.hasPrefix("  -") else { continue }
      let words = line.split(separator: " ").map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
      names.formUnion(words.prefix { $0.hasPrefix("-") }.map(String.init))
    }
    return names
  }

  /// A value the option takes, for parsing it.
  static func sample(_ row: OptionSpec) -> [String] {
    guard let value = row.value else { return [] }
    if let first = value.choices.first { return [first] }
    return [["K/N": "1/2", "DATE": "2030-01-01"][value.placeholder] ?? "1"]
  }

  @Test(
    "each command's help lists the options the parser takes for it, and only those", arguments: Options.Command.allCases
  )
  func pageListsAcceptedOptions(_ command: Options.Command) throws {
    let page = Invocation(["help", command.rawValue]).stdout
    let hidden = Set(OptionSpec.table.filter(\.hidden).flatMap(\.names))
    let accepted = try #require(Options.accepted[command]).subtracting(hidden)
    #expect(Self.listedOptions(page) == accepted, "\(command)")
    // The parser itself takes each one listed, with a value, and refuses every other.
    for row in OptionSpec.table where row.commands.contains(command) {
      for name in row.names {
        let parsed = Options.parse([command.rawValue, name] + Self.sample(row))
        #expect((try? parsed.get()) != nil, "\(command) \(name): \(parsed)")
      }
    }
    for name in OptionSpec.valueNames.union(OptionSpec.flagNames).subtracting(Options.accepted[command] ?? []) {
      guard case .failure(let problem) = Options.parse([command.rawValue, name, "1"]) else {
        Issue.record("'checkrun \(command) \(name)' was accepted")
        continue
      }
      #expect(problem.message.contains("does not apply to 'checkrun \(command)'"), "\(problem.message)")
    }
  }

  @Test("an option's fixed values are the ones the parser takes")
  func fixedValues() {
    for row in OptionSpec.table where row.value?.paths == nil && row.value?.choices.isEmpty == false {
      let command = Options.Command.allCases.first(where: row.commands.contains) ?? .run
      for choice in row.value?.choices ?? [] {
        #expect((try? Options.parse([command.rawValue, row.names[0], choice]).get()) != nil, "\(row.names) \(choice)")
      }
      #expect((try? Options.parse([command.rawValue, row.names[0], "nosuch"]).get()) == nil, "\(row.names)")
    }
  }

  @Test("the tables hold each command once, and an option's meanings for different commands")
  func tablesAreWhole() {
    #expect(CommandSpec.table.map(\.command) == Options.Command.allCases)
    for command in Options.Command.allCases {
      let names = OptionSpec.rows(for: command).flatMap(\.names)
      #expect(Set(names).count == names.count, "an option of '\(command)' has two meanings")
      // Every option a synopsis names is one the command takes.
      for form in CommandSpec.of(command).synopsis {
        for word in form.split(separator: " ") where word.hasPrefix("-") || word.hasPrefix("[-") {
          let name = String(word.drop { $0 == "[" }.prefix { $0 != "]" })
          #expect(Options.accepted[command]?.contains(name) == true, "'\(name)' in the usage of '\(command)'")
        }
      }
    }
  }

  @Test("help alone is --help; help COMMAND is COMMAND --help", arguments: Options.Command.allCases)
  func sameHelp(_ command: Options.Command) {
    let overview = Invocation(["--help"])
    #expect(Invocation(["help"]).stdout == overview.stdout)
    #expect(Invocation(["-h"]).stdout == overview.stdout)
    let page = Invocation(["help", command.rawValue])
    #expect(page.code == .passed)
    #expect(Invocation([command.rawValue, "--help"]).stdout == page.stdout)
    #expect(page.stdout != overview.stdout)
    let spec = CommandSpec.of(command)
    #expect(page.stdout.hasPrefix("USAGE: checkrun \(spec.synopsis[0].split(separator: " ")[0])"))
    #expect(page.stdout.contains("\nEXIT CODES:\n"))
    for line in spec.exitCodes { #expect(page.stdout.contains("  \(line.codes)  "), "\(command) \(line.codes)") }
  }

  @Test("a command's help gives the meaning an option has for it, not another command's")
  func meaningsPerCommand() {
    let baseline = Invocation(["baseline", "--help"]).stdout
    #expect(baseline.contains("-o, --output FILE the baseline file to write"))
    #expect(!baseline.contains("merged JUnit"))
    #expect(baseline.contains("The selection is --filter, --tags, --profile and --jobs."))
    let merge = Invocation(["help", "merge"]).stdout
    #expect(merge.contains("-o, --output OUT  the folder for the merged JUnit file and report"))
    #expect(!merge.contains("--app") && !merge.contains("baseline file to write"))
    let audit = Invocation(["help", "audit"]).stdout
    #expect(audit.contains("--report DIR      the folder for audit.md"))
    #expect(!audit.contains("index.html, the evidence report"))
    #expect(audit.contains("  1  a fault or a defect version was caught by no check, or a check does not pass on"))
    // The overview gives each meaning, after the commands it is of.
    let overview = Usage.text
    #expect(
      overview.contains("-o, --output OUT  merge: the folder for the merged JUnit file and report; baseline: the"))
    #expect(!overview.contains("--memory-phase"))
  }

  @Test(
    "help of a command that is not one is an error with the closest names, exit 2",
    arguments: [
      ("nosuch", "unknown command 'nosuch'; the commands are 'run', 'lint', 'steps'"),
      ("lnt", "unknown command 'lnt'; did you mean 'lint'?"),
      ("complete", "unknown command 'complete'; did you mean 'completions'?"),
    ])
  func unknownCommand(_ name: String, _ message: String) {
    let out = Invocation(["help", name])
    #expect(out.code == .notUnderstood)
    #expect(out.stdout.isEmpty)
    #expect(out.stderr.hasPrefix("checkrun: error: \(message)"), "\(out.stderr)")
  }

  @Test("the overview names every command, option and usage, and how to get one command's help")
  func overview() {
    let text = Invocation(["--help"]).stdout
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for spec in CommandSpec.table {
      #expect(words.contains("checkrun \(spec.synopsis[0])"), "\(spec.command)")
      #expect(text.contains("\n  \(spec.command.rawValue) "), "\(spec.command)")
    }
    let shown = Set(OptionSpec.table.filter { !$0.hidden }.flatMap(\.names))
    #expect(Self.listedOptions(text) == shown)
    for words in ["'checkrun help COMMAND' (or 'checkrun COMMAND --help')", "'checkrun completions bash|zsh|fish'"] {
      #expect(text.contains(words), "\(words)")
    }
    #expect(text.contains("\nSHELL COMPLETION:\n  checkrun completions bash > "))
  }

  @Test("no line of help is wider than the help's width")
  func width() {
    let texts = [Usage.text] + Options.Command.allCases.map(Usage.page)
    for text in texts {
      for line in text.split(separator: "\n") {
        #expect(line.count <= Usage.width, "\(line)")
        #expect(!line.hasSuffix(" "), "trailing space: \(line)")
      }
    }
  }
}
