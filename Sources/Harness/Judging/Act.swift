/// Something the person did, as the trace records it: when, what, and whose it was (the
/// task's, or an expectation's probe acting on its own copy of the world).
///
/// Waiting is not an act: time passes for the app whether or not the person does anything.
/// A field's value is never part of an act, only its label.
public struct Act: Codable, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Typed into the field with this label.
    case typed(field: String)
    /// Reached and activated the control with this label.
    case activated(label: String)
    case enteredPassword
    case typedCode
    case enteredPasscode(correct: Bool)
    case touchedOutsideNotice
    case touchedKeypad
    case openedWithFaceID
    /// A Face ID attempt: the device recognised the person, or did not.
    case faceID(passed: Bool)
    /// Opened a screen of the app by its own choice, such as the passcode screen.
    case opened(screen: String)
    case leftApp
    case returnedToApp

    public var description: String { forms.done }

    /// The act as something one may do: `activating 'Close'`.
    public var gerund: String { forms.doing }

    /// The act in the past (`activated 'Close'`) and as something one may do.
    private var forms: (done: String, doing: String) {
      switch self {
      case .typed(let field): ("typed into '\(field)'", "typing into '\(field)'")
      case .activated(let label): ("activated '\(label)'", "activating '\(label)'")
      case .enteredPassword: ("entered the password", "entering the password")
      case .typedCode: ("typed the code", "typing the code")
      case .enteredPasscode(true): ("entered the correct passcode", "entering the correct passcode")
      case .enteredPasscode(false): ("entered an incorrect passcode", "entering an incorrect passcode")
      case .touchedOutsideNotice: ("touched outside the notice", "touching outside the notice")
      case .touchedKeypad: ("touched the keypad", "touching the keypad")
      case .openedWithFaceID: ("opened the app with Face ID", "opening the app with Face ID")
      case .faceID(let passed): passed ? ("passed Face ID", "passing Face ID") : ("failed Face ID", "failing Face ID")
      case .opened(let screen): ("opened \(screen)", "opening \(screen)")
      case .leftApp: ("left the app", "leaving the app")
      case .returnedToApp: ("returned to the app", "returning to the app")
      }
    }
  }

  public var at: VirtualInstant
  public var kind: Kind
  /// Whether an expectation's probe did it, rather than the task.
  public var byProbe: Bool

  public var description: String { "\(at) \(byProbe ? "probe" : "task"): \(kind)" }
}

extension World {
  /// Records that the person did `kind` now, as the task's act or, while probing, the probe's.
  mutating func act(_ kind: Act.Kind) {
    acts.append(Act(at: now, kind: kind, byProbe: probing))
    renewOnActivity(kind)
  }

  /// What an expectation's probe did on its copy of the world.
  public var probeActs: [Act] { acts.filter(\.byProbe) }
}
