extension World {
  /// Lets time pass until a control labelled `label` is on screen; whether it came.
  mutating func awaitElement(_ label: String) -> Bool {
    wait(upTo: World.waitLimit) { $0.index(of: label, in: $0.elements) != nil }
  }

  mutating func works(_ label: String) -> Finding {
    let start = recent
    guard awaitElement(label) else {
      return .fail(neverAppeared(label, since: start), from: start, to: now)
    }
    let onScreen = elements
    let action = index(of: label, in: onScreen).flatMap { onScreen[$0].action }
    let (expiry, codes, shown) = (sessionExpiresAt, codesSent, screen)
    // What a draft could keep when the control is used: the non-sensitive fields holding a value.
    let keepable =
      action == .saveAndSignOut ? (longForm + details).filter { $0.value != nil && !$0.isSensitive }.count : 0
    let reached = now
    do {
      try activate(label)
    } catch {
      return .fail(error.message, from: start, to: now)
    }
    var effect: String?
    switch action {
    case .staySignedIn:
      effect =
        signedIn && (sessionExpiresAt ?? now) > (expiry ?? now)
        ? "the session now ends at \(sessionExpiresAt ?? now) (was \(expiry ?? now))" : nil
    case .resendCode, .sendCode:
      effect = codesSent > codes ? "a new code was sent; it expires at \(codeExpiresAt ?? now)" : nil
    case .saveAndSignOut:
      if signedIn { break }
      guard keepable > 0 else {
        // Nothing had been entered that a draft keeps.
        return .unjudged(
          "signed out at \(now), but no field a draft keeps had been entered, so saving could not be seen; fill some fields in the task first",
          from: reached, to: now)
      }
      guard !drafts.isEmpty else {
        return .fail(
          "'\(label)' signed out at \(now) but saved no draft: the \(World.count(keepable, "field")) entered were lost",
          from: reached, to: now)
      }
      effect = "signed out with \(World.count(drafts.count, "field")) saved in a draft"
    case .signIn:
      effect = signedIn ? "signed in" : nil
    default:
      effect = screen != shown ? "\(shownTitle) is showing" : nil
    }
    guard let effect else {
      return .fail("'\(label)' was activated at \(now) but had no effect", from: reached, to: now)
    }
    return .pass(
      String.joined(
        "'", label, "' reached and activated by ", profile.description, " at ", now.description, ": ", effect),
      from: reached, to: now)
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
