import Foundation
import Harness
import Testing

/// Harness used as a library, as the README shows an app team using it from its own tests:
/// only its public API (`Checks.run`, `AppModel(contentsOf:)`), with no XML and no command line.
@Suite("Harness as a library")
struct LibraryUseTests {
  /// A team's repository in a temporary folder: its app file and two check files.
  static func bankFolder(app: String = bankApp, checks: [String: String] = bankChecks) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try app.write(to: folder.appendingPathComponent("bank.json"), atomically: true, encoding: .utf8)
    for (name, text) in checks {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  static let bankApp = """
    { "base": "fixed", "name": "bank", "session": { "length": "10 minutes" } }
    """

  static let bankChecks = [
    "session.check": """
    Check: a VoiceOver user is warned in time and can stay signed in
    Profile: VoiceOver
    Task: fill the long form until the warning appears
    Expected: the warning is announced
      "Stay signed in" works
    """,
    "code.check": """
    Check: a Switch Control user can ask for a new code
    Profile: Switch Control
    Task: request a one-time code, then let the code expire
    Expected: "Code expired" is followed by a reachable "Resend code"
    """,
  ]

  /// The README's first example (`readmeShowsIt` holds the two together), on a folder made
  /// here instead of the package's own.
  @Test("the README's example: a folder of checks run against the team's app file")
  func readmeFolderExample() throws {
    let checks = try Self.bankFolder()
    let app = try AppModel(contentsOf: "\(checks)/bank.json")  // the file `checkrun --app` reads
    let results = try Checks.run(folder: checks, against: app)
    #expect(results.allPassed, "\(results)")
    #expect(results.count == 2)
    #expect(results.allSatisfy { $0.check.app.name == "bank" })
    #expect(results.map(\.check.source.location.path) == ["\(checks)/code.check", "\(checks)/session.check"])
  }

  /// The README's second example: an app's own session length, set in code.
  @Test("the README's example: a check in a string, run against an app set in code")
  func readmeSourceExample() throws {
    var app = AppModel.fixed
    app.name = "bank"
    app.session.length = .seconds(10 * 60)  // a 10-minute session

    let results = try Checks.run(
      source: """
        Check: a VoiceOver user is warned in time and can stay signed in
        Profile: VoiceOver
        Task: fill the long form until the warning appears
        Expected: the warning is announced
          "Stay signed in" works
        """,
      against: app)
    #expect(results.allPassed, "\(results)")
  }

  @Test("the README shows both examples, line for line")
  func readmeShowsIt() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(contentsOf: folder.appendingPathComponent("../../README.md"), encoding: .utf8)
    let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Checks inside your own Swift tests").last)
    let blocks = section.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
    #expect(blocks.count >= 2)
    let ours = Set(tests.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    for code in blocks.prefix(2) {
      // Each test's body, from its first line to its closing brace.
      let body = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .drop { !$0.hasPrefix("@Test") }.dropFirst().prefix { $0 != "}" }
      #expect(body.count >= 3)
      let missing = body.filter { !$0.isEmpty && !ours.contains($0) }
      #expect(missing.isEmpty, "lines of the README's example that the test does not have: \(missing)")
    }
  }

  @Test("the same folder fails against a 'before' app, and the results say where and why")
  func failureSaysWhy() throws {
    let checks = try Self.bankFolder(app: #"{ "base": "before", "name": "bank" }"#)
    let app = try AppModel(contentsOf: "\(checks)/bank.json")
    let results = try Checks.run(folder: checks, against: app)
    #expect(!results.allPassed)
    #expect(results.failed.count == 2)
    let description = "\(results)"
    let lines = description.split(separator: "\n").map(String.init)
    #expect(lines.first == "2 checks: 0 passed, 2 failed")
    #expect(
      lines.contains {
        $0.hasPrefix(
          "failed: 'a Switch Control user can ask for a new code' (Switch Control) against 'bank' at \(checks)/code.check:1:1"
        )
      }, "\(description)")
    #expect(lines.contains { $0.hasPrefix("  \(checks)/session.check:4:11: failed: 'the warning is announced': ") })
    #expect(lines.contains { $0.hasPrefix("  \(checks)/code.check:4:11: failed: '\"Code expired\" is followed") })
  }

  @Test("an App: line names a file beside the check")
  func appLineBesideTheCheck() throws {
    let check =
      "App: bank.json\nProfile: VoiceOver\nTask: fill the long form until the warning appears\nExpected: the warning is announced\n"
    let checks = try Self.bankFolder(
      app: #"{ "base": "fixed", "name": "quiet", "session": { "announcesWarning": false } }"#,
      checks: ["a.check": check])
    let results = try Checks.run(file: "\(checks)/a.check")
    #expect(results.map(\.check.app.name) == ["quiet"])
    #expect(results.failed.count == 1, "\(results)")
  }

  @Test("Harness touches the file system only in Sources/Harness/Files")
  func filesOnlyInFiles() throws {
    let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Sources/Harness"
    )
    .standardizedFileURL.path
    let walker = try #require(FileManager.default.enumerator(atPath: harness))
    var offenders: [String] = []
    var seen = 0
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.hasPrefix("Files/") else { continue }
      seen += 1
      let text = try String(contentsOfFile: "\(harness)/\(relative)", encoding: .utf8)
      for call in ["FileManager", "open(", "stat(", "fopen", "String(contentsOf", "Data(contentsOf", "write(to"]
      where text.contains(call) {
        offenders.append("\(relative): \(call)")
      }
    }
    #expect(seen > 40)
    #expect(offenders.isEmpty, "\(offenders)")
  }
}
