import Harness

/// The command line, understood.
struct Options: Sendable {
  /// What checkrun is asked to do.
  enum Command: String, Equatable, Sendable, CaseIterable {
    case run
    case lint
    case steps
    case app
    case `init`
    case audit
    case merge
    case diff
    case baseline
    case bench
    case fuzz
    case help
    case completions
  }

  var command = Command.run
  /// Whether the command was named (`checkrun run --help` is run's help, `checkrun --help` the overview).
  var commandGiven = false
  var paths: [String] = []
  /// The folder of checks run when no path is given: `checks` in the working folder, or
  /// beside the `checkrun.json` the run reads.
  var checksFolder = "checks"
  /// The paths to run: those given, else the checks folder.
  var checkPaths: [String] { paths.isEmpty ? [checksFolder] : paths }
  /// `--app NAME`: the app for checks that name none.
  var app = "fixed"
  /// Where `app` came from, as a run's first line says it: `built-in default`, `--app`, or
  /// the configuration file's path.
  var appSource = Options.builtInDefault
  /// `appSource` when neither the command line nor a configuration file names the app.
  static let builtInDefault = "built-in default"
  /// `--defects PATH` (audit, repeatable): defect versions of the app, each an app file or a
  /// folder of them, that the suite must fail on.
  var defects: [String] = []
  /// `--config FILE`: the configuration file to read instead of looking for `checkrun.json`.
  var config: String?
  /// `--no-config`: read no configuration file.
  var noConfig = false
  /// The configuration file the command read, as it was opened; nil when it read none.
  var configFile: String?
  /// The options given on the command line (`--app`, `--jobs`), which win over the file's keys.
  var given: Set<String> = []
  /// `--junit PATH`; without it, `junit.xml` in the report folder.
  var junitOption: String?
  var junitPath: String { junitOption ?? "\(reportFolder)/junit.xml" }
  /// `--junit-dialect strict|rich`.
  var dialect = JUnitWriter.Dialect.strict
  /// `fuzz --seed S`: where the generator starts.
  var seed: UInt64 = 2026
  /// `bench --checks N`: how many generated checks (`fuzz --count N`: how many inputs).
  var benchChecks = 10_000
  /// `bench --large N`: how many checks the peak-memory run has.
  var benchLarge = 100_000
  /// `bench --memory-phase N`: the child process that measures peak memory.
  var memoryPhase: Int?
  /// `--check-timeout SECONDS`: real time one check may take.
  var checkTimeout = 30.0
  /// `--max-actions N`: actions one check may take.
  var maxActions = RunGuard.standard.maxActions
  /// The options the outputs read (`FileRecorder.options`, such as `--results`), as given;
  /// a flag's value is empty.
  var outputs: [String: String] = [:]
  /// `-o OUT` for `merge`: the folder for the merged outputs.
  var output: String?
  /// `--baseline FILE`: known failures that do not block until their date.
  var baseline: String?
  /// `--previous DIR`: an earlier run's report folder (or its `results.json`), compared with
  /// this run at the top of the report and the summary.
  var previous: String?
  /// `baseline --expires YYYY-MM-DD`: the last day the failures written are accepted.
  var expires: String?
  /// `baseline --reason TEXT`: why they are accepted.
  var reason: String?
  /// `--report DIR`: the folder for reports (the audit's table goes there).
  var reportFolder = "reports"
  var help = false
  var version = false
  /// `--color auto|always|never` (`--no-color` is `never`).
  var color = ColorChoice.auto
  /// `--quiet`: print only the checks that did not pass, and the closing count.
  var quiet = false
  /// `--dry-run`: parse and resolve, run nothing (the same as `lint`).
  var dryRun = false
  /// `--list`: show what would run.
  var list = false
  var filter: String?
  var tags: String?
  var profile: String?
  /// `--jobs N`: checks run on this many threads (default: the machine's cores); with 1,
  /// the whole run keeps to one thread.
  var jobs = System.cores
  /// `--shard K/N`: run the K-th of N stable slices of the suite.
  var shard: (index: Int, count: Int)?
  /// `--format`: for `steps` and `diff`, `text` or `markdown`; for `run`, `text` (the console
  /// report) or `json` (the results document on standard output, the console on standard error).
  var format = "text"

