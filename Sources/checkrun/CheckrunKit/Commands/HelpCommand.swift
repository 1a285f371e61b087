import Harness

/// `checkrun help [COMMAND]` and `checkrun completions SHELL`: the help and the completion
/// scripts, both made from the command and option tables.
enum HelpCommand {
  /// The overview with no command named, else that command's page; an unknown name is an error
  /// with the closest names.
  static func help(_ arguments: [String], stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    guard let name = arguments.first else {
      stdout.write(Usage.text + "\n")
      return .passed
    }
    guard let command = Options.Command(rawValue: name) else {
      return CheckRun.fail(unknown("command", name, among: Options.Command.allCases.map(\.rawValue)), stderr)
    }
    stdout.write(Usage.page(for: command) + "\n")
    return .passed
  }

  /// The completion script for the shell named.
  static func completions(_ arguments: [String], stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    let shells = Completions.Shell.allCases.map(\.rawValue)
    guard let name = arguments.first else {
      return CheckRun.fail(
        "'checkrun completions' needs a shell: \(Usage.list(shells, "or", quoted: true))", stderr, hint: true)
    }
    guard let shell = Completions.Shell(rawValue: name) else {
      return CheckRun.fail(unknown("shell", name, among: shells), stderr)
    }
    stdout.write(Completions.script(for: shell))
    return .passed
  }

  /// `unknown command 'x'; did you mean 'y'?`, or with nothing close, what there is.
  private static func unknown(_ kind: String, _ name: String, among known: [String]) -> String {
    let close = Similarity.closest(to: name, among: known)
    let message = "unknown \(kind) '\(name)'"
    return close.isEmpty
      ? message + "; the \(kind)s are \(Usage.list(known, "and", quoted: true))"
      : message + Similarity.suggestion(close)
  }
}
