import Foundation
import Harness
import Testing

/// Screens and transitions as data (an app file's `flow`): `checks/examples/portal.json` is
/// `PortalSession` written as data, and runs through the same protocol with the same verdicts
/// and messages; one rule changed flips the check it names; a bad flow gets every problem at
/// its line and column.
@Suite("Apps whose screens are data")
struct FlowAppTests {
  static let root = LibXML.root.path
  static var portal: String { "\(root)/checks/examples/portal.json" }

  static func portalText() throws -> String { try String(contentsOfFile: portal, encoding: .utf8) }

  /// The portal with `original` in its file replaced by `replacement`.
  static func portal(_ original: String, _ replacement: String) throws -> AppModel {
    try edited(portalText(), named: "portal.json", original, replacement)
  }

  /// The app file `text` with `original` replaced by `replacement`, read as `name`.
  static func edited(_ text: String, named name: String, _ original: String, _ replacement: String) throws -> AppModel {
    #expect(text.contains(original), "\(name) no longer says \(original)")
    return try AppModel(json: text.replacingOccurrences(of: original, with: replacement), path: name)
  }

  /// Each expectation's judgement and message, on `app`.
  static func judged(_ profile: String, _ task: String, _ expected: String, on app: AppModel) throws -> [String] {
    let check = "Check: a check\nProfile: \(profile)\nTask: \(task)\nExpected: \(expected)\n"
    return try Checks.run(source: check, against: app)[0].expectations.map { "\($0.judgement): \($0.message)" }
  }

  static let checks: [(String, String, String)] = [
    ("VoiceOver", "fill the form until the warning appears", "the warning is announced"),
    ("VoiceOver", "fill the form until the warning appears", "\"Keep me signed in\" works"),
    ("VoiceOver", "wait until the warning appears", "the session can be extended twice"),
    ("VoiceOver", "wait until the warning appears", "the session can be extended 3 times"),
    (
      "Switch Control", "fill 3 fields; wait until the warning appears",
      "the warning leaves at least 20 seconds to respond"
    ),
    ("Switch Control", "wait 5 minutes; fill 2 fields; wait 5 minutes", "\"Signed out\" is not shown"),
    ("Touch", "wait 5 minutes; wait 5 minutes", "\"Signed out\" is shown"),
    ("Cognitive", "fill the form; let the session expire", "sensitive fields are not saved"),
    ("VoiceOver", "fill 2 fields; switch to another app for 9 minutes", "the warning is announced"),
  ]

  @Test("the portal as data gives the verdicts and messages of the portal in Swift, check by check")
  func sameAsSwift() throws {
    let data = try AppModel(contentsOf: Self.portal)
    #expect(data.isLogic)
    let swift = AppModel(named: "portal", logic: PortalSession())
    for (profile, task, expected) in Self.checks {
      // The data names the condition that hid a control; Swift has none to name.
      let hidden = " (the checkout shows 'Keep me signed in' only if extensions below 2, and extensions is 2)"
      let fromData = try Self.judged(profile, task, expected, on: data)
      let fromSwift = try Self.judged(profile, task, expected, on: swift)
      #expect(fromData.map { $0.replacingOccurrences(of: hidden, with: "") } == fromSwift, "\(task) / \(expected)")
      if expected.hasSuffix("3 times") { #expect(fromData[0].contains(hidden), "\(fromData)") }
    }
    // And the verdicts a reader of portal.json predicts.
    let verdicts = try Self.checks.map { try Self.judged($0.0, $0.1, $0.2, on: data)[0].prefix(6) }
    #expect(
      verdicts == ["passed", "passed", "passed", "failed", "passed", "passed", "passed", "passed", "failed"],
      "\(verdicts)")
  }

