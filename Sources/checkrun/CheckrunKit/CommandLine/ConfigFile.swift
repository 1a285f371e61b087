import Foundation
import Harness

/// `checkrun.json`: the settings a project keeps for its runs (its app, its checks, its
/// baseline and outputs), so a bare `checkrun` in its folder, or in one below, runs them.
/// An option on the command line wins over its key; paths in the file are relative to the
/// folder that holds it.
struct ConfigFile: Equatable, Sendable {
  /// The file's name, looked for in the working folder and then in each folder above it.
  static let name = "checkrun.json"

  /// The largest configuration file read: a few keys take a few hundred bytes.
  static let limit = 1_000_000

  /// A key of the file, named as the option it stands for is, in camel case.
  enum Key: String, CaseIterable, Sendable {
    case app
    case paths
    case baseline
    case report
    case junit
    case junitDialect
    case jobs

    /// The option on the command line that wins over this key (`paths` is the PATHS given).
    var option: String {
      switch self {
      case .app: "--app"
      case .paths: "PATHS"
      case .baseline: "--baseline"
      case .report: "--report"
      case .junit: "--junit"
      case .junitDialect: "--junit-dialect"
      case .jobs: "--jobs"
      }
    }
  }

  var app: String?
  var paths: [String]?
  var baseline: String?
  var report: String?
  var junit: String?
  var dialect: JUnitWriter.Dialect?
  var jobs: Int?

  /// The keys `command` reads: each takes those of its options the file can set. Every key
  /// is checked whichever command reads the file, so a mistake is found on the first run.
  static func keys(readBy command: Options.Command) -> Set<Key> {
    switch command {
    case .run: Set(Key.allCases)
    case .lint, .baseline: [.app, .paths, .jobs]
    case .audit: [.app, .paths, .report, .jobs]
    case .merge: [.junitDialect, .jobs]
    case .steps, .app, .`init`, .diff, .bench, .fuzz, .help, .completions: []
    }
  }

  /// The commands that read a configuration file, and so take `--config` and `--no-config`.
  static let readers = Set(Options.Command.allCases.filter { !keys(readBy: $0).isEmpty })

  /// Reads the file at `path`; `shown` names it in messages, as the person would find it.
  static func load(_ path: String, shownAs shown: String) -> Result<ConfigFile, DiagnosticList> {
    do {
      let bytes = try BoundedFile.contents(
        path, limit: limit, what: "configuration file", advice: "checkrun.json holds a few settings in far less")
      return parse(Data(bytes), path: shown)
    } catch {
      return .failure(
        DiagnosticList([Diagnostic(.unreadableFile, at: SourceLocation(path: shown, line: 1, column: 1), error.reason)])
      )
    }
  }

  /// The settings in a configuration file's bytes, or every problem at its line and column:
  /// an unknown key (with the closest known one), a value of the wrong type or out of range.
  static func parse(_ data: Data, path: String) -> Result<ConfigFile, DiagnosticList> {
    let read: (object: [String: ConfigValue], scan: JSONScan.Scan)
    switch JSONObject.read(
      Array(data), path: path, shape: "checkrun.json is a JSON object: { \"app\": \"checks/app.json\", … }")
    {
    case .success(let object): read = object
    case .failure(let list): return .failure(list)
    }
    var config = ConfigFile()
    var problems: [Diagnostic] = []
    for member in read.scan.members where !member.key.hasPrefix("//") {
      guard let key = Key(rawValue: member.key) else {
        let close = Similarity.closest(to: member.key, among: Key.allCases.map(\.rawValue), cutoff: 0.5)
        let known = Key.allCases.map { "'\($0.rawValue)'" }
        let advice =
          close.isEmpty
          ? "; the keys are \(known.dropLast().joined(separator: ", ")) and \(known[known.count - 1]) (a key starting with // is a comment)"
          : Similarity.suggestion(close)
        problems.append(
          Diagnostic(
            .badAppFile, at: SourceLocation(path: path, line: member.line, column: member.column),
            "unknown key '\(member.key)'\(advice)"))
        continue
      }
      guard let value = read.object[member.key], let message = config.set(key, value) else { continue }
      problems.append(
        Diagnostic(
          .badAppFile, at: SourceLocation(path: path, line: member.valueLine, column: member.valueColumn), message))
    }
    return problems.isEmpty ? .success(config) : .failure(DiagnosticList(problems))
  }

  /// Sets `key` from `value`; what is wrong with the value, if anything.
  private mutating func set(_ key: Key, _ value: ConfigValue) -> String? {
    let name = key.rawValue
    switch (key, value) {
    case (.app, .string(let text)) where !text.isEmpty:
      guard AppModel.builtIn[text.lowercased()] != nil || AppFile.looksLikeFile(text) else {
        return CheckRun.unknownApp(text)
      }
      app = text
    case (.paths, .array(let list)):
      guard !list.isEmpty else { return "'paths' lists no path; name at least one, or leave the key out for 'checks'" }
      var texts: [String] = []
      for (place, item) in list.enumerated() {
        guard case .string(let text) = item, !text.isEmpty else {
          return "'paths' item \(place + 1) is \(Self.kind(item)); each path is text, such as \"checks\""
        }
        texts.append(text)
      }
      paths = texts
    case (.baseline, .string(let text)) where !text.isEmpty: baseline = text
    case (.report, .string(let text)) where !text.isEmpty: report = text
    case (.junit, .string(let text)) where !text.isEmpty: junit = text
    case (.junitDialect, .string(let text)):
      guard let chosen = JUnitWriter.Dialect(rawValue: text) else { return Options.unknownDialect(text) }
      dialect = chosen
    case (.jobs, .number(let number)):
      guard number == number.rounded(), let count = Options.whole(AppSettings.written(number), in: 1...512) else {
        return Options.notWhole(name, AppSettings.written(number), 1...512).message
      }
      jobs = count
    default:
      let wanted: String =
        switch key {
        case .app: "a built-in app's name ('fixed' or 'before') or an app file's path"
        case .paths: "a list of check files or folders, such as [\"checks\"]"
        case .baseline: "the path of a baseline file"
        case .report: "the path of the report folder"
        case .junit: "the path of the JUnit file"
        case .junitDialect: "'strict' or 'rich'"
        case .jobs: "a whole number from 1 to 512"
        }
      return "'\(name)' takes \(wanted), not \(Self.kind(value))"
    }
    return nil
  }

  /// A value as a message names it: `empty text`, `a number`, `a list`.
  private static func kind(_ value: ConfigValue) -> String {
    if case .string(let text) = value, text.isEmpty { return "empty text" }
    return value.kindName
  }
}
