import Foundation
import Testing

@testable import Harness

/// A session declared once on the flow (issue 42, item 5): its length and warning lead, what
/// renews it, and a maximum with its own warning, run on the timers every session claim reads.
/// A correct app passes, and an app with one defect fails for it.
@Suite("A flow's declared session")
struct FlowSessionTests {
  static func app(
    renewedBy: String = #"["typed"]"#,
    maximum: String = #", "maximum": "30 minutes", "maximumWarningLead": "5 minutes""#
  ) throws(DiagnosticList) -> AppModel {
    // The maximum's own warning is answered when the session gives one.
    let ownWarning =
      maximum.contains("maximumWarningLead")
      ? #"{ "when": { "runsOut": "session.maximumWarning" }, "#
        + #""do": [{ "announce": "You will be signed out in 5 minutes. Save your answers." }] },"# : ""
    let json = """
      { "name": "benefits", "flow": { "form": ["Name", "Email", "Street", "City"],
        "session": { "length": "15 minutes", "warningLead": "2 minutes", "renewedBy": \(renewedBy)\(maximum) },
        "screens": {
          "claim": { "title": "the claim", "shows": ["form"] },
          "warning": { "title": "the claim", "shows": [{ "text": "Your session ends in 2 minutes" },
            { "button": "Keep working", "does": "staySignedIn", "if": { "below": { "extensions": 3 } } }] },
          "signedOut": { "title": "the signed-out screen",
            "shows": [{ "text": "Signed out" }, { "button": "Sign in", "does": "signIn" }] }
        },
        "start": [{ "show": "claim" }],
        "on": [
          { "when": { "runsOut": "session.warning" },
            "do": [{ "show": "warning" }, { "announce": "Your session ends in 2 minutes" }] },
          \(ownWarning)
          { "when": { "runsOut": "session.expiry" }, "do": [{ "show": "signedOut" }, { "announce": "Signed out" }] },
          { "when": { "activated": "Keep working" }, "if": { "screen": "warning", "below": { "extensions": 3 } },
            "do": [{ "add": "extensions" }, { "show": "claim" }, { "restart": "session" }] },
          { "when": { "activated": "Sign in" }, "do": [{ "show": "claim" }, { "restart": "session" }] }
        ] } }
      """
    return try AppModel(json: json, path: "benefits.json")
  }

  static func run(_ task: String, _ expected: String, against app: AppModel) throws -> CheckResult {
    let check = "Check: the session\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    return try #require(Checks.run(source: check, against: app).first)
  }

