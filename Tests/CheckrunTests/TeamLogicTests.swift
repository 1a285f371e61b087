import Foundation
import Harness
import Testing

/// A session manager as an app team writes it: a 10-minute session renewed by what the
/// person does, a warning 2 minutes before the end, "Keep me signed in" at most twice, and
/// on expiry a draft of the fields that are not secret, brought back at sign-in.
struct PortalSession: AppLogic {
  var renewsOnActivity = true
  var savesSecrets = false
  var extensions = 0
  var warning = false
  var signedOut = false

  let form = [
    Field("Name"), Field("Email"), Field("Street"), Field("City"), Field("Postcode"),
    Field("Card number", sensitive: true), Field("Expiry"), Field("Notes"),
  ]
  let warningText = "You will be signed out in 2 minutes"
  let keep = Element("Keep me signed in", role: .button, action: .staySignedIn)
  let signOut = Element("Sign out", role: .button, action: .saveAndSignOut)
  let signIn = Element("Sign in", role: .button, action: .signIn)

  var vocabulary: [Element] {
    [Element(warningText, role: .text), keep, signOut, Element("Signed out", role: .text), signIn]
      + form.map { Element($0.label, role: .field) }
  }

  var screen: AppScreen {
    if signedOut { return AppScreen("signedOut", title: "the signed-out screen", elements: [vocabulary[3], signIn]) }
    let fields = form.map { Element($0.label, role: .field) }
    guard warning else { return AppScreen("checkout", title: "the checkout", elements: fields) }
    let offer = extensions < 2 ? [keep] : []
    return AppScreen(
      "checkout", title: "the checkout", elements: [Element(warningText, role: .text)] + offer + [signOut])
  }

  func session() -> [AppOutput] {
    [.arm(.sessionExpiry, after: .minutes(10)), .arm(.sessionWarning, after: .minutes(8))]
  }

  mutating func start() -> [AppOutput] { session() }

  mutating func handle(_ event: AppEvent, at now: VirtualInstant) -> [AppOutput] {
    switch event {
    case .timerFired(.sessionWarning):
      warning = true
      return [.announce(warningText)]
    case .timerFired(.sessionExpiry):
      (warning, signedOut) = (false, true)
      let kept = form.filter { savesSecrets || !$0.isSensitive }.map(\.label)
      return [.save(kept), .clear(form.map(\.label)), .announce("Signed out")]
    case .activated("Keep me signed in") where warning && extensions < 2:
      (warning, extensions) = (false, extensions + 1)
      return session()
    case .activated("Sign in") where signedOut:
      signedOut = false
      return session() + [.restore(form.map(\.label))]
    case .typed where renewsOnActivity && !warning:
      return session()
    default:
      return []
    }
  }
}

/// A team's own logic run through `AppLogic`: checks written for it give the verdicts its
/// code predicts, and the same checks fail where the code is changed to fail them.
@Suite("A team's own logic")
struct TeamLogicTests {
  /// Each expectation's judgement and message, of the one check `task` and `expected` make.
  static func judged(
    _ profile: String, _ task: String, _ expected: String, _ logic: PortalSession = PortalSession()
  ) throws -> [(CheckResult.Judgement, String)] {
    let check = "Check: portal\nProfile: \(profile)\nTask: \(task)\nExpected: \(expected)\n"
    let results = try Checks.run(source: check, against: AppModel(named: "portal", logic: logic))
    return results[0].expectations.map { ($0.judgement, $0.message) }
  }

