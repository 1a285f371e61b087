import Testing

@testable import Harness

/// Time anchors on the general sentence (issue 43, item 6: `before`, `until`, `after`,
/// `once`, `when`), and the predicates dismissed, has focus and signed in. Verdicts are the
/// person's, on fixed and before: `PF` is passed on fixed, failed on before.
@Suite("Sentences with a time anchor")
struct TimeAnchorTests {
  static let expiring = "sign in, fill the long form, then wait 16 minutes"
  static let answering = "sign in, fill the long form, wait for the session warning, then activate \"Stay signed in\""
  static let code = "request a one-time code, then wait 6 minutes"

  @Test(
    "an anchored sentence is judged on the run cut at its moment",
    arguments: [
      ("VoiceOver", expiring, "the warning is shown before the session expires", "PF"),
      ("VoiceOver", expiring, "the warning is announced before the session expires", "PF"),
      ("VoiceOver", expiring, "the timeout screen is not shown before the session expires", "PP"),
      // What the moment itself brought is not before it.
      ("VoiceOver", expiring, "the sign-in screen is shown before the session expires", "FF"),
      ("VoiceOver", expiring, "the sign-in screen is shown after the session expires", "PP"),
      // The sign-in screen's "Password" is not the long form.
      ("VoiceOver", expiring, "the long form is shown after the session expires", "FF"),
      ("VoiceOver", expiring, "the form is saved when the session expires", "PF"),
      ("VoiceOver", expiring, "the card number is not saved after the session expires", "PP"),
      ("VoiceOver", expiring, "the person is still signed in before the session expires", "PP"),
      // The moment never came: nothing before or after it can be judged.
      (
        "VoiceOver", "sign in, fill the long form, then wait 5 minutes",
        "the timeout screen is not shown before the session expires", "UU"
      ),
      ("VoiceOver", answering, "the session is extended after the warning appears", "PF"),
      ("VoiceOver", answering, "the session is not extended before the warning appears", "PF"),
      ("Switch Control", code, "once the code has expired, \"Resend code\" is reachable", "PF"),
      ("Switch Control", code, "\"Resend code\" is reachable after the code expires", "PF"),
      ("Switch Control", code, "the code-expired screen is not shown before the code expires", "PP"),
      ("Switch Control", code, "the code expires before the task ends", "PP"),
      // The task's last moment is before it ended (a QA lead's false fail).
      (
        "VoiceOver", "sign in, fill the long form, then wait until the session warning appears",
        "the warning is shown before the task ends", "PF"
      ),
      (
        "VoiceOver", "enter an incorrect passcode, then activate \"Close\"",
        "focus moves to the instructions after the notice is dismissed", "PP"
      ),
      (
        "VoiceOver", "enter an incorrect passcode", "focus does not move to the keypad before the notice is dismissed",
        "UU"
      ),
      // Within a time of a moment: from it, for that long; a moment said as it happens.
      (
        "VoiceOver", "enter an incorrect passcode",
        "the notice receives focus within 1 second after the notice appears", "PP"
      ),
      (
        "VoiceOver", "enter an incorrect passcode",
        "focus does not move to the keypad within 1 second of the notice appearing", "PF"
      ),
      ("VoiceOver", expiring, "the sign-in screen is shown within 1 second after the session expires", "PP"),
      ("VoiceOver", expiring, "the warning is announced within 1 second of the session expiring", "FF"),
      // Cut off by the moment itself, it was not said before it (a QA engineer's false pass).
      (
        "VoiceOver", "enter an incorrect passcode",
        "\"Incorrect passcode. Try again.\" is announced before the keypad receives focus", "UF"
      ),
      // Heard, as a moment, is heard to its end: cut off, it never was.
      (
        "VoiceOver", "enter an incorrect passcode",
        "focus does not move to the keypad until \"Incorrect passcode. Try again.\" is heard", "PU"
      ),
      (
        "VoiceOver", "enter an incorrect passcode", "before the keypad receives focus, the notice is announced in full",
        "UF"
      ),
    ])
  func anchored(_ profile: String, _ task: String, _ line: String, _ verdicts: String) throws {
    #expect(try ThingStateTests.verdicts(ThingStateTests.check(profile, task, [line])) == verdicts, "\(line)")
  }

