extension Trace {
  /// The sign-in screen came at the `attempts`th failed Face ID attempt of the task, not
  /// before it; a prompt still up after that many is an attempt too many. Cannot be judged
  /// when the task failed Face ID fewer times and the prompt was still up.
  func passwordAfterFailedFaceID(_ attempts: Int) -> Finding {
    let failures = acts.filter { $0.kind == .faceID(passed: false) }.map(\.at)
    guard let first = failures.first else {
      return .unjudged(
        "the task failed no Face ID attempt; add 'open the app with Face ID, then fail Face ID \(Wording.times(attempts))' to the task",
        from: recentAtTaskEnd, to: taskEnd)
    }
    let signIn = visits.first { $0.screen == .signIn && $0.shownAt >= first }
    let before = failures.filter { at in signIn.map { at <= $0.shownAt } ?? true }
    let attemptWords = Wording.count(attempts, "failed Face ID attempt")
    if let signIn {
      guard before.count == attempts else {
        return .fail(
          "the password was asked for at \(signIn.shownAt), after \(Wording.count(before.count, "failed Face ID attempt")); expected after \(attemptWords)",
          from: first, to: signIn.shownAt)
      }
      return .pass(
        "the password was asked for at \(signIn.shownAt), right after the \(Wording.ordinal(attempts)) failed Face ID attempt",
        from: first, to: signIn.shownAt)
    }
    guard before.count >= attempts else {
      return .unjudged(
        "the task failed Face ID \(Wording.times(before.count)) and the prompt was still up; fail Face ID \(Wording.times(attempts)) in the task",
        from: first, to: taskEnd)
    }
    let last = failures[attempts - 1]
    let more = before.count > attempts ? ", and took \(Wording.count(before.count - attempts, "more attempt"))" : ""
    return .fail(
      "after \(attemptWords) (the last at \(last)) the Face ID prompt was still up and the password was not asked for\(more)",
      from: first, to: max(last, taskEnd))
  }
}