  /// When the console is in colour.
  enum ColorChoice: String, Equatable, Sendable, CaseIterable {
    /// On a terminal, unless `NO_COLOR` is set and not empty; or when `FORCE_COLOR` is set
    /// and neither empty nor `0`.
    case auto
    case always
    case never

    /// Whether a console writing to a terminal or not (`isTerminal`) is in colour under
    /// `environment`. `NO_COLOR` wins over `FORCE_COLOR`: plain is the safe way to be wrong.
    func isOn(isTerminal: Bool, environment: [String: String]) -> Bool {
      switch self {
      case .always: return true
      case .never: return false
      case .auto:
        if let no = environment["NO_COLOR"], !no.isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
        return isTerminal
      }
    }
  }

  /// A command-line problem, printed as `checkrun: error: …` with exit 2.
  struct Problem: Error, Equatable, Sendable {
    var message: String
  }

  /// The options each command takes, those every command takes (`--help`, `--version`,
  /// `--color`, `--no-color`) among them, from `OptionSpec.table`: any other is refused rather
  /// than quietly ignored.
  static let accepted = OptionSpec.accepted

  /// Why an option is not one of `command`'s, and which commands take it.
  static func refusal(of option: String, by command: Command) -> String {
    let takers = Command.allCases.filter { accepted[$0]?.contains(option) == true }.map(\.rawValue)
    var message = "'\(option)' does not apply to 'checkrun \(command)'"
    if takers.count == 1 {
      message += "; it is an option of 'checkrun \(takers[0])'"
    } else if let last = takers.last {
      message += "; it is an option of the commands \(takers.dropLast().joined(separator: ", ")) and \(last)"
    }
    return message
  }

