import Testing

@testable import Harness

/// A general sentence counted (issue 43, item 6): `twice`, `N times`, `at least`, `at most`,
/// `once`. A number is exact unless the line says otherwise; verdicts on fixed and before.
@Suite("Sentences counted")
struct CountTests {
  static let expiring = "sign in, fill the long form, then wait 16 minutes"
  static let twoNotices =
    "enter an incorrect passcode, then tap the close button, then enter an incorrect passcode, then tap the close button"

  @Test(
    "each time the sentence held is counted, and the count is held to the line's number",
    arguments: [
      (expiring, "the warning is announced once", "PF"),
      // Counted on what the task met as the app settled, not on a wait for the next warning.
      (
        "sign in, fill the long form, wait until the session warning appears, then tap \"Stay signed in\"",
        "the warning is announced once", "PF"
      ),
      (expiring, "the warning is announced twice", "FF"),
      (expiring, "the session expires once", "PP"),
      (expiring, "the session expires twice", "FF"),
      (expiring, "the session expires at least once", "PP"),
      (expiring, "the sign-in screen is shown exactly once", "PP"),
      (expiring, "the warning is announced once before the session expires", "PF"),
      (twoNotices, "the notice is shown twice", "PP"),
      (twoNotices, "the notice is dismissed 2 times", "PP"),
      (twoNotices, "the notice is dismissed at most once", "FF"),
      (twoNotices, "the notice is announced in full twice", "PF"),
      (twoNotices, "the notice is not shown 3 times", "PP"),
      // Never shown: how many times it was dismissed cannot be judged.
      ("wait 1 minute", "the notice is dismissed at most once", "UU"),
      // Never said: 'at most' and a negated count presuppose it was (a QA lead's false passes).
      (expiring, "the warning is announced at most once", "PU"),
      (expiring, "the warning is not announced twice", "PU"),
      ("enter an incorrect passcode", "the notice is announced in full at most once", "PU"),
    ])
  func counted(_ task: String, _ line: String, _ verdicts: String) throws {
    let source = ThingStateTests.check("VoiceOver", task, [line])
    #expect(try ThingStateTests.verdicts(source) == verdicts, "\(line)")
  }

  @Test(
    "a count is read with its number and bound",
    arguments: [
      ("the warning is announced twice", 2, Claim.Bound.exactly),
      ("the code expires at least once", 1, .atLeast),
      ("the notice is shown at most 3 times", 3, .atMost),
      ("the notice is shown no more than twice", 2, .atMost),
      ("the notice is dismissed exactly 4 times", 4, .exactly),
    ])
  func read(_ line: String, _ count: Int, _ bound: Claim.Bound) throws {
    let occurrences = try #require(try ThingStateTests.value(line).occurrences, "\(line)")
    #expect(occurrences.count == count)
    #expect(occurrences.bound == bound)
  }

  @Test("a state that holds over a stretch is not counted; a seed phrase's own count keeps its meaning")
  func notCounted() throws {
    #expect((try? Resolver.expectations(in: "the notice is still shown twice").get()) == nil)
    // A count is at least 1: never is said with 'not'.
    #expect((try? Resolver.expectations(in: "the warning is announced 0 times").get()) == nil)
    let extend = try Resolver.expectations(in: "the session can be extended twice").get()
    #expect(extend.first?.family != ThingState.name)
  }
}
