/// One departure from `fixed` that a seed calls a problem: what a suite's checks must catch.
public struct Fault: Sendable, Identifiable, CustomStringConvertible {
  /// A stable name, such as `no-warning`.
  public let id: String
  /// What goes wrong, in a sentence.
  public let title: String
  /// The seed document that calls it a problem.
  public let seed: String
  /// The WCAG success criterion it breaks.
  public let criterion: String
  let change: @Sendable (inout AppModel) -> Void

  init(
    _ id: String, _ title: String, seed: String, criterion: String, change: @escaping @Sendable (inout AppModel) -> Void
  ) {
    self.id = id
    // Written with the names of `fixed`'s words, said in them.
    self.title = AppModel.fixed.filling(title)
    self.seed = seed
    self.criterion = criterion
    self.change = change
  }

  /// `app` with this one fault switched on, named `fixed+ID` when `app` is `fixed`.
  public func applied(to app: AppModel) -> AppModel {
    var faulty = app
    change(&faulty)
    faulty.name = "\(app.name)+\(id)"
    return faulty
  }

  public var description: String { id }

  static let timeout = "000 Timeout Pressure"
  static let biometric = "001 Biometric sign-in timeout"
  static let passcode = "002 Passcode notice"

  /// Every fault the seeds describe.
  public static let catalogue: [Fault] = [
    Fault("no-warning", "no warning before the session expires", seed: timeout, criterion: "2.2.1 Timing Adjustable") {
      $0.session.warning = .none
    },
    Fault(
      "late-warning", "the warning comes 15 seconds before expiry", seed: timeout,
      criterion: "2.2.1 Timing Adjustable (SCR16)"
    ) {
      $0.session.warningLead = .seconds(15)
    },
    Fault(
      "toast-warning", "the warning is a 4-second toast, not a view", seed: timeout,
      criterion: "2.2.1 Timing Adjustable (SCR16)"
    ) {
      $0.session.warning = .toast(.seconds(4))
    },
    Fault("silent-warning", "the warning is not announced", seed: timeout, criterion: "4.1.3 Status Messages") {
      $0.session.announcesWarning = false
    },
    Fault("visual-countdown", "the countdown is visual only", seed: timeout, criterion: "2.2.1 Timing Adjustable") {
      $0.session.countdownAnnounced = false
    },
    Fault("no-extend", "the session cannot be extended", seed: timeout, criterion: "2.2.1 Timing Adjustable (SCR1)") {
      $0.session.extend = .notAllowed
    },
    Fault(
      "silent-extend", "the session extends without re-authentication", seed: timeout,
      criterion: "2.2.5 Re-authenticating"
    ) {
      $0.session.extend = .silently
    },
    Fault("no-drafts", "draft input is not saved", seed: timeout, criterion: "2.2.5 Re-authenticating (G105)") {
      $0.session.drafts = .none
    },
    Fault(
      "sensitive-drafts", "card numbers and passwords are saved in the draft", seed: timeout,
      criterion: "2.2.5 Re-authenticating (G105)"
    ) {
      $0.session.drafts = .everything
    },
    Fault(
      "no-message", "the sign-in screen says nothing of what happened or was kept", seed: timeout,
      criterion: "2.2.6 Timeouts"
    ) {
      $0.session.explainsExpiry = false
    },
    Fault(
      "no-resend", "\"{code.expired}\" with no \"{code.resend}\"", seed: timeout, criterion: "3.3.4 Error Prevention"
    ) {
      $0.oneTimeCode.resend = .none
    },
    Fault(
      "resend-out-of-order", "\"{code.resend}\" is not next to \"{code.expired}\"", seed: timeout,
      criterion: "2.4.3 Focus Order"
    ) {
      $0.oneTimeCode.resend = .elsewhere
    },
    Fault(
      "progress-lost", "an expired code loses the details entered before it", seed: timeout,
      criterion: "3.3.7 Redundant Entry"
    ) {
      $0.oneTimeCode.keepsProgress = false
    },
    Fault(
      "slot-not-held", "a selected appointment slot is not held", seed: timeout, criterion: "2.2.1 Timing Adjustable"
    ) {
      $0.slot.hold = .zero
    },
    Fault(
      "stale-prompt", "the Face ID prompt stays after the token expires, then a generic error", seed: biometric,
      criterion: "3.3.1 Error Identification"
    ) {
      $0.biometric.atExpiry = .stalePrompt
    },
    Fault(
      "error-code", "the timeout screen shows an error code", seed: biometric, criterion: "3.3.1 Error Identification"
    ) {
      $0.biometric.timeoutScreen = .withErrorCode
    },
    Fault("says-biometric", "the timeout screen says \"biometric\"", seed: biometric, criterion: "3.1.5 Reading Level")
    {
      $0.biometric.timeoutScreen = .saysBiometric
    },
    Fault(
      "generic-timeout", "the timeout screen does not say it timed out or why", seed: biometric,
      criterion: "2.2.6 Timeouts"
    ) {
      $0.biometric.timeoutScreen = .generic
    },
    Fault(
      "announcement-cut-off", "focus moves before the error announcement finishes", seed: passcode,
      criterion: "4.1.3 Status Messages"
    ) {
      $0.passcode.announcementCompletes = false
    },
    Fault(
      "wrong-focus", "focus goes to the keypad, not the instructions, after dismissal", seed: passcode,
      criterion: "2.4.3 Focus Order"
    ) {
      $0.passcode.focusAfterDismissal = .keypad
    },
    Fault(
      "tap-through-notice", "a touch outside the notice dismisses it and reaches the keypad (option 1)", seed: passcode,
      criterion: "3.2.2 On Input"
    ) {
      $0.passcode.dismissal = .tapOutsidePassesThrough
    },
  ]
}
