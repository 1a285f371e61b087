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

  /// Takes a flow's focus move still to come off the clock.
  mutating func removeFocusTimer(_ pending: PendingFocus) {
    removeTimers { $0.kind == .logicFocus(pending.label) && $0.at == pending.at }
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
    // No wait goes past the most simulated time a check may spend: it stops there, saying so.
    let bound = VirtualInstant.start + runGuard.maxSimulated
    let past = now + duration > bound
    let target = past ? bound : now + duration
    while let timer = nextTimer(notAfter: target) {
      guard fireNext(timer) else { return false }
      if stop(self) {
        // What stopped the wait happened at an instant the app may have more due at (a
        // second timer, a rule's own): all of it runs before the person goes on, so what
        // follows, and every expectation, meets the instant settled.
        while let same = nextTimer(notAfter: now) {
          guard fireNext(same) else { return true }
        }
        return true
      }
    }
    now = target
    if past, ranAway == nil {
      stopTimers(
        because:
          "stopped at \(now): the check ran away, past \(runGuard.simulatedLimit) of simulated time (the most one check may spend)"
      )
    }
    return false
  }

  /// Fires `timer`, moving the clock to it; false when the app's timers ran away with it
  /// (every bound after every firing, whatever its effects: the clock stays where the app ran
  /// away, which is where the check stopped).
  private mutating func fireNext(_ timer: Timer) -> Bool {
    removeTimers { $0.sequence == timer.sequence }
    now = max(now, timer.at)
    noteTimer(timer.kind, .fired)
    fire(timer.kind)
    firings += 1
    if let over = runawayReason() {
      stopTimers(because: over)
      return false
    }
    return true
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
  /// Lets the app settle after the task: what is being said is heard to its end, a focus
  /// move a team's logic set for a moment later (within a minute) is made, and a second
  /// passes, in which the app's own reactions to the last step land.
  mutating func settle() {
    listenToAnnouncements()
    let later = timers.lazy.filter { if case .logicFocus = $0.kind { true } else { false } }.map(\.at).max()
    if let later, later > now, later - now <= .minutes(1) { spend(later - now) }
    spend(.seconds(1))
  }

  public mutating func listenToAnnouncements() {
    guard profile.hearsAnnouncements,
      let end = announcements[liveAnnouncements...].filter({ $0.cutOffAt == nil && $0.endsAt > now }).map(\.endsAt)
        .max()
    else { return }
    spend(end - now)
  }

  /// The task's announcements as the person goes on hearing them when one is still being
  /// spoken: a copy of the world listens to its end (`listenToAnnouncements`), and each is heard
  /// in full or cut off there, with the focus moves up to then; nil when none is being spoken.
  func listenedOn() -> (announcements: [Announcement], focusMoves: [FocusMove], until: VirtualInstant)? {
    guard profile.hearsAnnouncements,
      announcements[liveAnnouncements...].contains(where: { $0.cutOffAt == nil && $0.endsAt > now })
    else { return nil }
    var listening = self
    listening.beginProbe()
    listening.listenToAnnouncements()
    return (Array(listening.announcements.prefix(announcements.count)), listening.focusMoves, listening.now)
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
    case .logicFocus(let label):
      pendingFocus.removeAll { $0.label == label && $0.at == now }
      moveFocus(to: label)
    }
  }

  /// Moves accessibility focus; a VoiceOver announcement still being spoken is cut off. A
  /// logic's focus goes only to what its screen draws now, on top or beneath an overlay: sent to
  /// an element of a screen not showing, or to one that has gone (its overlay closed), it goes
  /// nowhere, and the trace says so.
  mutating func moveFocus(to label: String) {
    if let logic, !World.draws(label, in: logic.screen.elements + logic.beneath) {
      let showing = isAway ? logic.screen.title : shownTitle
      focusMoves.append(FocusMove(at: now, label: label, nowhere: TraceEvent.notShowing(label, showing: showing)))
      note(.focusGoesNowhere(label: label, showing: showing))
      return
    }
    for index in liveAnnouncements..<announcements.count
    where announcements[index].cutOffAt == nil && announcements[index].endsAt > now && announcements[index].audible {
      announcements[index].cutOffAt = now
      note(.cutOff(text: announcements[index].text, byFocusMove: true))
    }
    focus = label
    focusMoves.append(FocusMove(at: now, label: label))
    note(.focusMoves(to: label, read: profile.hearsAnnouncements))
  }

  /// Whether `elements` hold one labelled `label`, as a reader reads both.
  static func draws(_ label: String, in elements: [Element]) -> Bool {
    if elements.contains(where: { $0.label == label }) { return true }
    let read = label.asRead
    return elements.contains { $0.label.asRead == read }
  }

  /// Posts an announcement, cutting off one still being spoken.
  mutating func announce(_ text: String, kind: Announcement.Kind = .status) {
    for index in liveAnnouncements..<announcements.count
    where announcements[index].cutOffAt == nil && announcements[index].endsAt > now {
      announcements[index].cutOffAt = now
      note(.cutOff(text: announcements[index].text, byFocusMove: false))
    }
    // Every announcement before this one is now cut off or over: none is looked at again.
    liveAnnouncements = announcements.count
    // Room for the warning and its countdown at once, made when the first is said.
    if announcements.isEmpty { announcements.reserveCapacity(4) }
    let words = World.wordCount(text)
    let speaking = VirtualDuration.seconds(Double(words) * 60 / profile.pace.speechWordsPerMinute)
    announcements.append(
      Announcement(
        text: text, kind: kind, postedAt: now, endsAt: now + speaking, cutOffAt: nil,
        audible: profile.hearsAnnouncements && !isAway))
    let heard: TraceEvent.Hearing =
      !profile.hearsAnnouncements ? .notHeard(notHeardText) : isAway ? .away : .spoken(speaking)
    note(.announced(text: text, heard: heard))
  }

  /// Words in `text`, as a speech engine speaks them, at least one: runs of letters between
  /// white space of any kind, hyphens and slashes (a no-break space parts two words as a space
  /// does), an emoji a word of its own; in a script written without spaces (Chinese, Japanese,
  /// Thai, Lao, Tibetan, Khmer, Myanmar, Yi) each letter is a syllable, and two syllables count
  /// as a word (at 180 words a minute, 6 syllables a second,
  /// about the rate of Mandarin and of Japanese morae read aloud). Characters that draw nothing
  /// (a soft hyphen, a joiner) part nothing; a zero-width space parts words, as Thai uses it.
  static func wordCount(_ text: String) -> Int {
    // On the bytes in place: stepping through a string's UTF-8 view costs several times more.
    let ascii = text.withUTF8Bytes { bytes -> Int? in
      var count = 0
      var inWord = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        // A hyphen or a slash between words is said as a break between them.
        if byte.isASCIISpace || byte == 0x2D || byte == 0x2F {
          inWord = false
        } else if !inWord {
          inWord = true
          count += 1
        }
      }
      return count
    }
    return max(1, ascii ?? spokenWords(text))
  }

  /// `wordCount` of a text that is not ASCII.
  private static func spokenWords(_ text: String) -> Int {
    var words = 0
    var syllables = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      let properties = scalar.properties
      if properties.isWhitespace || scalar.value == 0x200B || scalar == "-" || scalar == "/" || scalar.showsAsBlank {
        inWord = false
      } else if properties.isEmojiPresentation
        || (properties.isEmoji && !scalar.isASCII && properties.generalCategory == .otherSymbol)
      {
        // An emoji is said by its name: a word at least.
        inWord = false
        words += 1
      } else if properties.isDefaultIgnorableCodePoint {
        continue
      } else if scalar.isWrittenWithoutSpaces {
        inWord = false
        if properties.generalCategory == .otherLetter || properties.generalCategory == .modifierLetter {
          syllables += 1
        }
      } else if !inWord {
        inWord = true
        words += 1
      }
    }
    return words + (syllables + 1) / 2
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

extension Unicode.Scalar {
  /// Whether the scalar is of a script written without spaces between words: Han, Hiragana,
  /// Katakana (and its halfwidth forms), Thai, Lao, Tibetan, Khmer, Myanmar and Yi.
  var isWrittenWithoutSpaces: Bool {
    switch value {
    case 0x0E00...0x0EFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
      true
    default: false
    }
  }
}
