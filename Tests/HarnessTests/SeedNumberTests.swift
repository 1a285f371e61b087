import Foundation
import Testing

@testable import Harness

/// Every number a seed states is asserted (issue 44, item 3): how long a timer the app starts
/// is set to run (`the sign-in token lasts 90 seconds`), and how many failed Face ID attempts
/// come before the password (`the password is asked for after 2 failed Face ID attempts`).
@Suite("The seeds' numbers")
struct SeedNumberTests {
  static func run(_ task: String, _ expected: String, on app: AppModel = .fixed, profile: String = "Switch Control")
    throws -> CheckResult
  {
    try #require(runCheck(checkText(profile: profile, task: task, expected: expected), app: app))
  }

  static func token(_ lifetime: VirtualDuration) -> AppModel {
    AppModel.fixed.with { $0.biometric.tokenLifetime = lifetime }
  }

  @Test("the token's length: exactly by default, at least and at most when said; 91 seconds or 10 minutes is not 90")
  func tokenLength() throws {
    let task = "open the app with Face ID, then let the sign-in token expire"
    let cases: [(String, VirtualDuration, CheckResult.Verdict)] = [
      ("the sign-in token lasts 90 seconds", .seconds(90), .passed),
      ("the sign-in token lasts 90 seconds", .seconds(91), .failed),
      ("the sign-in token lasts 90 seconds", .minutes(10), .failed),
      ("the sign-in token lasts 90 seconds", .seconds(89), .failed),
      ("the token expires after at most 90 seconds", .seconds(89), .passed),
      ("the token expires after at most 90 seconds", .seconds(91), .failed),
      ("the token lasts at least 90 seconds", .minutes(10), .passed),
      ("the token lasts at least 90 seconds", .seconds(89), .failed),
    ]
    for (expected, lifetime, verdict) in cases {
      let result = try Self.run(task, expected, on: Self.token(lifetime))
      #expect(result.verdict == verdict, "\(expected) on \(lifetime): \(result.expectations.map(\.message))")
    }
    let failed = try Self.run(task, "the sign-in token lasts 90 seconds", on: Self.token(.seconds(91)))
    #expect(
      failed.expectations.first?.message
        == "the sign-in token started at 00:00 was set to last 91 seconds, until 01:31; expected exactly 90 seconds")
  }

  @Test("the token's texts state its actual length, in the seed's words")
  func statedLength() throws {
    #expect(AppModel.fixed.said(.timeoutBody).contains("within 90 seconds"))
    #expect(Self.token(.seconds(91)).said(.timeoutBody).contains("within 91 seconds"))
    #expect(Self.token(.minutes(10)).said(.timeoutBody).contains("within 10 minutes"))
    #expect(VirtualDuration.seconds(60).stated == "1 minute" && VirtualDuration.seconds(119).stated == "119 seconds")
    #expect(VirtualDuration.seconds(150).stated == "2 minutes 30 seconds")
  }

  @Test("the session's and the code's lengths, each start measured; a timer never started cannot be judged")
  func otherTimers() throws {
    let session = try Self.run("fill 3 fields", "the session lasts 15 minutes")
    #expect(session.verdict == .passed, "\(session.expectations.map(\.message))")
    let longer = try Self.run(
      "fill 3 fields", "the session lasts 15 minutes", on: AppModel.fixed.with { $0.session.length = .minutes(16) })
    #expect(longer.verdict == .failed)
    let code = try Self.run("request a one-time code", "the code lasts 5 minutes")
    #expect(code.verdict == .passed, "\(code.expectations.map(\.message))")
    let none = try Self.run("wait 1 minute", "the sign-in token lasts 90 seconds")
    #expect(none.verdict == .cannotBeJudged)
    #expect(none.expectations.first?.message.contains("add 'open the app with Face ID' to the task") == true)
  }

  @Test("a timer of the app's own is measured by its name; one it does not set is an error with those it does")
  func namedTimer() throws {
    let claim = try QAFixtures.example("claim.json")
    let task = "tap \"Next\"; tap \"Next\"; tap \"Confirm with my bank\""
    for (expected, verdict) in [
      ("\"bank.request\" lasts 10 minutes", CheckResult.Verdict.passed), ("\"bank.request\" lasts 5 minutes", .failed),
      ("\"bank.request\" runs out after at most 10 minutes", .passed),
    ] {
      let result = try Self.run(task, expected, on: claim)
      #expect(result.verdict == verdict, "\(expected): \(result.expectations.map(\.message))")
    }
    func problem(_ expected: String, on app: AppModel) -> String {
      do {
        _ = try Checks.run(source: checkText(profile: "Touch", task: "wait 1 minute", expected: expected), against: app)
        return ""
      } catch {
        return error.diagnostics.first?.message ?? ""
      }
    }
    let missing = problem("\"bank.reqest\" lasts 10 minutes", on: claim)
    #expect(
      missing.contains("the timer 'bank.reqest', and app 'claim' sets no timer of that name; it sets"), "\(missing)")
    #expect(problem("the sign-in token lasts 90 seconds", on: claim).contains("sets no timer of that name"))
    #expect(problem("\"bank.request\" lasts 10 minutes", on: .fixed).contains("runs the built-in flows"))
    #expect(problem("the sign-in token lasts 0 seconds", on: .fixed) != "")
  }

  @Test("the password comes right at the second failed Face ID attempt: not a third attempt, not after one")
  func faceIDAttempts() throws {
    let task = "open the app with Face ID, then fail Face ID twice"
    let expected = "the password is asked for after 2 failed Face ID attempts"
    let two = try Self.run(task, expected)
    #expect(two.verdict == .passed, "\(two.expectations.map(\.message))")
    #expect(
      two.expectations.first?.message
        == "the password was asked for at 00:06, right after the 2nd failed Face ID attempt")
    let three = try Self.run(task, expected, on: AppModel.fixed.with { $0.biometric.attempts = 3 })
    #expect(three.verdict == .failed)
    #expect(
      three.expectations.first?.message
        == "after 2 failed Face ID attempts (the last at 00:06) the Face ID prompt was still up and the password was not asked for"
    )
    let one = try Self.run(task, expected, on: AppModel.fixed.with { $0.biometric.attempts = 1 })
    #expect(one.verdict == .failed)
    #expect(
      one.expectations.first?.message
        == "the password was asked for at 00:03, after 1 failed Face ID attempt; expected after 2 failed Face ID attempts"
    )
    let short = try Self.run(
      "open the app with Face ID, then fail Face ID", "Face ID allows two attempts before the password")
    #expect(short.verdict == .cannotBeJudged, "\(short.expectations.map(\.message))")
    #expect(Wording.ordinal(1) == "1st" && Wording.ordinal(12) == "12th" && Wording.ordinal(23) == "23rd")
  }
}