  @Test(
    "dismissed, has focus, signed in and announced in full, each with its negation",
    arguments: [
      ("VoiceOver", expiring, "the person is signed out", "PP"),
      ("VoiceOver", expiring, "the person is no longer signed in", "PP"),
      ("VoiceOver", expiring, "the person is still signed in", "FF"),
      // The warning went on its own as the session ended: not dismissed; never shown on before.
      ("VoiceOver", expiring, "the warning is not dismissed", "PU"),
      ("VoiceOver", answering, "the session warning is dismissed", "PF"),
      ("VoiceOver", answering, "the person is still signed in", "PF"),
      ("VoiceOver", "enter an incorrect passcode, then activate \"Close\"", "the notice is dismissed", "PP"),
      ("VoiceOver", "enter an incorrect passcode", "the notice is dismissed", "FF"),
      ("VoiceOver", "enter an incorrect passcode", "the instructions have focus", "FF"),
      ("VoiceOver", "enter an incorrect passcode", "focus is not on the keypad when the task ends", "PF"),
      ("VoiceOver", "enter an incorrect passcode", "the notice has focus", "PF"),
      // Empty: holding nothing at the end, whoever emptied it; nothing typed, not judged.
      ("VoiceOver", expiring, "the card number is empty", "PP"),
      ("VoiceOver", expiring, "the card number is empty before the session expires", "FF"),
      ("VoiceOver", "sign in, fill the long form", "the form is not empty", "PP"),
      ("VoiceOver", "wait 1 minute", "the card number is empty", "UU"),
      // In full: heard to its end; before cuts it off by moving focus to the keypad.
      ("VoiceOver", "enter an incorrect passcode", "the notice is announced in full", "PF"),
      ("VoiceOver", "enter an incorrect passcode", "the notice is not announced in full", "FP"),
      ("VoiceOver", "enter an incorrect passcode", "the notice is announced", "PP"),
    ])
  func ended(_ profile: String, _ task: String, _ line: String, _ verdicts: String) throws {
    #expect(try ThingStateTests.verdicts(ThingStateTests.check(profile, task, [line])) == verdicts, "\(line)")
  }

  @Test(
    "an anchor is read with its side and its moment, at the end or before a comma",
    arguments: [
      ("the warning is shown before the session expires", TimeAnchor.Side.before, "the session", Claim.State.expired),
      ("the form is still shown until the session expires", .before, "the session", .expired),
      ("once the code has expired, \"Resend code\" is reachable", .after, "the code", .expired),
      ("the session is extended after the warning appears", .after, "the warning", .shown),
      ("the sign-in screen is shown after the warning", .after, "the warning", .shown),
      ("focus moves to the instructions after the notice is dismissed", .after, "the notice", .dismissed),
    ])
  func read(_ line: String, _ side: TimeAnchor.Side, _ noun: String, _ state: Claim.State) throws {
    let value = try ThingStateTests.value(line)
    let anchor = try #require(value.anchor, "\(line)")
    #expect(anchor.side == side)
    guard case .thing(let said, let happened, _) = anchor.moment else {
      Issue.record("\(line): read as the task's end")
      return
    }
    #expect(said == noun)
    #expect(happened == state)
  }

  @Test("the task's end is a moment; a state that holds over a stretch is not, nor a negation")
  func moments() throws {
    #expect(try ThingStateTests.value("the code expires before the task ends").anchor?.moment == .taskEnd)
    for line in [
      "the warning is shown before the person is signed in", "the warning is shown before the session does not expire",
      "the warning is shown before the session lasts 15 minutes",
    ] {
      guard case .failure(let problem) = Resolver.expectations(in: line) else {
        Issue.record("\(line) was understood")
        continue
      }
      #expect(problem.message.contains("checkrun steps"), "\(problem.message)")
    }
  }

  @Test("a seed phrase that says 'before' keeps its own meaning")
  func phrasesFirst() throws {
    let warned = try Resolver.expectations(in: "the user is warned at least 2 minutes before the session expires").get()
    #expect(warned.first?.family == Warned.name)
    let focus = try ThingStateTests.value("focus does not move to the keypad before the message has been read")
    #expect(focus.anchor == nil)
    #expect(focus.beforeMessage == true)
  }
}
