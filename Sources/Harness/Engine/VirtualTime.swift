/// A length of virtual time, in whole milliseconds.
public struct VirtualDuration: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public var milliseconds: Int64

  public init(milliseconds: Int64) {
    self.milliseconds = milliseconds
  }

  /// A duration of `seconds`, held within ±100 years so no input can overflow the clock.
  public static func seconds(_ seconds: Double) -> VirtualDuration {
    let limit = 100 * 365 * 86_400_000.0
    let milliseconds = (seconds * 1000).rounded()
    guard milliseconds.isFinite else { return VirtualDuration(milliseconds: 0) }
    return VirtualDuration(milliseconds: Int64(max(-limit, min(limit, milliseconds))))
  }

  public static func minutes(_ minutes: Double) -> VirtualDuration {
    .seconds(minutes * 60)
  }

  public static let zero = VirtualDuration(milliseconds: 0)

  public var seconds: Double { Double(milliseconds) / 1000 }

  public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
    VirtualDuration(milliseconds: lhs.milliseconds + rhs.milliseconds)
  }

  public static func - (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
    VirtualDuration(milliseconds: lhs.milliseconds - rhs.milliseconds)
  }

  public static func * (lhs: VirtualDuration, rhs: Double) -> VirtualDuration {
    .seconds(lhs.seconds * rhs)
  }

  public static func * (lhs: VirtualDuration, rhs: Int) -> VirtualDuration {
    VirtualDuration(milliseconds: lhs.milliseconds * Int64(rhs))
  }

  /// Plain words: `2 minutes`, `90 seconds`, `1 minute 30 seconds`, `1.5 seconds`.
  public var description: String {
    var ms = milliseconds
    // Under a second and not whole tenths: said to the millisecond, never as `0 seconds`.
    if ms > 0, ms < 1000, ms % 100 != 0 { return exactDescription }
    // Tenths rounded before the parts are taken: 1.95 seconds is `2 seconds`, not `1 second`.
    if ms > 0 { ms = (ms + 50) / 100 * 100 }
    let total = ms / 1000
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let seconds = total % 60
    if ms % 1000 == 0, hours == 0 {
      // Whole minutes or whole seconds: the common durations, said without building parts.
      if seconds == 0, minutes > 0 { return VirtualDuration.plural(minutes, "minute") }
      if minutes == 0 { return VirtualDuration.plural(seconds, "second") }
    }
    // Up to three parts, a space between each two that are there: `1 hour 8 minutes 13.5 seconds`.
    let hourPart = hours > 0 ? VirtualDuration.plural(hours, "hour") : ""
    let minutePart = minutes > 0 ? VirtualDuration.plural(minutes, "minute") : ""
    let tenths = (ms % 1000 + 50) / 100
    let secondPart =
      tenths > 0 && tenths < 10
      ? String.joined(String(seconds), ".", String(tenths), " seconds")
      : seconds > 0 || (hours == 0 && minutes == 0) ? VirtualDuration.plural(seconds, "second") : ""
    // One part alone (`24 hours`, `0.5 seconds`) is the whole: no string is made of it. (Whole
    // minutes alone were said above.)
    if minutePart.isEmpty {
      if secondPart.isEmpty { return hourPart }
      if hourPart.isEmpty { return secondPart }
    }
    return String.joined(
      hourPart, !hourPart.isEmpty && (!minutePart.isEmpty || !secondPart.isEmpty) ? " " : "", minutePart,
      !minutePart.isEmpty && !secondPart.isEmpty ? " " : "", secondPart)
  }

  static func plural(_ count: Int64, _ unit: String) -> String { String.counting(count, unit) }

  /// The duration as an app's text states it: a whole number of seconds between one and two
  /// minutes in seconds (`90 seconds`, as seed 001 says the token's life), else `description`.
  public var stated: String {
    guard milliseconds % 1000 == 0, milliseconds > 60_000, milliseconds < 120_000 else { return description }
    return VirtualDuration.plural(milliseconds / 1000, "second")
  }

  /// The duration to the millisecond, for a limit a check wrote (`expected at least 1.001
  /// seconds`); `description` when it is whole tenths of a second.
  public var exactDescription: String {
    guard milliseconds > 0, milliseconds % 100 != 0 else { return description }
    let whole = VirtualDuration(milliseconds: milliseconds - milliseconds % 60_000)
    let rest = milliseconds % 60_000
    var fraction = String(rest % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let seconds = "\(rest / 1000).\(fraction) seconds"
    return whole == .zero ? seconds : "\(whole) \(seconds)"
  }
}

