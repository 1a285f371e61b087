extension World {
  /// Sets a timer; a timer of the same kind is replaced.
  mutating func schedule(_ kind: Timer.Kind, at: VirtualInstant) {
    let running = timers.contains { $0.kind == kind }
    if running { removeTimers { $0.kind == kind } }
    noteTimer(kind, running ? .moved(due: at) : .armed(due: at))
    timerSequence += 1
    timers.append(Timer(at: at, sequence: timerSequence, kind: kind))
  }

  mutating func cancel(_ kind: Timer.Kind) {
    guard timers.contains(where: { $0.kind == kind }) else { return }
    removeTimers { $0.kind == kind }
    noteTimer(kind, .cancelled)
  }

  /// Cancels every countdown announcement still to come.
  mutating func cancelCountdowns() {
    for timer in timers {
      if case .countdown = timer.kind { noteTimer(timer.kind, .cancelled) }
    }
    removeTimers {
      if case .countdown = $0.kind { return true }
      return false
    }
  }

  /// Removes the timers that `match`, keeping the others in order. A world has a handful of
  /// timers, and most calls remove one or none: a step back through them costs a fraction of
  /// `removeAll(where:)`, which rebuilds the array's tail even when nothing goes.
  private mutating func removeTimers(where match: (Timer) -> Bool) {
    var index = timers.count
    while index > 0 {
      index -= 1
      if match(timers[index]) { timers.remove(at: index) }
    }
  }

  /// The next timer due at or before `limit`, earliest first, ties by the order they were set.
  func nextTimer(notAfter limit: VirtualInstant) -> Timer? {
    var next: Timer?
    for timer in timers where timer.at <= limit {
      if let earliest = next, (earliest.at, earliest.sequence) <= (timer.at, timer.sequence) { continue }
      next = timer
    }
    return next
  }

  /// Lets `duration` pass while the person is busy; stops early, at the moment it happens,
  /// when `stop` holds after a timer fires. Returns whether it stopped early.
  @discardableResult
  public mutating func spend(
    _ duration: VirtualDuration, stopWhen stop: (World) -> Bool = { _ in false }
  ) -> Bool {
    let target = now + duration
    while let timer = nextTimer(notAfter: target) {
      removeTimers { $0.sequence == timer.sequence }
      now = max(now, timer.at)
      noteTimer(timer.kind, .fired)
      fire(timer.kind)
      if stop(self) { return true }
      firings += 1
      if firings > runGuard.maxActions || (firings % 1024 == 0 && runGuard.isOutOfTime()) {
        // The clock stays where the timers ran away: that is where the check stopped.
        stopTimers()
        return false
      }
    }
    now = target
    return false
  }

  /// Waits until `condition` holds, or until `limit` has passed; returns whether it held.
  @discardableResult
  public mutating func wait(
    upTo limit: VirtualDuration, until condition: (World) -> Bool
  ) -> Bool {
    if condition(self) { return true }
    return spend(limit, stopWhen: condition)
  }

  /// Lets announcements in progress finish, as a listening person would before acting.
  public mutating func listenToAnnouncements() {
    guard profile.hearsAnnouncements,
      let end = announcements.filter({ $0.cutOffAt == nil && $0.endsAt > now }).map(\.endsAt).max()
    else { return }
    spend(end - now)
  }

  mutating func fire(_ kind: Timer.Kind) {
    switch kind {
    case .sessionWarning: showWarning()
    case .sessionExpiry: expireSession()
    case .codeExpiry: expireCode()
    case .toastGone: hideToast()
    case .countdown(let left): announceCountdown(left)
    case .tokenExpiry: expireToken()
    case .slotRelease, .slotTaken: releaseSlot()
    case .focusJump: jumpFocusToKeypad()
    case .named(let name): fireLogicTimer(name)
    case .logicFocus(let label): moveFocus(to: label)
    }
  }

  /// Moves accessibility focus; a VoiceOver announcement still being spoken is cut off.
  mutating func moveFocus(to label: String) {
    for index in announcements.indices
    where announcements[index].cutOffAt == nil && announcements[index].endsAt > now && announcements[index].audible {
      announcements[index].cutOffAt = now
      note(.announcement, "announcement \"\(announcements[index].text)\" cut off by a focus move")
    }
    focus = label
    focusMoves.append(FocusMove(at: now, label: label))
    note(.app, String.joined("focus moves to '", label, profile.hearsAnnouncements ? "'; VoiceOver reads it" : "'"))
  }

  /// Posts an announcement, cutting off one still being spoken.
  mutating func announce(_ text: String, kind: Announcement.Kind = .status) {
    for index in announcements.indices
    where announcements[index].cutOffAt == nil && announcements[index].endsAt > now {
      announcements[index].cutOffAt = now
      note(.announcement, "announcement \"\(announcements[index].text)\" cut off")
    }
    // Room for the warning and its countdown at once, made when the first is said.
    if announcements.isEmpty { announcements.reserveCapacity(4) }
    let words = World.wordCount(text)
    let speaking = VirtualDuration.seconds(Double(words) * 60 / profile.pace.speechWordsPerMinute)
    announcements.append(
      Announcement(
        text: text, kind: kind, postedAt: now, endsAt: now + speaking, cutOffAt: nil,
        audible: profile.hearsAnnouncements && !isAway))
    let heard =
      !profile.hearsAnnouncements
      ? notHeardText
      : isAway
        ? "not heard: the person is in another app" : String.joined("spoken for ", speaking.description)
    note(.announcement, String.joined("announced \"", text, "\" (", heard, ")"))
  }

  /// Words in `text`, counted by the spaces between them; at least one.
  static func wordCount(_ text: String) -> Int {
    // On the bytes in place: stepping through a string's UTF-8 view costs several times more.
    return text.withUTF8Bytes { bytes in
      var count = 0
      var inWord = false
      for byte in bytes {
        if byte == 0x20 {
          inWord = false
        } else if !inWord {
          inWord = true
          count += 1
        }
      }
      return max(1, count)
    }
  }

  /// Time this profile needs to read `text` on screen.
  func readingTime(_ text: String) -> VirtualDuration { profile.readingTime(text) }
}

extension Profile {
  /// How long this person takes to read `text`.
  func readingTime(_ text: String) -> VirtualDuration {
    .seconds(Double(World.wordCount(text)) * 60 / pace.readingWordsPerMinute)
  }

  /// The Larger Text size of this profile, 0 without Larger Text.
  var largestTextSize: Int {
    settings.compactMap { setting -> Int? in
      if case .largerText(let size) = setting { return size }
      return nil
    }.max() ?? 0
  }
}
