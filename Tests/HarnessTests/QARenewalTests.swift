import Foundation
import Testing

@testable import Harness

/// A second QA engineer's own app, a health-insurance renewal they invented (a form over two
/// pages, a declared session renewed by activity with two extensions, a banking-app hand-off, a
/// texted code), with four versions of one defect each and 15 checks, every verdict predicted
/// from the app file before any run (`predictions.md`). Its first run met renewals counted as
/// extensions, the sign-in screen phrases refused on a declared session, and a warning said
/// again with the time left then not counted as heard; with those mended every verdict is the
/// one predicted but C14's `"Your bank did not answer in time" is shown`, which they judged
/// their own error: that screen came while the person was in the banking app and was covered
/// by the warning when they came back, so they never met it. Fixtures as written:
/// Tests/Fixtures/qa-renewal.
@Suite("A QA engineer's insurance renewal")
struct QARenewalTests {
  /// C1 to C15 on each version: predictions.md, but C14 failed on every version (above).
  static let expected: [(app: String, verdicts: String)] = [
    ("app.json", "PPPPPPPPPPPPPFP"),
    // "Keep me signed in" does not extend: C1, C2 and C12 fail.
    ("defect-1.json", "FFPPPPPPPPPFPFP"),
    // The draft keeps the bank account number: C3, C10 and C11 fail.
    ("defect-2.json", "PPFPPPPPPFFPPFP"),
    // "Start again" before "Send a new code": C4 and C15 fail.
    ("defect-3.json", "PPPFPPPPPPPPPFF"),
    // Any return from the banking app is taken for approval: C7 and C8 fail.
    ("defect-4.json", "PPPPPPFFPPPPPFP"),
  ]

  @Test("each version's verdicts are the ones predicted from its app file", arguments: expected.map(\.app))
  func versions(_ app: String) throws {
    let want = try #require(Self.expected.first { $0.app == app }).verdicts
    let text = try QAFixtures.text(app, in: "qa-renewal")
    let checks = try QAFixtures.text("app.check", in: "qa-renewal")
    let results = try Checks.run(source: checks, against: AppModel(json: text, path: app))
    #expect(QAFixtures.letters(results) == want, "\(results.filter { $0.verdict != .passed })")
    // C14's warning, missed in the banking app and said again with the time left then, is heard.
    let c14 = try #require(results.first { $0.check.source.name?.value.hasPrefix("C14") == true })
    #expect(c14.expectations[0].judgement == .passed, "\(c14.expectations[0].message)")
  }
}
