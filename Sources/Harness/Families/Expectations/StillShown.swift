/// `"TEXT" is still shown`: text holding these words is on the screen the task ended on, where
/// the person, still in the app, meets it. Judged on what the task left, with no probe.
struct StillShown: ExpectationFamily, QuotedFamily {
  static let name = "\"TEXT\" is still shown"
  static let patterns = ["{label} is still (shown | displayed) [when the task ends | at the end]"]
  static let examples = ["\"{code.expired}\" is still shown", "\"{code.resend}\" is still shown when the task ends"]
  static let citations: [Citation] = [.noCriterion("the check's own text")]
  static let recordKey: String? = "stillShown"

  var text: String

  init(quoted text: String) { self.text = text }

  var requirements: [Requirement] { [] }
  func budget(in app: AppModel) -> ProbeBudget { .none }

  func judged(on trace: Trace, in app: AppModel) -> Finding {
    let finding = judged(on: trace)
    return app.unheld(text).map(finding.noting) ?? finding
  }

  private func judged(on trace: Trace) -> Finding {
    let (subject, end) = ("'\(text)'", trace.taskEnd)
    let away = trace.acts.last { $0.at <= end && ($0.kind == .leftApp || $0.kind == .returnedToApp) }
    if away?.kind == .leftApp, let left = away?.at {
      let when =
        left < end
        ? "was in another app from \(left) until the task ended at" : "left for another app as the task ended, at"
      return .unjudged(
        "the person \(when) \(end), so they met no screen then; add 'return to the app' to the task", from: left,
        to: end)
    }
    let found = Claim.Words.containing(text).matcher()
    let shown = trace.visits.filter { $0.shownAt <= end }
    guard let last = shown.last else {
      return .unjudged("nothing was on screen when the task ended at \(end)", from: .start, to: end)
    }
    if let element = last.elements.first(where: { found($0.label) }) {
      return .pass(
        "\(subject) was still shown when the task ended at \(end): \(last.screen.title) showed \"\(element.label)\" from \(last.shownAt)",
        from: last.shownAt, to: end)
    }
    guard let earlier = shown.last(where: { $0.elements.contains { found($0.label) } }) else {
      return .fail(
        "\(subject) was not shown when the task ended at \(end), nor at any time during the task; \(last.screen.title) was on screen",
        from: trace.recentAtTaskEnd, to: end)
    }
    let gone = earlier.endedAt.map { " until \($0)" } ?? ""
    return .fail(
      "\(subject) was no longer shown when the task ended at \(end): \(earlier.screen.title) showed it from \(earlier.shownAt)\(gone), and \(last.screen.title) was on screen at the end",
      from: earlier.shownAt, to: end)
  }
}
