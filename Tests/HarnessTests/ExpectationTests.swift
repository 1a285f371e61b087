import Testing

@testable import Harness

/// One expectation, a world where it holds and one where it does not.
struct ExpectationCase: Sendable, CustomStringConvertible {
  var phrase: String
  var profile: String
  var task: String
  var holds: AppModel = .fixed
  var fails: AppModel = .before
  /// A profile for the failing world, when the failure comes from the person, not the app.
  var failingProfile: String?
  /// Words the failure message must contain.
  var because: String

  var description: String { phrase }
}

@Suite("Expectations")
struct ExpectationTests {
  static let cases: [ExpectationCase] = [
    ExpectationCase(
      phrase: "the warning is announced", profile: "VoiceOver", task: "fill 5 fields",
      because: "no warning came before the session expired at 15:00"),
    ExpectationCase(
      phrase: "the warning is announced", profile: "VoiceOver", task: "fill 5 fields", fails: .fixed,
      failingProfile: "Switch Control", because: "does not hear announcements"),
    ExpectationCase(
      phrase: "the warning appears at least 2 minutes before expiry", profile: "Touch", task: "fill 3 fields",
      fails: AppModel.fixed.with { $0.session.warningLead = .seconds(30) }, because: "expected at least 2 minutes"),
    ExpectationCase(
      phrase: "the warning leaves at least 20 seconds to respond", profile: "Switch Control",
      task: "wait until the warning appears", fails: AppModel.fixed.with { $0.session.warningLead = .seconds(10) },
      because: "expected at least 20 seconds"),
    ExpectationCase(
      phrase: "the warning is a view with buttons", profile: "Touch", task: "wait 1 minute",
      because: "no warning came"),
    ExpectationCase(
      phrase: "the session can be extended 10 times", profile: "VoiceOver", task: "wait 1 minute",
      because: "no warning came"),
    ExpectationCase(
      phrase: "the session can be extended 3 times", profile: "VoiceOver", task: "wait 1 minute",
      fails: AppModel.fixed.with { $0.session.extend = .notAllowed }, because: "extension 1 of 3 failed"),
    ExpectationCase(
      phrase: "\"Stay signed in\" works", profile: "VoiceOver + Larger Text AX3",
      task: "fill the long form slowly until the warning appears", because: "'Stay signed in' never appeared"),
    ExpectationCase(
      phrase: "\"Stay signed in\" is reachable", profile: "Switch Control", task: "wait until the warning appears",
      because: "'Stay signed in' never appeared"),
    ExpectationCase(
      phrase: "\"Code expired\" is followed by a reachable \"Resend code\"", profile: "Switch Control",
      task: "let a one-time code expire", because: "the screen has no 'Resend code'"),
    ExpectationCase(
      phrase: "\"Resend code\" works", profile: "VoiceOver", task: "let the code expire",
      because: "'Resend code' never appeared"),
    ExpectationCase(
      phrase: "\"Code expired\" is announced in full", profile: "VoiceOver",
      task: "request a one-time code, then let the code expire", fails: .fixed, failingProfile: "Switch Control",
      because: "does not hear announcements"),
    ExpectationCase(
      phrase: "after expiry, allowed fields are restored after login", profile: "Touch", task: "fill the long form",
      because: "0 of 17 allowed fields came back"),
    ExpectationCase(
      phrase: "sensitive fields are not saved", profile: "Touch", task: "fill the long form",
      fails: AppModel.fixed.with { $0.session.drafts = .everything },
      because: "the draft store held sensitive fields: 'Card number', 'Password', 'Security code'"),
    ExpectationCase(
      phrase: "other progress is kept", profile: "Touch", task: "let a one-time code expire, then recover",
      because: "3 fields you had entered lost their values"),
    ExpectationCase(
      phrase: "the sign-in screen says what happened", profile: "Touch", task: "fill 3 fields",
      because: "says nothing about what happened"),
    ExpectationCase(
      phrase: "extending requires re-authentication", profile: "Touch", task: "wait 1 minute",
      fails: AppModel.fixed.with { $0.session.extend = .silently }, because: "without asking for Face ID"),
    ExpectationCase(
      phrase: "the countdown is announced", profile: "VoiceOver", task: "wait 1 minute",
      fails: AppModel.fixed.with { $0.session.countdownAnnounced = false }, because: "the time left is only drawn"),
    ExpectationCase(
      phrase: "the error is announced in full", profile: "VoiceOver", task: "enter an incorrect passcode",
      because: "cut off at"),
    ExpectationCase(
      phrase: "the slot is held for 5 minutes", profile: "Touch", task: "select an appointment slot",
      because: "was not held at all"),
    ExpectationCase(
      phrase: "the timeout screen appears as soon as the token expires", profile: "VoiceOver",
      task: Self.staleToken, because: "the Face ID prompt stayed on screen"),
    ExpectationCase(
      phrase: "the timeout screen says it timed out for security", profile: "VoiceOver", task: Self.staleToken,
      because: "no timeout screen was shown"),
    ExpectationCase(
      phrase: "no error code is shown", profile: "Switch Control", task: Self.staleToken,
      fails: AppModel.fixed.with { $0.biometric.timeoutScreen = .withErrorCode }, because: "error code 10021"),
    ExpectationCase(
      phrase: "the word \"biometric\" is not shown", profile: "Touch", task: Self.staleToken,
      fails: AppModel.fixed.with { $0.biometric.timeoutScreen = .saysBiometric }, because: "biometric"),
    ExpectationCase(
      phrase: "focus moves to the instructions", profile: "VoiceOver",
      task: "enter an incorrect passcode, then dismiss the notice with the close button",
      fails: AppModel.fixed.with { $0.passcode.focusAfterDismissal = .keypad }, because: "not to the instructions"),
    ExpectationCase(
      phrase: "the notice can be dismissed by tapping outside", profile: "Touch", task: "enter an incorrect passcode",
      holds: .before, fails: .fixed, because: "the notice stayed after tapping outside"),
  ]

