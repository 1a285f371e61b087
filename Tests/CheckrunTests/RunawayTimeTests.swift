import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// Simulated time and a check's timeline are bounded, and idle steps count against the
/// guards (issue 24, item 7).
@Suite("Runaway simulated time")
struct RunawayTimeTests {
  let scratch = Scratch("runaway")

  /// A check whose task is `step` written `count` times.
  func check(_ step: String, times count: Int) throws -> String {
    let task = Array(repeating: step, count: count).joined(separator: ", then ")
    return try scratch.write(
      Array("Profile: Touch\nTask: \(task)\nExpected: the sign-in screen says what happened\n".utf8),
      named: "\(count)-\(step.replacingAll(" ", with: "-")).check")
  }

  func run(_ arguments: [String]) -> Invocation {
    Invocation(["--report", scratch.path("report-\(UUID().uuidString)")] + arguments)
  }

  @Test("waiting 30 days again and again stops past 366 simulated days, and the page stays small")
  func simulatedTime() throws {
    let report = scratch.path("days")
    let out = Invocation(["--report", report, try check("wait 30 days", times: 2_000)])
    #expect(out.code == .failed)
    #expect(
      out.stdout.contains("the check ran away, past 366 days of simulated time (the most one check may spend)"),
      "\(out.stdout.prefix(2_000))")
    let page = try FileManager.default.attributesOfItem(atPath: "\(report)/index.html")[.size] as? Int ?? .max
    #expect(page < 200_000, "the page is \(page) bytes")
  }

  @Test("a timeline past 20,000 entries stops the check, saying so")
  func timelineSize() throws {
    // Within a check's 10,000 task steps: each pair of steps keeps five entries, and a
    // session of 7 days never ends the run first.
    let app = try scratch.write(Array(#"{"base": "fixed", "session": {"length": "7 days"}}"#.utf8), named: "week.json")
    let pair = "enter an incorrect passcode, then dismiss the notice with the close button"
    let out = run(["--app", app, try check(pair, times: 5_000)])
    #expect(out.code == .failed)
    #expect(
      out.stdout.contains("past 20000 timeline entries (the most one check may keep)"), "\(out.stdout.prefix(2_000))")
  }

  @Test("idle steps count against --max-actions")
  func idleStepsAreActions() throws {
    let out = run(["--max-actions", "50", try check("wait 1 minute", times: 100)])
    #expect(out.code == .failed)
    #expect(out.stdout.contains("stopped after 50 actions"), "\(out.stdout.prefix(2_000))")
  }

  @Test("the time axis has at most eight ticks however long the check", arguments: [1.0, 9, 400, 6_000, 36_500])
  func ticks(_ days: Double) {
    let end = VirtualInstant(sinceStart: .seconds(days * 86_400))
    let step = TimelineSVG.tickStep(end: end)
    #expect(step.milliseconds > 0)
    #expect(end.sinceStart.milliseconds / step.milliseconds <= 8)
  }
}
