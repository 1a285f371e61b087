import Foundation
import Testing

@testable import Harness

/// A QA engineer's own flow app (a ticket booking) with one defect a version, and checks in
/// their own words, verdicts predicted from the app file before any run (issue 42's way of
/// testing verdicts). The fixtures are theirs, as written: Tests/Fixtures/qa-tickets.
@Suite("A QA engineer's ticket booking")
struct QATicketsTests {
  static func verdicts(_ checks: String, on app: String) throws -> [String] {
    try QAFixtures.verdicts(checks, on: app, in: "qa-tickets").map(String.init)
  }

  /// C01 to C15 on each version: the good app fails only C04 (a third extension is rightly
  /// refused) and cannot judge C15 (no expiry happened); each defect fails where it is.
  static let expected: [(app: String, verdicts: String)] = [
    ("good.json", "PPPFPPPPPPPPPPU"),
    // The warning is silent at 08:00; C09's person was away then and met it on return, as on good.
    ("d1-silent-warning.json", "FPPFPPPPPPPPPPU"),
    ("d2-keep-noop.json", "PFFFFPPPPPPPPPU"),
    ("d3-draft-sensitive.json", "PPPFPFPPPPPPPPU"),
    ("d4-stale-repeat.json", "PPPFPPPPFPPPPPU"),
    ("d5-no-code-expiry-rule.json", "PPPFPPPPPFFPPPU"),
  ]

  @Test("each version's verdicts are the ones read from its app file", arguments: expected.map(\.app))
  func versions(_ app: String) throws {
    let want = try #require(Self.expected.first { $0.app == app }).verdicts
    #expect(try Self.verdicts("checks.check", on: app).joined() == want)
  }

  @Test("the warning is still the warning when the app gives back time with it still up")
  func warningKeptWhileUp() throws {
    // V09a: missed while away, said again on return as the expiry is set again; V09b: heard,
    // then the person leaves and comes back. The stale repeat (d4) fails V09a only.
    #expect(try Self.verdicts("c09-variants.check", on: "good.json") == ["P", "P"])
    #expect(try Self.verdicts("c09-variants.check", on: "d4-stale-repeat.json") == ["F", "P"])
  }

  @Test("'Save and sign out' works is judged on a flow that signs out without clearing the form")
  func saveAndSignOut() throws {
    #expect(try Self.verdicts("c14-variants.check", on: "good.json") == ["P", "P", "P"])
    // Its button saves nothing: now caught, where it could not be judged before.
    #expect(try Self.verdicts("c14-variants.check", on: "v7-signout-saves-nothing.json") == ["F", "F", "F"])
    // No 'does': judged on its rule, whose stop of a timer that had already run out is no failure.
    #expect(try Self.verdicts("c14-variants.check", on: "v5-no-does.json") == ["P", "P", "P"])
  }

  @Test("a flow's warning closed without moving the session's end is gone: the next wait waits for the next warning")
  func warningClosed() throws {
    let model = try AppModel(json: QAFixtures.text("d2-keep-noop.json", in: "qa-tickets"), path: "d2-keep-noop.json")
    let results = try Checks.run(source: QAFixtures.text("checks.check", in: "qa-tickets"), against: model)
    let c05 = try #require(results.first { $0.check.source.name?.value.hasPrefix("C05") == true })
    // The second 'wait until the warning appears' is the step that failed, not the tap after it.
    let failed = try #require(c05.failedStep)
    #expect(failed.step.text == "wait until the warning appears", "\(failed)")
    #expect(failed.failure?.hasPrefix("the app gave no warning before the session expired at 10:00") == true)
  }
}
