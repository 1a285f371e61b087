import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// A project folder in the temporary directory, with files at paths inside it; commands run
/// in-process with a folder of it as their working folder.
struct Project {
  let root: String

  init(_ name: String) {
    root = Scratch("config-\(name)").url.path
  }

  /// The absolute path of `relative` in the project.
  func path(_ relative: String) -> String { relative.isEmpty ? root : "\(root)/\(relative)" }

  /// Writes `text` at `relative`, making its folders; its absolute path.
  @discardableResult
  func put(_ text: String, at relative: String) throws -> String {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Makes the folder `relative`; its absolute path.
  @discardableResult
  func folder(_ relative: String) throws -> String {
    try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    return path(relative)
  }

  /// Runs checkrun with `arguments` in the project's folder `relative`.
  func run(_ arguments: [String], in relative: String = "") -> Invocation {
    Invocation(arguments, folder: path(relative))
  }

  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }
}

/// `checkrun.json`: found where checkrun runs or above, read with the command line winning,
/// its paths taken from its own folder, and refused at its line and column when it is wrong.
@Suite("checkrun.json, the configuration file")
struct ConfigFileTests {
  /// Passes on `fixed`; fails on `before`, which gives no warning.
  static let warningCheck = """
    Check:    warned in time
    Profile:  VoiceOver
    Task:     fill the long form until the warning appears
    Expected: the warning is announced

    """

  /// Fails on `fixed` and on `before`.
  static let failingCheck = """
    Id:       never-warned
    Profile:  Touch
    Task:     wait 16 minutes
    Expected: "Stay signed in" works

    """

  /// Expects a bare run in the project's folder `relative` to pass `warned in time` against the
  /// built-in default and to write its report into `reports`.
  static func expectWarnedOnFixed(_ project: Project, in relative: String, reportIn reports: String) {
    let run = project.run([], in: relative)
    #expect(run.code == .passed)
    #expect(run.stdout.hasPrefix("app 'fixed' (built-in default)\nPASS  warned in time"), "\(run.stdout)")
    #expect(project.exists("\(reports)/index.html"))
  }

  @Test("checkrun init writes checkrun.json naming its app file, and a bare checkrun there runs against that app")
  func initThenBareRun() throws {
    let project = Project("init")
    try project.folder("")
    let first = project.run(["init"])
    #expect(first.code == .passed, "\(first.stderr)")
    #expect(first.stdout.contains("wrote checkrun.json\n"))
    let written = try String(contentsOfFile: project.path("checkrun.json"), encoding: .utf8)
    #expect(written.contains("\"app\": \"checks/app.json\""))
    #expect(written.contains("\"paths\": [\"checks\"]"))
    // The app file init wrote is `fixed` as it stands, and the example check passes on it…
    let onFixed = project.run([])
    #expect(onFixed.code == .passed, "\(onFixed.stdout)\(onFixed.stderr)")
    #expect(onFixed.stdout.hasPrefix("app 'app' from \(project.path("checks/app.json")) (checkrun.json)\n"))
    // …so the file is made to differ from `fixed`: no warning, as `before`. A bare run now
    // fails, against the app of that file, named in the line of each check.
    let appFile = project.path("checks/app.json")
    let text = try String(contentsOfFile: appFile, encoding: .utf8)
    #expect(text.contains("\"base\": \"fixed\""))
    // An app with no warning has no warning lead: the key would have no effect, an error.
    try text.replacingOccurrences(of: "\"base\": \"fixed\"", with: "\"base\": \"before\", \"name\": \"my-bank\"")
      .replacingOccurrences(of: "\"warningLead\": \"2 minutes\"", with: "\"maximum\": \"none\"")
      .write(toFile: appFile, atomically: true, encoding: .utf8)
    let bare = project.run([])
    #expect(bare.code == .failed, "\(bare.stdout)\(bare.stderr)")
    #expect(bare.stdout.hasPrefix("app 'my-bank' from \(appFile) (checkrun.json)\n"), "\(bare.stdout)")
    #expect(bare.stdout.contains("FAIL  a VoiceOver user is warned before the session ends and can stay signed in"))
    #expect(bare.stdout.contains("app 'my-bank', 15 minutes simulated"))
    // The outputs went to the project's reports/, as the default beside checkrun.json.
    let junit = try [UInt8](Data(contentsOf: URL(fileURLWithPath: project.path("reports/junit.xml"))))
    #expect(LibXML.attributes("failures", of: "testsuite", in: junit) == ["1"])
    // The command line still wins, and --no-config leaves the file out.
    let fixed = project.run(["--app", "fixed"])
    #expect(fixed.code == .passed)
    #expect(fixed.stdout.hasPrefix("app 'fixed' (--app)\n"))
    let unconfigured = project.run(["--no-config"])
    #expect(unconfigured.code == .passed)
    #expect(unconfigured.stdout.hasPrefix("app 'fixed' (built-in default)\n"))
  }

