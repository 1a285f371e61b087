/// One thing that happened, at a virtual time: the evidence behind every verdict.
public struct LogEntry: Codable, Hashable, Sendable, CustomStringConvertible {
  /// Who or what the entry is about, for drawing and filtering timelines.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// The person did something.
    case person
    /// The app changed what is on screen or what it keeps.
    case app
    /// A timer ran out.
    case timer
    /// Something was announced, or an announcement ended or was cut off.
    case announcement
    /// A probe of an expectation acted on its own copy of the world.
    case probe
  }

  public var at: VirtualInstant
  public var kind: Kind
  /// Plain words; never the value of a field.
  public var text: String

  public init(at: VirtualInstant, kind: Kind, text: String) {
    self.at = at
    self.kind = kind
    self.text = text
  }

  public var description: String { "\(at)  \(text)" }
}

/// An announcement posted to assistive technology, and how much of it was spoken.
public struct Announcement: Codable, Hashable, Sendable {
  /// What an announcement is about, so expectations can find theirs.
  public enum Kind: String, Codable, Hashable, Sendable {
    case warning
    case countdown
    case error
    case status
  }

  public var text: String
  public var kind: Kind
  public var postedAt: VirtualInstant
  /// When speaking it would finish, if nothing cuts it off.
  public var endsAt: VirtualInstant
  /// When it was cut off (by another announcement or a focus move), if it was.
  public var cutOffAt: VirtualInstant?
  /// Whether this profile hears announcements at all.
  public var audible: Bool
  /// When it says again what the app posted then, while the person was away: a repeat on their
  /// return (`session.onReturn`, or a flow's rule for `returned`); nil for a first posting.
  public var repeats: VirtualInstant? = nil
  /// A flow's words as the app file writes them, when they hold a value (`{TIMER.left}`) that
  /// `text` gives as it was at the moment: the same words said again with another value then
  /// are the same announcement (a repeat on return says the time left then).
  public var template: String? = nil

  /// Heard to the end by this profile, as of `now`.
  public func heardInFull(asOf now: VirtualInstant) -> Bool {
    audible && cutOffAt == nil && endsAt <= now
  }
}
