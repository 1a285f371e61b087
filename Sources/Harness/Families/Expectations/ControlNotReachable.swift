/// `"LABEL" is not reachable`: when the task ended, the control was not one the person could
/// move to: not on the screen they were on (a button a condition hides, a warning that no
/// longer offers it), or on it but out of their reach. It does not wait for the control to come.
struct ControlNotReachable: ClaimFamily, QuotedFamily {
  static let name = "\"LABEL\" is not reachable"
  static let patterns = ["{label} is (not | no longer) reachable", "{label} (cannot | can't) be reached"]
  static let examples = ["\"{session.staySignedIn}\" is not reachable", "\"{code.resend}\" cannot be reached"]
  static let citations: [Citation] = [.noCriterion("the app's own rule, as the check states it")]
  static let claimsAbsence = true
  static let recordKey: String? = "notReachable"

  var label: String

  init(quoted label: String) { self.label = label }

  var requirements: [Requirement] { [.control(label)] }
  func claim(in app: AppModel) -> Claim { .not(.canReach(label: label)) }
  func budget(in app: AppModel) -> ProbeBudget { .none }
}
