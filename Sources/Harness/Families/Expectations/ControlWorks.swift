/// `"LABEL" works`: the control had the effect the app states for it (its action, a flow's
/// `does`): the session moved out, a code sent, a draft saved, signed in, another screen. A
/// control of a team's logic or flow that states none is refused at resolution.
struct ControlWorks: ClaimFamily, QuotedFamily {
  static let name = "\"LABEL\" works"
  static let patterns = ["{label} works"]
  static let examples = [
    "\"{session.staySignedIn}\" works", "\"{code.resend}\" works", "\"{session.saveAndSignOut}\" works",
  ]
  static let citations: [Citation] = [.meets("2.1.1")]
  static let recordKey: String? = "works"

  var label: String

  init(quoted label: String) { self.label = label }

  var requirements: [Requirement] { [.control(label), .statedEffect(label)] }
  func claim(in app: AppModel) -> Claim { .worked(label: label, byRule: app.statedByRules(label)) }

  /// A control may ask for Face ID before it does what it says ("Stay signed in").
  func budget(in app: AppModel) -> ProbeBudget { .acts([.activated(label: label), .faceID(passed: true)]) }

  /// Judged on the task's own activation of the control when it made one; otherwise the probe
  /// waits for the control, activates it once, and the trace shows what it did.
  func probe(_ world: inout World) -> Finding {
    let claim = claim(in: world.app)
    if world.acts.contains(where: { !$0.byProbe && $0.activated(label) != nil }) {
      return claim.judged(on: world.trace)
    }
    let start = world.recent
    guard world.awaitElement(label) else {
      return .fail(world.trace.neverAppeared(label, since: start), from: start, to: world.now)
    }
    do {
      try world.activate(label)
    } catch {
      return .fail(error.message, from: start, to: world.now)
    }
    return claim.judged(on: world.trace)
  }
}

extension AppModel {
  /// What a flow's rules state for its button `label` when the button states nothing itself
  /// (no `does`): one list a rule; empty for any other app, or a button that states its effect.
  func statedByRules(_ label: String) -> [[Claim.StatedEffect]] {
    guard let flow = logic?.identity else { return [] }
    let read = label.asRead
    let buttons = flow.screens.flatMap(\.shows).compactMap { shown -> Element? in
      guard case .element(let element, _) = shown, element.role == .button, element.label.asRead == read else {
        return nil
      }
      return element
    }
    guard buttons.contains(where: { $0.action == nil }) else { return [] }
    return flow.statedEffects(of: label)
  }
}
