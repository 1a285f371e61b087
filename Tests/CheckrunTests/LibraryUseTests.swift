import Foundation
import Harness
import Testing

/// Harness used as a library, as the README shows an app team using it from its own tests:
/// only its public API, with no files, no XML and no command line.
@Suite("Harness as a library")
struct LibraryUseTests {
  /// The README's example (the next test holds the two together): an app's own session
  /// length, set in code.
  @Test("an app team's own test: a check in a string, run against its app set in code")
  func readmeExample() throws {
    var app = AppModel.fixed
    app.name = "bank"
    app.session.length = .seconds(10 * 60)  // a 10-minute session

    let source = """
      Check: a VoiceOver user is warned in time and can stay signed in
      Profile: VoiceOver
      Task: fill the long form until the warning appears
      Expected: the warning is announced
        "Stay signed in" works
      """
    let parsed = Parser(mode: .checkFile).parse(source, path: "bank.check")
    let check = try #require(parsed.checks.first)
    let result = Runner.run(try Resolver(defaultApp: app).resolve(check).get())

    #expect(result.verdict == .passed, "\(result.failedExpectations.map(\.message))")
  }

  @Test("the README shows the example above, line for line")
  func readmeShowsIt() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(contentsOf: folder.appendingPathComponent("../../README.md"), encoding: .utf8)
    let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Checks inside your own Swift tests").last)
    let code = try #require(
      section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
    let body = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .drop { !$0.hasPrefix("var app") }.prefix { !$0.hasPrefix("}") }
    #expect(body.count > 10)
    let ours = Set(tests.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let missing = body.filter { !$0.isEmpty && !ours.contains($0) }
    #expect(missing.isEmpty, "lines of the README's example that the test does not have: \(missing)")
  }

  @Test("the same check fails against an app that gives no warning, and says why")
  func failureSaysWhy() throws {
    var app = AppModel.fixed
    app.session.announcesWarning = false
    let source = """
      Profile: VoiceOver
      Task: fill the long form until the warning appears
      Expected: the warning is announced
      """
    let check = try #require(Parser(mode: .checkFile).parse(source, path: "bank.check").checks.first)
    let result = Runner.run(try Resolver(defaultApp: app).resolve(check).get())
    #expect(result.verdict == .failed)
    let failure = try #require(result.failedExpectations.first)
    #expect(failure.expectation.text == "the warning is announced")
    #expect(!failure.message.isEmpty)
  }

  @Test("a misspelt phrase is a diagnostic value with its place and a suggestion")
  func diagnosticsAreValues() throws {
    let source = "Profile: VoiceOver\nTask: fil 3 fields\nExpected: no input is lost\n"
    let check = try #require(Parser(mode: .checkFile).parse(source, path: "bank.check").checks.first)
    guard case .failure(let problems) = Resolver().resolve(check) else {
      Issue.record("a misspelt step was understood")
      return
    }
    #expect(
      problems.diagnostics.map(\.description) == [
        "bank.check:2:7: error: unknown step 'fil 3 fields'; did you mean 'fill 3 fields'?"
      ])
  }
}
