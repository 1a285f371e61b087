/// `the booking goes through`: the slot the person selected was booked, within its hold. The
/// built-in appointment flow's own claim: a booking tried after the hold ran out, or that the
/// app refused, fails; a task that never tried to book cannot be judged.
struct BookingGoesThrough: ExpectationFamily {
  static let name = "the booking goes through"
  static let patterns = [
    "the (booking | appointment) (goes through | succeeds | is confirmed | is made | completes | went through)",
    "the (booking | appointment) (does not | doesn't | never) (go through | goes through | succeed | complete)",
    "the (booking | appointment) fails",
    "the [appointment] slot is [not] booked",
  ]
  static let examples = ["the booking goes through", "the slot is booked"]
  static let citations: [Citation] = [.meets("2.2.1")]
  static let recordKey: String? = "bookingGoesThrough"

  /// Whether the line says it does not.
  var negated: Bool

  init(negated: Bool) { self.negated = negated }

  init?(_ captures: Pattern.Captures) {
    negated = ["not", "doesn't", "never", "fails"].contains(where: captures.has)
  }

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead:
          "judge what the app shows once the person books (a screen shown, a text said), as 'the confirmation screen is shown'"
      )
    ]
  }

  func budget(in app: AppModel) -> ProbeBudget { .none }

  func judged(on trace: Trace, in app: AppModel) -> Finding {
    let book = app.words[.slotBook]
    let tried =
      trace.acts.filter { $0.at <= trace.end && $0.activated(book) != nil }.map(\.at)
      + trace.entries.filter { entry in
        guard entry.at <= trace.end, case .attemptNotDone(let step, _) = entry.event else { return false }
        return step.contains("book")
      }.map(\.at)
    let booked = trace.entries.first { entry in
      if case .slotBooked = entry.event { entry.at <= trace.end } else { false }
    }
    let finding: Finding
    if let booked {
      finding = .pass("the booking went through at \(booked.at)", from: booked.at, to: booked.at)
    } else if let first = tried.min() {
      finding = .fail(
        "the booking did not go through: the person tried to book at \(first), and no slot was booked",
        from: first, to: trace.end)
    } else {
      return .unjudged(
        "the person never tried to book during the task, so whether the booking went through cannot be judged; add 'book the slot' to the task",
        from: trace.recentAtEnd, to: trace.end)
    }
    return negated ? finding.negated : finding
  }
}
