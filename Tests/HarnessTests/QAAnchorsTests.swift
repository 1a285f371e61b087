import Foundation
import Testing

@testable import Harness

/// Two QA engineers' own checks of time anchors, counts, the new predicates and steps (issue
/// 43, item 6), with the verdicts they predicted before any run, and a QA lead's 80 attacks on
/// the same; each set is kept with the verdicts it gives now, every difference from a
/// prediction explained below. A newcomer's own tax-return app (a flow with aliases) and three
/// defect versions: all 40 of their predicted verdicts. Fixtures: Tests/Fixtures/qa-anchors
/// and qa-taxfile, with their predictions as written.
@Suite("QA's own checks of anchors, counts and steps")
struct QAAnchorsTests {
  /// Each check's verdict on `app`, run on its own: P, F, U, or E for one not understood.
  static func letters(_ file: String, in folder: String, on app: AppModel) throws -> String {
    let source = try QAFixtures.text(file, in: folder)
    var blocks: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Check:") || blocks.isEmpty { blocks.append("") }
      blocks[blocks.count - 1] += line + "\n"
    }
    return try blocks.filter { $0.contains("Check:") }.map { block in
      do {
        return QAFixtures.letters(try Checks.run(source: block, against: app))
      } catch is DiagnosticList {
        return "E"
      }
    }.joined()
  }

  @Test(
    "their own words: each check's verdicts on fixed and before",
    arguments: [
      // own.check, 24 checks, 4 of them written to be errors. Their predictions differ at c05
      // (the app empties the form at expiry: 'not cleared' fails; theirs), c17 (a touch user's
      // focus is still where the app put it; theirs) and nowhere else: c18, their false pass on
      // before, fails now.
      ("own.check", "PPPPFFPPPUPPUPPPPUPPEEEE", "FUUPFFFFFUPFUUPFFFFFEEEE"),
      // A QA lead's 80 attacks (Q01-Q50, R01-R24, S01-S06). Where they differ from the
      // predictions in attack-predictions.txt: 'at most N' and a negated count over something
      // that never held (Q05, Q08, Q09, R01, R02, R23, R24 on fixed, S02, S06) cannot be judged,
      // where they predicted a pass or a failure: the count presupposes it happened (their bug 1
      // was that these passed); Q14, Q28 (before also moves focus to the instructions on Close),
      // Q17 (a step that failed outranks), Q27 (a touch user's focus is where the app put it),
      // Q33 (the session starts at Face ID), Q50, R08 and R12 (a touch profile's Tab fails its
      // step) were theirs. Their other bugs, mended: Q16 and S05 (the task's last moment is
      // before it ended), Q38 (the x button), Q46, R13, R15, R21 (a step twice), R16 (close the
      // notice), R11 and S04 (a count of 0 is no count).
      (
        "attack.check", "PPFPPFPUPPPUPPPPFFPPFPPFPPFPPFFPPPPFPPPPPPPPPFPPPF",
        "FFFFUFFUUFFUFPFFFUFPFFFUPFFPFFFFPFFFFPFFFPPFPFFFPF"
      ),
      ("adversarial.check", "PPFEFEEFEEEFFFFPFFFEFPPU", "UUFEFEEFEEEFFFFPPFFEFFUP"),
      ("extra.check", "PPFEPP", "FUFEPU"),
    ])
  func own(_ file: String, _ fixed: String, _ before: String) throws {
    #expect(try Self.letters(file, in: "qa-anchors", on: .fixed) == fixed, "\(file) on fixed")
    #expect(try Self.letters(file, in: "qa-anchors", on: .before) == before, "\(file) on before")
  }

  @Test("a newcomer's tax-return app with aliases: all 40 verdicts they predicted")
  func taxfile() throws {
    let want = [
      "good.json": "PPPPPPPPPP", "bad1.json": "FPPPPPPPPU", "bad2.json": "PFFPPPPPPP", "bad3.json": "PPPFPPPPFP",
    ]
    for (app, verdicts) in want {
      let model = try AppModel(json: QAFixtures.text(app, in: "qa-taxfile"), path: app)
      #expect(try Self.letters("app.check", in: "qa-taxfile", on: model) == verdicts, "\(app)")
    }
  }
}
