import Foundation

@testable import Harness

/// What the tests of QA engineers' own apps and checks share (Tests/Fixtures/qa-*), and the
/// benefits-claim example (checks/examples/claim.json) that several suites run against.
enum QAFixtures {
  /// The fixture folder `name` (`qa-claim`).
  static func folder(_ name: String) -> URL {
    MigrationRecordTests.root.appendingPathComponent("Tests/Fixtures/\(name)")
  }

  static func text(_ file: String, in folder: String) throws -> String {
    try String(contentsOf: Self.folder(folder).appendingPathComponent(file), encoding: .utf8)
  }

  /// Each check's verdict as a letter, in order: P passed, F failed, U cannot be judged.
  static func letters(_ results: some Sequence<CheckResult>) -> String {
    String(
      results.map { result -> Character in
        switch result.verdict {
        case .passed: "P"
        case .failed: "F"
        case .cannotBeJudged: "U"
        }
      })
  }

  /// The verdicts of the checks in the file `checks` on the app file `app`, both in `folder`.
  static func verdicts(_ checks: String, on app: String, in folder: String) throws -> String {
    let model = try AppModel(json: text(app, in: folder), path: app)
    return letters(try Checks.run(source: text(checks, in: folder), against: model))
  }

  /// The verdicts of the one check `block` on fixed and on before: `PF`.
  static func onFixedAndBefore(_ block: String) throws -> String {
    try [AppModel.fixed, .before].map { letters(try Checks.run(source: block + "\n", against: $0)) }.joined()
  }

  /// An app of `checks/examples`, by its path there (`claim.json`, `faults/claim/no-renewal.json`).
  static func example(_ path: String) throws -> AppModel {
    try AppModel(contentsOf: MigrationRecordTests.root.appendingPathComponent("checks/examples/\(path)").path)
  }
}
