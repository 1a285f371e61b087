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

  /// Why a control never came, as the trace tells it (`Trace.neverAppeared`).
  func neverAppeared(_ label: String, since: VirtualInstant) -> String {
    trace.neverAppeared(label, since: since)
  }

  /// What `"LABEL" is reachable` waits for: the control, then the time it takes the person
  /// to reach it, or until the screen changes under them.
  mutating func awaitReaching(_ label: String) {
    guard awaitElement(label), let index = index(of: label, in: elements), canFocus(elements[index]) else { return }
    let visit = visitIndex
    spend(timeToReach(index, in: elements), stopWhen: { $0.visitIndex != visit })
  }
}
