import Testing

@testable import Harness

@Suite("Built-in apps")
struct AppTests {
  @Test("fixed warns 2 minutes early with a view, announces it, and keeps a non-sensitive draft")
  func fixedSession() throws {
    var world = World(app: .fixed, profile: Profile([.voiceOver]))
    try world.fill(count: nil, slowly: false, until: nil)
    #expect(world.entered.count == 20)
    world.spend(.minutes(20))
    #expect(world.warningShownAt == VirtualInstant(sinceStart: .minutes(13)))
    #expect(world.announcements.first?.text == "Your session ends in 2 minutes.")
    #expect(world.sessionExpiredAt == VirtualInstant(sinceStart: .minutes(15)))
    #expect(world.signInMessage == "You were signed out after 15 minutes. Your form is saved.")
    #expect(world.everDrafted.count == 17)
    #expect(world.everDrafted.values.allSatisfy { !$0 })
    try world.signIn()
    #expect(world.longForm.filter { $0.value != nil }.count == 17)
  }

  @Test("before gives no warning, clears the form, saves nothing and says nothing")
  func beforeSession() throws {
    var world = World(app: .before, profile: Profile([.touch]))
    try world.fill(count: 4, slowly: false, until: nil)
    world.spend(.minutes(20))
    #expect(world.warningShownAt == nil)
    #expect(world.announcements.isEmpty)
    #expect(world.sessionExpiredAt == VirtualInstant(sinceStart: .minutes(15)))
    #expect(world.signInMessage == nil)
    #expect(world.everDrafted.isEmpty)
    #expect(world.longForm.allSatisfy { $0.value == nil })
  }

  @Test("fixed puts Resend code right after Code expired and keeps the details")
  func fixedCode() throws {
    var world = World(app: .fixed, profile: Profile([.switchControl]))
    try world.letCodeExpire()
    #expect(world.currentScreen == .codeExpired)
    #expect(world.elements.map(\.label) == ["Code expired", "Resend code", "Start again"])
    try world.recover()
    #expect(world.codesSent == 2)
    #expect(world.codeVerified)
    #expect(world.details.allSatisfy { $0.value != nil })
  }

  @Test("before shows a bare Code expired, and starting again loses the details")
  func beforeCode() throws {
    var world = World(app: .before, profile: Profile([.switchControl]))
    try world.letCodeExpire()
    #expect(world.elements.map(\.label) == ["Code expired", "Start again"])
    try world.recover()
    #expect(world.currentScreen == .codeDetails)
    #expect(world.details.allSatisfy { $0.value == nil })
  }

  @Test("waiting for a warning that never comes fails and says what happened instead")
  func untilFailsWhenImpossible() {
    var world = World(app: .before, profile: Profile([.touch]))
    #expect(throws: StepFailure.self) { try world.fill(count: nil, slowly: false, until: .warning) }
    do {
      try world.wait(until: .warning)
      Issue.record("expected a failure")
    } catch {
      #expect(
        error.message.hasPrefix(
          "the app gave no warning before the session expired at 15:00, so the wait for the warning to appear ended there"
        ))
    }
  }

  @Test("acting on a control the screen does not offer fails with what it does offer")
  func missingControl() {
    var world = World(app: .fixed, profile: Profile([.touch]))
    do {
      try world.activate("Resend code")
      Issue.record("expected a failure")
    } catch {
      #expect(
        error.message
          == "'Resend code' is not on the long form at 00:00; it offers 'Full name', 'Date of birth', 'Email', 'Phone number', 'Address line 1', 'Address line 2' and 14 more"
      )
    }
  }

  @Test("a slower profile reaches the warning's buttons later than a faster one")
  func paceMatters() throws {
    var touch = World(app: .fixed, profile: Profile([.touch]))
    var scan = World(app: .fixed, profile: Profile([.switchControl]))
    for index in [0, 1] {
      var world = index == 0 ? touch : scan
      try world.wait(until: .warning)
      try world.activate("Stay signed in")
      if index == 0 { touch = world } else { scan = world }
    }
    #expect(touch.now < scan.now)
    #expect(touch.extensions == 1 && scan.extensions == 1)
  }
}
