import Testing

@testable import Harness

@Suite("Fault catalogue")
struct FaultTests {
  /// For each fault, a check that holds on fixed and fails with the fault on.
  static let witnesses: [String: (profile: String, task: String, expected: String)] = [
    "no-warning": ("VoiceOver", "fill 5 fields", "the warning is announced"),
    "late-warning": ("Touch", "fill 3 fields", "the warning appears at least 2 minutes before expiry"),
    "lead-1m59": ("Touch", "fill 3 fields", "the warning appears at least 2 minutes before expiry"),
    "toast-warning": ("Switch Control", "wait until the warning appears", "the warning is a view with buttons"),
    "silent-warning": ("VoiceOver", "fill 5 fields", "the warning is announced"),
    "visual-countdown": ("VoiceOver", "wait 1 minute", "the countdown is announced"),
    "no-extend": ("VoiceOver", "wait until the warning appears", "\"Stay signed in\" works"),
    "silent-extend": ("Touch", "wait 1 minute", "extending requires re-authentication"),
    "no-drafts": ("Touch", "fill the long form", "after expiry, allowed fields are restored after login"),
    "sensitive-drafts": ("Touch", "fill the long form", "sensitive fields are not saved"),
    "no-message": ("Cognitive", "fill 3 fields", "the sign-in screen says what happened"),
    "no-resend": (
      "Switch Control", "let a one-time code expire", "\"Code expired\" is followed by a reachable \"Resend code\""
    ),
    "resend-out-of-order": (
      "VoiceOver", "let a one-time code expire", "\"Code expired\" is followed by a reachable \"Resend code\""
    ),
    "progress-lost": ("Touch", "let a one-time code expire, then recover", "other progress is kept"),
    "slot-not-held": ("Touch", "select an appointment slot", "the slot is held for 5 minutes"),
    "hold-4m59": ("Touch", "select an appointment slot", "the slot is held for 5 minutes"),
    "token-91s": ("VoiceOver", "open the app with Face ID", "the sign-in token lasts 90 seconds"),
    "third-face-id": (
      "Switch Control", "open the app with Face ID, then fail Face ID twice",
      "the password is asked for after 2 failed Face ID attempts"
    ),
    "stale-prompt": (
      "VoiceOver", "open the app with Face ID, leave the Face ID prompt open for 2 minutes",
      "the timeout screen appears as soon as the token expires"
    ),
    "error-code": ("Touch", "open the app with Face ID, then let the sign-in token expire", "no error code is shown"),
    "says-biometric": (
      "Touch", "open the app with Face ID, then let the sign-in token expire", "the word \"biometric\" is not shown"
    ),
    "generic-timeout": (
      "Touch", "open the app with Face ID, then let the sign-in token expire",
      "the timeout screen says it timed out for security"
    ),
    "announcement-cut-off": ("VoiceOver", "enter an incorrect passcode", "the error is announced in full"),
    "wrong-focus": (
      "VoiceOver", "enter an incorrect passcode, then dismiss the notice with the close button",
      "focus moves to the instructions"
    ),
    "tap-through-notice": (
      "Touch", "enter an incorrect passcode, dismiss the notice by tapping a keypad button",
      "focus moves to \"Incorrect passcode. Try again.\""
    ),
  ]

  @Test(
    "the catalogue has at least 25 faults, each with a seed and a WCAG citation, ids unique")
  func catalogue() {
    #expect(Fault.catalogue.count >= 25)
    #expect(Set(Fault.catalogue.map(\.id)).count == Fault.catalogue.count)
    // Each cites a criterion of the table, in its words and level, or no criterion and whose rule.
    let titles = Set(WCAG.criteria.map(\.title))
    for fault in Fault.catalogue {
      let parts = Citation.parts(of: fault.criterion)
      #expect(
        !fault.seed.isEmpty && (parts.criterion.map(titles.contains) ?? (parts.detail?.isEmpty == false)), "\(fault.id)"
      )
    }
  }

  @Test("each fault has a witness: it holds with the fault off and fails with it on", arguments: Fault.catalogue)
  func witness(_ fault: Fault) throws {
    let witness = try #require(Self.witnesses[fault.id], "no witness for \(fault.id)")
    let text = checkText(profile: witness.profile, task: witness.task, expected: witness.expected)
    let off = try #require(runCheck(text))
    #expect(off.verdict == .passed, "with \(fault.id) off: \(off.expectations.first?.message ?? "")")
    let faulty = fault.applied(to: .fixed)
    #expect(faulty.name == "fixed+\(fault.id)")
    let on = try #require(runCheck(text, app: faulty))
    #expect(on.verdict == .failed, "with \(fault.id) on the check still passed")
  }

  @Test("each fault changes exactly one behaviour of fixed")
  func oneChangeEach() {
    for fault in Fault.catalogue {
      let faulty = fault.applied(to: .fixed)
      let changed = [
        faulty.session != AppModel.fixed.session, faulty.oneTimeCode != AppModel.fixed.oneTimeCode,
        faulty.slot != AppModel.fixed.slot, faulty.biometric != AppModel.fixed.biometric,
        faulty.passcode != AppModel.fixed.passcode,
      ].filter { $0 }.count
      #expect(changed == 1, "\(fault.id)")
    }
  }
}
