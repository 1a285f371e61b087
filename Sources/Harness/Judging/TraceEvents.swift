/// A timer of the app as the trace records it: armed, moved (renewed or extended), fired or
/// cancelled, by its stable name (`session.expiry`, `code.expiry`, `slot.hold`).
public struct TimerEvent: Codable, Hashable, Sendable, CustomStringConvertible {
  public enum Change: Codable, Hashable, Sendable {
    /// Set to run out at `due`.
    case armed(due: VirtualInstant)
    /// Running, and set again to run out at `due` instead (an extension, a renewal).
    case moved(due: VirtualInstant)
    case fired
    case cancelled
  }

  public var at: VirtualInstant
  public var timer: String
  public var change: Change

  public var description: String {
    switch change {
    case .armed(let due): "\(at) \(timer) armed, due \(due)"
    case .moved(let due): "\(at) \(timer) moved, due \(due)"
    case .fired: "\(at) \(timer) fired"
    case .cancelled: "\(at) \(timer) cancelled"
    }
  }
}

/// A write to the draft store: which fields it kept and whether each is sensitive. Never a value.
public struct StoreWrite: Codable, Hashable, Sendable {
  public struct Kept: Codable, Hashable, Sendable {
    public var label: String
    public var isSensitive: Bool
  }

  public var at: VirtualInstant
  public var fields: [Kept]
}

/// Fields the app emptied or filled again on its own (the person's typing is an `Act`).
public struct FieldChange: Codable, Hashable, Sendable {
  public enum Change: String, Codable, Hashable, Sendable {
    case typed
    case cleared
    case restored
  }

  public var at: VirtualInstant
  public var change: Change
  public var fields: [String]
}

extension TimerEvent {
  /// Whether it is an event of the timer `name`.
  func isOf(_ name: TimerName) -> Bool { timer == name.rawValue }

  /// Whether it started the timer (not a move of a running one).
  var armed: Bool { if case .armed = change { true } else { false } }
}

extension Timer.Kind {
  /// The timer's stable name, as a trace and a message give it.
  var name: String { timerName.rawValue }

  /// The timer's stable name, one constant for the engine, the trace and the claims.
  var timerName: TimerName {
    switch self {
    case .sessionWarning: .sessionWarning
    case .sessionExpiry: .sessionExpiry
    case .codeExpiry: .codeExpiry
    case .toastGone: .sessionToast
    case .countdown(let left): .countdown(left)
    case .tokenExpiry: .tokenExpiry
    case .slotRelease: .slotHold
    case .slotTaken: .slotTaken
    case .focusJump: .focusJump
    case .named(let name): name
    case .logicFocus: .focusMove
    }
  }
}

extension World {
  /// Records a change to a timer of `kind`.
  mutating func noteTimer(_ kind: Timer.Kind, _ change: TimerEvent.Change) {
    timerEvents.append(TimerEvent(at: now, timer: kind.name, change: change))
  }

  /// Records that the app emptied or filled again `fields`; nothing when there are none.
  mutating func noteFields(_ change: FieldChange.Change, _ fields: [String]) {
    guard !fields.isEmpty else { return }
    fieldChanges.append(FieldChange(at: now, change: change, fields: fields))
  }
}
