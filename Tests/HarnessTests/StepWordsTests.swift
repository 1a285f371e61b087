import Testing

@testable import Harness

/// Task steps in the check's own words (issue 43, items 5 and 6): a control named as a thing
/// (`tap the close button`), focus moved without activating (`press Tab until "Close" has
/// focus`), `it` for what the step before acted on, and a step done several times.
@Suite("Steps in the check's own words")
struct StepWordsTests {
  @Test(
    "each step does what it says, as the verdicts on fixed and before show",
    arguments: [
      ("enter an incorrect passcode, then tap the close button", "the notice is dismissed", "PP"),
      ("enter an incorrect passcode, wait until \"Close\" appears, then tap it", "the notice is dismissed", "PP"),
      ("enter an incorrect passcode, wait until the close button appears and tap it", "the notice is dismissed", "PP"),
      ("enter an incorrect passcode, then press Tab until \"Close\" has focus", "\"Close\" has focus", "PP"),
      ("enter an incorrect passcode, then press Tab until \"Close\" has focus", "the notice is not dismissed", "PP"),
      // Moved to, not activated: the notice stays.
      ("enter an incorrect passcode, then move to the close button", "the notice is still shown", "PP"),
      // Where focus is at the end: the app's move to the keypad on before, none on fixed.
      ("enter an incorrect passcode", "focus is not on the keypad", "PF"),
      ("request a one-time code, then wait 2 minutes twice", "the code has not expired", "PP"),
      // The booking goes through within the hold; before holds nothing, so a booking tried fails.
      ("select an appointment slot, wait 3 minutes, then try to book the slot", "the booking goes through", "PF"),
      (
        "select an appointment slot, wait 3 minutes, then try to book the slot", "the booking does not go through", "FP"
      ),
      ("select an appointment slot", "the booking goes through", "UU"),
      // The seeds' words for the close control, and for closing the notice with it.
      ("enter an incorrect passcode, then tap the x button", "the notice is dismissed", "PP"),
      ("enter an incorrect passcode, then close the notice", "the notice is dismissed", "PP"),
      // 'it', repeated: the second tap finds no notice to close.
      ("enter an incorrect passcode, wait until \"Close\" appears, then tap it twice", "the notice is dismissed", "FF"),
      ("request a one-time code, then wait 2 minutes 3 times", "the code expires", "PP"),
      ("request a one-time code, then wait 2 minutes three times", "the code has expired", "PP"),
    ])
  func verdicts(_ task: String, _ line: String, _ verdicts: String) throws {
    let source = ThingStateTests.check("VoiceOver", task, [line])
    #expect(try ThingStateTests.verdicts(source) == verdicts, "\(task) / \(line)")
  }

  @Test("a repeated step is that many steps; a count past 20 is an error that says the limit")
  func repeated() throws {
    let at = SourceLocation(path: "t.check", line: 1, column: 1)
    #expect(try Resolver.steps(in: Located("wait 1 minute 3 times", at: at)).get().count == 3)
    #expect(try Resolver.steps(in: Located("tap \"Close\" twice", at: at)).get().count == 2)
    guard case .failure(let problems) = Resolver.steps(in: Located("wait 1 minute 25 times", at: at)) else {
      Issue.record("25 times was understood")
      return
    }
    #expect(problems.diagnostics.first?.message.contains("at most 20 times") == true, "\(problems)")
  }

  @Test("a touch user moves no focus: the step fails saying so")
  func touch() throws {
    let source = ThingStateTests.check(
      "Touch", "enter an incorrect passcode, then press Tab until \"Close\" has focus", ["the notice is shown"])
    let result = try Checks.run(source: source, against: .fixed)
    #expect(result.first?.failedStep?.failure?.contains("moves no focus") == true, "\(result)")
  }

  @Test("'it' with nothing before it to stand for is an error that says so")
  func noSubject() throws {
    let line = Located("wait 1 minute, then tap it", at: SourceLocation(path: "t.check", line: 1, column: 1))
    guard case .failure(let problems) = Resolver.steps(in: line) else {
      Issue.record("understood")
      return
    }
    let message = problems.diagnostics.first?.message ?? ""
    #expect(message.contains("stands for what the step just before it"), "\(message)")
    #expect(problems.diagnostics.first?.location.column == 25)
  }

  @Test("a seed step keeps its own phrase: 'fail Face ID twice' is not a step done twice")
  func phrasesFirst() throws {
    let line = Located("fail Face ID twice", at: SourceLocation(path: "t.check", line: 1, column: 1))
    #expect(try Resolver.steps(in: line).get().count == 1)
  }
}
