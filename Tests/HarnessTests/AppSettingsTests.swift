import Testing

@testable import Harness

@Suite("App files' settings")
struct AppSettingsTests {
  func app(_ object: [String: ConfigValue]) -> Result<AppModel, AppSettingProblems> {
    AppSettings.app(from: object, name: "mine")
  }

  func messages(_ object: [String: ConfigValue]) -> [String] {
    guard case .failure(let list) = app(object) else { return [] }
    return list.problems.map(\.message)
  }

  @Test("an empty file is fixed under its own name; 'base' picks before")
  func bases() throws {
    let empty = try app([:]).get()
    #expect(empty.session == AppModel.fixed.session)
    #expect(empty.name == "mine")
    let before = try app(["base": .string("before")]).get()
    #expect(before.oneTimeCode == AppModel.before.oneTimeCode)
  }

  @Test("each section's keys set the behaviour, durations in words or seconds")
  func keysSet() throws {
    let model = try app([
      "session": .object([
        "length": .string("20 minutes"), "warningLead": .number(90), "extend": .string("silently"),
        "drafts": .string("everything"), "formAtExpiry": .string("kept"), "toastFor": .string("5 seconds"),
      ]),
      "oneTimeCode": .object(["lifetime": .string("1m30s"), "resend": .string("elsewhere")]),
      "slot": .object(["hold": .string("0 seconds")]),
      "biometric": .object(["attempts": .number(3), "atExpiry": .string("stalePrompt")]),
      "passcode": .object(["dismissal": .string("tapOutsideSwallowed")]),
      "//": .array([.string("a comment")]),
    ]).get()
    #expect(model.session.length == .minutes(20))
    #expect(model.session.warningLead == .seconds(90))
    #expect(model.session.extend == .silently)
    #expect(model.session.drafts == .everything)
    #expect(model.session.formAtExpiry == .kept)
    #expect(model.session.warning == .toast(.seconds(5)))
    #expect(model.oneTimeCode.lifetime == .seconds(90))
    #expect(model.oneTimeCode.resend == .elsewhere)
    #expect(model.slot.hold == .zero)
    #expect(model.biometric.attempts == 3)
    #expect(model.biometric.atExpiry == .stalePrompt)
    #expect(model.passcode.dismissal == .tapOutsideSwallowed)
  }

  @Test(
    "unknown keys, wrong types and impossible durations are each named",
    arguments: [
      (["sesion": ConfigValue.object([:])], "unknown key 'sesion'; did you mean 'session'?"),
      (["session": .object(["lenght": .string("1 minute")])], "unknown key 'session.lenght'; did you mean 'length'?"),
      (
        ["session": .object(["length": .bool(true)])],
        "'session.length' must be a duration such as \"90 seconds\" or \"15 minutes\", not true"
      ),
      (["session": .object(["length": .string("0 seconds")])], "'session.length' must be longer than zero"),
      (
        ["session": .object(["warningLead": .string("15 minutes")])],
        "'session.warningLead' (15 minutes) must be shorter than 'session.length' (15 minutes)"
      ),
      (
        ["session": .object(["extend": .string("silent")])],
        "'session.extend' must be one of \"silently\", \"afterReauthentication\", \"notAllowed\", not \"silent\"; did you mean 'silently'?"
      ),
      (
        ["biometric": .object(["attempts": .number(0.5)])],
        "'biometric.attempts' must be a whole number from 1 to 999, not 0.5"
      ),
      (["session": .string("short")], "'session' must be an object of settings, not text"),
      (["base": .string("after")], "'base' must be \"fixed\", \"before\" or \"none\""),
      (["pace": .object(["VoiceOvr": .object([:])])], "unknown profile 'VoiceOvr'; did you mean 'VoiceOver'?"),
    ])
  func problems(_ object: [String: ConfigValue], _ message: String) {
    #expect(messages(object) == [message])
  }

  @Test("a pace override changes the profile's pace, and only for that app")
  func paceOverride() throws {
    let model = try app(["pace": .object(["Switch Control": .object(["perField": .string("2 minutes")])])]).get()
    #expect(Profile([.switchControl], paces: model.paces).pace.perField == .minutes(2))
    #expect(Profile([.switchControl]).pace.perField == .minutes(1))
    #expect(Profile([.switchControl], paces: model.paces).pace.perStep == .seconds(1.5))
  }

  @Test("a slower pace from an app file turns a passing check into a failing one")
  func paceMatters() throws {
    let slow = try app(["pace": .object(["Switch Control": .object(["perField": .string("3 minutes")])])]).get()
    let text = checkText(
      profile: "Switch Control", task: "let a one-time code expire, then recover", expected: "other progress is kept")
    #expect(runCheck(text)?.verdict == .passed)
    let result = try #require(runCheck(text, app: slow))
    #expect(result.verdict == .failed)
    #expect(result.failedStep?.failure?.contains("expired") == true, "\(result.failedStep?.failure ?? "")")
  }
}
