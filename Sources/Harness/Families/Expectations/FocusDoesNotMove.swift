/// `focus does not move to "LABEL"`: accessibility focus did not last land, after the notice
/// went or the last screen change, on the element with that label (compared whole, as a person
/// reads it: "Passcode" is the field, not the notice "Incorrect passcode"), a move the app had
/// set for a moment later (within a minute) included.
struct FocusDoesNotMove: ExpectationFamily {
  static let name = "focus does not move to"
  static let patterns = ["focus (does not | doesn't | never) (move | moves | go | goes) to {label}"]
  static let examples = ["focus does not move to \"{passcode.notice}\"", "focus never goes to \"1\""]
  static let citations: [Citation] = [.meets("2.4.3")]
  static let claimsAbsence = true
  static let recordKey: String? = "focusDoesNotMove"

  private enum CodingKeys: String, CodingKey {
    case target = "to"
  }

  var target: String

  init?(_ captures: Pattern.Captures) {
    guard let label = captures.labels.first else { return nil }
    target = label
  }

  var requirements: [Requirement] { [.quotedText(target)] }

  func judged(on trace: Trace, in app: AppModel) -> Finding {
    let since = trace.instant(of: .lastGone(app.words[.passcodeNotice]))
    let read = target.asRead
    guard let landed = trace.focusMoves.last(where: { $0.at >= since && $0.landed }) else {
      return .pass("focus did not move after \(since), so not to '\(target)'", from: since, to: trace.end)
    }
    guard landed.label.asRead == read else {
      return .pass("focus moved to '\(landed.label)' at \(landed.at), not to '\(target)'", from: since, to: trace.end)
    }
    return .fail("focus moved to '\(landed.label)' at \(landed.at)", from: since, to: landed.at)
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }

  func awaitEvidence(_ world: inout World) { FocusMoves(target: target).awaitEvidence(&world) }
}
