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

  /// The last line of the block that holds a key or a value of the check.
  public var lastLine: Int {
    let keys = [name, id, app, profile].compactMap { $0?.location.line } + tags.map(\.location.line)
    return ([location.line] + keys + task.map(\.location.line) + expected.map(\.location.line)).max() ?? location.line
  }

  /// The name shown in reports: the `Check:` value, else profile and task.
  public var displayName: String {
    name?.value ?? Check.unnamed(profile: profile, task: task)
  }

  /// The name of a check with no `Check:` line: `VoiceOver: fill the long form`.
  static func unnamed(profile: Located<String>, task: [Located<String>]) -> String {
    "\(profile.value): \(String.joined(task.map(\.value), separator: " "))"
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

/// What the parser made of one file: its checks, the blocks it could not make checks of, and
/// every problem it found.
public struct ParsedFile: Sendable, Hashable {
  /// A check block that is not a check: a key missing, empty or given twice. Reported under
  /// its own name, where it stands in the file, with the problems found in it.
  public struct Rejected: Sendable, Hashable {
    /// The block's `Check:` name, else its profile and task as a check's name is made; nil
    /// when it has neither.
    public var name: String?
    public var location: SourceLocation
    public var diagnostics: [Diagnostic]

    public init(name: String?, location: SourceLocation, diagnostics: [Diagnostic]) {
      self.name = name
      self.location = location
      self.diagnostics = diagnostics
    }
  }

  public var path: String
  public var checks: [Check]
  /// Every problem, in the order found: those of the rejected blocks and those of the file.
  public var diagnostics: [Diagnostic]
  /// The blocks that are not checks, in file order.
  public var rejected: [Rejected]
  /// The problems that belong to no rejected block: a file that cannot be read, a stray line,
  /// a header key with no `Profile:`, an unknown key in a check that still runs.
  public var fileProblems: [Diagnostic]
  /// How many lines the file has, as an editor counts them (a last line end starts no line);
  /// nil when the file could not be read as text.
  public var lineCount: Int?

  /// A file whose problems (when it has any) all belong to the file, none to a block.
  public init(path: String, checks: [Check], diagnostics: [Diagnostic]) {
    self.init(path: path, checks: checks, diagnostics: diagnostics, rejected: [], fileProblems: diagnostics)
  }

  public init(
    path: String, checks: [Check], diagnostics: [Diagnostic], rejected: [Rejected], fileProblems: [Diagnostic]
  ) {
    self.path = path
    self.checks = checks
    self.diagnostics = diagnostics
    self.rejected = rejected
    self.fileProblems = fileProblems
  }
}
