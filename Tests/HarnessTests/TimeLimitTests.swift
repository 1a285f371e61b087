import Testing

@testable import Harness

/// Time needed against time given (issue 44, item 7): a run's time limits, from its timers.
@Suite("Time limits")
struct TimeLimitTests {
  static func at(_ seconds: Double) -> VirtualInstant { VirtualInstant(sinceStart: .seconds(seconds)) }

  @Test(
    "a start is a limit; a move extends it; it runs out, is stopped or still runs; the app's mechanics are not limits")
  func limits() {
    let events = [
      TimerEvent(at: Self.at(0), timer: "session.expiry", change: .armed(due: Self.at(900))),
      TimerEvent(at: Self.at(0), timer: "session.warning", change: .armed(due: Self.at(780))),
      TimerEvent(at: Self.at(800), timer: "session.expiry", change: .moved(due: Self.at(1700))),
      TimerEvent(at: Self.at(10), timer: "code.expiry", change: .armed(due: Self.at(310))),
      TimerEvent(at: Self.at(100), timer: "code.expiry", change: .cancelled),
      TimerEvent(at: Self.at(20), timer: "token.expiry", change: .armed(due: Self.at(110))),
      TimerEvent(at: Self.at(110), timer: "token.expiry", change: .fired),
      TimerEvent(at: Self.at(30), timer: "session.countdown.60", change: .armed(due: Self.at(40))),
      TimerEvent(at: Self.at(50), timer: "bank.request", change: .armed(due: Self.at(650))),
      TimerEvent(at: Self.at(50), timer: "bank.request", change: .cancelled),
    ]
    let limits = TimeLimit.limits(in: events, until: Self.at(1000))
    #expect(limits.map(\.about) == ["the session", "the one-time code", "the sign-in token"])
    let session = limits[0]
    #expect(session.end == .running && session.moved == 1 && session.given == .seconds(1700))
    #expect(session.used == .seconds(1000) && session.setFor == .minutes(15))
    #expect(limits[1].end == .stopped && limits[1].used == .seconds(90) && limits[1].given == .minutes(5))
    #expect(limits[2].end == .ranOut && limits[2].used == .seconds(90))
    #expect(limits[2].sentence == "the sign-in token: 90 seconds from 00:20; it ran out at 01:50")
    #expect(
      session.sentence
        == "the session: 15 minutes from 00:00, moved once to end at 28:20; still running when the task ended at 16:40, 16 minutes 40 seconds used"
    )
  }

  @Test("a run records the limits of its task: the token that ran out on a prompt left open")
  func fromARun() throws {
    let result = try #require(
      runCheck(
        checkText(
          profile: "VoiceOver", task: "open the app with Face ID, then leave the Face ID prompt open for 2 minutes",
          expected: "no error code is shown")))
    #expect(result.limits.map(\.about) == ["the sign-in token"], "\(result.limits)")
    #expect(result.limits.first?.end == .ranOut && result.limits.first?.endedAt == Self.at(90))
  }
}
