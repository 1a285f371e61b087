import Harness

/// The command line, understood.
struct Options: Equatable, Sendable {
  var paths: [String] = []
  /// `--app NAME`: the app for checks that name none.
  var app = "fixed"
  var junitPath = "reports/junit.xml"
  var help = false
  var version = false
  var color = true

  /// A command-line problem, printed as `checkrun: error: …` with exit 2.
  struct Problem: Error, Equatable, Sendable {
    var message: String
  }

  static let valueOptions = ["--app", "--junit"]
  static let flagOptions = ["--help", "-h", "--version", "--no-color"]

  /// Reads `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> Result<Options, Problem> {
    var options = Options()
    var index = 0
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
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
      switch name {
      case "--":
        onlyPaths = true
      case "--help", "-h":
        options.help = true
      case "--version":
        options.version = true
      case "--no-color":
        options.color = false
      case "--app", "--junit":
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil), !value.isEmpty else {
          return .failure(Problem(message: "'\(name)' needs a value"))
        }
        if inlineValue == nil { index += 1 }
        if name == "--app" { options.app = value } else { options.junitPath = value }
      default:
        let close = Similarity.closest(to: name, among: valueOptions + flagOptions, cutoff: 0.5)
        return .failure(Problem(message: "unknown option '\(name)'" + Similarity.suggestion(close)))
      }
    }
    return .success(options)
  }

  static let usage = """
    USAGE: checkrun [options] [PATHS...]

    Runs plain-text accessibility timing checks against an in-process model of the app,
    at the pace and with the perception of each assistive-technology profile.

    ARGUMENTS:
      PATHS             .check files, folders (searched for *.check) or prose documents
                        with check blocks in them (default: checks/)

    OPTIONS:
      --app NAME        the app for checks with no 'App:' line: 'fixed' (default) or 'before'
      --junit PATH      where to write JUnit XML (default: reports/junit.xml)
      --no-color        plain output even on a terminal (NO_COLOR is honoured too)
      --version         print the version and exit
      -h, --help        show this help

    EXIT CODES:
      0  every check passed
      1  a check failed
      2  a check or the command line could not be understood (the others still run)

    EXAMPLES:
      checkrun                                   run checks/ against the fixed app
      checkrun --app before checks/session-timeout.check
      checkrun ../shared/seeds/000_3a7a1dde4fb0dbf8.txt   run the checks in a prose document
    """
}
