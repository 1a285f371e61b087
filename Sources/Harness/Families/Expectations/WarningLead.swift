/// `the warning appears at least D before expiry`: the warning came at least that long before
/// the session was then due to end.
struct WarningLead: ClaimFamily, MinimumFamily {
  static let name = "warning lead time"
  static let patterns = ["the warning appears at least {duration} before (expiry | the session expires | it expires)"]
  static let examples = ["the warning appears at least 2 minutes before expiry"]
  static let citations: [Citation] = [.meets("2.2.1", technique: "SCR16")]
  static let recordKey: String? = "warningLead"

  private enum CodingKeys: String, CodingKey {
    case minimum = "atLeast"
  }

  var minimum: VirtualDuration

  init(atLeast minimum: VirtualDuration) { self.minimum = minimum }

  var requirements: [Requirement] { [.notZero(minimum)] }
  func claim(in app: AppModel) -> Claim { .sessionWarning(.lead(atLeast: minimum)) }
  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { _ = world.awaitWarning() }
}

extension Expectation {
  static func warningLead(atLeast minimum: VirtualDuration) -> Expectation {
    Expectation(WarningLead(atLeast: minimum))
  }
}