/// A point on a check's virtual clock, which starts at zero for every check.
public struct VirtualInstant: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Time since the check started.
  public var sinceStart: VirtualDuration

  public init(sinceStart: VirtualDuration) {
    self.sinceStart = sinceStart
  }

  public static let start = VirtualInstant(sinceStart: .zero)

  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.sinceStart < rhs.sinceStart
  }

  public static func + (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
    VirtualInstant(sinceStart: lhs.sinceStart + rhs)
  }

  public static func - (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
    VirtualInstant(sinceStart: lhs.sinceStart - rhs)
  }

  public static func - (lhs: VirtualInstant, rhs: VirtualInstant) -> VirtualDuration {
    lhs.sinceStart - rhs.sinceStart
  }

  /// A clock face from the check's start: `13:00`, `13:02.5`, `1:02:03`.
  public var description: String {
    let (ms, hours, minutes, seconds, rest) = parts
    guard ms >= 0, hours < 100 else {
      var text =
        hours > 0
        ? "\(hours):\(VirtualInstant.pad(minutes)):\(VirtualInstant.pad(seconds))"
        : "\(VirtualInstant.pad(minutes)):\(VirtualInstant.pad(seconds))"
      if rest != 0 {
        let tenths = (rest + 50) / 100
        text += tenths >= 10 ? "" : ".\(tenths)"
      }
      return text
    }
    var text = ""
    withClockFace { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  /// Calls `body` with the clock face's bytes, made on the stack (at most 10 of them), for
  /// reports that copy it into their own bytes; falls back to `description`'s words past
  /// 99 hours.
  public func withClockFace(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: VirtualInstant.clockFaceMaxBytes) { buffer in
      guard let base = buffer.baseAddress, let count = writeClockFace(into: base) else {
        var text = description
        return text.withUTF8(body)
      }
      body(UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// The most bytes `writeClockFace` writes: `99:59:59.9`.
  public static let clockFaceMaxBytes = 10

  /// Writes the clock face's bytes at `buffer`, which has room for `clockFaceMaxBytes`: how
  /// many it wrote; nil before the start or past 99 hours, whose words only `description`
  /// gives. A report that keeps its own bytes writes the face straight into them.
  public func writeClockFace(into buffer: UnsafeMutablePointer<UInt8>) -> Int? {
    let (ms, hours, minutes, seconds, rest) = parts
    guard ms >= 0, hours < 100 else { return nil }
    // Each value is below 100 here: its digits are written at their places, with no checks.
    func digit(_ value: Int64) -> UInt8 { 0x30 &+ UInt8(truncatingIfNeeded: value) }
    var at = 0
    if hours > 0 {
      if hours >= 10 {
        buffer[0] = digit(hours / 10)
        at = 1
      }
      buffer[at] = digit(hours % 10)
      buffer[at + 1] = 0x3A
      at += 2
    }
    buffer[at] = digit(minutes / 10)
    buffer[at + 1] = digit(minutes % 10)
    buffer[at + 2] = 0x3A
    buffer[at + 3] = digit(seconds / 10)
    buffer[at + 4] = digit(seconds % 10)
    at += 5
    let tenths = (rest + 50) / 100
    if rest != 0, tenths < 10 {
      buffer[at] = 0x2E
      buffer[at + 1] = digit(tenths)
      at += 2
    }
    return at
  }

  /// Milliseconds since the start, and the hours, minutes, seconds and milliseconds of the face.
  private var parts: (ms: Int64, hours: Int64, minutes: Int64, seconds: Int64, rest: Int64) {
    let ms = sinceStart.milliseconds
    let total = ms / 1000
    return (ms, total / 3600, (total % 3600) / 60, total % 60, ms % 1000)
  }

  private static func pad(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
