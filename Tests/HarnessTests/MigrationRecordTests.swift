import Foundation
import Testing

@testable import Harness

/// The migration record (docs/migration.md): the verdict and message of every expectation of
/// `checks/`, the fault witnesses and the expectation cases, on `fixed`, `before` and every
/// fault. A change to how expectations are judged keeps it, or changes only the lines of the
/// false pass it names.
@Suite("Migration record")
struct MigrationRecordTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL

  /// Every source of the record, with the name its places are given.
  static func corpus() throws -> [(name: String, text: String)] {
    let checks = root.appendingPathComponent("checks")
    let files = try FileManager.default.contentsOfDirectory(atPath: checks.path).filter { $0.hasSuffix(".check") }
      .sorted()
    var corpus = try files.map {
      ("checks/\($0)", try String(contentsOf: checks.appendingPathComponent($0), encoding: .utf8))
    }
    for id in FaultTests.witnesses.keys.sorted() {
      let witness = try #require(FaultTests.witnesses[id])
      corpus.append(
        ("witness/\(id)", checkText(profile: witness.profile, task: witness.task, expected: witness.expected)))
    }
    for (index, item) in ExpectationTests.cases.enumerated() {
      corpus.append(("expectation/\(index)", checkText(profile: item.profile, task: item.task, expected: item.phrase)))
      if let other = item.failingProfile {
        corpus.append(
          ("expectation/\(index)/\(other)", checkText(profile: other, task: item.task, expected: item.phrase)))
      }
    }
    return corpus
  }

  @Test("checks/, the fault witnesses and the expectation cases keep their recorded verdicts and messages")
  func recordHolds() throws {
    let corpus = try Self.corpus()
    #expect(corpus.count > 50)
    let lines = corpus.flatMap { MigrationRecord.lines(of: $0.text, name: $0.name) }
    let actual = MigrationRecord.text(
      lines, header: "Migration record: checks/, fault witnesses, expectation cases; on fixed, before and each fault")
    let fixture = Self.root.appendingPathComponent("Tests/Fixtures/migration/harness.txt")
    let regenerate = ProcessInfo.processInfo.environment["CHECKRUN_RECORD"] == "1"
    if let difference = try MigrationRecord.difference(actual, fixture: fixture.path, regenerate: regenerate) {
      Issue.record(Comment(rawValue: difference))
    }
  }

  @Test("the record sees a changed message and a changed verdict")
  func recordCanFail() {
    let text = checkText(profile: "VoiceOver", task: "fill 5 fields", expected: "the warning is announced")
    let fixed = MigrationRecord.lines(of: text, name: "a.check", apps: [.fixed])
    let silent = MigrationRecord.lines(
      of: text, name: "a.check", apps: [AppModel.fixed.with { $0.session.announcesWarning = false }])
    #expect(fixed.count == 1)
    #expect(fixed.first?.hasPrefix("a.check:3:11 | fixed | passed | the warning is announced | ") == true, "\(fixed)")
    let difference = MigrationRecord.difference(
      expected: MigrationRecord.text(fixed, header: "h"), actual: MigrationRecord.text(silent, header: "h"))
    #expect(
      difference?.hasPrefix("the record changed: 1 line gone, 1 line new\n- a.check:3:11 | fixed | passed") == true,
      "\(difference ?? "")")
    #expect(MigrationRecord.difference(expected: "same", actual: "same") == nil)
  }
}
