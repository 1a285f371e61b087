/// `the notice can only be dismissed with the close button`: the close button dismisses the
/// notice, and neither a touch outside it nor a touch on the keypad behind it does. Each way
/// is tried once on its own copy of the notice the task left up; with no notice up when the
/// task ended, the other ways could not be tried, so it cannot be judged.
struct NoticeOnlyDismissible: ExpectationFamily {
  static let name = "the notice can only be dismissed with the close button"
  static let patterns = [
    "the notice can only be dismissed with the close button",
    "only the close button (dismisses | closes) the notice",
  ]
  static let examples = ["the notice can only be dismissed with the close button"]
  static let citations: [Citation] = [.meets("2.1.1"), .meets("2.4.3")]
  static let recordKey: String? = "noticeOnlyDismissible"

  init() {}
  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { NoticeDismissible(.closeButton).requirements }

  func budget(in app: AppModel) -> ProbeBudget {
    .acts([.activated(label: app.words[.passcodeClose]), .touchedOutsideNotice, .touchedKeypad])
  }

  func judged(on trace: Trace, in app: AppModel) -> Finding {
    .unjudged(
      "the notice was not up when the task ended, so the ways of dismissing it could not be tried; end the task with the notice up, such as 'enter an incorrect passcode'",
      from: trace.recentAtEnd, to: trace.end)
  }

  /// Each way on its own copy of the world: the close button must dismiss it, the others not.
  func probe(_ world: inout World) -> Finding {
    guard world.noticeVisible else { return judged(on: world.trace, in: world.app) }
    var findings: [Finding] = []
    for way in [World.Dismissal.closeButton, .tapOutside, .keypadButton] {
      var copy = world
      let dismissed = NoticeDismissible(way).probe(&copy)
      findings.append(way == .closeButton ? dismissed : dismissed.negated)
    }
    // The first that fails is the verdict; all holding, the three in one message.
    if let failed = findings.first(where: { !$0.passed }) { return failed }
    let from = findings.map(\.window.lowerBound).min() ?? world.now
    let window = from...max(from, findings.map(\.window.upperBound).max() ?? world.now)
    return Finding(
      judgement: .passed,
      message: "the close button dismissed the notice, and neither a touch outside it nor on the keypad did: "
        + String.joined(findings.dropFirst().map(\.message), separator: "; "),
      window: window)
  }
}
