import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// The migration record of the benchmark's flows (docs/migration.md): each flow for each
/// profile, once, on `fixed`, `before` and every fault.
@Suite("Migration record of the benchmark")
struct MigrationRecordBenchTests {
  @Test("the benchmark's flows keep their recorded verdicts and messages")
  func benchRecordHolds() throws {
    let count = BenchCommand.flows.count * BenchCommand.profiles.count
    let lines = MigrationRecord.lines(of: BenchCommand.suite(count), name: "bench.check")
    let actual = MigrationRecord.text(
      lines, header: "Migration record: the benchmark's \(count) checks; on fixed, before and each fault")
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/migration/bench.txt").standardizedFileURL
    let regenerate = ProcessInfo.processInfo.environment["CHECKRUN_RECORD"] == "1"
    if let difference = try MigrationRecord.difference(actual, fixture: fixture.path, regenerate: regenerate) {
      Issue.record(Comment(rawValue: difference))
    }
  }
}
