/// One check as written: its keys and values with their locations, not yet understood.
///
/// The parser makes these; the resolver in `Steps` turns them into runnable checks.
public struct Check: Codable, Hashable, Sendable {
  /// Where the block starts (its first key).
  public var location: SourceLocation
  public var name: Located<String>?
  public var id: Located<String>?
  public var app: Located<String>?
  public var tags: [Located<String>]
  public var profile: Located<String>
  /// The task's lines: the value after `Task:` and each continuation line.
  public var task: [Located<String>]
  /// One expectation per line: the value after `Expected:` and each continuation line.
  public var expected: [Located<String>]

  public init(
    location: SourceLocation, name: Located<String>? = nil, id: Located<String>? = nil,
    app: Located<String>? = nil, tags: [Located<String>] = [], profile: Located<String>,
    task: [Located<String>], expected: [Located<String>]
  ) {
    self.location = location
    self.name = name
    self.id = id
    self.app = app
    self.tags = tags
    self.profile = profile
    self.task = task
    self.expected = expected
  }

  /// The name shown in reports: the `Check:` value, else profile and task.
  public var displayName: String {
    if let name { return name.value }
    let task = String.joined(self.task.map(\.value), separator: " ")
    return "\(profile.value): \(task)"
  }

  /// A stable id for baselines: `Id:`, else a slug of `Check:`, else of profile and task.
  public var stableID: String {
    if let id { return id.value }
    return Check.slug(displayName)
  }

  /// Lowercase letters and digits, runs of anything else folded into one `-`.
  static func slug(_ text: String) -> String {
    if let slug = text.withUTF8Bytes(asciiSlug) { return slug }
    var result = ""
    var pendingDash = false
    for scalar in text.lowercased().unicodeScalars {
      if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
        if pendingDash && !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result.isEmpty ? "check" : result
  }

  /// `slug` on the bytes of an ASCII text, written straight into the string; nil when the
  /// text is not ASCII.
  private static func asciiSlug(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var ascii = true
    let slug = String(unsafeUninitializedCapacity: bytes.count) { out in
      var count = 0
      var pendingDash = false
      for byte in bytes {
        guard byte < 0x80 else {
          ascii = false
          return 0
        }
        let lower = byte.asciiLowercased
        if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
          if pendingDash && count > 0 {
            out[count] = 0x2D
            count += 1
          }
          pendingDash = false
          out[count] = lower
          count += 1
        } else {
          pendingDash = true
        }
      }
      return count
    }
    guard ascii else { return nil }
    return slug.isEmpty ? "check" : slug
  }
}

/// What the parser made of one file: its checks and every problem it found.
public struct ParsedFile: Sendable, Hashable {
  public var path: String
  public var checks: [Check]
  public var diagnostics: [Diagnostic]

  public init(path: String, checks: [Check], diagnostics: [Diagnostic]) {
    self.path = path
    self.checks = checks
    self.diagnostics = diagnostics
  }
}
