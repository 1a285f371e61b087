import Foundation
import Testing

@testable import Harness

/// A QA engineer's 20 checks in their own words with the general sentence (issue 43, item 9),
/// written from the seeds, the README and the reference without the code, with the verdicts
/// they predicted before any run (`predictions.md`), and their attacks on it
/// (`attacks*.check`). Fixtures as written: Tests/Fixtures/qa-own.
@Suite("A QA engineer's own sentences, and their attacks")
struct QAOwnTests {
  static func text(_ name: String) throws -> String { try QAFixtures.text(name, in: "qa-own") }

  /// The blocks of `file`, each a check.
  static func blocks(_ file: String) throws -> [String] {
    try text(file).components(separatedBy: "\n\n").filter { $0.contains("Profile:") }
  }

  @Test("understood as written, each giving the verdicts they predicted on fixed and before")
  func own() throws {
    let blocks = try Self.blocks("own.check")
    #expect(blocks.count == 20)
    let understood = blocks.indices.filter { (try? Checks.run(source: blocks[$0] + "\n", against: .fixed)) != nil }
    // 16 of 20 on the build they tried; 18 once "is taken to" and "mentions" were read. Their
    // C06 joins two claims without a subject for the second, and C20 is a sentence about a
    // slot "given away", which no predicate says.
    #expect(understood.count >= 18, "\(understood.count) of 20")
    var want: [Int: String] = [:]
    for line in try Self.text("predictions.md").split(separator: "\n") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5, cells[0].hasPrefix("C"), let number = Int(cells[0].dropFirst()) else { continue }
      let letter = { (verdict: String) in verdict.hasPrefix("PASS") ? "P" : verdict.hasPrefix("FAIL") ? "F" : "U" }
      want[number] = letter(cells[3]) + letter(cells[4])
    }
    // Where the prediction, not the tool, was wrong (their results.md says why): fixed empties
    // the form when the session expires and keeps a draft, so "the form is not cleared"
    // fails there; and seed 002 puts focus on the instructions after the close button in
    // every option, before's too.
    want[2] = "FF"
    want[16] = "PP"
    for index in understood {
      #expect(try QAFixtures.onFixedAndBefore(blocks[index]) == want[index + 1], "C\(index + 1)")
    }
  }

  @Test("their attacks: focus that jumps just after the task is caught, absence is not a pass")
  func attacks() throws {
    var verdicts: [String: Character] = [:]
    for file in ["attacks.check", "attacks2.check", "attacks3.check"] {
      for block in try Self.blocks(file) {
        guard let results = try? Checks.run(source: block + "\n", against: .fixed), let result = results.first else {
          continue
        }
        let title = block.split(separator: "\n").first { $0.hasPrefix("Check:") } ?? ""
        let name = String(title.dropFirst("Check:".count).trimmingCharacters(in: .whitespaces).prefix { $0 != " " })
        verdicts[name] = QAFixtures.letters([result]).first
      }
    }
    // The false passes they found: focus jumping to the keypad half a second after the task's
    // last step, judged once the app has settled.
    for name in ["ATK01", "ATK02", "ATK03", "ATK04"] { #expect(verdicts[name] == "F", "\(name)") }
    #expect(verdicts["ATK18"] == "P")
    // Claims about what never came cannot be judged.
    for name in ["ATK10", "ATK12", "ATK30"] { #expect(verdicts[name] == "U", "\(name)") }
    // A keypad touch on before enters a digit and dismisses the notice.
    for name in ["ATK15", "ATK17", "ATK20"] { #expect(verdicts[name] == "F", "\(name)") }
  }
}
