import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// A `checkrun.json` that cannot be used is an error at its line and column, and nothing runs.
@Suite("checkrun.json, refused")
struct ConfigFileErrorTests {
  /// A configuration file and the messages it gets on standard error, one a line.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var golden: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an unknown key, with the closest known one", file: "{\n  \"paht\": [\"checks\"]\n}\n",
      golden: ["checkrun.json:2:3: error: unknown key 'paht'; did you mean 'paths'?"]),
    Case(
      name: "the option's own spelling", file: "{ \"junit-dialect\": \"rich\" }",
      golden: ["checkrun.json:1:3: error: unknown key 'junit-dialect'; did you mean 'junitDialect'?"]),
    Case(
      name: "an unknown key like none", file: "{ \"colour\": true }",
      golden: [
        "checkrun.json:1:3: error: unknown key 'colour'; the keys are 'app', 'paths', 'baseline', 'report', 'junit', 'junitDialect' and 'jobs' (a key starting with // is a comment)"
      ]),
    Case(
      name: "an unknown built-in app", file: "{\n  \"app\":   \"fixd\"\n}",
      golden: [
        "checkrun.json:2:12: error: unknown app 'fixd'; did you mean 'fixed'?; built-in apps are 'fixed' and 'before', or name an app file (.json)"
      ]),
    Case(
      name: "an app that is not text", file: "{ \"app\": [\"fixed\"] }",
      golden: [
        "checkrun.json:1:10: error: 'app' takes a built-in app's name ('fixed' or 'before') or an app file's path, not a list"
      ]),
    Case(
      name: "paths as one text", file: "{ \"paths\": \"checks\" }",
      golden: [
        "checkrun.json:1:12: error: 'paths' takes a list of check files or folders, such as [\"checks\"], not text"
      ]),
    Case(
      name: "no paths", file: "{ \"paths\": [] }",
      golden: [
        "checkrun.json:1:12: error: 'paths' lists no path; name at least one, or leave the key out for 'checks'"
      ]),
    Case(
      name: "a path that is not text", file: "{ \"paths\": [\"checks\", 4] }",
      golden: ["checkrun.json:1:12: error: 'paths' item 2 is a number; each path is text, such as \"checks\""]),
    Case(
      name: "an empty path", file: "{ \"report\": \"\" }",
      golden: ["checkrun.json:1:13: error: 'report' takes the path of the report folder, not empty text"]),
    Case(
      name: "a baseline of null", file: "{ \"baseline\": null }",
      golden: ["checkrun.json:1:15: error: 'baseline' takes the path of a baseline file, not null"]),
    Case(
      name: "JUnit as a flag", file: "{ \"junit\": true }",
      golden: ["checkrun.json:1:12: error: 'junit' takes the path of the JUnit file, not true or false"]),
    Case(
      name: "an unknown dialect", file: "{ \"junitDialect\": \"fancy\" }",
      golden: ["checkrun.json:1:19: error: unknown JUnit dialect 'fancy'; use 'strict' (the default) or 'rich'"]),
    Case(
      name: "no jobs", file: "{ \"jobs\": 0 }",
      golden: ["checkrun.json:1:11: error: 'jobs' takes a whole number from 1 to 512, not '0'"]),
    Case(
      name: "a part of a job", file: "{ \"jobs\": 2.5 }",
      golden: ["checkrun.json:1:11: error: 'jobs' takes a whole number from 1 to 512, not '2.5'"]),
    Case(
      name: "too many jobs", file: "{ \"jobs\": 513 }",
      golden: ["checkrun.json:1:11: error: 'jobs' takes a whole number from 1 to 512, not '513'"]),
    Case(
      name: "jobs as text", file: "{ \"jobs\": \"2\" }",
      golden: ["checkrun.json:1:11: error: 'jobs' takes a whole number from 1 to 512, not text"]),
    Case(
      name: "a key given twice", file: "{\n  \"jobs\": 2,\n  \"jobs\": 3\n}",
      golden: ["checkrun.json:3:3: error: duplicate key 'jobs'; each key may appear once"]),
    Case(
      name: "a number with an exponent", file: "{ \"jobs\": 1e1 }",
      golden: ["checkrun.json:1:11: error: number '1e1' has an exponent; write it in digits, such as 90 or 1.5"]),
    Case(
      name: "not JSON", file: "{\n  \"app\": fixed\n}",
      golden: ["checkrun.json:2:11: error: not valid JSON: invalid value around character 12"]),
    Case(
      name: "not an object", file: "[\"checks\"]",
      golden: ["checkrun.json:1:1: error: checkrun.json is a JSON object: { \"app\": \"checks/app.json\", … }"]),
    Case(
      name: "every problem at once, in the order of the file",
      file: "{\n  \"//\": \"comments are fine\",\n  \"jobs\": -1,\n  \"pahts\": [],\n  \"app\": 3\n}",
      golden: [
        "checkrun.json:3:11: error: 'jobs' takes a whole number from 1 to 512, not '-1'",
        "checkrun.json:4:3: error: unknown key 'pahts'; did you mean 'paths'?",
        "checkrun.json:5:10: error: 'app' takes a built-in app's name ('fixed' or 'before') or an app file's path, not a number",
      ]),
  ]

  @Test(
    "a bad checkrun.json is refused at its line and column; nothing runs and no report is written", arguments: cases)
  func refused(_ item: Case) throws {
    let project = Project("refused")
    try project.put(item.file, at: "checkrun.json")
    try project.put(ConfigFileTests.warningCheck, at: "checks/a.check")
    for arguments in [[], ["lint"]] {
      let run = project.run(arguments)
      #expect(run.code == .notUnderstood)
      let expected =
        item.golden.joined(separator: "\n")
        + "\ncheckrun: error: the configuration file 'checkrun.json' could not be used; nothing was run\n"
      #expect(run.stderr == expected)
      #expect(run.stdout.isEmpty)
      #expect(!project.exists("reports"))
    }
    // Found from a folder below, it is named as that folder reaches it.
    try project.folder("sub")
    let below = project.run([], in: "sub")
    #expect(below.stderr.hasPrefix("../" + item.golden[0]), "\(below.stderr)")
  }

  @Test("checkrun.json that is a folder or a broken link is an error, never passed over for one above")
  func unreadable() throws {
    let project = Project("unreadable")
    try project.put("{ \"app\": \"before\" }", at: "checkrun.json")
    try project.put(ConfigFileTests.warningCheck, at: "sub/checks/a.check")
    try project.folder("sub/checkrun.json")
    let folder = project.run([], in: "sub")
    #expect(folder.code == .notUnderstood)
    #expect(
      folder.stderr
        == "checkrun.json:1:1: error: cannot read the configuration file: it is not a regular file\ncheckrun: error: the configuration file 'checkrun.json' could not be used; nothing was run\n"
    )
    try project.folder("link")
    try project.put(ConfigFileTests.warningCheck, at: "link/checks/a.check")
    try FileManager.default.createSymbolicLink(atPath: project.path("link/checkrun.json"), withDestinationPath: "gone")
    let broken = project.run([], in: "link")
    #expect(broken.code == .notUnderstood)
    #expect(
      broken.stderr.hasPrefix("checkrun.json:1:1: error: cannot read the configuration file: "), "\(broken.stderr)")
    #expect(!project.exists("link/reports") && !project.exists("sub/reports"))
    // A FIFO (a file that cannot be read as one, as a file of no permission cannot for
    // anyone but root) is refused without waiting on it.
    try project.folder("fifo")
    #expect(mkfifo(project.path("fifo/checkrun.json"), 0o600) == 0)
    #expect(project.run([], in: "fifo").stderr.contains("it is not a regular file"))
  }
}