  @Test("typing before the warning starts the session's length again; an app not renewed by it ends")
  func renewal() throws {
    let task = "wait 12 minutes; fill 2 fields; wait 12 minutes"
    let result = try Self.run(task, #""Signed out" is not shown"#, against: Self.app())
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    // One defect: typing renews nothing, so the session ends at 15 minutes.
    let defect = try Self.run(task, #""Signed out" is not shown"#, against: Self.app(renewedBy: "[]"))
    #expect(defect.verdict == .failed, "\(defect.expectations.map(\.message))")
  }

  @Test("the session claims read the declared session: the warning's lead, and three extensions")
  func claims() throws {
    let app = try Self.app(maximum: #", "maximum": "90 minutes""#)
    let lead = try Self.run(
      "wait until the warning appears", "the warning appears at least 2 minutes before expiry", against: app)
    #expect(lead.verdict == .passed, "\(lead.expectations.map(\.message))")
    let three = try Self.run("wait until the warning appears", "the session can be extended 3 times", against: app)
    #expect(three.verdict == .passed, "\(three.expectations.map(\.message))")
    let four = try Self.run("wait until the warning appears", "the session can be extended 4 times", against: app)
    #expect(four.verdict == .failed, "\(four.expectations.map(\.message))")
  }

  @Test("the maximum ends the session however it is renewed, after its own warning")
  func maximum() throws {
    let task = "fill 1 field; wait 12 minutes; fill 1 field; wait 12 minutes; fill 1 field; wait 10 minutes"
    let signedOut = try Self.run(task, #""Signed out" is shown"#, against: Self.app())
    #expect(signedOut.verdict == .passed, "\(signedOut.expectations.map(\.message))")
    let warned = try Self.run(
      task, #""You will be signed out in 5 minutes. Save your answers." is announced"#, against: Self.app())
    #expect(warned.verdict == .passed, "\(warned.expectations.map(\.message))")
    let texts = signedOut.timeline.map(\.text)
    #expect(!texts.contains { $0.hasPrefix("announced \"Your session ends in 2 minutes") }, "\(texts)")
    // One defect: no maximum, so renewal keeps the person signed in past 30 minutes.
    let defect = try Self.run(task, #""Signed out" is shown"#, against: Self.app(maximum: ""))
    #expect(defect.verdict == .failed, "\(defect.expectations.map(\.message))")
  }

  @Test("a session key, kind of activity or lead that cannot be used is an error at its place")
  func problems() throws {
    func problems(_ renewedBy: String, _ maximum: String = "") -> [String] {
      do {
        _ = try Self.app(renewedBy: renewedBy, maximum: maximum)
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    let kind = problems(#"["typing"]"#)
    #expect(kind.first?.contains("did you mean 'typed'?") == true, "\(kind)")
    let key = problems("[]", #", "maximumWarnLead": "5 minutes""#)
    #expect(key.first?.contains("unknown key 'flow.session.maximumWarnLead'; did you mean") == true, "\(key)")
    let alone = problems("[]", #", "maximumWarningLead": "5 minutes""#)
    #expect(alone.contains { $0.contains("has no effect: the session has no 'maximum'") }, "\(alone)")
    let short = problems("[]", #", "maximum": "10 minutes""#)
    #expect(short.first?.contains("'flow.session.maximum' must be at least its 'length'") == true, "\(short)")
  }

  @Test("checkrun app and the app settings show the session's renewal, maximum and own warning")
  func shown() throws {
    let overview = AppOverview(try Self.app())
    let expiry = try #require(overview.timers.first { $0.name == "session.expiry" })
    #expect(expiry.duration == .minutes(15), "\(expiry)")
    #expect(expiry.about.contains("renewed by each field typed before the warning"), "\(expiry.about)")
    #expect(expiry.about.contains("at most 30 minutes from sign-in"), "\(expiry.about)")
    #expect(expiry.about.contains("started by the session, rules 4, 5"), "\(expiry.about)")
    let own = try #require(overview.timers.first { $0.name == "session.maximumWarning" })
    #expect(own.duration == .minutes(25) && own.about.contains("answered by rule 2"), "\(own)")
    let settings = AppSettings.describe(try Self.app()).map { "\($0.key)=\($0.value)" }
    #expect(
      settings.contains(
        "flow.session=length 15 minutes, warning lead 2 minutes, renewed by typed, maximum 30 minutes, "
          + "maximum warning lead 5 minutes"), "\(settings)")
    #expect(settings != AppSettings.describe(try Self.app(renewedBy: "[]")).map { "\($0.key)=\($0.value)" })
  }

  static func capped(_ limit: Int, renewedBy: String = "[]") throws(DiagnosticList) -> AppModel {
    let json = """
      { "name": "capped", "flow": { "form": ["Name", "Email", "Street", "City"],
        "session": { "length": "15 minutes", "warningLead": "2 minutes", "extensions": \(limit),
                     "renewedBy": \(renewedBy) },
        "screens": {
          "claim": { "title": "the claim", "shows": ["form"] },
          "warning": { "title": "the claim", "shows": [{ "text": "Your session ends in 2 minutes" },
            { "button": "Keep working", "does": "staySignedIn", "if": { "below": { "session.extensions": \(limit) } } }] }
        },
        "start": [{ "show": "claim" }],
        "on": [
          { "when": { "runsOut": "session.warning" }, "do": [{ "show": "warning" }] },
          { "when": { "activated": "Keep working" }, "do": [{ "show": "claim" }, { "restart": "session" }] }
        ] } }
      """
    return try AppModel(json: json, path: "capped.json")
  }

  @Test("'extensions' caps the extensions of a sign-in, counted in session.extensions")
  func extensions() throws {
    let three = try Self.run(
      "wait until the warning appears", "the session can be extended 3 times", against: Self.capped(3))
    #expect(three.verdict == .passed, "\(three.expectations.map(\.message))")
    let four = try Self.run(
      "wait until the warning appears", "the session can be extended 4 times", against: Self.capped(3))
    #expect(four.verdict == .failed, "\(four.expectations.map(\.message))")
    // One defect: capped at two.
    let two = try Self.run(
      "wait until the warning appears", "the session can be extended 3 times", against: Self.capped(2))
    #expect(two.verdict == .failed, "\(two.expectations.map(\.message))")
    let overview = AppOverview(try Self.capped(3))
    let counter = try #require(overview.counters.first { $0.name == "session.extensions" })
    #expect(counter.addedBy == ["each extension of the session"] && counter.reset.hasPrefix("at each sign-in"))
  }

  @Test("a renewal by activity is not an extension: typing leaves the three extensions whole")
  func renewalIsNoExtension() throws {
    let app = try Self.capped(3, renewedBy: #"["typed", "activated"]"#)
    let task = "fill 3 fields; wait until the warning appears"
    let three = try Self.run(task, "the session can be extended 3 times", against: app)
    #expect(three.verdict == .passed, "\(three.expectations.map(\.message))")
    let works = try Self.run(task, "\"Keep working\" works", against: app)
    #expect(works.verdict == .passed, "\(works.expectations.map(\.message))")
    // Each field typed renewed the session: the warning came 13 minutes after the last.
    let lead = try Self.run(
      "fill 3 fields; wait 12 minutes; fill 1 field; wait 12 minutes",
      "\"Your session ends in 2 minutes\" is not shown",
      against: app)
    #expect(lead.verdict == .passed, "\(lead.expectations.map(\.message))")
    // The cap still holds: a fourth extension gives nothing.
    let four = try Self.run(task, "the session can be extended 4 times", against: app)
    #expect(four.verdict == .failed, "\(four.expectations.map(\.message))")
  }

  @Test("the session phrases that read the sign-in screen take the declared session's expiry")
  func signInScreenOfADeclaredSession() throws {
    let json = """
      { "name": "declared", "flow": { "form": ["Name"],
        "session": { "length": "15 minutes" },
        "screens": {
          "claim": { "title": "the claim", "shows": ["form"] },
          "out": { "title": "the sign-in screen", "shows": [
            { "text": "You were signed out after 15 minutes. We kept your answers." },
            { "button": "Sign in", "does": "signIn" }] }
        },
        "start": [{ "show": "claim" }],
        "on": [
          { "when": { "runsOut": "session.expiry" }, "do": [{ "save": "all" }, { "show": "out" }] },
          { "when": { "activated": "Sign in" }, "do": [{ "restart": "session" }, { "restore": "all" }, { "show": "claim" }] }
        ] } }
      """
    let app = try AppModel(json: json, path: "declared.json")
    for phrase in ["the sign-in screen says what happened", "the message says what was kept"] {
      let result = try Self.run("fill the form; let the session expire", phrase, against: app)
      #expect(result.verdict == .passed, "\(phrase): \(result.expectations.map(\.message))")
    }
    let silent = try AppModel(
      json: json.replacingOccurrences(of: "You were signed out after 15 minutes. We kept your answers.", with: "Hello"),
      path: "silent.json")
    let told = try Self.run(
      "fill the form; let the session expire", "the sign-in screen says what happened", against: silent)
    #expect(told.verdict == .failed, "\(told.expectations.map(\.message))")
  }
}
