/// Collects the keys of one block as they are read, then checks that it is complete.
struct BlockBuilder {
  private(set) var firstLocation: SourceLocation?
  private(set) var firstKey: Line.Key?
  /// Where the block begins, once its `Profile:` was read.
  private(set) var start: SourceLocation?
  private var values = Line.KeyTable<[Located<String>]>()
  private var keyLocations = Line.KeyTable<SourceLocation>()
  /// Set when a key came twice: the block is reported, and never run on a guess.
  private var hasDuplicate = false
  /// Set when a line of the block was refused (an indented line after `Id:`): the block is
  /// reported and not run.
  private var isRefused = false

  /// Keeps the block from being built into a check; its problem is reported by the caller.
  mutating func refuse() {
    isRefused = true
  }

  /// Marks where the block begins (its first header key, or its `Profile:`).
  mutating func start(at location: SourceLocation) {
    start = location
  }

  /// Adds a key's first value; returns the key's location when the block already has that key.
  mutating func add(
    _ key: Line.Key, _ entry: Located<String>, keyLocation: SourceLocation? = nil
  ) -> SourceLocation? {
    let at = keyLocation ?? entry.location
    if firstLocation == nil {
      firstLocation = at
      firstKey = key
    }
    if keyLocations[key] != nil {
      hasDuplicate = true
      return at
    }
    keyLocations[key] = entry.location
    values[key] = entry.value.isEmpty ? [] : [entry]
    return nil
  }

  /// Adds an indented continuation line to the key's value.
  mutating func continueValue(of key: Line.Key, with entry: Located<String>) {
    values.append(entry, to: key)
  }

  /// The check, or nothing, and the problems that keep it from being one.
  func build() -> (Check?, [Diagnostic]) {
    guard let profileLocation = keyLocations[.profile], let start else { return (nil, []) }
    var problems: [Diagnostic] = []
    let profileParts = values[.profile] ?? []
    if profileParts.isEmpty {
      problems.append(
        Diagnostic(
          .emptyValue, at: profileLocation,
          "'Profile:' has no value; name a profile such as 'VoiceOver' or 'Switch Control'"))
    }
    for key in [Line.Key.task, .expected] {
      if let at = keyLocations[key] {
        if (values[key] ?? []).isEmpty {
          problems.append(Diagnostic(.emptyValue, at: at, "'\(key.spelled)' has no value"))
        }
      } else {
        let kind: Diagnostic.Kind = key == .task ? .missingTask : .missingExpected
        let example = key == .task ? "Task: fill the long form" : "Expected: the warning is announced"
        problems.append(Diagnostic(kind, at: start, "check has no '\(key.spelled)'; add a line such as '\(example)'"))
      }
    }
    for key in [Line.Key.check, .id, .app] {
      if let at = keyLocations[key], (values[key] ?? []).isEmpty {
        problems.append(Diagnostic(.emptyValue, at: at, "'\(key.spelled)' has no value"))
      }
    }
    guard problems.isEmpty, !hasDuplicate, !isRefused else { return (nil, problems) }
    let check = Check(
      location: start,
      name: joined(.check),
      id: joined(.id),
      app: joined(.app),
      tags: tags(),
      profile: joined(.profile) ?? Located("", at: profileLocation),
      task: values[.task] ?? [],
      expected: values[.expected] ?? []
    )
    return (check, [])
  }

  /// The name the block's check would have: its `Check:` value, else its profile and task;
  /// nil when it has neither.
  var displayName: String? {
    if let name = joined(.check), !name.value.isEmpty { return name.value }
    guard let profile = joined(.profile), let task = values[.task], !task.isEmpty else { return nil }
    return Check.unnamed(profile: profile, task: task)
  }

  /// A single-valued key's lines joined by spaces, located at its first line.
  private func joined(_ key: Line.Key) -> Located<String>? {
    guard let parts = values[key], let first = parts.first else { return nil }
    guard parts.count > 1 else { return first }
    return Located(String.joined(parts.map(\.value), separator: " "), at: first.location)
  }

  /// Each tag with its own column; tags are separated by spaces or commas.
  private func tags() -> [Located<String>] {
    var result: [Located<String>] = []
    for part in values[.tags] ?? [] {
      var column = 0
      var current = ""
      for character in part.value + " " {
        if character == " " || character == "," || character == "\t" {
          if !current.isEmpty {
            result.append(Located(current, at: part.location.advanced(by: column - current.count)))
          }
          current = ""
        } else {
          current.append(character)
        }
        column += 1
      }
    }
    return result
  }
}
