import Foundation
import Testing

@testable import Harness

/// A QA engineer's own benefits claim (issue 42's app, described by them from the issue, not
/// from the code): a correct app and five versions with one defect each, 18 checks in their
/// words, every verdict predicted from the app file before any run (`predictions.md` beside
/// them). Its first run found renewals counted as extensions (30 false fails) and the sign-in
/// screen phrases refused on a declared session; with both mended every verdict is the one
/// predicted. The fixtures are theirs, as written: Tests/Fixtures/qa-claim.
@Suite("A QA engineer's benefits claim")
struct QAClaimTests {
  /// C01 to C18 on each version, as predictions.md gives them.
  static let expected: [(app: String, verdicts: String)] = [
    ("claim.json", "PPPPPPPPPPPPPPPPPP"),
    // Typing renews nothing: C02 (typing alone keeps the session) fails.
    ("defect-1.json", "PFPPPPPPPPPPPPPPPP"),
    // "Keep working" without a cap: C05 (the fourth warning offers only saving) fails.
    ("defect-2.json", "PPPPFPPPPPPPPPPPPP"),
    // The draft keeps the bank account: C06 and C08 fail.
    ("defect-3.json", "PPPPPFPFPPPPPPPPPP"),
    // The bank's answer is not said on return: C09 to C12 fail.
    ("defect-4.json", "PPPPPPPPFFFFPPPPPP"),
    // No maximum warning: C14 and C15 fail.
    ("defect-5.json", "PPPPPPPPPPPPPFFPPP"),
  ]

  @Test("each version's verdicts are the ones predicted from its app file", arguments: expected.map(\.app))
  func versions(_ app: String) throws {
    let want = try #require(Self.expected.first { $0.app == app }).verdicts
    #expect(try QAFixtures.verdicts("claim.check", on: app, in: "qa-claim") == want)
  }
}