/// Text that states a duration states the app's actual one (issue 44, item 3).
@Suite("The times the app states")
struct StatedTimesTests {
  static let task = "open the app with Face ID, then let the sign-in token expire"

  @Test("words stating a length the app does not keep fail; true ones, and the time left, hold")
  func statedTimes() throws {
    let expected = "the times the app states are true"
    let fixed = try #require(runCheck(checkText(profile: "VoiceOver", task: Self.task, expected: expected)))
    #expect(fixed.verdict == .passed, "\(fixed.expectations.map(\.message))")
    let lying = try AppModel(
      json: #"{"base": "fixed", "name": "l", "words": {"timeout.body": "We stop a login after 2 minutes."}}"#,
      path: "l.json")
    let wrong = try #require(
      runCheck(checkText(profile: "VoiceOver", task: Self.task, expected: expected), app: lying))
    #expect(wrong.verdict == .failed)
    #expect(
      wrong.expectations.first?.message.hasPrefix(
        "\"We stop a login after 2 minutes.\" (the timeout screen, at 01:30) states 2 minutes, but no timer") == true,
      "\(wrong.expectations.map(\.message))")
    // The warning says the time left when it comes; a minute later, the countdown its own.
    let warned = try #require(
      runCheck(
        checkText(
          profile: "VoiceOver", task: "fill 3 fields, then wait until the warning appears, then wait 1 minute",
          expected: expected)))
    #expect(warned.verdict == .passed, "\(warned.expectations.map(\.message))")
    let silent = try #require(
      runCheck(checkText(profile: "VoiceOver", task: "wait 1 minute", expected: expected)))
    #expect(silent.verdict == .cannotBeJudged)
    #expect(Trace.durations(in: "ends in 1 minute 30 seconds, not 2 m or Tuesday 9:30") == [.seconds(90)])
  }
}