  /// Reads `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> Result<Options, Problem> {
    var options = Options()
    var rest = arguments[...]
    if let first = rest.first, let command = Command(rawValue: first) {
      options.command = command
      options.commandGiven = true
      rest = rest.dropFirst()
    }
    var onlyPaths = false
    while let argument = rest.popFirst() {
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        options.paths.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      // An option the command does not take is refused before its value is read.
      if OptionSpec.valueNames.contains(name) || OptionSpec.flagNames.contains(name),
        accepted[options.command]?.contains(name) != true
      {
        return .failure(Problem(message: refusal(of: name, by: options.command)))
      }
      if name != "--" { options.given.insert(name) }
      if OptionSpec.valueNames.contains(name) {
        guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty else {
          return .failure(Problem(message: "'\(name)' needs a value"))
        }
        if Recorders.optionNames.contains(name) { options.outputs[name] = value }
        if let problem = options.set(name, value) { return .failure(problem) }
        continue
      }
      switch name {
      case "--": onlyPaths = true
      case "--help", "-h": options.help = true
      case "--version": options.version = true
      case "--no-color": options.color = .never
      case "--quiet": options.quiet = true
      case "--dry-run": options.dryRun = true
      case "--list": options.list = true
      case "--no-config": options.noConfig = true
      case _ where Recorders.optionNames.contains(name): options.outputs[name] = ""
      default:
        let close = Similarity.closest(to: name, among: OptionSpec.shownNames, cutoff: 0.5)
        return .failure(Problem(message: "unknown option '\(name)'" + Similarity.suggestion(close)))
      }
    }
    if let problem = strayArgument(options) { return .failure(problem) }
    if options.format == "json", options.list || options.dryRun {
      return .failure(
        Problem(
          message:
            "'--format json' prints the results of a run, and '\(options.list ? "--list" : "--dry-run")' runs no check; leave one out"
        ))
    }
    if options.given.contains("--app") { options.appSource = "--app" }
    return .success(options)
  }

  /// The positional argument past those `options.command` takes (`CommandSpec.arguments`), if any.
  private static func strayArgument(_ options: Options) -> Problem? {
    let takes = CommandSpec.of(options.command).arguments
    if takes.isEmpty, let stray = options.paths.first {
      return Problem(message: "'checkrun \(options.command)' takes no arguments, not '\(stray)'")
    }
    if let last = takes.last, !last.repeats, options.paths.count > takes.count {
      let taken = takes.count == 1 ? "one \(last.value.placeholder)" : Usage.list(takes.map(\.value.placeholder), "and")
      return Problem(
        message: "'checkrun \(options.command)' takes \(taken), not also '\(options.paths[takes.count])'")
    }
    return nil
  }

  /// `value` as a whole number within `range`, if it is one.
  static func whole(_ value: String, in range: ClosedRange<Int>) -> Int? {
    guard isDigits(value) else { return nil }
    return Int(value).flatMap { range.contains($0) ? $0 : nil }
  }

  /// Whether `value` is ASCII digits and nothing else: no sign, hex, exponent or other digits.
  static func isDigits(_ value: some StringProtocol) -> Bool {
    !value.isEmpty && value.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// The problem of a value that is not a whole number within `range`.
  static func notWhole(_ name: String, _ value: String, _ range: ClosedRange<Int>) -> Problem {
    Problem(message: "'\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
  }

  /// The message for a JUnit dialect checkrun does not write.
  static func unknownDialect(_ value: String) -> String {
    "unknown JUnit dialect '\(value)'; use 'strict' (the default) or 'rich'"
  }

  private mutating func set(_ name: String, _ value: String) -> Problem? {
    switch name {
    case "--app": app = value
    case "--defects": defects.append(value)
    case "--junit": junitOption = value
    case "--baseline": baseline = value
    case "--previous": previous = value
    case "--expires": expires = value
    case "--reason": reason = value
    case "-o", "--output": output = value
    case "--check-timeout":
      let parts = value.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count <= 2, parts.allSatisfy(Options.isDigits), let seconds = Double(value), seconds >= 0.001,
        seconds <= 86_400
      else {
        return Problem(message: "'--check-timeout' takes seconds from 0.001 to 86400, in digits, not '\(value)'")
      }
      checkTimeout = seconds
    case "--max-actions":
      guard let number = Options.whole(value, in: 1...100_000_000) else {
        return Options.notWhole(name, value, 1...100_000_000)
      }
      maxActions = number
    case "--seed":
      guard Options.isDigits(value), let number = UInt64(value) else {
        return Problem(message: "'--seed' takes a whole number, not '\(value)'")
      }
      seed = number
    case "--checks", "--large", "--memory-phase", "--count":
      guard let number = Options.whole(value, in: 1...10_000_000) else {
        return Options.notWhole(name, value, 1...10_000_000)
      }
      if name == "--checks" || name == "--count" {
        benchChecks = number
      } else if name == "--large" {
        benchLarge = number
      } else {
        memoryPhase = number
      }
    case "--jobs":
      guard let count = Options.whole(value, in: 1...512) else { return Options.notWhole(name, value, 1...512) }
      jobs = count
    case "--shard":
      let parts = value.split(separator: "/")
      guard parts.count == 2, parts.allSatisfy(Options.isDigits), let index = Int(parts[0]), let count = Int(parts[1]),
        count >= 1, index >= 1,
        index <= count
      else {
        return Problem(message: "'--shard' takes K/N with 1 <= K <= N, such as 2/4, not '\(value)'")
      }
      shard = (index, count)
    case "--junit-dialect":
      guard let chosen = JUnitWriter.Dialect(rawValue: value) else {
        return Problem(message: Options.unknownDialect(value))
      }
      dialect = chosen
    case "--color":
      guard let choice = ColorChoice(rawValue: value) else {
        return Problem(message: "'--color' takes 'auto' (the default), 'always' or 'never', not '\(value)'")
      }
      color = choice
    case "--report": reportFolder = value
    case "--config": config = value
    case "--filter": filter = value
    case "--tags": tags = value
    case "--profile": profile = value
    case "--format":
      let choices = OptionSpec.row(name, for: command)?.value?.choices ?? []
      guard choices.contains(value) else {
        let others = Command.allCases.filter {
          $0 != command && OptionSpec.row(name, for: $0)?.value?.choices.dropFirst().contains(value) == true
        }
        return Problem(
          message: "unknown format '\(value)' for 'checkrun \(command)'; use "
            + (choices.first.map { "'\($0)' (the default) or " } ?? "")
            + Usage.list(Array(choices.dropFirst()), "or", quoted: true)
            + (others.isEmpty
              ? "" : "; '\(value)' is a format of \(Usage.list(others.map { "checkrun \($0)" }, "and", quoted: true))"))
      }
      format = value
    case _ where Recorders.optionNames.contains(name): break
    default:
      // An option of the table that no case above and no output reads.
      return Problem(message: "'\(name)' is not read by this build of checkrun")
    }
    return nil
  }
}
