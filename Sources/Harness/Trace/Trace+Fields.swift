extension Trace {
  /// The labels of the fields the person typed into, each once, in the order first typed.
  var typedFields: [String] {
    var fields: [String] = []
    for act in acts {
      if case .typed(let field) = act.kind, !fields.contains(field) { fields.append(field) }
    }
    return fields
  }

  /// The fields that hold a value at the end: typed or restored, and not cleared since.
  var fieldsHoldingValues: Set<String> {
    var holding: Set<String> = []
    for change in fieldChanges {
      for field in change.fields {
        if change.change == .cleared { holding.remove(field) } else { holding.insert(field) }
      }
    }
    return holding
  }

  /// The fields the draft store ever held: it keeps what it is given until sign-in.
  var draftedFields: Set<String> {
    var drafted: Set<String> = []
    for write in storeWrites { for field in write.fields { drafted.insert(field.label) } }
    return drafted
  }

  /// Whether the session was running at the end: its expiry, as last set, neither ran out nor
  /// was cancelled (the person signed out).
  var signedInAtEnd: Bool { timerEvents.last { $0.timer == "session.expiry" }?.due != nil }

  func valuesKept(ifNoneTyped: String) -> Finding {
    let entered = typedFields
    guard !entered.isEmpty else { return .unjudged(ifNoneTyped, from: recentAtEnd, to: end) }
    let holding = fieldsHoldingValues
    let empty = entered.filter { !holding.contains($0) }
    // Signed out with a draft, a field the draft holds comes back at sign-in: it is not lost.
    let drafted = signedInAtEnd ? [] : empty.filter(draftedFields.contains)
    let lost = empty.filter { !drafted.contains($0) }
    let start = fieldChanges.first { $0.change == .cleared }?.at ?? recentAtEnd
    guard lost.isEmpty else {
      return .fail(
        "\(World.count(lost.count, "field")) you had entered lost \(lost.count == 1 ? "its value" : "their values"): \(World.list(lost))",
        from: start, to: end)
    }
    guard drafted.isEmpty else {
      return .pass(
        "all \(World.count(entered.count, "entered field")) are kept: \(World.count(drafted.count, "field")) in the draft, which brings them back at sign-in, and \(entered.count - drafted.count) still holding their values",
        from: start, to: end)
    }
    return .pass(
      "all \(World.count(entered.count, "entered field")) still hold their values", from: recentAtEnd, to: end)
  }
}
