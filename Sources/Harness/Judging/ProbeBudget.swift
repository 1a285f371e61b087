/// What an expectation's probe may do on its copy of the world (issue 26, item 3): the one
/// action its phrase names, and never one that makes its own evidence. A probe that re-creates
/// a precondition (a second wrong passcode, Face ID passed for the person, a slot selected for
/// them) judges something the person never had.
public struct ProbeBudget: Hashable, Sendable, CustomStringConvertible {
  /// Whether the probe may let time pass until something happens (the warning, an expiry,
  /// the end of an announcement). A probe that may not is judged on what the task left, as it
  /// was when the task ended.
  public var mayWait: Bool
  /// The acts it may do, each as many times as it is listed here.
  public var acts: [Act.Kind]

  /// Judged on what the task left, with no time passing.
  public static let none = ProbeBudget(mayWait: false, acts: [])
  /// May wait until something happens, and do nothing.
  public static let wait = ProbeBudget(mayWait: true, acts: [])

  /// One extension of `app`'s session: its activation, and the Face ID an app may ask for
  /// before it extends.
  static func extending(_ app: AppModel) -> [Act.Kind] {
    [.activated(label: app.words[.staySignedIn]), .faceID(passed: true)]
  }

  /// May wait, and do these acts.
  public static func acts(_ acts: [Act.Kind]) -> ProbeBudget { ProbeBudget(mayWait: true, acts: acts) }

  /// The acts in `done` beyond this budget, in order: each listed act may be used as many
  /// times as it is listed.
  public func excess(in done: [Act.Kind]) -> [Act.Kind] {
    var left = acts
    var over: [Act.Kind] = []
    for kind in done {
      if let index = left.firstIndex(of: kind) {
        left.remove(at: index)
      } else {
        over.append(kind)
      }
    }
    return over
  }

  /// `may wait, and do at most: activating 'Close'`, each act once with how many times.
  public var description: String {
    guard !acts.isEmpty else {
      return mayWait ? "may wait for what it is about; does nothing" : "judged on what the task left: no wait, no act"
    }
    var kinds: [Act.Kind] = []
    for kind in acts where !kinds.contains(kind) { kinds.append(kind) }
    let listed = kinds.map { kind in
      let times = acts.count { $0 == kind }
      return times == 1 ? kind.gerund : "\(kind.gerund) (\(times) times)"
    }
    return "may wait, and do at most: " + String.joined(listed, separator: ", ")
  }
}
