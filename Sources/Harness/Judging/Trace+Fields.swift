extension Trace {
  /// The labels of the fields the person typed into, each once, in the order first typed.
  var typedFields: [String] { typedFields(until: nil) }

  /// The same, of what they typed up to `instant` (all when nil).
  func typedFields(until instant: VirtualInstant?) -> [String] {
    var fields: [String] = []
    for act in acts {
      if let instant, act.at > instant { break }
      if case .typed(let field) = act.kind, !fields.contains(field) { fields.append(field) }
    }
    return fields
  }

  /// The fields that hold a value at the end: typed or restored, and not cleared since.
  var fieldsHoldingValues: Set<String> { Set(fieldFates().compactMap { $0.value == .lost ? nil : $0.key }) }

  /// The fields the draft store ever held: it keeps what it is given until sign-in.
  var draftedFields: Set<String> {
    var drafted: Set<String> = []
    for write in storeWrites { for field in write.fields { drafted.insert(field.label) } }
    return drafted
  }

  /// Whether the session was running at the end: its expiry, as last set, neither ran out nor
  /// was cancelled (the person signed out).
  var signedInAtEnd: Bool { timerEvents.last { $0.isOf(.sessionExpiry) }?.due != nil }

  /// How a field the person typed stands: held since they typed it or since the app brought
  /// it back, lost (the app emptied it and never brought it back), or typed again after the
  /// app lost it, which is lost all the same: the person had to do it twice.
  enum FieldFate {
    case held
    case lost
    case retyped
  }

  /// The fate of each field the person typed, from the field changes up to `instant` (the
  /// end when nil).
  func fieldFates(until instant: VirtualInstant? = nil) -> [String: FieldFate] {
    var fates: [String: FieldFate] = [:]
    for change in fieldChanges {
      if let instant, change.at > instant { break }
      for field in change.fields {
        switch change.change {
        case .typed: fates[field] = fates[field] == .lost || fates[field] == .retyped ? .retyped : .held
        case .cleared: if fates[field] != nil { fates[field] = .lost }
        case .restored: fates[field] = .held
        }
      }
    }
    return fates
  }

  func valuesKept(ifNoneTyped: String) -> Finding {
    let entered = typedFields
    guard !entered.isEmpty else { return .unjudged(ifNoneTyped, from: recentAtEnd, to: end) }
    let fates = fieldFates()
    let empty = entered.filter { fates[$0] != .held }
    // Signed out with a draft, a field the draft holds comes back at sign-in: it is not lost.
    let drafted = signedInAtEnd ? [] : empty.filter { fates[$0] == .lost && draftedFields.contains($0) }
    let lost = empty.filter { !drafted.contains($0) }
    let start = fieldChanges.first { $0.change == .cleared }?.at ?? recentAtEnd
    guard lost.isEmpty else {
      let retyped = lost.filter { fates[$0] == .retyped }
      let again =
        retyped.isEmpty
        ? ""
        : "; the person had to enter \(retyped.count == lost.count ? lost.count == 1 ? "it" : "them" : Wording.list(retyped)) again"
      // Only secrets lost as the session ended: what a draft rightly does not keep. Still lost
      // for the person, so the claim fails; the message says which claim judges the draft.
      let secret = Set(sensitiveFields)
      let byDesign =
        !signedInAtEnd && lost.allSatisfy(secret.contains)
        ? "; \(lost.count == 1 ? "it is" : "they are") sensitive, which a draft does not keep: to judge that the "
          + "draft kept the rest, claim 'after expiry, allowed fields are restored after login' (and 'sensitive fields "
          + "are not saved')"
        : ""
      return .fail(
        "\(Wording.count(lost.count, "field")) you had entered lost \(lost.count == 1 ? "its value" : "their values"): \(Wording.list(lost))\(again)\(byDesign)",
        from: start, to: end)
    }
    guard drafted.isEmpty else {
      return .pass(
        "all \(Wording.count(entered.count, "entered field")) are kept: \(Wording.count(drafted.count, "field")) in the draft, which brings them back at sign-in, and \(entered.count - drafted.count) still holding their values",
        from: start, to: end)
    }
    return .pass(
      "all \(Wording.count(entered.count, "entered field")) still hold their values", from: recentAtEnd, to: end)
  }
}
