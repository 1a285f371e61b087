/// `the warning leaves at least D to respond`: the person had taken the warning in (heard it to
/// the end, or read it) at least that long before the session ended.
struct TimeToRespond: ClaimFamily, MinimumFamily {
  static let name = "time to respond"
  static let patterns = ["the warning leaves at least {duration} to respond"]
  static let examples = ["the warning leaves at least 20 seconds to respond"]
  static let citations: [Citation] = [.meets("2.2.1", technique: "SCR16")]
  static let recordKey: String? = "warningResponseTime"

  private enum CodingKeys: String, CodingKey {
    case minimum = "atLeast"
  }

  var minimum: VirtualDuration

  init(atLeast minimum: VirtualDuration) { self.minimum = minimum }

  var requirements: [Requirement] { [.notZero(minimum)] }
  func claim(in app: AppModel) -> Claim { .sessionWarning(.responseTime(atLeast: minimum)) }
  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { world.awaitWarningGone() }
}
