import Foundation
import Testing

@testable import Harness

/// A newcomer's own app (a parking-permit renewal flow), three defect versions of one defect
/// each, and twelve acceptance criteria in the third person and the app's own nouns (issue 43,
/// the third kind of held set), with the verdicts they predicted before any run. Fixtures as
/// written: Tests/Fixtures/qa-newcomer; `keep-noop.json` is their probe of a false pass.
@Suite("A newcomer's own app and acceptance criteria")
struct QANewcomerTests {
  static let folder = "qa-newcomer"

  static func app(_ name: String) throws -> AppModel {
    try AppModel(json: QAFixtures.text(name, in: folder), path: name)
  }

  @Test("their checks give the verdicts they predicted on the app and each defect version")
  func predicted() throws {
    var want: [String] = ["", "", "", ""]
    for line in try QAFixtures.text("predictions.md", in: Self.folder).split(separator: "\n") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5, cells[0].hasPrefix("C"), cells[0].dropFirst().first?.isNumber == true else { continue }
      for column in 0..<4 { want[column].append(cells[column + 1].contains("FAIL") ? "F" : "P") }
    }
    #expect(want[0].count == 12)
    for (column, app) in ["app.json", "defect-1.json", "defect-2.json", "defect-3.json"].enumerated() {
      #expect(try QAFixtures.verdicts("checks.check", on: app, in: Self.folder) == want[column], "\(app)")
    }
  }

  @Test("as they first wrote them, every line is understood")
  func asWritten() throws {
    let source = try QAFixtures.text("checks.as-written.check", in: Self.folder)
    // 47 of 53 lines on the build they tried: a field kept or back after signing in, their own
    // timer lasting a length, a second verb in the third person and 'never appears' were not.
    #expect(throws: Never.self) { try Checks.run(source: source, against: try Self.app("app.json")) }
  }

  @Test("the session extended is the answer to its warning, never a renewal by typing")
  func extendedIsNotRenewed() throws {
    // Their check C2, on a copy of the app whose "Keep me signed in" only closes the warning.
    let source = try QAFixtures.text("checks.check", in: Self.folder)
    let c2 = try #require(source.components(separatedBy: "\n\n").first { $0.contains("Check:") && $0.contains("C2") })
    #expect(QAFixtures.letters(try Checks.run(source: c2 + "\n", against: try Self.app("app.json"))) == "P")
    #expect(QAFixtures.letters(try Checks.run(source: c2 + "\n", against: try Self.app("keep-noop.json"))) == "F")
  }
}
