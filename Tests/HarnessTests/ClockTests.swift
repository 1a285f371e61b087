import Testing

@testable import Harness

@Suite("Virtual clock")
struct ClockTests {
  @Test(
    "durations and instants read as plain words and clock faces",
    arguments: [
      (VirtualDuration.minutes(2), "2 minutes"), (.seconds(90), "1 minute 30 seconds"), (.seconds(1), "1 second"),
      (.seconds(1.5), "1.5 seconds"), (.zero, "0 seconds"), (.minutes(24 * 60), "24 hours"),
      (.minutes(60), "1 hour"), (.minutes(61), "1 hour 1 minute"), (.minutes(1_000_000), "16666 hours 40 minutes"),
      (.seconds(-5), "-5 seconds"), (.seconds(90.5), "1 minute 30.5 seconds"),
      (.seconds(3_725.25), "1 hour 2 minutes 5.3 seconds"), (.seconds(0.04), "0.04 seconds"),
      (.seconds(59.96), "1 minute"), (.seconds(7_200.1), "2 hours 0.1 seconds"),
    ])
  func durationWords(_ duration: VirtualDuration, _ words: String) {
    #expect(duration.description == words)
  }

  @Test(
    "strings joined at full length at once equal the standard library's joined(separator:)",
    arguments: [
      [], [""], ["one"], ["", ""], ["a", "b", "c"], ["Full name", "", "Date of birth"],
      ["café", "naïve", "日本語", "👩‍🦯"], [String(repeating: "long ", count: 40), "x"],
    ])
  func joinedAtOnce(_ parts: [String]) {
    for separator in ["", ", ", "; ", " → "] {
      #expect(String.joined(parts, separator: separator) == parts.joined(separator: separator))
    }
  }

