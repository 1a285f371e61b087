extension World {
  /// Lets time pass until a control labelled `label` is on screen; whether it came.
  mutating func awaitElement(_ label: String) -> Bool {
    wait(upTo: World.waitLimit) { $0.index(of: label, in: $0.elements) != nil }
  }

  /// Judged on the task's own activation of `label` when it made one; otherwise the probe
  /// waits for the control, activates it once, and the trace shows what it did.
  mutating func works(_ label: String) -> Finding {
    let claim = Claim.worked(label: label)
    if acts.contains(where: { !$0.byProbe && $0.activated(label) != nil }) { return claim.judged(on: trace) }
    let start = recent
    guard awaitElement(label) else {
      return .fail(neverAppeared(label, since: start), from: start, to: now)
    }
    do {
      try activate(label)
    } catch {
      return .fail(error.message, from: start, to: now)
    }
    return claim.judged(on: trace)
  }

  mutating func reachable(_ label: String) -> Finding {
    let start = recent
    guard awaitElement(label) else {
      return .fail(neverAppeared(label, since: start), from: start, to: now)
    }
    let shown = elements
    guard let index = index(of: label, in: shown) else {
      return .fail("'\(label)' is not on screen", from: start, to: now)
    }
    guard canFocus(shown[index]) else {
      return .fail("\(profile) cannot move to '\(label)' on \(shownTitle)", from: start, to: now)
    }
    let appeared = now
    let visit = visitIndex
    if spend(timeToReach(index, in: shown), stopWhen: { $0.visitIndex != visit }) {
      return .fail("'\(label)' went away at \(now), before \(profile) reached it", from: appeared, to: now)
    }
    return .pass("\(profile) reached '\(label)' on \(shownTitle) at \(now)", from: appeared, to: now)
  }

  /// Why a control never came: the controls shown while it was waited for (from `since`) and
  /// what is showing now. No "did you mean": a label an app lacks is often close in spelling
  /// to one it has for another purpose ('Stay signed in', 'Sign in').
  func neverAppeared(_ label: String, since: VirtualInstant) -> String {
    var labels: [String] = []
    for visit in visits where (visit.endedAt ?? now) >= since {
      for element in visit.elements where element.role == .button && !labels.contains(element.label) {
        labels.append(element.label)
      }
    }
    let showing = isAway ? "the person is in another app" : "\(shownTitle) is showing"
    guard !labels.isEmpty else { return "'\(label)' never appeared; no control was shown, and \(showing)" }
    let shown = labels.prefix(8).map { "'\($0)'" }
    let more = labels.count > 8 ? " and \(labels.count - 8) more" : ""
    return String.joined(
      "'", label, "' never appeared; the controls shown were ", String.joined(shown, separator: ", "), more, ", and ",
      showing)
  }
}
