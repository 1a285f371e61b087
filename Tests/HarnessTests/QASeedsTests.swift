import Foundation
import Testing

@testable import Harness

/// A QA engineer's 20 checks written from the seeds in their own words, before reading the
/// language reference (issue 43's corpus, item 9), with the verdicts they intended on `fixed`
/// and `before` (`intended.md`). `mine.original.check` is as they wrote it; `mine.check` their
/// minimal rewrite once they had read the reference. Fixtures as written: Tests/Fixtures/qa-seeds.
@Suite("A QA engineer's checks from the seeds, in their own words")
struct QASeedsTests {
  static func text(_ name: String) throws -> String { try QAFixtures.text(name, in: "qa-seeds") }

  /// How many of the checks as written are understood: a ratchet, raised as the grammar
  /// grows (2 of 20 on 5 Dec 2026, 4 of 20 with the synonyms table, the third person and
  /// "and", 15 of 20 with the general sentence over the app's things, 16 with `the booking
  /// goes through`; the causes are in the closing notes of issue 43).
  @Test("the checks as written: how many are understood")
  func understoodAsWritten() throws {
    let blocks = try Self.text("mine.original.check").components(separatedBy: "\n\n").filter {
      $0.contains("Profile:")
    }
    #expect(blocks.count == 20)
    let understood = blocks.indices.filter { (try? Checks.run(source: blocks[$0] + "\n", against: .fixed)) != nil }
    #expect(understood.count >= 16, "\(understood.count) of \(blocks.count) understood as written")
    // Each understood as written gives the verdict its author intended on fixed and before
    // (intended.md: `| N | name | PASS | FAIL | why |`).
    let intended = try Self.text("intended.md").split(separator: "\n").compactMap { line -> (Int, String)? in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, let number = Int(cells[0]) else { return nil }
      return (number, String(cells[2].prefix(1)) + String(cells[3].prefix(1)))
    }
    var want = Dictionary(uniqueKeysWithValues: intended)
    // Their one guess ("FAIL?"): the seeds leave what before's close button does to focus
    // unsaid, and the model's before puts focus on the instructions as fixed does, so
    // VoiceOver reads them out on both.
    want[19] = "PP"
    for index in understood {
      #expect(try QAFixtures.onFixedAndBefore(blocks[index]) == want[index + 1], "check \(index + 1)")
    }
  }

  /// The rewrite's verdicts, check by check (19: their check 14 could not be written). All as
  /// they intended but: 11 (their task requests no code, so it cannot be judged: their error);
  /// 16 on `before` (their task never shows the error screen: theirs); 19 on `fixed` ('Enter
  /// your passcode' read by VoiceOver as focus lands on it is no announcement, which the
  /// failure now says); 20 (`tap "1"` behind the modal notice, which `try to tap "1"` now
  /// allows; on `before` the key is entered and nothing they could write catches it).
  static let verdicts: [(app: AppModel, verdicts: String)] = [
    (.fixed, "PPPPPPPPPPUPPPPPPFF"),
    (.before, "FFFFFFFFFFUFFFPFFFP"),
  ]

  @Test("the rewrite gives the verdicts above on fixed and before")
  func rewrite() throws {
    for (app, want) in Self.verdicts {
      let given = QAFixtures.letters(try Checks.run(source: Self.text("mine.check"), against: app))
      #expect(given == want, "\(app.name)")
    }
  }
}