  @Test("init writes nothing when checkrun.json is there already, even a broken link")
  func initRefusesAnExistingConfig() throws {
    let project = Project("init-refuses")
    try project.put("{}\n", at: "checkrun.json")
    let refused = project.run(["init"])
    #expect(refused.code == .notUnderstood)
    #expect(
      refused.stderr == "checkrun: error: 'checkrun.json' already exists; init writes nothing over existing files\n")
    #expect(!project.exists("checks"))
    #expect(try String(contentsOfFile: project.path("checkrun.json"), encoding: .utf8) == "{}\n")
    let linked = Project("init-link")
    try linked.folder("")
    try FileManager.default.createSymbolicLink(atPath: linked.path("checkrun.json"), withDestinationPath: "nowhere")
    #expect(linked.run(["init", "a11y"]).stderr.contains("'checkrun.json' already exists"))
    #expect(!linked.exists("a11y"))
    // A folder of another name: checkrun.json names it.
    let named = Project("init-named")
    try named.folder("")
    #expect(named.run(["init", "tests/a11y"]).code == .passed)
    let config = try String(contentsOfFile: named.path("checkrun.json"), encoding: .utf8)
    #expect(config.contains("\"app\": \"tests/a11y/app.json\",\n  \"paths\": [\"tests/a11y\"]"))
    #expect(named.run([]).stdout.hasPrefix("app 'app' from \(named.path("tests/a11y/app.json")) (checkrun.json)\n"))
  }

  @Test("each option on the command line wins over its key; the keys it does not give still apply")
  func commandLineWins() throws {
    let project = Project("precedence")
    try project.put(
      """
      { "app": "apps/quiet.json", "paths": ["suite"], "report": "out", "junit": "ci/junit.xml",
        "junitDialect": "rich", "jobs": 3, "baseline": "known.json" }
      """, at: "checkrun.json")
    try project.put("{ \"base\": \"before\", \"name\": \"quiet\" }", at: "apps/quiet.json")
    let suite = try project.put(Self.warningCheck, at: "suite/a.check")
    let other = try project.put(Self.warningCheck.replacingOccurrences(of: "in time", with: "elsewhere"), at: "b.check")
    try project.put("{\"known\": []}", at: "known.json")
    func options(_ arguments: [String]) throws -> Options {
      var options = try Options.parse(arguments).get()
      let here = WorkingFolder(project.root)
      options.root(at: here)
      try options.configure(in: here).get()
      return options
    }
    let fromFile = try options([])
    #expect(fromFile.app == project.path("apps/quiet.json"))
    #expect(fromFile.appSource == "checkrun.json")
    #expect(fromFile.paths == [project.path("suite")])
    #expect(fromFile.reportFolder == project.path("out"))
    #expect(fromFile.junitPath == project.path("ci/junit.xml"))
    #expect(fromFile.dialect == .rich)
    #expect(fromFile.jobs == 3)
    #expect(fromFile.baseline == project.path("known.json"))
    let given = try options([
      "--app", "fixed", "--report", "r", "--junit", "j.xml", "--junit-dialect", "strict", "--jobs", "1",
      "--baseline", "k.json", "b.check",
    ])
    #expect(given.app == "fixed")
    #expect(given.appSource == "--app")
    #expect(given.paths == [other])
    #expect(given.reportFolder == project.path("r"))
    #expect(given.junitPath == project.path("j.xml"))
    #expect(given.dialect == .strict)
    #expect(given.jobs == 1)
    #expect(given.baseline == project.path("k.json"))
    // One option given, the other keys kept: JUnit stays where the file puts it.
    let report = try options(["--report", "r"])
    #expect(report.junitPath == project.path("ci/junit.xml"))
    #expect(report.app == project.path("apps/quiet.json"))
    // End to end: the file's app, paths and outputs, then the command line's.
    let bare = project.run([])
    #expect(bare.code == .failed)
    #expect(
      bare.stdout.hasPrefix("app 'quiet' from \(project.path("apps/quiet.json")) (checkrun.json)\nFAIL  warned in time")
    )
    let junit = try [UInt8](Data(contentsOf: URL(fileURLWithPath: project.path("ci/junit.xml"))))
    #expect(LibXML.attributes("file", of: "testcase", in: junit) == [suite], "rich, as the file says")
    #expect(project.exists("out/index.html"))
    let overridden = project.run(["--app", "fixed", "b.check"])
    #expect(overridden.code == .passed)
    #expect(overridden.stdout.hasPrefix("app 'fixed' (--app)\nPASS  warned elsewhere"))
  }

  @Test("a bare run in a folder below finds the nearest checkrun.json, and takes its paths from that file's folder")
  func searchUpward() throws {
    let project = Project("upward")
    try project.put(
      "{ \"app\": \"bank.json\", \"paths\": [\"suite\"], \"baseline\": \"known.json\" }", at: "checkrun.json")
    try project.put("{ \"base\": \"before\", \"name\": \"bank\" }", at: "bank.json")
    try project.put(Self.failingCheck, at: "suite/never.check")
    try project.put(
      "{\"known\": [{\"id\": \"never-warned\", \"reason\": \"fix in 4.2\", \"expires\": \"2099-12-31\"}]}",
      at: "known.json")
    // A folder below with a suite, an app file and a baseline of the same names: never read.
    try project.put(Self.warningCheck, at: "src/deep/suite/other.check")
    try project.put("{ \"base\": \"fixed\", \"name\": \"wrong\" }", at: "src/deep/bank.json")
    try project.put("{\"known\": []}", at: "src/deep/known.json")
    let run = project.run([], in: "src/deep")
    #expect(run.code == .passed, "the failure is known: \(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasPrefix("app 'bank' from \(project.path("bank.json")) (../../checkrun.json)\n"), "\(run.stdout)")
    #expect(run.stdout.contains("KNOWN"))
    #expect(!run.stdout.contains("other"))
    // The report goes beside checkrun.json, as its default, not into the folder below.
    #expect(project.exists("reports/index.html"))
    #expect(!project.exists("src/deep/reports"))
    // The nearest file wins: one in the folder between is read instead, with its own paths.
    try project.put("{ \"paths\": [\"deep/suite\"] }", at: "src/checkrun.json")
    Self.expectWarnedOnFixed(project, in: "src/deep", reportIn: "src/reports")
  }

  @Test("the paths from the command line start at the working folder, the file's at its own folder")
  func relativePaths() throws {
    let project = Project("relative")
    try project.put("{ \"paths\": [\"suite\"], \"report\": \"out\" }", at: "checkrun.json")
    try project.put(Self.warningCheck, at: "suite/a.check")
    try project.put(Self.failingCheck, at: "sub/suite/a.check")
    try project.put(Self.warningCheck.replacingOccurrences(of: "in time", with: "here"), at: "sub/here.check")
    let fromFile = project.run([], in: "sub")
    #expect(fromFile.stdout.contains("PASS  warned in time"), "\(fromFile.stdout)")
    #expect(!fromFile.stdout.contains("never"))
    let given = project.run(["here.check", "--report", "mine"], in: "sub")
    #expect(given.stdout.contains("PASS  warned here"), "\(given.stdout)")
    #expect(project.exists("sub/mine/index.html"))
    // Without a file, the default checks folder is the working folder's own.
    let none = Project("relative-none")
    try none.put(Self.warningCheck, at: "checks/a.check")
    Self.expectWarnedOnFixed(none, in: "", reportIn: "reports")
  }

  @Test("--config names the file to read, its paths from its own folder; --no-config reads none")
  func namedConfig() throws {
    let project = Project("named")
    try project.put("{ \"app\": \"bank.json\", \"paths\": [\"../suite\"] }", at: "ci/strict.json")
    try project.put("{ \"base\": \"before\", \"name\": \"bank\" }", at: "ci/bank.json")
    try project.put(Self.warningCheck, at: "suite/a.check")
    try project.put("{ \"jobs\": \"many\" }", at: "checkrun.json")
    let named = project.run(["--config", "ci/strict.json"])
    #expect(named.code == .failed, "\(named.stderr)")
    #expect(named.stdout.hasPrefix("app 'bank' from \(project.path("ci/bank.json")) (ci/strict.json)\n"))
    // The bad checkrun.json beside it is not read under --config, nor under --no-config.
    try project.put(Self.warningCheck, at: "checks/b.check")
    #expect(project.run(["--no-config"]).code == .passed)
    let both = project.run(["--config", "ci/strict.json", "--no-config"])
    #expect(both.code == .notUnderstood)
    #expect(both.stderr == "checkrun: error: '--config' and '--no-config' cannot be given together\n")
    let missing = project.run(["--config", "ci/none.json"])
    #expect(missing.code == .notUnderstood)
    #expect(
      missing.stderr
        == "ci/none.json:1:1: error: cannot read the configuration file: no such file or directory\ncheckrun: error: the configuration file 'ci/none.json' could not be used; nothing was run\n"
    )
    // Commands that read no configuration refuse the options.
    #expect(
      project.run(["steps", "--no-config"]).stderr.hasPrefix(
        "checkrun: error: '--no-config' does not apply to 'checkrun steps'; it is an option of the commands run, lint, audit, merge and baseline"
      ))
  }

  @Test("lint, audit and baseline read the keys they take; steps and init read no file")
  func commandsThatRead() throws {
    let project = Project("commands")
    try project.put("{ \"app\": \"missing.json\", \"paths\": [\"suite\"], \"report\": \"out\" }", at: "checkrun.json")
    try project.put(Self.warningCheck, at: "suite/a.check")
    let lint = project.run(["lint"])
    #expect(lint.code == .notUnderstood)
    #expect(lint.stderr.contains("the app file '\(project.path("missing.json"))' (checkrun.json) could not be used"))
    // The audit lays its faults over the file's app, so a missing one stops it as it stops lint.
    let audit = project.run(["audit"])
    #expect(audit.code == .notUnderstood)
    #expect(audit.stderr.contains("(checkrun.json) could not be used"), "\(audit.stderr)")
    // And it writes where the file's report is.
    try project.put("{ \"paths\": [\"suite\"], \"report\": \"out\" }", at: "checkrun.json")
    let written = project.run(["audit"])
    #expect(written.stdout.contains("Audit: \(project.path("out"))/audit.md"), "\(written.stdout)\(written.stderr)")
    try project.put("{ \"app\": \"missing.json\", \"paths\": [\"suite\"], \"report\": \"out\" }", at: "checkrun.json")
    let baseline = project.run(["baseline", "-o", "known.json", "--expires", "2099-01-01"])
    #expect(baseline.stderr.contains("(checkrun.json) could not be used"))
    #expect(!project.exists("known.json"))
    try project.put("{ \"nonsense\": true }", at: "checkrun.json")
    #expect(project.run(["steps"]).code == .passed)
    // merge writes JUnit in the file's dialect, as its shards were written.
    try project.put("{ \"paths\": [\"suite\"], \"junitDialect\": \"rich\" }", at: "checkrun.json")
    #expect(project.run(["--results", "--report", "whole"]).code == .passed)
    let merged = project.run(["merge", "-o", "merged", "whole"])
    #expect(merged.code == .passed, "\(merged.stderr)")
    let junit = try [UInt8](Data(contentsOf: URL(fileURLWithPath: project.path("merged/junit.xml"))))
    #expect(LibXML.attributes("file", of: "testcase", in: junit) == [project.path("suite/a.check")])
    #expect(project.run(["merge", "--no-config", "-o", "strict", "whole"]).code == .passed)
    let strict = try [UInt8](Data(contentsOf: URL(fileURLWithPath: project.path("strict/junit.xml"))))
    #expect(LibXML.attributes("file", of: "testcase", in: strict).isEmpty)
  }
}
