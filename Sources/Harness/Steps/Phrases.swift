/// One step of a task, understood.
public enum TaskStep: Codable, Hashable, Sendable {
  /// Fill `count` fields (or all), `slowly` or not, and with `until` keep at it until that happens.
  case fill(count: Int?, slowly: Bool, until: Awaited?)
  case idle(VirtualDuration)
  case waitUntil(Awaited)
  case letSessionExpire
  case letCodeExpire
  case activate(label: String)
  case signIn
  case recover
  case requestCode
  case enterCode
  /// Leave for another app (`place` in words), coming back after `duration` when one is given.
  case switchAway(place: String, duration: VirtualDuration?)
  case returnToApp
  case reauthenticate
  case selectSlot
  case bookSlot
  case letSlotExpire
  case openWithFaceID
  case failFaceID(times: Int)
  case passFaceID
  case leavePromptOpen(VirtualDuration)
  case letTokenExpire
  case enterIncorrectPasscode
  case enterCorrectPasscode
  case dismissNotice(World.Dismissal)
}

/// One expectation, understood.
public enum Expectation: Codable, Hashable, Sendable {
  case warningAnnounced
  case warningLead(atLeast: VirtualDuration)
  case warningResponseTime(atLeast: VirtualDuration)
  case warningIsView
  case canExtend(times: Int)
  case works(label: String)
  case reachable(label: String)
  case followedBy(text: String, label: String)
  case announced(text: String, inFull: Bool)
  case fieldsRestoredAfterSignIn
  case sensitiveNotSaved
  case progressKept
  case expiryExplained
  case extendRequiresReauthentication
  case countdownAnnounced
  case errorAnnouncedInFull
  case slotHeld(atLeast: VirtualDuration)
  case timeoutScreenImmediate
  case timeoutScreenSaysSecurity
  case noErrorCode
  case wordNotShown(String)
  /// Text holding these words was on screen at some time during the task.
  case textShown(String)
  /// No text holding these words was on screen at any time during the task.
  case textNeverShown(String)
  /// Nothing holding these words was announced and heard.
  case notAnnounced(String)
  /// Focus lands on this text after the last dismissal or screen change; nil means the instructions.
  case focusMoves(to: String?)
  case noticeDismissible(World.Dismissal)
}

/// A phrase understood, with the words it was written in and where.
public struct Resolved<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var text: String
  public var location: SourceLocation
  /// The family it belongs to, for reports and the reference.
  public var family: String
  /// The WCAG success criteria (and technique or failure) it evidences.
  public var criteria: [String]
}

extension Resolved: Codable where Value: Codable {}

/// A family of phrases that mean one thing with parameters, like `wait DURATION`.
public struct PhraseFamily<Value: Hashable & Sendable>: Sendable {
  /// A short name, such as `wait` or `"LABEL" works`.
  public let name: String
  /// Sentences that must run; the first is the canonical one.
  public let examples: [String]
  /// WCAG success criteria, with technique or failure where one fits.
  public let criteria: [String]
  let patterns: [Pattern]
  /// The patterns as written: `[…]` optional, `(a | b)` a choice, `{label}`, `{n}`, `{duration}`.
  public var phrases: [String] { patterns.map(\.source) }
  let build: @Sendable (Pattern.Captures) -> Value?

  init(
    _ name: String, patterns: [String], examples: [String], criteria: [String] = [],
    build: @escaping @Sendable (Pattern.Captures) -> Value?
  ) {
    self.name = name
    self.patterns = patterns.map(Pattern.init)
    // Written with the names of `fixed`'s words (`"{session.staySignedIn}" works`), said in them.
    self.examples = examples.map { AppModel.fixed.filling($0) }
    self.criteria = criteria
    self.build = build
  }

  /// The value `tokens` mean in this family, if they belong to it.
  func understand(_ tokens: [Token]) -> Value? {
    for pattern in patterns {
      if let captures = pattern.match(tokens), let value = build(captures) { return value }
    }
    return nil
  }
}

extension Expectation {
  /// The control the expectation names, if it names one: what the app must have.
  var control: String? {
    switch self {
    case .works(let label), .reachable(let label), .followedBy(_, let label): label
    default: nil
    }
  }
}
