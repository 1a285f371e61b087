import Foundation
import Harness
import Testing

/// `checks/examples/clinic.json`: a flow with what the portal's lacks (a held slot, a code
/// entered right or wrong, an overlay a touch outside closes, focus that moves a moment
/// later, Face ID, an extension by a length). Each check of `clinic.check` passes on the file
/// as it is, and one rule changed fails the check that names it.
@Suite("The clinic: overlays, entries, Face ID, holds and extensions as data")
struct ClinicExampleTests {
  static var path: String { "\(LibXML.root.path)/checks/examples/clinic.json" }

  static func text() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// The clinic with `original` in its file replaced by `replacement`.
  static func clinic(_ original: String, _ replacement: String) throws -> AppModel {
    try FlowAppTests.edited(text(), named: "clinic.json", original, replacement)
  }

  static func judged(_ profile: String, _ task: String, _ expected: String, on app: AppModel) throws -> [String] {
    try FlowAppTests.judged(profile, task, expected, on: app)
  }

  static let wrongCode = (profile: "VoiceOver", task: "tap \"Book 10:30\"; enter an incorrect passcode")

  @Test(
    "the code's and the slot's timers, named code.expiry and slot.hold, are what 'let the code/slot expire' wait for")
  func timersByName() throws {
    let app = try AppModel(contentsOf: Self.path)
    let task = "tap \"Book 10:30\"; let the code expire"
    let reachable = "\"Send a new code\" is reachable right after \"Your code has expired\""
    #expect(try Self.judged("VoiceOver", task, reachable, on: app)[0].hasPrefix("passed"))
    // The expired-code screen without its button: the next thing reached is not a new code.
    let stranded = try Self.clinic(
      #"{ "text": "Your code has expired" }, { "button": "Send a new code" }"#, #"{ "text": "Your code has expired" }"#)
    #expect(try Self.judged("VoiceOver", task, reachable, on: stranded)[0].hasPrefix("failed"))
    // Before any code is sent there is none to wait for: the step says so.
    let early = try Checks.run(
      source: "Profile: Touch\nTask: let the code expire\nExpected: \"Your code has expired\" is shown\n", against: app)[
        0]
    #expect(
      early.steps.last?.failure
        == "no code is waiting to expire at 00:00: the details screen is showing, and the app starts 'code.expiry' when it sends one",
      "\(early.steps)")
    // Waiting for it says the same, after what was waited for.
    let waited = try Checks.run(
      source: "Profile: Touch\nTask: wait until the code expires\nExpected: \"Your code has expired\" is shown\n",
      against: app)[0]
    #expect(
      waited.steps.last?.failure
        == "waited for the code to expire, but no code is waiting to expire: the details screen is showing, and the app starts 'code.expiry' when it sends one",
      "\(waited.steps)")
    #expect(
      waited.expectations.map(\.message) == ["'Your code has expired' did not appear on the one screen shown"],
      "\(waited.expectations)")
    let released = "\"We have let the 10:30 slot go\" is shown"
    #expect(
      try Self.judged("Touch", "tap \"Book 10:30\"; let the slot expire", released, on: app)[0].hasPrefix("passed"))
    // A slot held for a minute runs out before the code's five: the step ends at 1 minute.
    let short = try Self.clinic(#"{ "hold": "slot", "for": "10 minutes" }"#, #"{ "hold": "slot", "for": "1 minute" }"#)
    let quick = try Checks.run(
      source: "Profile: Touch\nTask: tap \"Book 10:30\"; let the slot expire\nExpected: \(released)\n", against: short)[
        0]
    #expect(
      quick.expectations[0].passed && quick.steps[1].endedAt.sinceStart < .minutes(2), "\(quick.steps)")
  }

  @Test("clinic.check passes on clinic.json, every expectation")
  func examplePasses() throws {
    let source = try String(
      contentsOfFile: "\(LibXML.root.path)/checks/examples/clinic.check", encoding: .utf8)
    let app = try AppModel(contentsOf: Self.path)
    let results = try Checks.run(
      source: source.replacingOccurrences(of: "App:       clinic.json\n", with: ""), against: app)
    #expect(results.count == 8)
    for result in results {
      for outcome in result.expectations {
        #expect(outcome.judgement == .passed, "\(result.check.source.name?.value ?? ""): \(outcome.message)")
      }
    }
  }

  @Test("focus moved a second after a wrong code cuts its message off; moved straight to the notice, it is heard")
  func focusLater() throws {
    let (profile, task) = Self.wrongCode
    let good = try AppModel(contentsOf: Self.path)
    #expect(try Self.judged(profile, task, "the error is announced in full", on: good)[0].hasPrefix("passed"))
    let early = try Self.clinic(#""after": "8 seconds""#, #""after": "1 second""#)
    let cut = try Self.judged(profile, task, "the error is announced in full", on: early)
    #expect(cut[0].hasPrefix("failed") && cut[0].contains("cut off"), "\(cut)")
    // The move still comes: focus lands on the button, a second later.
    #expect(try Self.judged(profile, task, "focus moves to \"Send a new code\"", on: early)[0].hasPrefix("passed"))
    let never = try Self.clinic(#"{ "focus": "Send a new code", "after": "8 seconds" }"#, #"{ "add": "wrongCodes" }"#)
    #expect(try Self.judged(profile, task, "focus moves to \"Send a new code\"", on: never)[0].hasPrefix("failed"))
  }

  @Test("an overlay hides what is beneath it until a touch outside closes it")
  func overlayAndTouchOutside() throws {
    let task =
      "tap \"Book 10:30\"; enter the wrong passcode; dismiss the notice by tapping outside; tap \"Cancel booking\""
    let expected = "\"We have let the 10:30 slot go\" is shown"
    let good = try AppModel(contentsOf: Self.path)
    let passed = try Self.judged("Switch Control", task, expected, on: good)
    #expect(passed.count == 1 && passed[0].hasPrefix("passed"), "\(passed)")
    let stuck = try Self.clinic(#""when": "touchedOutside""#, #""when": "left""#)
    let blocked = try Self.judged("Switch Control", task, expected, on: stuck)
    // The notice stays, so 'Cancel booking', beneath it, cannot be tapped and nothing is cancelled.
    #expect(
      blocked == ["failed: 'We have let the 10:30 slot go' appeared on none of the 3 screens shown"], "\(blocked)")
    // While it shows, only its own elements can be reached.
    let open = try Self.judged(
      "Switch Control", Self.wrongCode.task, "\"Cancel booking\" is reachable", on: good)
    #expect(open[0].hasPrefix("failed"), "\(open)")
  }

  @Test("the slot is held as long as the flow holds it, and a release ends the hold")
  func holdAndRelease() throws {
    let book = "fill the form; tap \"Book 10:30\""
    let good = try AppModel(contentsOf: Self.path)
    #expect(
      try Self.judged("Cognitive", book, "the slot is held for at least 10 minutes", on: good)[0].hasPrefix("passed"))
    let short = try Self.clinic(#""for": "10 minutes""#, #""for": "5 minutes""#)
    let held = try Self.judged("Cognitive", book, "the slot is held for at least 10 minutes", on: short)
    #expect(held[0].hasPrefix("failed") && held[0].contains("5 minutes"), "\(held)")
    let released = try Self.judged(
      "Touch", "tap \"Book 10:30\"; wait 1 minute; tap \"Cancel booking\"", "the slot is held for at least 10 minutes",
      on: good)
    #expect(released[0].hasPrefix("failed") && released[0].contains("when it was released"), "\(released)")
    let none = try Self.judged("Touch", "wait 1 minute", "the slot is held for at least 10 minutes", on: good)
    #expect(
      !none[0].hasPrefix("passed") && !none[0].hasPrefix("failed") && none[0].contains("'slot.hold'"), "\(none)")
  }

  @Test("Face ID decides 'More time': passed, the session is extended by 10 minutes; failed, it runs out")
  func faceIDAndExtend() throws {
    let good = try AppModel(contentsOf: Self.path)
    let after = "wait until the warning appears; tap \"More time\"; "
    let expected = "\"Your booking timed out\" is not shown"
    #expect(
      try Self.judged("VoiceOver", after + "pass Face ID; wait 5 minutes", expected, on: good)[0].hasPrefix("passed"))
    #expect(
      try Self.judged("VoiceOver", after + "fail Face ID; wait 5 minutes", expected, on: good)[0].hasPrefix("failed"))
    let heard = try Self.judged(
      "VoiceOver", after + "fail Face ID", "\"Face ID did not recognise you\" is announced", on: good)
    #expect(heard[0].hasPrefix("passed"), "\(heard)")
    let shorter = try Self.clinic(#""by": "10 minutes""#, #""by": "2 minutes""#)
    #expect(
      try Self.judged("VoiceOver", after + "pass Face ID; wait 5 minutes", expected, on: shorter)[0].hasPrefix("failed")
    )
  }

  @Test("a bad hold, extension, entry or overlay gets its problem at its line and column")
  func badEffects() throws {
    let base = try Self.text()
    func with(_ original: String, _ replacement: String) -> [String] {
      #expect(base.contains(original), "clinic.json no longer says \(original)")
      return FlowAppTests.problems(base.replacingOccurrences(of: original, with: replacement))
    }
    let line = { (text: String) in (base.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1 }
    let hold = with(#"{ "hold": "slot", "for": "10 minutes" }"#, #"{ "hold": "slot" }"#)
    #expect(
      hold == [
        "\(line(#"{ "hold": "slot""#)):18: effect 1 of rule 1 of 'flow.on' holds 'slot' but does not say for how long: add \"for\": \"10 minutes\""
      ], "\(hold)")
    let extend = with(#"{ "extend": "session.expiry""#, #"{ "extend": "session.expry""#)
    #expect(
      extend.map {
        $0.hasSuffix("extends the timer 'session.expry', but no effect starts it; did you mean 'session.expiry'?")
      } == [true],
      "\(extend)")
    let entry = with(#"{ "entered": "incorrect" }"#, #"{ "entered": "wrong" }"#)
    #expect(
      entry.count == 1
        && entry[0].hasSuffix("'entered' in rule 2 of 'flow.on' is \"correct\" or \"incorrect\", not \"wrong\""),
      "\(entry)")
    let overlay = with(#"{ "overlay": "wrongCode" }"#, #"{ "overlay": "wrongcode" }"#)
    #expect(overlay.count == 1 && overlay[0].hasSuffix("did you mean 'wrongCode'?"), "\(overlay)")
    let by = with(#""by": "10 minutes""#, #""by": "-1""#)
    #expect(by.count == 1 && by[0].contains("'by' in effect 2 of rule"), "\(by)")
  }
}
