/// `the notice can be dismissed with the close button` (or by tapping outside, or a keypad
/// button): the last act that took the notice away was that one.
struct NoticeDismissible: ClaimFamily {
  static let name = "the notice can be dismissed"
  static let patterns = [
    "the notice can be dismissed (with the close button | by tapping outside | by tapping a keypad button)"
  ]
  static let examples = [
    "the notice can be dismissed with the close button", "the notice can be dismissed by tapping outside",
  ]
  static let citations: [Citation] = [.meets("2.1.1")]
  static let recordKey: String? = "noticeDismissible"

  private enum CodingKeys: String, CodingKey {
    case way = "_0"
  }

  var way: World.Dismissal

  init(_ way: World.Dismissal) { self.way = way }

  init?(_ captures: Pattern.Captures) {
    way = World.Dismissal(captures)
  }

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write the task as the person does it ('tap \"LABEL\"' with its close control, or "
          + "'dismiss the notice by tapping outside') and judge what the screen then shows "
          + "('\"TEXT\" is not shown')")
    ]
  }
  func claim(in app: AppModel) -> Claim { .dismissed(notice: app.words[.passcodeNotice], by: way) }

  func budget(in app: AppModel) -> ProbeBudget {
    switch way {
    case .closeButton: .acts([.activated(label: app.words[.passcodeClose])])
    case .tapOutside: .acts([.touchedOutsideNotice])
    case .keypadButton: .acts([.touchedKeypad])
    }
  }

  /// Judged on the notice the task left: the probe does the act the phrase names once on a
  /// notice that is up, takes the task's own dismissal as its evidence, and never brings up a
  /// notice of its own (a second wrong passcode would test a notice the person never had).
  func probe(_ world: inout World) -> Finding {
    if world.noticeVisible {
      let from = world.now
      do { try world.dismissNotice(by: way) } catch { return .fail(error.message, from: from, to: world.now) }
    }
    return claim(in: world.app).judged(on: world.trace)
  }
}

extension Expectation {
  static func noticeDismissible(_ way: World.Dismissal) -> Expectation { Expectation(NoticeDismissible(way)) }
}

extension World.Dismissal {
  /// The way of dismissing a phrase names: `with the close button`, `by tapping outside`,
  /// `by tapping a keypad button`; none named, the close button (`dismiss the notice`).
  init(_ captures: Pattern.Captures) {
    if captures.has("keypad") {
      self = .keypadButton
    } else {
      self = captures.has("outside") ? .tapOutside : .closeButton
    }
  }
}
