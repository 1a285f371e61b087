/// The general sentence's claims about the fields the person typed: saved, cleared, kept, and
/// back after signing in (`Claim.State`).
extension Trace {
  /// The fields `thing` is about that the person typed, or, when none, the finding that it
  /// cannot be judged.
  func typed(_ thing: Thing, name: String, state: String) -> (fields: [String], none: Finding?) {
    let entered = typedFields(until: end)
    let about: [String]
    switch thing {
    case .field(let label): about = entered.filter { $0.asRead == label.asRead }
    case .form(let labels): about = entered.filter(labels.contains)
    default: about = entered
    }
    guard about.isEmpty else { return (about, nil) }
    let what = if case .field = thing { "\(name) was not typed in" } else { "nothing was typed" }
    return (
      [],
      .unjudged(
        "\(what) during the task, so whether it was \(state) cannot be judged; add a step that fills it, such as 'fill the long form'",
        from: recentAtEnd, to: end)
    )
  }

  func saved(_ thing: Thing, name: String) -> Finding {
    let (about, none) = typed(thing, name: name, state: "saved")
    if let none { return none }
    let writes = storeWrites.filter { $0.at <= end && !$0.fields.isEmpty }
    switch thing {
    case .form:
      let allowed = about.filter { !sensitiveFields.contains($0) }
      let kept = Set(writes.flatMap { $0.fields.map(\.label) })
      let missing = allowed.filter { !kept.contains($0) }
      guard let first = writes.first, missing.isEmpty, !allowed.isEmpty else {
        return .fail(
          writes.isEmpty
            ? "\(name) was not saved: nothing was written to the draft store during the task"
            : "\(name) was not saved whole: the draft store never held \(String.joined(missing.map { "'\($0)'" }, separator: ", "))",
          from: recentAtEnd, to: end)
      }
      return .pass(
        "\(name) was saved: the draft store held each of the \(Wording.count(allowed.count, "field")) typed that may be kept, from \(first.at)",
        from: first.at, to: first.at)
    case .field(let label):
      if let write = writes.first(where: { $0.fields.contains { $0.label.asRead == label.asRead } }) {
        return .pass("\(name) was written to the draft store at \(write.at)", from: write.at, to: write.at)
      }
      return .fail(
        "\(name) was never written to the draft store during the task (\(Wording.count(writes.count, "write")) in all)",
        from: recentAtEnd, to: end)
    default:
      if let write = writes.first {
        return .pass(
          "a draft was saved at \(write.at), holding \(Wording.count(write.fields.count, "field"))", from: write.at,
          to: write.at)
      }
      return .fail(
        "no draft was saved during the task: nothing was written to the draft store", from: recentAtEnd, to: end
      )
    }
  }

  func cleared(_ thing: Thing, name: String) -> Finding {
    let (about, none) = typed(thing, name: name, state: "cleared")
    if let none { return none }
    let clearings = appFieldChanges.filter { $0.change == .cleared && $0.at <= end }
    for change in clearings {
      let emptied = change.fields.filter(about.contains)
      guard !emptied.isEmpty else { continue }
      let drafted = emptied.filter(draftedFields.contains).count
      let draft = drafted == 0 ? "" : " (a draft held \(drafted) of them, to bring back at sign-in)"
      return .pass(
        "the app emptied \(Wording.count(emptied.count, "typed field")) of \(name) at \(change.at)\(draft)",
        from: change.at, to: change.at)
    }
    let said =
      if case .field = thing { "the app did not empty \(name), which the person typed, during the task" } else {
        "the app emptied none of the \(Wording.count(about.count, "field")) of \(name) the person typed during the task"
      }
    return .fail(said, from: recentAtEnd, to: end)
  }

  /// Whether every field of `thing` the person typed held no value when the task ended.
  func empty(_ thing: Thing, name: String) -> Finding {
    let (about, none) = typed(thing, name: name, state: "empty")
    if let none { return none }
    let fates = fieldFates()
    let holding = about.filter { fates[$0] != .lost }
    guard holding.isEmpty else {
      return .fail(
        "\(name) was not empty when the task ended and the app settled, at \(end): \(Wording.list(holding)) still held what the person typed",
        from: recentAtEnd, to: end)
    }
    let emptied = appFieldChanges.last { $0.change == .cleared && $0.at <= end }
    return .pass(
      "\(name) held nothing when the task ended and the app settled, at \(end)"
        + (emptied.map { ": the app emptied it at \($0.at)" } ?? ""),
      from: emptied?.at ?? recentAtEnd, to: end)
  }

  /// Whether the fields typed before the session ended held their values once the person
  /// signed in again with the control `signIn`.
  func restored(_ found: FoundThing, signIn: String) -> Finding {
    guard
      let ended = timerEvents.last(where: {
        $0.isOf(.sessionExpiry) && $0.at <= end && ($0.change == .fired || $0.change == .cancelled)
      })
    else {
      return .unjudged(
        "the session did not end during the task, so nothing had to come back after signing in; add 'let the session expire'",
        from: recentAtEnd, to: end)
    }
    // A field named is held to come back whatever it is; the form, its fields that may be kept.
    let typedBefore = typedFields(until: ended.at)
    let allowed: [String]
    if case .field(let label) = found.thing {
      allowed = typedBefore.filter { $0.asRead == label.asRead }
    } else if found.count == typedBefore.count {
      // `the 20 fields are back`: every one typed, the secrets a draft does not keep too.
      allowed = typedBefore
    } else {
      allowed = typedBefore.filter { !sensitiveFields.contains($0) }
    }
    guard !allowed.isEmpty else {
      return .unjudged(
        "no field of \(found.name) that may be kept was typed before the session ended at \(ended.at); fill it in the task",
        from: recentAtEnd, to: end)
    }
    guard let signedIn = acts.last(where: { $0.at >= ended.at && $0.activated(signIn) != nil })?.at else {
      return .unjudged(
        "the person did not sign in again after the session ended at \(ended.at); add 'sign in' to the task",
        from: ended.at, to: end)
    }
    let fates = fieldFates(until: signedIn)
    let missing = allowed.filter { fates[$0] != .held }
    let words =
      "after the session ended at \(ended.at) and the person signed in again at \(signedIn), \(allowed.count - missing.count) of \(Wording.count(allowed.count, "field")) \(allowed.contains(where: sensitiveFields.contains) ? "typed" : "that may be kept") came back"
    guard missing.isEmpty else { return .fail("\(words); lost: \(Wording.list(missing))", from: ended.at, to: end) }
    return .pass(words, from: ended.at, to: end)
  }

  /// Whether the field `label` the person typed still holds its value at the end, or is in the
  /// draft that brings it back at sign-in.
  func kept(field label: String, name: String) -> Finding {
    guard let typed = typedFields(until: end).first(where: { $0.asRead == label.asRead }) else {
      return .unjudged(
        "\(name) was not typed in during the task, so whether it was kept cannot be judged; add a step that fills it",
        from: recentAtEnd, to: end)
    }
    let fate = fieldFates(until: end)[typed]
    if fate == .held { return .pass("\(name) still held its value when the task ended", from: recentAtEnd, to: end) }
    if fate == .lost, !signedInAtEnd, draftedFields.contains(typed) {
      return .pass("\(name) was in the draft, which brings it back at sign-in", from: recentAtEnd, to: end)
    }
    let again = fate == .retyped ? ": the person had to enter it again" : ""
    return .fail("\(name) lost its value\(again)", from: recentAtEnd, to: end)
  }
}
