extension World {
  /// Opens the appointment screen and selects the first slot; the app holds it, or not.
  public mutating func selectSlot() throws(StepFailure) {
    try requireInApp()
    if screen != .appointments { show(.appointments, byApp: false) }
    spend(readingTime(app.words[.slotTitle]))
    try activate(app.words[.slotFirst])
  }

  mutating func holdSlot() {
    slotSelectedAt = now
    slotReleasedAt = nil
    slotBooked = false
    let hold = app.slot.hold
    let until = now + (hold > .zero ? hold : SlotBehaviour.contention)
    slotHeldUntil = hold > .zero ? until : now
    schedule(hold > .zero ? .slotRelease : .slotTaken, at: until)
    note(.slotSelected(label: app.words[.slotFirst], heldUntil: hold > .zero ? until : nil))
    refreshVisit(byApp: false)
  }

  mutating func releaseSlot() {
    guard slotSelectedAt != nil, !slotBooked else { return }
    slotReleasedAt = now
    note(.slotReleased(held: app.slot.hold > .zero))
    refreshVisit(byApp: true)
  }

  /// Books the selected slot, if it is still there.
  public mutating func bookSlot() throws(StepFailure) {
    guard slotSelectedAt != nil else { throw StepFailure("no slot is selected; 'select an appointment slot' first") }
    try activate(app.words[.slotBook])
  }

  mutating func completeBooking() throws(StepFailure) {
    if let released = slotReleasedAt {
      throw StepFailure("the slot was released at \(released); it can no longer be booked")
    }
    slotBooked = true
    cancel(.slotRelease)
    cancel(.slotTaken)
    note(.slotBooked(label: app.words[.slotFirst]))
  }

  /// Waits until the selected slot is released.
  public mutating func letSlotExpire() throws(StepFailure) {
    if logic != nil {
      let holding: (World) -> Bool = { $0.timers.contains { $0.kind == .named(.slotHold) } }
      guard holding(self) else {
        throw StepFailure(
          "no slot is held at \(now): \(shownTitle) is showing, and the app holds one with the timer '\(TimerName.slotHold)'"
        )
      }
      note(.waitsForSlotHold)
      wait(upTo: World.waitLimit) { !holding($0) }
      return
    }
    if slotSelectedAt == nil { try selectSlot() }
    note(.waitsForSlotHold)
    wait(upTo: World.waitLimit) { $0.slotReleasedAt != nil }
    guard slotReleasedAt != nil else { throw StepFailure("the slot was never released") }
  }
}
