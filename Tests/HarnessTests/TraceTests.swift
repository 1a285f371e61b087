import Testing

@testable import Harness

/// The recorded trace (issue 26, item 1): what the person could perceive and did, made from a
/// world after its task, with nothing a claim would need to act for.
@Suite("Trace")
struct TraceTests {
  /// The world `task` leaves for `profile` on `app`, and its trace.
  static func trace(_ task: String, profile: String = "VoiceOver", app: AppModel = .fixed) throws -> Trace {
    let text = checkText(profile: profile, task: task, expected: "the warning is announced")
    let parsed = Parser(mode: .checkFile).parse(text, path: "t.check")
    let check = try #require(parsed.checks.first)
    guard case .success(let runnable) = Resolver(defaultApp: app).resolve(check) else {
      Issue.record("\(task) did not resolve")
      throw CancellationError()
    }
    var words = FixedWords.Cache()
    return Runner.task(of: runnable, guard: .standard, words: &words).0.trace
  }

  @Test("a notice shown again is a new instance; what stays on screen keeps its instance")
  func instances() throws {
    // On `before` the notice lies over the passcode screen, whose instructions stay in view.
    let trace = try Self.trace(
      "enter an incorrect passcode, then dismiss the notice with the close button, then enter an incorrect passcode",
      app: .before)
    let notices = trace.frames.compactMap { frame in
      frame.elements.firstIndex { $0.label == AppModel.fixed.words[.passcodeNotice] }.map { frame.instances[$0] }
    }
    #expect(notices.count == 2)
    #expect(Set(notices).count == 2)
    // The instructions stay on the passcode screen through both notices.
    let instructions = trace.frames.compactMap { frame in
      frame.elements.firstIndex { $0.label == AppModel.fixed.words[.passcodeInstructions] }.map { frame.instances[$0] }
    }
    #expect(instructions.count >= 3)
    #expect(Set(instructions).count == 1)
    let closing = try #require(trace.frames.first { $0.elements.contains { $0.action == .closeNotice } })
    let close = try #require(closing.elements.firstIndex { $0.action == .closeNotice })
    #expect(closing.name(of: close) == "passcode.closeNotice")
  }

  @Test("timers are recorded armed, moved by an extension, fired and cancelled, by name")
  func timers() throws {
    let trace = try Self.trace("wait until the warning appears, then activate \"Stay signed in\"")
    let expiry = trace.timerEvents.filter { $0.timer == "session.expiry" }
    guard case .armed(let due) = expiry.first?.change else {
      Issue.record("session.expiry was not armed first: \(expiry)")
      return
    }
    #expect(expiry.contains { if case .moved(let later) = $0.change { later > due } else { false } })
    #expect(trace.timerEvents.contains { $0.timer == "session.warning" && $0.change == .fired })
    let lapsed = try Self.trace("wait until the session expires")
    #expect(lapsed.timerEvents.contains { $0.timer == "session.expiry" && $0.change == .fired })
    #expect(!lapsed.timerEvents.contains { $0.timer == "session.expiry" && $0.change == .cancelled })
  }

  @Test("store writes name fields and their sensitivity, never a value; field changes follow the form")
  func storeAndFields() throws {
    let policy = try Self.trace(
      "fill the form, then let the session expire, then sign in",
      app: AppModel.fixed.with { $0.session.drafts = .everything })
    let kept = policy.storeWrites.flatMap(\.fields)
    #expect(kept.contains { $0.label == "Card number" && $0.isSensitive })
    #expect(kept.contains { $0.label == "Full name" && !$0.isSensitive })
    let written = "\(policy.storeWrites) \(policy.fieldChanges) \(policy.acts)"
    for secret in Field.sensitiveValues { #expect(!written.contains(secret)) }
    let changes = policy.fieldChanges.map(\.change)
    let typed = try #require(changes.firstIndex(of: .typed))
    let cleared = try #require(changes.firstIndex(of: .cleared))
    let restored = try #require(changes.firstIndex(of: .restored))
    #expect(typed < cleared && cleared < restored)
    #expect(policy.sensitiveFields.contains("Card number"))
    let fixed = try Self.trace("fill the form, then let the session expire")
    #expect(!fixed.storeWrites.flatMap(\.fields).contains { $0.isSensitive })
  }

  @Test("an announcement not heard says why: the profile, or another app; a cut-off one says by what")
  func heard() throws {
    let touch = try Self.trace("enter an incorrect passcode", profile: "Touch")
    #expect(touch.announcements.first?.notHeard == .profileDoesNotHear)
    let away = try Self.trace("switch to the password manager for 14 minutes")
    let warning = try #require(away.announcements.first)
    #expect(warning.notHeard == .inAnotherApp)
    let cut = try Self.trace("enter an incorrect passcode, then wait 2 seconds", app: .before)
    let notice = try #require(cut.announcements.first)
    #expect(notice.announcement.cutOffAt != nil)
    #expect(notice.cutOffBy == "a focus move to 'Passcode'")
    let heard = try Self.trace("enter an incorrect passcode")
    #expect(heard.announcements.first.map { $0.notHeard == nil && $0.cutOffBy == nil } == true)
  }

  @Test("acts are the task's until a probe begins, and the probe's after")
  func acts() throws {
    let text = checkText(
      profile: "VoiceOver", task: "fill 2 fields", expected: "\"Save and sign out\" works")
    let parsed = Parser(mode: .checkFile).parse(text, path: "t.check")
    guard case .success(let check) = Resolver(defaultApp: .fixed).resolve(try #require(parsed.checks.first)) else {
      Issue.record("did not resolve")
      return
    }
    var words = FixedWords.Cache()
    let (world, _) = Runner.task(of: check, guard: .standard, words: &words)
    let (_, probed) = Runner.probe(try #require(check.expectations.first).value, on: world)
    let trace = probed.trace
    #expect(trace.acts.filter { !$0.byProbe }.count == 2)
    #expect(trace.acts.filter(\.byProbe).map(\.kind) == [.activated(label: "Save and sign out")])
    #expect(trace.taskEnd == world.now)
    #expect(trace.end >= trace.taskEnd)
  }
}