  @Test("one rule changed flips the check it names: no renewal by typing, a third extension, a saved card number")
  func oneRuleFlips() throws {
    let idle = ("Switch Control", "wait 5 minutes; fill 2 fields; wait 5 minutes", "\"Signed out\" is not shown")
    let unrenewed = try Self.portal(#""when": "typed""#, #""when": "left""#)
    #expect(try Self.judged(idle.0, idle.1, idle.2, on: unrenewed)[0].hasPrefix("failed"))
    let three = try Self.portal(#""below": { "extensions": 2 }"#, #""below": { "extensions": 3 }"#)
    let extended = try Self.judged(
      "VoiceOver", "wait until the warning appears", "the session can be extended 3 times", on: three)
    #expect(extended[0].hasPrefix("passed"), "\(extended)")
    let leaky = try Self.portal(
      #"{ "save": "nonSensitive" }, { "clear": "all" }, { "show": "signedOut" }"#,
      #"{ "save": "all" }, { "clear": "all" }, { "show": "signedOut" }"#)
    let saved = try Self.judged(
      "Cognitive", "fill the form; let the session expire", "sensitive fields are not saved", on: leaky)
    #expect(saved[0].hasPrefix("failed") && saved[0].contains("Card number"), "\(saved)")
  }

  @Test("a timer that restarts itself every millisecond is stopped by the guard, and the check fails saying so")
  func runawayTimers() throws {
    let tick = #"{ "show": "checkout" }, { "start": "tick", "after": 0.001 },"#
    let ticking = try Self.portal(#"{ "show": "checkout" },"#, tick)
    let looping = try Self.edited(
      Self.portalText().replacingOccurrences(of: #"{ "show": "checkout" },"#, with: tick), named: "tick.json",
      #""on": ["#, #""on": [ { "when": { "runsOut": "tick" }, "do": [ { "start": "tick", "after": 0.001 } ] },"#)
    let result = try Checks.run(
      source: "Check: a day of ticks\nProfile: Touch\nTask: wait 1 day\nExpected: \"Signed out\" is shown\n",
      against: looping)[0]
    #expect(result.verdict == .failed, "\(result.verdict)")
    let messages = result.steps.compactMap(\.failure) + result.expectations.map(\.message)
    // The first bound it reaches stops it: its timeline, two entries a firing, before its firings.
    #expect(
      messages.contains {
        $0.contains("the app's timers ran away, past 20000 timeline entries")
          && $0.contains("the timer 'tick' fired last")
      }, "\(messages)")
    // A timer that fires once is not a runaway.
    let once = try Checks.run(
      source: "Check: one tick\nProfile: Touch\nTask: wait 1 day\nExpected: \"Signed out\" is shown\n",
      against: ticking)[0]
    #expect(once.verdict == .passed, "\(once.expectations.map(\.message))")
  }

  @Test("the run's app settings, and so its app hash, change when one rule of the flow changes")
  func flowInTheHash() throws {
    let data = try AppModel(contentsOf: Self.portal)
    let three = try Self.portal(#""below": { "extensions": 2 }"#, #""below": { "extensions": 3 }"#)
    let settings = AppSettings.describe(data).map { "\($0.key)=\($0.value)" }
    let changed = AppSettings.describe(three).map { "\($0.key)=\($0.value)" }
    #expect(settings.count > 5 && settings != changed, "\(settings)")
    #expect(Set(changed).subtracting(settings).allSatisfy { $0.contains("3") }, "\(changed)")
  }

  @Test("a person's event the screen does not answer is noted as nothing happening")
  func unansweredEvents() throws {
    let app = try AppModel(contentsOf: Self.portal)
    let result = try Checks.run(
      source: "Check: no code here\nProfile: Touch\nTask: enter the code\nExpected: \"Signed out\" is not shown\n",
      against: app)[0]
    let notes = result.timeline.map(\.description)
    #expect(notes.contains { $0.contains("nothing happens: the app does not answer that on") }, "\(notes)")
  }

  @Test("'sign in' activates the flow's control that does signIn, and the fields it restores are judged")
  func signInToAFlow() throws {
    let app = try AppModel(contentsOf: Self.portal)
    let (task, restored) = (
      "fill 3 fields; let the session expire; sign in", "after expiry, allowed fields are restored after login"
    )
    let passed = try Self.judged("VoiceOver", task, restored, on: app)
    #expect(passed[0].hasPrefix("passed") && passed[0].contains("3 of 3 allowed fields came back"), "\(passed)")
    // The probe signs in itself when the task does not.
    #expect(try Self.judged("Touch", "fill 3 fields; let the session expire", restored, on: app)[0].hasPrefix("passed"))
    let forgetful = try Self.portal(#"{ "show": "checkout" }, { "restore": "all" },"#, #"{ "show": "checkout" },"#)
    let lost = try Self.judged("VoiceOver", task, restored, on: forgetful)
    #expect(
      lost[0].hasPrefix("failed")
        && lost[0].contains("0 of 3 allowed fields came back; lost: 'Name', 'Email', 'Street'"), "\(lost)")
    // A flow that marks no control as signing in: the phrase is an error at its place.
    let unmarked = try Self.portal(#"{ "button": "Sign in", "does": "signIn" }"#, #"{ "button": "Sign in" }"#)
    #expect(
      Self.refusals("Profile: Touch\nTask: \(task)\nExpected: \(restored)\n", on: unmarked) == [
        "2:46: 'sign in' signs in with the control that does it, and app 'portal' marks none: give its sign-in button \"does\": \"signIn\"",
        "3:11: 'after expiry, allowed fields are restored after login' signs in with the control that does it, and app 'portal' marks none: give its sign-in button \"does\": \"signIn\"",
      ])
    // The portal starts no code: waiting for one to expire is an error naming its timers.
    #expect(
      Self.refusals("Profile: Touch\nTask: wait until the code expires\nExpected: \"Signed out\" is shown\n", on: app)
        == [
          "2:7: 'wait until the code expires' waits for the timer 'code.expiry' to run out, and app 'portal' sets no timer of that name; it sets 'session.expiry', 'session.warning': name the code's timer 'code.expiry'"
        ])
  }

  /// The errors `source` gets when it is resolved against `app`, each as `line:column: message`;
  /// none when it runs.
  static func refusals(_ source: String, on app: AppModel) -> [String] {
    do {
      _ = try Checks.run(source: source, against: app)
      return []
    } catch {
      return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
  }

  @Test("a control the flow took away by its cap is said to be gone, with what showed when the task ended")
  func goneAtTheCap() throws {
    let app = try AppModel(contentsOf: Self.portal)
    let extend = "wait until the warning appears; tap \"Keep me signed in\""
    let message = try Self.judged(
      "Voice Control", "\(extend); \(extend); wait until the warning appears", "\"Keep me signed in\" is reachable",
      on: app)
    #expect(message[0].hasPrefix("failed: 'Keep me signed in' was gone by the end of the task"), "\(message)")
    // The probe waits on to the end of the session; the message says what showed at the task's.
    #expect(message[0].hasSuffix(", and at the end the checkout was showing"), "\(message)")
  }

  @Test("a check naming what the flow does not have is an error naming the flow's controls")
  func resolvedAgainstTheFlow() throws {
    let app = try AppModel(contentsOf: Self.portal)
    #expect(
      Self.refusals("Profile: Touch\nTask: wait 1 minute\nExpected: \"Stay signed in\" works\n", on: app) == [
        "3:11: app 'portal' has no control 'Stay signed in'; its controls are 'Sign in', 'Keep me signed in', 'Sign out'"
      ])
    // A button named as people say it resolves, and so does a label without its quotes: it
    // names the control as a sentence's noun does.
    #expect(
      Self.refusals(
        "Profile: Touch\nTask: wait until the warning appears; press the \"Keep me signed in\" button\nExpected: \"Signed out\" is not shown\n",
        on: app) == [])
    #expect(
      Self.refusals("Profile: Touch\nTask: tap Keep me signed in\nExpected: \"Signed out\" is not shown\n", on: app)
        == [])
    let unknown = Self.refusals(
      "Profile: Touch\nTask: tap Keep me signed inn\nExpected: \"Signed out\" is not shown\n", on: app)
    #expect(
      unknown.count == 1 && unknown[0].hasPrefix("2:7: 'tap Keep me signed inn': app 'portal' has no"), "\(unknown)")
    // One letter off: the closest control is named first.
    #expect(
      Self.refusals("Profile: Touch\nTask: wait 1 minute\nExpected: \"Keep me signed i\" works\n", on: app) == [
        "3:11: app 'portal' has no control 'Keep me signed i' (did you mean 'Keep me signed in'?); its controls are 'Sign in', 'Keep me signed in', 'Sign out'"
      ])
  }

  /// The problems of an app file, each as `line:column: message`.
  static func problems(_ json: String) -> [String] {
    do {
      _ = try AppModel(json: json, path: "flow.json")
      return []
    } catch {
      return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
  }

  @Test("a bad flow gets each problem at its line and column, with the closest known name")
  func badFlows() throws {
    let base = try Self.portalText()
    func with(_ original: String, _ replacement: String) -> [String] {
      #expect(base.contains(original), "portal.json no longer says \(original)")
      return Self.problems(base.replacingOccurrences(of: original, with: replacement))
    }
    let line = { (text: String) in
      (base.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }
    let show = with(#"{ "show": "warning" }, { "announce""#, #"{ "show": "warnin" }, { "announce""#)
    #expect(
      show == [
        "\(line(#"{ "show": "warning" }, { "announce""#)):18: effect 1 of rule 1 of 'flow.on' shows 'warnin', which 'flow.screens' does not have; did you mean 'warning'?"
      ], "\(show)")
    let verb = with(#"{ "add": "extensions" }"#, #"{ "ad": "extensions" }"#)
    #expect(
      verb.count == 1 && verb[0].contains("effect 1 of rule 3 of 'flow.on' has 'ad', which is not an effect"), "\(verb)"
    )
    #expect(verb.first?.hasPrefix("\(line(#"{ "add": "extensions" }"#)):13:") == true, "\(verb)")
    #expect(verb.first?.hasSuffix("did you mean 'add'?") == true, "\(verb)")
    let button = with(#""when": { "activated": "Sign out" }"#, #""when": { "activated": "Log out" }"#)
    #expect(
      button == [
        "\(line(#""activated": "Sign out""#)):9: rule 4 of 'flow.on' waits for 'Log out' to be activated, but no screen shows a button with that label"
      ], "\(button)")
    let timer = with(#""when": { "runsOut": "session.warning" }"#, #""when": { "runsOut": "session.warn" }"#)
    #expect(
      timer == [
        "\(line(#""when": { "runsOut": "session.warning" }"#)):9: rule 1 of 'flow.on' waits for the timer 'session.warn', but no effect starts it; did you mean 'session.warning' or 'session.expiry'?"
      ], "\(timer)")
    let cancel = with(#"{ "cancel": "session.warning" },"#, #"{ "cancel": "session.warnin" },"#)
    #expect(
      cancel.map {
        $0.hasSuffix("cancels the timer 'session.warnin', but no effect starts it; did you mean 'session.warning'?")
      } == [
        true
      ], "\(cancel)")
    let only = with(#""if": { "below": { "extensions": 2 } } }"#, #""if": { "screen": "warnign" } }"#)
    #expect(
      only.map {
        $0.hasSuffix("shows only on the screen 'warnign', which 'flow.screens' does not have; did you mean 'warning'?")
      } == [
        true
      ], "\(only)")
    let noWhen = with(#""when": { "activated": "Sign out" },"#, #""whn": { "activated": "Sign out" },"#)
    #expect(
      noWhen.first
        == "\(line(#""activated": "Sign out""#)):9: unknown key 'whn' in rule 4 of 'flow.on'; did you mean 'when'?",
      "\(noWhen)")
    let beside = with(#""name": "portal","#, #""name": "portal", "session": { "length": "5 minutes" },"#)
    #expect(
      beside.count == 1
        && beside[0].hasPrefix("\(line(#""name": "portal""#)):21: an app file with 'flow' gives its own screens"),
      "\(beside)")
    // A misspelt 'screens' is the one problem, not one for every rule that names a screen.
    let screens = with(#""screens": {"#, #""screns": {"#)
    #expect(
      screens.map { $0.split(separator: ":", maxSplits: 2).last.map(String.init) ?? "" } == [
        " unknown key 'flow.screns'; did you mean 'screens'?",
        " 'flow' lacks 'screens'; a flow needs 'form', 'screens', 'start' and 'on'",
      ], "\(screens)")
    let noStart = with(#"{ "show": "checkout" },"#, "")
    #expect(noStart.map { $0.contains("'flow.start' shows no screen") } == [true], "\(noStart)")
    let after = with(
      #"{ "start": "session.expiry", "after": "10 minutes" },"#, #"{ "start": "session.expiry", "after": "soon" },"#)
    #expect(after.first?.contains("'after' in effect 2 of 'flow.start' must be a duration") == true, "\(after)")
  }
}
