import Foundation
import Harness

/// The command: reads the arguments, runs the checks, writes the reports, says how it went.
enum CheckRun {
  static let version = "0.1.0"

  static func main(arguments: [String]) -> ExitCode {
    run(
      arguments, environment: ProcessInfo.processInfo.environment, stdout: StandardStream.output,
      stderr: StandardStream.error)
  }

  /// Runs the command in-process; tests call this with buffers.
  static func run(
    _ arguments: [String], environment: [String: String], stdout: some TextSink, stderr: some TextSink
  ) -> ExitCode {
    let options: Options
    switch Options.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let problem):
      stderr.write("checkrun: error: \(problem.message)\nrun 'checkrun --help' for the options\n")
      return .notUnderstood
    }
    if options.help {
      stdout.write(Options.usage + "\n")
      return .passed
    }
    if options.version {
      stdout.write("checkrun \(version)\n")
      return .passed
    }
    guard let app = AppModel.builtIn[options.app.lowercased()] else {
      let close = Similarity.closest(to: options.app, among: AppModel.builtIn.keys.sorted(), cutoff: 0.5)
      stderr.write(
        "checkrun: error: unknown app '\(options.app)'\(Similarity.suggestion(close)); built-in apps are 'fixed' and 'before'\n"
      )
      return .notUnderstood
    }
    let paths = options.paths.isEmpty ? ["checks"] : options.paths
    if options.paths.isEmpty, !FileManager.default.fileExists(atPath: "checks") {
      stderr.write("checkrun: error: no 'checks' folder here; pass the check files or folders to run\n")
      return .notUnderstood
    }
    let color = options.color && stdout.isTerminal && environment["NO_COLOR"] == nil
    let console = ConsoleReporter(color: color)
    let (sources, missing) = SourceLoader.sources(for: paths)
    for problem in missing { stderr.write("\(problem)\n") }
    let resolver = Resolver(defaultApp: app)
    var suites: [RunReport.Suite] = []
    var sawProblem = !missing.isEmpty
    for source in sources {
      let parsed = SourceLoader.load(source)
      for problem in parsed.diagnostics { stderr.write("\(problem)\n") }
      sawProblem = sawProblem || !parsed.diagnostics.isEmpty
      var cases = parsed.diagnostics.isEmpty ? [] : [invalidFileCase(parsed)]
      var names = Set<String>()
      for check in parsed.checks {
        let name = unique(check.displayName, in: &names)
        let classname = RunReport.classname(forPath: source.path)
        let item: RunReport.Case
        switch resolver.resolve(check) {
        case .failure(let list):
          for problem in list.diagnostics { stderr.write("\(problem)\n") }
          sawProblem = true
          item = RunReport.Case(
            name: name, classname: classname, location: check.location, outcome: .invalid(list.diagnostics),
            milliseconds: 0)
        case .success(let runnable):
          let clock = ContinuousClock()
          var result: CheckResult?
          let elapsed = clock.measure { result = Runner.run(runnable) }
          let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
          guard let result else { continue }
          item = RunReport.Case(
            name: name, classname: classname, location: check.location, outcome: .ran(result),
            milliseconds: milliseconds)
        }
        stdout.write(console.lines(for: item))
        cases.append(item)
      }
      suites.append(RunReport.Suite(path: source.path, cases: cases))
    }
    let report = RunReport(
      suites: suites, appName: app.name, toolVersion: version, timestamp: timestamp(environment))
    if report.cases.isEmpty && !sawProblem {
      stderr.write("checkrun: error: no checks found in \(paths.map { "'\($0)'" }.joined(separator: ", "))\n")
      return .notUnderstood
    }
    do {
      let bytes = try JUnitWriter().document(for: report)
      try AtomicFile.write(bytes, to: options.junitPath)
      stdout.write("JUnit: \(options.junitPath)\n")
    } catch let failure as JUnitWriter.Failure {
      stderr.write("checkrun: error: \(failure.message)\n")
      return .notUnderstood
    } catch let failure as AtomicFile.Failure {
      stderr.write("checkrun: error: \(failure.message)\n")
      return .notUnderstood
    } catch {
      stderr.write("checkrun: error: \(error)\n")
      return .notUnderstood
    }
    stdout.write(console.closingLine(report))
    if sawProblem { return .notUnderstood }
    return report.failed > 0 ? .failed : .passed
  }

  /// A file-level entry for problems that belong to no single check.
  static func invalidFileCase(_ parsed: ParsedFile) -> RunReport.Case {
    RunReport.Case(
      name: "\(parsed.path) (not understood)", classname: RunReport.classname(forPath: parsed.path),
      location: parsed.diagnostics.first?.location ?? SourceLocation(path: parsed.path, line: 1, column: 1),
      outcome: .invalid(parsed.diagnostics), milliseconds: 0)
  }

  /// `name`, or `name (2)` when the file already has a check of that name.
  static func unique(_ name: String, in names: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while names.contains(candidate) {
      candidate = "\(name) (\(number))"
      number += 1
    }
    names.insert(candidate)
    return candidate
  }

  /// Now, or `SOURCE_DATE_EPOCH` when set, as `YYYY-MM-DDTHH:MM:SS` in UTC.
  static func timestamp(_ environment: [String: String]) -> String {
    let seconds = environment["SOURCE_DATE_EPOCH"].flatMap(Int64.init) ?? Int64(Date().timeIntervalSince1970)
    return utc(seconds)
  }

  /// Civil time in UTC from seconds since 1970, without a locale or a calendar object.
  static func utc(_ seconds: Int64) -> String {
    let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
    let rest = seconds - days * 86400
    // Howard Hinnant's days-to-civil algorithm.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))"
  }
}