  @Test(
    "a phrase is found in ASCII text as a lower-cased search of it with white space made single spaces finds it, and not-ASCII text is left to Unicode"
  )
  func asciiPhraseSearch() {
    let haystacks = [
      "", "e", "error", "error code", "ERROR CODE", "An Error Code 4021", "xxxxxxxerror code", "xxxxxxxxerror cod",
      "no errors here, only codes", "errorcode", "error  code", "the error code was shown at 13:00", "Erro",
      String(repeating: "a", count: 7) + "é", String(repeating: "a", count: 8) + "é", "é" + "error code",
      String(repeating: "b", count: 16) + "Error code", "Code expired", "\u{7F}error code",
      // Beyond ASCII at each place of an eight-byte word, and in the bytes after the last one.
      "abcdé error code", "abcdefé error code", "error code abcdeé", "0123456789abcdé", "error code 日本",
      // White space of any kind, and runs of it, read as one space (issue 40, item 2).
      "error\ncode", "error\t code", "error\r\n\u{0B}code", "errorcode ", "a\u{0C}b",
    ]
    for needle in ["error code", "e", "code", "", "Expired", "a b"] {
      let phrase = Phrase(needle)
      for haystack in haystacks {
        let ascii = haystack.utf8.allSatisfy { $0 < 0x80 }
        let read = haystack.lowercased().unicodeScalars
          .split(whereSeparator: { $0.value == 0x20 || (0x09...0x0D).contains($0.value) })
          .map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
        let expected: Bool? = ascii ? read.contains(needle.lowercased()) || needle.isEmpty : nil
        #expect(phrase.asciiFound(in: haystack) == expected, "\(needle) in \(haystack)")
      }
    }
  }

  @Test("a toast warning: AX3 text truncates it, touch can read it in time")
  func toastPerception() throws {
    let toast = AppModel.fixed.with { $0.session.warning = .toast(.seconds(4)) }
    let text = { (profile: String) in
      checkText(
        profile: profile, task: "wait until the warning appears",
        expected: "the warning leaves at least 20 seconds to respond")
    }
    #expect(runCheck(text("Touch"), app: toast)?.verdict == .passed)
    let large = try #require(runCheck(text("Larger Text AX3"), app: toast))
    #expect(large.verdict == .failed)
    #expect(large.expectations.first?.message.contains("it was a toast") == true)
  }

  static let staleToken = "open the app with Face ID, fail Face ID, leave the Face ID prompt open for 2 minutes"

  @Test(
    "a text holds a phrase whatever its case: byte by byte when ASCII, by Unicode otherwise",
    arguments: [
      ("Code expired. Request a new code.", "CODE EXPIRED", true), ("Code expired", "code expires", false),
      ("Your session ends in 2 minutes.", "minutes.", true), ("short", "a longer phrase", false), ("any", "", true),
      ("Sitzung LÄUFT ab", "läuft", true), ("Sitzung läuft ab", "LAUFT", false), ("Ärger", "ärger", true),
    ])
  func holdsIgnoringCase(_ text: String, _ phrase: String, _ expected: Bool) {
    #expect(text.holds(phrase) == expected)
    #expect(text.holds(phrase) == text.lowercased().contains(phrase.lowercased()))
  }

  @Test(
    "two labels are the same whatever their case: byte by byte when ASCII, by Unicode otherwise",
    arguments: [
      ("Stay signed in", "stay SIGNED in"), ("Stay signed in", "Stay signed"), ("Resend code", "Resend codes"),
      ("Sign in", "Sign on"), ("", ""), ("Ärger", "äRGER"), ("\u{212A}elvin", "kelvin"), ("ab", "a\u{301}b"),
      ("Code", "Codé"),
    ])
  func sameIgnoringCase(_ left: String, _ right: String) {
    #expect(left.sameIgnoringCase(right) == (left.lowercased() == right.lowercased()))
    #expect(right.sameIgnoringCase(left) == left.sameIgnoringCase(right))
  }

