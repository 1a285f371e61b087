/// `"TEXT" is followed by a reachable "LABEL"`: on the first frame showing the text, the next
/// thing the person reaches is the control, and it stays long enough for them to reach it.
struct FollowedByReachable: ClaimFamily {
  static let name = "\"TEXT\" is followed by a reachable \"LABEL\""
  static let patterns = [
    "{label} is followed by a reachable {label}",
    "{label} is reachable [right | directly | immediately] after {label}",
  ]
  static let examples = [
    "\"{code.expired}\" is followed by a reachable \"{code.resend}\"",
    "\"{code.resend}\" is reachable right after \"{code.expired}\"",
  ]
  static let citations: [Citation] = [.meets("2.4.3"), .meets("2.2.1")]
  static let recordKey: String? = "followedBy"

  var text: String
  var label: String

  init(text: String, label: String) { (self.text, self.label) = (text, label) }

  init?(_ captures: Pattern.Captures) {
    guard captures.labels.count == 2 else { return nil }
    // "LABEL is reachable right after TEXT" names the control first.
    (text, label) =
      captures.has("after") ? (captures.labels[1], captures.labels[0]) : (captures.labels[0], captures.labels[1])
  }

  var requirements: [Requirement] { [.control(label)] }
  func claim(in app: AppModel) -> Claim { .reachable(label: label, after: .containing(text)) }
  func budget(in app: AppModel) -> ProbeBudget { .none }
}

extension Expectation {
  static func followedBy(text: String, label: String) -> Expectation {
    Expectation(FollowedByReachable(text: text, label: label))
  }
}
