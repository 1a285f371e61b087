extension Trace {
  func extended(by label: String, times: Int) -> Finding {
    let start = recentAtTaskEnd
    let presses = acts.indices.filter { acts[$0].byProbe && acts[$0].activated(label) != nil }
    for (round, index) in presses.enumerated() where sessionMovedOut(by: index) == nil {
      return .fail("extension \(round + 1) of \(times) did not move expiry out", from: start, to: end)
    }
    guard presses.count >= max(1, times) else {
      return .fail("extension \(presses.count + 1) of \(times) was never made", from: start, to: end)
    }
    let ends = timerEvents.last { $0.isOf(.sessionExpiry) }?.due ?? end
    return .pass(
      "the session was extended \(Wording.count(times, "time")); it now ends at \(ends)", from: start, to: end)
  }

  func reauthenticatedBeforeExtending(_ label: String) -> Finding {
    guard let index = acts.lastIndex(where: { $0.activated(label) != nil }) else {
      return .fail("'\(label)' was never activated", from: recentAtTaskEnd, to: end)
    }
    let from = reached(index)
    guard sessionMovedOut(by: index) != nil else {
      return .fail("'\(label)' did not extend the session", from: from, to: end)
    }
    guard span(of: index).faceID else {
      return .fail("'\(label)' extended the session without asking for Face ID", from: from, to: end)
    }
    return .pass("'\(label)' asked for Face ID before extending", from: from, to: end)
  }

  func restored(after signIn: String, ifNoneTyped: String) -> Finding {
    guard !typedFields.allSatisfy(sensitiveFields.contains) else {
      return .unjudged(ifNoneTyped, from: recentAtTaskEnd, to: end)
    }
    guard let expired = timerEvents.last(where: { $0.isOf(.sessionExpiry) && $0.change == .fired })?.at else {
      return notRunOut(ran(TimerName.sessionExpiry.rawValue), of: TimerName.sessionExpiry.rawValue)
    }
    // The fields the expiry could take: those typed before it.
    let allowed = typedFields(until: expired).filter { !sensitiveFields.contains($0) }
    guard !allowed.isEmpty else { return .unjudged(ifNoneTyped, from: recentAtTaskEnd, to: end) }
    let signedInAt = acts.last { $0.at >= expired && $0.activated(signIn) != nil }?.at ?? end
    // What the app brought back by the sign-in: a field typed again after it is not restored.
    let fates = fieldFates(until: signedInAt)
    let missing = allowed.filter { fates[$0] != .held }
    let words =
      "after the session expired at \(expired) and signing in again at \(signedInAt), \(allowed.count - missing.count) of \(Wording.count(allowed.count, "allowed field")) came back"
    guard missing.isEmpty else {
      return .fail("\(words); lost: \(Wording.list(missing))", from: expired, to: end)
    }
    return .pass(words, from: expired, to: end)
  }
}