  @Test(
    "every occurrence is replaced, by bytes when ASCII and by characters otherwise",
    arguments: [
      ("a [b] (c|d)", "[", " [ ", "a  [ b] (c|d)"), ("aaa", "aa", "b", "ba"), ("none here", "x", "y", "none here"),
      ("ends with it", " it", " them", "ends with them"), ("with it", "it", "them", "wthemh them"),
      ("é and e", "e", "E", "é and E"),
      ("cafe\u{301} e", "e", "E", "cafe\u{301} E"),
    ])
  func replacingAll(_ text: String, _ target: String, _ replacement: String, _ expected: String) {
    #expect(text.replacingAll(target, with: replacement) == expected)
  }

  @Test("holds on a world where it should", arguments: cases)
  func holds(_ item: ExpectationCase) throws {
    let result = try #require(
      runCheck(checkText(profile: item.profile, task: item.task, expected: item.phrase), app: item.holds))
    #expect(result.steps.allSatisfy { $0.failure == nil })
    #expect(result.expectations.count == 1)
    #expect(result.verdict == .passed, "\(result.expectations.first?.message ?? "")")
  }

  @Test("fails on a world where it should not hold, and says why", arguments: cases)
  func fails(_ item: ExpectationCase) throws {
    let profile = item.failingProfile ?? item.profile
    let result = try #require(
      runCheck(checkText(profile: profile, task: item.task, expected: item.phrase), app: item.fails))
    let outcome = try #require(result.expectations.first)
    #expect(!outcome.passed)
    #expect(result.verdict == .failed)
    #expect(outcome.message.contains(item.because), "\(outcome.message)")
    #expect(!outcome.evidence.isEmpty)
  }

  @Test("evidence is the last entries within the finding's window, in order, ten at most")
  func evidenceWindow() {
    let at = { (second: Double) in VirtualInstant(sinceStart: .seconds(second)) }
    let log = (0..<30).map {
      TraceEntry(at: at(Double($0)), event: .screenShown(title: "screen \($0)"), byProbe: $0 > 20)
    }
    #expect(Runner.evidence(in: log, within: at(5)...at(25)).map(\.text) == (16...25).map { "screen \($0) shown" })
    #expect(
      Runner.evidence(in: log, within: at(3)...at(5)).map(\.text) == [
        "screen 3 shown", "screen 4 shown", "screen 5 shown",
      ])
    // A probe's entries are marked as the probe's; the task's keep their own kind.
    #expect(Runner.evidence(in: log, within: at(20)...at(21)).map(\.kind) == [.app, .probe])
    #expect(Runner.evidence(in: log, within: at(40)...at(50)).isEmpty)
    // The task's entries are taken as its timeline drew them; only the probe's own are drawn.
    let drawn = log.prefix(21).map { LogEntry(at: $0.at, kind: .app, text: "drawn \($0.at)") }
    #expect(
      Runner.evidence(in: log, within: at(19)...at(22), drawn: drawn).map(\.text) == [
        "drawn 00:19", "drawn 00:20", "screen 21 shown", "screen 22 shown",
      ])
    #expect(Runner.evidence(in: [], within: at(0)...at(1)).isEmpty)
  }

  @Test("each expectation runs on its own copy: a probe's actions do not reach the next")
  func probesAreIsolated() throws {
    let text =
      checkText(profile: "VoiceOver", task: "fill 5 fields", expected: "the session can be extended 3 times")
      + "  \"Stay signed in\" works\n"
    let result = try #require(runCheck(text))
    #expect(result.expectations.count == 2)
    #expect(result.verdict == .passed)
    #expect(result.timeline.allSatisfy { $0.kind != .probe })
    #expect(result.simulated == .seconds(75))
    #expect(result.expectations[1].message.contains("(was 15:00)"), "\(result.expectations[1].message)")
  }

  @Test("the seed's checks pass on fixed and fail on before")
  func seedChecks() throws {
    let text = """
      Profile:   VoiceOver + Larger Text AX3
      Task:      fill the long form slowly until the warning appears
      Expected:  the warning is announced
                 "Stay signed in" works
                 after expiry, allowed fields are restored after login
      """
    let fixed = try #require(runCheck(text))
    #expect(fixed.verdict == .passed)
    let before = try #require(runCheck(text, app: .before))
    #expect(before.verdict == .failed)
    #expect(before.expectations.allSatisfy { !$0.passed })
    #expect(
      before.failedStep?.failure?.hasPrefix("the app gave no warning before the session expired at 15:00") == true)
  }

  @Test("the values of sensitive fields appear in no message and no timeline")
  func secretsStaySecret() throws {
    let text = checkText(
      profile: "Touch", task: "fill the long form, then let the session expire",
      expected: "sensitive fields are not saved")
    for app in [AppModel.fixed, .before, AppModel.fixed.with { $0.session.drafts = .everything }] {
      let result = try #require(runCheck(text, app: app))
      let words =
        (result.timeline + result.expectations.flatMap(\.evidence)).map(\.text)
        + result.expectations.map(\.message)
      for secret in Field.sensitiveValues {
        #expect(!words.contains { $0.contains(secret) }, "\(secret) leaked")
      }
    }
  }
}
