/// `the session can be extended N times`: each of N activations of "Stay signed in", each on
/// the warning as it comes, moved the session's end out.
struct ExtendRepeatedly: ClaimFamily {
  static let name = "extend repeatedly"
  static let patterns = [
    "the session can be extended {n} (times | time)", "the session can be extended (once | twice)",
  ]
  static let examples = ["the session can be extended 10 times"]
  static let citations: [Citation] = [.meets("2.2.1", technique: "SCR1")]
  static let recordKey: String? = "canExtend"

  var times: Int

  init(times: Int) { self.times = times }

  init?(_ captures: Pattern.Captures) {
    times = captures.counts.first ?? (captures.has("twice") ? 2 : 1)
  }

  var requirements: [Requirement] { [.atLeastOnce(times)] }

  func claim(in app: AppModel) -> Claim { .extended(label: app.words[.staySignedIn], times: times) }

  func budget(in app: AppModel) -> ProbeBudget {
    .acts((0..<max(1, times)).flatMap { _ in ProbeBudget.extending(app) })
  }

  /// Waits for each warning in turn and extends on it, until one extension moves nothing.
  func probe(_ world: inout World) -> Finding {
    let start = world.recent
    for round in 1...max(1, times) {
      do {
        try world.guardStep()
      } catch {
        return .fail(error.message, from: start, to: world.now)
      }
      guard world.awaitWarning() != nil, world.warningVisible else { return world.trace.noWarning() }
      let before = world.sessionExpiresAt
      do {
        try world.activate(world.app.words[.staySignedIn])
      } catch {
        return .fail("extension \(round) of \(times) failed: \(error.message)", from: start, to: world.now)
      }
      // An extension that moved nothing ends the probe's acts; the trace says which it was.
      guard let after = world.sessionExpiresAt, let before, after > before else { break }
      world.warningShownAt = nil
    }
    return claim(in: world.app).judged(on: world.trace)
  }
}

extension Expectation {
  static func canExtend(times: Int) -> Expectation { Expectation(ExtendRepeatedly(times: times)) }
}
