/// `"LABEL" is reachable`: the control, on screen when the task ended or the first time it came
/// after, is one the person can move to, and it stays until they have reached it.
struct ControlReachable: ClaimFamily, QuotedFamily {
  static let name = "\"LABEL\" is reachable"
  static let patterns = ["{label} (is reachable | can be reached)"]
  static let examples = ["\"{session.staySignedIn}\" is reachable"]
  static let citations: [Citation] = [.meets("2.1.1"), .meets("4.1.2")]
  static let recordKey: String? = "reachable"

  var label: String

  init(quoted label: String) { self.label = label }

  var requirements: [Requirement] { [.control(label)] }
  func claim(in app: AppModel) -> Claim { .canReach(label: label) }
  func budget(in app: AppModel) -> ProbeBudget { .wait }

  /// Waits for the control, then the time it takes the person to reach it, or until the screen
  /// changes under them.
  func awaitEvidence(_ world: inout World) {
    guard world.awaitElement(label), let index = world.index(of: label, in: world.elements),
      world.canFocus(world.elements[index])
    else { return }
    let visit = world.visitIndex
    world.spend(world.timeToReach(index, in: world.elements), stopWhen: { $0.visitIndex != visit })
  }
}