  @Test("pieces joined two to eight at a time, by their fixed counts or the list, give the same string")
  func joinedPieces() {
    let pieces = ["filled '", "Full name", "' (", "", "日本語 👩‍🦯", String(repeating: "long ", count: 20), ")", "8"]
    #expect(String.joined(pieces[0], pieces[1]) == pieces[0...1].joined())
    #expect(String.joined(pieces[0], pieces[1], pieces[2]) == pieces[0...2].joined())
    #expect(String.joined(pieces[0], pieces[1], pieces[2], pieces[3]) == pieces[0...3].joined())
    #expect(String.joined(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4]) == pieces[0...4].joined())
    #expect(String.joined(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4], pieces[5]) == pieces[0...5].joined())
    #expect(
      String.joined(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4], pieces[5], pieces[6])
        == pieces[0...6].joined())
    #expect(
      String.joined(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4], pieces[5], pieces[6], pieces[7])
        == pieces.joined())
    #expect(String.joined("", "") == "")
  }

  @Test("a thread's cache of fixed words gives each world the words it would make itself")
  func fixedWordsCache() throws {
    var cache = FixedWords.Cache()
    let longer = AppModel.fixed.with { $0.session.warningLead = .minutes(5) }
    let shorter = AppModel.fixed.with { $0.session.length = .minutes(3) }
    let profiles = [Profile([.touch]), Profile([.voiceOver, .largerText(3)]), Profile([.switchControl])]
    // Each pair twice, in an order that mixes them: the second time comes from the cache.
    for _ in 0..<2 {
      for app in [AppModel.fixed, longer, AppModel.before, shorter] {
        for profile in profiles {
          let cached = cache.words(app: app, profile: profile)
          let own = FixedWords(app: app, profile: profile)
          #expect(cached.warning == own.warning)
          #expect(cached.timeLeft == own.timeLeft)
          #expect(cached.sessionLength == own.sessionLength)
          #expect(cached.notHeard == own.notHeard)
        }
      }
    }
    let words = cache.words(app: longer, profile: profiles[1])
    #expect(words.warning == "Your session ends in 5 minutes.")
    #expect(words.timeLeft == "Time left: 5 minutes")
    #expect(words.notHeard == "not heard by VoiceOver + Larger Text AX3")
    #expect(cache.words(app: shorter, profile: profiles[0]).sessionLength == "3 minutes")
    // A run that shares a cache with checks of other apps says what a run of its own does.
    let text = checkText(profile: "Touch", task: "stay idle for 24 hours", expected: "no error code is shown")
    let parsed = Parser(mode: .checkFile).parse(text, path: "t.check")
    let check = try #require(parsed.checks.first)
    let runnable = try Resolver(apps: ["app": longer], defaultApp: longer).resolve(check).get()
    let alone = Runner.run(runnable)
    let shared = Runner.run(runnable, words: &cache)
    #expect(alone.timeline.map(\.text) == shared.timeline.map(\.text))
    #expect(shared.timeline.map(\.text).contains("announced \"Your session ends in 5 minutes.\" (not heard by Touch)"))
  }

  @Test("each field filled is logged with the count of fields filled so far, in order or after a restore")
  func filledCounts() throws {
    // `fixed` clears the form at expiry and restores its fields that are not sensitive: the
    // fill then starts again at 'Card number', the 15th field, with 16 fields filled already.
    let task = "fill 18 fields, then let the session expire, then sign in, then fill the long form"
    let result = try #require(runCheck(checkText(profile: "Touch", task: task, expected: "no error code is shown")))
    let filled = result.timeline.map(\.text).filter { $0.hasPrefix("filled '") }
    let labels = AppModel.fixed.forms.long.map(\.label)
    let inOrder = (0..<18).map { "filled '\(labels[$0])' (\($0 + 1) of 20)" }
    #expect(Array(filled.prefix(18)) == inOrder)
    #expect(
      Array(filled.dropFirst(18)) == [
        "filled 'Card number' (17 of 20)", "filled 'Security code' (18 of 20)", "filled 'Password' (19 of 20)",
        "filled 'Memorable place' (20 of 20)",
      ])
  }

  @Test("a session that runs out on an idle person logs its countdowns and an empty draft save in words")
  func idleSessionWords() throws {
    let result = try #require(
      runCheck(checkText(profile: "Touch", task: "stay idle for 24 hours", expected: "no error code is shown")))
    let texts = result.timeline.map(\.text)
    // The words made once say what the general ones would.
    #expect(texts.contains("announced \"1 minute left\" (not heard by Touch)"))
    #expect(texts.contains("announced \"30 seconds left\" (not heard by Touch)"))
    let emptySave = String.joined("draft saved: ", Wording.count(0, "field"), " (", Wording.list([]), ")")
    #expect(emptySave == "draft saved: 0 fields (none)")
    #expect(texts.contains(emptySave))
  }

  @Test("instants are minutes and seconds from the start, hours when there are any")
  func instants() {
    #expect(VirtualInstant(sinceStart: .minutes(13)).description == "13:00")
    #expect(VirtualInstant(sinceStart: .seconds(3_723)).description == "1:02:03")
    #expect(VirtualInstant(sinceStart: .seconds(62.5)).description == "01:02.5")
    #expect(VirtualInstant(sinceStart: VirtualDuration(milliseconds: 59_960)).description == "00:59")
    #expect(VirtualInstant(sinceStart: .minutes(24 * 60)).description == "24:00:00")
    #expect(VirtualInstant(sinceStart: .minutes(720 * 60) + .seconds(1.2)).description == "720:00:01.2")
    // The bytes written in place are the face, and fit the room promised for them.
    let longest = VirtualInstant(sinceStart: .seconds(99 * 3600 + 59 * 60 + 59.9))
    let room = UnsafeMutablePointer<UInt8>.allocate(capacity: VirtualInstant.clockFaceMaxBytes)
    defer { room.deallocate() }
    for seconds in [0, 0.1, 9.95, 59.96, 62.5, 600, 3_723, 36_000, 86_400] {
      let instant = VirtualInstant(sinceStart: .seconds(seconds))
      let count = instant.writeClockFace(into: room)
      #expect(count != nil)
      #expect(
        count.map { String(decoding: UnsafeBufferPointer(start: room, count: $0), as: UTF8.self) }
          == instant.description)
    }
    #expect(longest.writeClockFace(into: room) == VirtualInstant.clockFaceMaxBytes)
    #expect(longest.description == "99:59:59.9")
    #expect(VirtualInstant(sinceStart: .minutes(720 * 60)).writeClockFace(into: room) == nil)
  }

  @Test("time moves only when spent, and timers fire at their own time")
  func timersFireInOrder() {
    var world = World(app: .fixed, profile: Profile([.touch]))
    #expect(world.now == .start)
    let stopped = world.spend(.minutes(20)) { $0.warningVisible }
    #expect(stopped)
    #expect(world.now == VirtualInstant(sinceStart: .minutes(13)))
    world.spend(.minutes(5))
    #expect(world.now == VirtualInstant(sinceStart: .minutes(18)))
    #expect(world.sessionExpiredAt == VirtualInstant(sinceStart: .minutes(15)))
    let order = world.log.filter { $0.kind == .timer || $0.text.hasPrefix("warning shown") }.map(\.at)
    #expect(order == order.sorted())
  }

  @Test("timers due at the same instant fire in the order they were set")
  func tiesByOrder() {
    let app = AppModel.fixed.with { $0.session.warningLead = .zero }
    var world = World(app: app, profile: Profile([.touch]))
    world.spend(.minutes(16))
    #expect(world.sessionExpiredAt == VirtualInstant(sinceStart: .minutes(15)))
    #expect(world.warningShownAt == nil)
  }

  @Test("a simulated day adds no more events than a simulated minute once the timers are spent")
  func idleCostsNothing() {
    var short = World(app: .before, profile: Profile([.touch]))
    var long = short
    short.spend(.minutes(16))
    long.spend(.minutes(16))
    let before = long.log.count
    short.idle(for: .minutes(1))
    long.idle(for: .minutes(24 * 60))
    #expect(long.log.count - before == 1)
    #expect(short.log.count == long.log.count)
    #expect(long.now == VirtualInstant(sinceStart: .minutes(16 + 24 * 60)))
  }

  @Test("a copy of the world is independent of the original")
  func copiesAreValues() {
    let original = World(app: .fixed, profile: Profile([.voiceOver]))
    var copy = original
    copy.spend(.minutes(14))
    #expect(original.now == .start)
    #expect(original.warningShownAt == nil)
    #expect(copy.warningShownAt != nil)
  }
}
