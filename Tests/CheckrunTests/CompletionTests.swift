import Foundation
import Testing

@testable import CheckrunKit

/// `checkrun completions bash|zsh|fish`: scripts made from the command and option tables.
@Suite("Shell completions")
struct CompletionTests {
  /// The program `name` on the `PATH`, if there is one.
  static func program(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static let bash = program("bash")

  /// Runs `program` with `arguments` in `folder`; its exit status and standard output.
  static func run(_ program: String, _ arguments: [String], in folder: URL? = nil) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// The options the bash script offers after `-` for `command`: its `opts=` line.
  static func bashOptions(_ script: String, _ command: Options.Command) -> Set<String> {
    let lead = "      \(command)) opts='"
    guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix(lead) }) else { return [] }
    return Set(line.dropFirst(lead.count).prefix { $0 != "'" }.split(separator: " ").map(String.init))
  }

  /// The spellings the zsh script gives `_arguments` for `command`.
  static func zshOptions(_ script: String, _ command: Options.Command) -> Set<String> {
    guard let start = script.range(of: "\n    \(command))\n      specs=(\n"),
      let end = script[start.upperBound...].range(of: "\n      ) ;;")
    else { return [] }
    let specs = script[start.upperBound..<end.lowerBound].split(separator: "\n")
    return Set(
      specs.compactMap { spec in
        let body = spec.drop { $0 == " " || $0 == "'" }
        // `(-h --help)-h[…]`: the exclusion list first.
        let rest = body.hasPrefix("(") ? body.drop { $0 != ")" }.dropFirst() : body
        guard rest.hasPrefix("-") else { return nil }
        return String(rest.prefix { $0 != "[" && $0 != "=" })
      })
  }

  @Test("each script offers every command and, for each, the options it takes and only those")
  func optionsPerCommand() {
    let bash = Completions.script(for: .bash)
    let zsh = Completions.script(for: .zsh)
    let fish = Completions.script(for: .fish)
    for command in Options.Command.allCases {
      let shown = Set(OptionSpec.rows(for: command).flatMap(\.names))
      #expect(Self.bashOptions(bash, command) == shown, "bash \(command)")
      #expect(Self.zshOptions(zsh, command) == shown, "zsh \(command)")
      #expect(zsh.contains("    '\(command):"), "zsh \(command)")
      #expect(fish.contains("complete -c checkrun -n __checkrun_first -a \(command) -d "), "fish \(command)")
    }
    for row in OptionSpec.table where !row.hidden {
      let commands = Options.Command.allCases.filter(row.commands.contains).map(\.rawValue).joined(separator: " ")
      let condition = row.isGlobal ? "" : " -n '__checkrun_command \(commands)'"
      let names = row.names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }
      #expect(fish.contains("complete -c checkrun\(condition) \(names.joined(separator: " ")) "), "fish \(row.names)")
    }
    // A hidden option is no one's to type.
    for script in [bash, zsh, fish] { #expect(!script.contains("memory-phase")) }
  }

  @Test("each script offers an option's fixed values, and paths where a path goes")
  func values() {
    let bash = Completions.script(for: .bash)
    let zsh = Completions.script(for: .zsh)
    let fish = Completions.script(for: .fish)
    for row in OptionSpec.table where !row.hidden && row.value?.choices.isEmpty == false {
      let words = row.value?.choices.joined(separator: " ") ?? ""
      #expect(bash.contains("_checkrun_words '\(words)'"), "\(row.names)")
      #expect(zsh.contains(words), "\(row.names)")
      #expect(fish.contains("-a '\(words)"), "\(row.names)")
    }
    #expect(bash.contains("run|lint|audit|baseline) _checkrun_paths '.check' \"$2\""))
    #expect(bash.contains("*\" --report\"|*\" --previous\"|\"merge -o\"|\"merge --output\") _checkrun_paths / \"$3\""))
    // Each of two arguments has its place: diff's OLD first, NEW second.
    #expect(zsh.contains("'1:OLD:{_files -g \"*.json\" || _files}'") && zsh.contains("'2:NEW:"))
    #expect(zsh.contains("'*:PATHS:{_files -g \"*.check\" || _files}'"))
    #expect(zsh.contains("'--report=[the report folder]:DIR:_files -/'"))
    #expect(fish.contains("-n '__checkrun_command run' -k -a '(__fish_complete_suffix .check)'"))
    #expect(fish.contains("-s o -l output -x -a '(__fish_complete_directories)'"))
  }

  @Test("checkrun completions prints the script; no shell, or an unknown one, is an error")
  func command() {
    for shell in Completions.Shell.allCases {
      let out = Invocation(["completions", shell.rawValue])
      #expect(out.code == .passed)
      #expect(out.stdout == Completions.script(for: shell))
      #expect(out.stdout.contains("Install: checkrun completions \(shell.rawValue) > "))
    }
    let none = Invocation(["completions"])
    #expect(none.code == .notUnderstood)
    #expect(none.stderr.contains("'checkrun completions' needs a shell: 'bash', 'zsh' or 'fish'"))
    let close = Invocation(["completions", "bassh"])
    #expect(close.code == .notUnderstood && close.stdout.isEmpty)
    #expect(close.stderr.contains("unknown shell 'bassh'; did you mean 'bash'?"), "\(close.stderr)")
    #expect(Invocation(["completions", "tcsh"]).stderr.contains("the shells are 'bash', 'zsh' and 'fish'"))
  }

  @Test("the bash script is valid bash", .enabled(if: bash != nil, "needs bash"))
  func bashSyntax() throws {
    let scratch = Scratch("completion-syntax")
    let path = try scratch.write(Array(Completions.script(for: .bash).utf8), named: "checkrun.bash")
    let (status, _) = try Self.run(Self.bash ?? "bash", ["-n", path])
    #expect(status == 0)
  }

  @Test(
    "bash completes commands, options, values and .check files first",
    .enabled(if: bash != nil, "needs bash"),
    arguments: [
      (["run", "--junit-d"], ["--junit-dialect"]),
      (["--junit-dialect", ""], ["strict", "rich"]),
      (["--color", "=", "al"], ["always"]),
      (["stp"], []),
      (["st"], ["steps"]),
      (["steps", "--format", ""], ["text", "markdown"]),
      (["lint", "--q"], []),
      (
        ["merge", "--"],
        [
          "--junit-dialect", "--jobs", "--output", "--config", "--no-config", "--color", "--no-color", "--version",
          "--help",
        ]
      ),
      ([""], Options.Command.allCases.map(\.rawValue) + ["a.check", "sub"]),
      (["a"], ["a.check", "app", "audit"]),
      (["notes"], ["notes.txt"]),
      (["--app", ""], ["fixed", "before", "sub", "app.json"]),
      (["init", ""], ["sub"]),
      (["help", "me"], ["merge"]),
      (["completions", ""], ["bash", "zsh", "fish"]),
      (["--filter", ""], []),
    ])
  func bashCompletes(_ words: [String], _ expected: [String]) throws {
    let scratch = Scratch("completion")
    let script = try scratch.write(Array(Completions.script(for: .bash).utf8), named: "checkrun.bash")
    for name in ["a.check", "notes.txt", "app.json"] { _ = try scratch.write([], named: name) }
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let line = (["checkrun"] + words).map(Completions.quoted).joined(separator: " ")
    let (status, out) = try Self.run(
      Self.bash ?? "bash",
      [
        "-c",
        "source \(Completions.quoted(script)); COMP_WORDS=(\(line)); COMP_CWORD=\(words.count); _checkrun; "
          + "printf '%s\\n' \"${COMPREPLY[@]}\"",
      ], in: scratch.url)
    #expect(status == 0)
    let offered = out.split(separator: "\n").map(String.init).filter { $0 != "checkrun.bash" }
    #expect(offered.sorted() == expected.sorted(), "\(words)")
  }
}