  /// The problems the check's lines get, as messages.
  static func problems(_ task: String, _ expected: String) -> [String] {
    let check = "Check: portal\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    do {
      _ = try Checks.run(source: check, against: AppModel(named: "portal", logic: PortalSession()))
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  @Test("the README's example: a VoiceOver user is warned and keeps the session, twice at most")
  func readmeLogicExample() throws {
    let app = AppModel(named: "portal", logic: PortalSession())
    let results = try Checks.run(
      source: """
        Check: a VoiceOver user is warned in time and can stay signed in
        Profile: VoiceOver
        Task: fill the form until the warning appears
        Expected: the warning is announced
          "Keep me signed in" works
          the session can be extended twice
          sensitive fields are not saved
        """,
      against: app)
    #expect(results.allPassed, "\(results)")
  }

  @Test("the extension cap is the logic's: a third extension fails, and says the warning offered none")
  func cappedExtension() throws {
    let three = try Self.judged("VoiceOver", "wait until the warning appears", "the session can be extended 3 times")
    #expect(three.map(\.0) == [.failed], "\(three)")
    let twice = try Self.judged("VoiceOver", "wait until the warning appears", "the session can be extended twice")
    #expect(twice.map(\.0) == [.passed], "\(twice)")
  }

  @Test("activity renews the session: typing after five minutes keeps it past ten; a fixed timer ends it")
  func activityRenews() throws {
    let task = "wait 5 minutes; fill 2 fields; wait 5 minutes"
    let renewed = try Self.judged("Switch Control", task, "\"Signed out\" is not shown")
    #expect(renewed.map(\.0) == [.passed], "\(renewed)")
    let fixed = try Self.judged(
      "Switch Control", task, "\"Signed out\" is not shown", PortalSession(renewsOnActivity: false))
    #expect(fixed.map(\.0) == [.failed], "\(fixed)")
  }

  @Test("what the draft keeps is the logic's: a card number saved at expiry fails the check")
  func secretsInTheDraft() throws {
    let task = "fill the form; let the session expire"
    let kept = try Self.judged("VoiceOver", task, "sensitive fields are not saved")
    #expect(kept.map(\.0) == [.passed], "\(kept)")
    let leaky = try Self.judged("VoiceOver", task, "sensitive fields are not saved", PortalSession(savesSecrets: true))
    #expect(leaky.map(\.0) == [.failed], "\(leaky)")
    #expect(leaky[0].1.contains("Card number"), "\(leaky)")
  }

  @Test("the warning's words are the logic's, heard by VoiceOver and not by Switch Control")
  func warningWords() throws {
    let heard = try Self.judged(
      "VoiceOver", "fill 3 fields; wait until the warning appears",
      "the warning is announced\n  \"You will be signed out\" is announced")
    #expect(heard.map(\.0) == [.passed, .passed], "\(heard)")
    let unheard = try Self.judged("Switch Control", "wait until the warning appears", "the warning is announced")
    #expect(unheard.map(\.0) == [.failed], "\(unheard)")
  }

  @Test("a check is resolved against the logic's own controls and the steps it can run")
  func resolvedAgainstTheLogic() {
    let stay = Self.problems("wait 9 minutes", "\"Stay signed in\" works")
    #expect(
      stay == [
        "app 'portal' has no control 'Stay signed in'; its controls are 'Keep me signed in', 'Sign out', 'Sign in'"
      ])
    let code = Self.problems("request a one-time code", "\"Keep me signed in\" works")
    #expect(
      code.count == 1
        && code[0].hasPrefix(
          "'request a one-time code' is a step of the built-in flows; app 'portal' runs its own logic: write 'tap"),
      "\(code)")
    let fill = Self.problems("fill 9 fields", "\"Keep me signed in\" works")
    #expect(fill.count == 1 && fill[0].contains("8 fields"), "\(fill)")
  }

  @Test("the README shows the logic example line for line")
  func readmeShowsIt() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(contentsOf: folder.appendingPathComponent("../../README.md"), encoding: .utf8)
    let tests = Set(
      try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    let block = try #require(
      readme.components(separatedBy: "```swift\n").first { $0.contains("AppModel(named:") }?
        .components(separatedBy: "```").first)
    let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(lines.count > 10)
    let missing = lines.filter { !tests.contains($0) }
    #expect(missing.isEmpty, "lines of the README's example that the test does not have: \(missing)")
  }
}
