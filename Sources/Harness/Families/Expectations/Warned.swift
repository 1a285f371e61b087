/// `the user is warned at least D before the session expires`: the warning came at least that
/// long before the session was then due to end (as `the warning appears …`), and the person
/// took it in (heard it, or read it) before it ended. A warning drawn where a screen-reader
/// user never hears it has warned nobody, so "warned" is never "appears" alone.
struct Warned: ClaimFamily, MinimumFamily {
  static let name = "the person is warned"
  static let patterns = [
    "(the user | the person | they) (is | are) warned at least {duration} before (expiry | the session expires | it expires | the session ends)"
  ]
  static let examples = ["the user is warned at least 2 minutes before the session expires"]
  static let citations: [Citation] = [.meets("2.2.1", technique: "SCR16")]
  static let recordKey: String? = "warned"

  private enum CodingKeys: String, CodingKey {
    case minimum = "atLeast"
  }

  var minimum: VirtualDuration

  init(atLeast minimum: VirtualDuration) { self.minimum = minimum }

  var requirements: [Requirement] { [.notZero(minimum)] }
  func claim(in app: AppModel) -> Claim {
    .all([
      .sessionWarning(.lead(atLeast: minimum)),
      .sessionWarning(.responseTime(atLeast: VirtualDuration(milliseconds: 1))),
    ])
  }
  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { world.awaitWarningGone() }
}
