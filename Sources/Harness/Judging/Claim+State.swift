extension Claim {
  /// What a general sentence says of a thing of the app (issue 43, item 3), each with one
  /// evidence rule over the trace up to the task's end (docs/language.md states them).
  public enum State: String, Codable, Hashable, Sendable, CaseIterable {
    /// On screen at some time during the task.
    case shown
    /// On screen when the task ended.
    case stillShown
    /// On screen at some time, and not when the task ended; cannot be judged when never shown.
    case gone
    /// A control the person can move to (`"LABEL" is reachable`).
    case reachable
    /// Accessibility focus landed on it at some time during the task.
    case focused
    /// Written to the draft store; cannot be judged when the person typed nothing it holds.
    case saved
    /// Emptied by the app after the person typed it; cannot be judged when they typed nothing.
    case cleared
    /// A running timer's end moved later; cannot be judged when the timer never started.
    case extended
    /// A timer ran out during the task; cannot be judged when it never started.
    case expired
    /// Announced and heard (`"TEXT" is announced`, `the warning is announced`).
    case announced
    /// A key the person tapped was entered; cannot be judged when they tapped none.
    case entered
    /// Every field the person typed still holds its value at the end, or is in the draft
    /// (`progress is kept`); cannot be judged when they typed nothing.
    case kept
    /// Once the session ended (expired or signed out) and the person signed in again, every
    /// field they typed that a draft may keep holds its value.
    case restored
    /// Reached the person by speech: announced and heard, or read by VoiceOver as focus
    /// landed on it.
    case heard
    /// On one screen together with a text holding the sentence's quote (`next to`).
    case shownWith
    /// A timer started again after its first start (`a new code is sent`); cannot be judged
    /// when it never started.
    case sentAgain
    /// Each start of a timer set it to run exactly, at least or at most a duration (as `the
    /// session lasts D`).
    case lasts
    /// A screen, each time it came, showed a text holding the sentence's quote at some time
    /// (`Claim.says`); cannot be judged when it never came.
    case says
    /// Shown at some time, and taken off screen by the person's act, not by the app on its
    /// own; cannot be judged when never shown.
    case dismissed
    /// Accessibility focus, where it last landed, was on it when the task ended; cannot be
    /// judged when it was never shown or focus never landed.
    case focusedAtEnd
    /// The session, as last set, was running when the task ended (`the person is still
    /// signed in`); cannot be judged when it never started.
    case signedIn
    /// Every field typed held no value when the task ended; cannot be judged when nothing
    /// it is about was typed.
    case empty

    /// The predicate in words, as an error message names it.
    public var words: String {
      switch self {
      case .shown: "shown"
      case .stillShown: "still shown"
      case .gone: "gone"
      case .reachable: "reachable"
      case .focused: "given focus"
      case .saved: "saved"
      case .cleared: "cleared"
      case .extended: "extended"
      case .expired: "expired"
      case .announced: "announced"
      case .entered: "entered"
      case .says: "says \"TEXT\""
      case .kept: "kept"
      case .restored: "restored after signing in"
      case .heard: "heard"
      case .shownWith: "shown next to \"TEXT\""
      case .sentAgain: "sent again"
      case .lasts: "lasting a length of time"
      case .dismissed: "dismissed"
      case .focusedAtEnd: "where focus is at the end"
      case .signedIn: "signed in"
      case .empty: "empty"
      }
    }

    /// Its evidence rule in a sentence, as the reference states it.
    public var evidence: String {
      switch self {
      case .shown:
        "on screen at some time (a screen, a control, a field, the warning, the notice); `the person is taken to …` is a screen shown"
      case .stillShown:
        "on screen when the task ended (`is still shown`, `remains on screen`, `the person ends up on …`); with `after DURATION`, that long after it first came"
      case .gone:
        "shown at some time and not when the task ended (`is gone`, `is no longer shown`, `disappears`); with `after DURATION` or `within DURATION`, not on screen that long after it first came; never shown, it cannot be judged"
      case .reachable:
        "a control the person can move to by the profile's means, as `\"LABEL\" is reachable` judges it: on screen when the task ended, or the first time it came after (`is reachable`, `can be reached`); `is not reachable` is when the task ended"
      case .focused:
        "accessibility focus landed on it at some time during the task (`receives focus`, `focus moves to …`); the keypad is its keys and the field they fill"
      case .saved:
        "written to the draft store (a field, the form: every field typed that may be kept, the draft: anything); nothing typed that it is about, it cannot be judged"
      case .cleared: "the app emptied a field the person typed; nothing typed, it cannot be judged"
      case .extended:
        "the session: its end set later by the person's answer to its warning (`the session is extended`; a renewal by typing or moving on is not an extension); another timer: its end moved later; never started, it cannot be judged"
      case .expired: "a timer ran out during the task; never started, it cannot be judged"
      case .announced:
        "announced and heard (a text: as `\"TEXT\" is announced`; the warning: as `the warning is announced`)"
      case .entered:
        "a key the person tapped was entered (`the digit is not entered`); no key tapped, it cannot be judged"
      case .says:
        "(`says`, `shows`, `mentions`) a screen showed a text holding the quote while it was up (`the sign-in screen says \"signed out\"`); the quote must be one the app has, and a screen that never came cannot be judged, so `does not say` never passes on its absence"
      case .kept:
        "every field typed still holds its value when the task ends, or is in the draft that brings it back (`the fields already typed are kept`, `… are not lost`); nothing typed, it cannot be judged"
      case .restored:
        "once the session ended (expired or signed out) and the person signed in again, every field typed that may be kept holds its value (`the 5 fields are back after signing in`); the probe signs in when the task left the sign-in screen up, and `the N fields` must be as many as the task typed"
      case .heard:
        "reached the person by speech (`is read out`, `is heard`): announced and heard, or read by VoiceOver as focus landed on it; a profile that hears no speech hears nothing"
      case .shownWith:
        "on one screen at the same time as a text holding the quote (`\"LABEL\" is shown next to \"TEXT\"`); the quoted text never shown, it cannot be judged"
      case .sentAgain:
        "a timer started again after its first start (`a new code is sent`: the code's timer started a second time); never started, it cannot be judged"
      case .lasts:
        "a timer, each time it started, was set to run that long (`the payment authorisation lasts 5 minutes`; `at least`, `at most`), as `the session lasts D`"
      case .dismissed:
        "shown at some time and then taken off screen by something the person did (a notice closed, the warning answered), not by the app on its own; never shown, it cannot be judged"
      case .focusedAtEnd:
        "accessibility focus, where it last landed, was on it when the task ended (`has focus`, `focus is on …`); never shown, or focus never landed, it cannot be judged"
      case .signedIn:
        "the session, as last set, was still running when the task ended (`the person is still signed in`, `… is signed out`): it had neither run out nor been ended by signing out; never started, it cannot be judged"
      case .empty:
        "every field typed held no value when the task ended (`is empty`, `is blank`), whoever emptied it; a draft holding it does not fill it; nothing typed, it cannot be judged"
      }
    }

    /// The kinds of thing it can be said of, in words, as the reference lists them.
    public var saidOf: [String] {
      let kinds: [(String, Thing)] = [
        ("a screen", .screen(.form)), ("a control", .control("")), ("a text", .text("")), ("a field", .field("")),
        ("the warning", .warning), ("the keypad", .keypad(field: "")), ("the form", .form([])), ("the draft", .draft),
        ("a timer", .timer("")),
      ]
      return kinds.filter { applies(to: $0.1) }.map(\.0)
    }

    /// Whether it can be said of `thing`.
    func applies(to thing: Thing) -> Bool {
      switch (self, thing) {
      case (.shown, .timer), (.shown, .draft), (.stillShown, .timer), (.stillShown, .draft), (.gone, .timer),
        (.gone, .draft):
        false
      case (.shown, _), (.stillShown, _), (.gone, _): true
      case (.reachable, .control): true
      case (.focused, .control), (.focused, .text), (.focused, .field), (.focused, .keypad): true
      case (.saved, .field), (.saved, .form), (.saved, .draft): true
      case (.cleared, .field), (.cleared, .form), (.empty, .field), (.empty, .form): true
      case (.extended, .timer), (.expired, .timer), (.sentAgain, .timer): true
      case (.announced, .text), (.announced, .warning): true
      case (.entered, .keypad), (.says, .screen), (.kept, .form), (.restored, .form), (.kept, .field),
        (.restored, .field):
        true
      case (.lasts, .timer), (.signedIn, .timer): true
      case (.dismissed, .warning), (.dismissed, .text), (.dismissed, .screen): true
      case (.focusedAtEnd, .control), (.focusedAtEnd, .text), (.focusedAtEnd, .field), (.focusedAtEnd, .keypad): true
      case (.heard, .text), (.heard, .control), (.heard, .field): true
      case (.shownWith, .control), (.shownWith, .text), (.shownWith, .field), (.shownWith, .warning): true
      default: false
      }
    }
  }
}
