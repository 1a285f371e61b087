import Foundation
import Testing

@testable import Harness

/// A sceptical QA lead's attacks on the general sentence (issue 43), each written with the
/// verdict they held right for what the person met; these are the ones that found a bug, kept
/// with the verdicts they give now. Their log, with every attempt: Tests/Fixtures/qa-attack.
@Suite("A QA lead's attacks on the general sentence")
struct QAAttackTests {
  static func verdicts(_ name: String, on apps: [AppModel]) throws -> String {
    let source = try QAFixtures.text("\(name).check", in: "qa-attack")
    return try apps.map { QAFixtures.letters(try Checks.run(source: source, against: $0)) }.joined()
  }

  @Test(
    "on fixed and before: no false pass on what never came, a count is the count, a wipe just after the task counts",
    arguments: [
      // `the 20 fields are back after signing in`: the secrets a draft does not keep are not back.
      ("a15", "FF"),
      // focus, the instructions, the notice: never brought up, not judged.
      ("a81", "UU"), ("a82", "UU"), ("a83", "UU"),
      // `the 3 fields are kept`, the form wiped half a second after the task: before fails.
      ("a97", "PF"),
      // `the 2 fields are kept` after 3 were typed: the line's mistake.
      ("a98", "UU"),
      // "the password" is the long form's field, not the sign-in screen's empty one.
      ("a108", "FF"), ("a109", "PP"),
      // A tap the notice blocked is a tap tried: nothing entered on fixed.
      ("a54", "PF"),
      // Gone within 10 seconds, and the task over before 10 seconds had passed.
      ("a92", "PP"),
    ])
  func builtIn(_ name: String, _ want: String) throws {
    #expect(try Self.verdicts(name, on: [.fixed, .before]) == want)
  }

  @Test("on the benefits-claim example: at most is how long it ran, its own texts heard, no keypad")
  func claim() throws {
    let claim = try QAFixtures.example("claim.json")
    let noMaximum = try QAFixtures.example("faults/claim/no-maximum.json")
    let silent = try QAFixtures.example("faults/claim/silent-approval.json")
    #expect(try Self.verdicts("a50", on: [claim, noMaximum]) == "PF")
    #expect(try Self.verdicts("a69", on: [claim]) == "F")
    #expect(try Self.verdicts("a71", on: [claim, silent]) == "PF")
    for name in ["a77", "a78"] {
      #expect(throws: DiagnosticList.self, "\(name): the app has no keypad") {
        try Self.verdicts(name, on: [claim])
      }
    }
  }
}
