import Testing

@testable import Harness

/// The general sentence `SUBJECT is [not] PREDICATE` (issue 43, items 1 to 4): nouns found in
/// the app, a closed set of predicates each with one evidence rule, negation on each, a means
/// clause the profile must have, and "after D". Verdicts are the person's, on fixed and before.
@Suite("Sentences about the app's things")
struct ThingStateTests {
  static func check(_ profile: String, _ task: String, _ expected: [String]) -> String {
    "Check: c\nProfile: \(profile)\nTask: \(task)\nExpected: "
      + expected.joined(separator: "\n          ") + "\n"
  }

  /// The verdicts of `source` on fixed and before: `PF`.
  static func verdicts(_ source: String) throws -> String {
    try [AppModel.fixed, .before].map { QAFixtures.letters(try Checks.run(source: source, against: $0)) }.joined()
  }

  static func value(_ line: String) throws -> ThingState {
    let found = try Resolver.expectations(in: line).get()
    return try #require(found.first?.value.value as? ThingState, "\(line)")
  }

  @Test(
    "a QA engineer's lines are read with their own polarity and predicate",
    arguments: [
      ("the session is extended", "the session", Claim.State.extended, false),
      ("the login screen is not shown", "the login screen", .shown, true),
      ("the notice is still shown", "the notice", .stillShown, false),
      ("the form is not cleared", "the form", .cleared, true),
      ("the card number is not saved", "the card number", .saved, true),
      ("the password is never stored", "the password", .saved, true),
      ("focus does not move to the keypad", "the keypad", .focused, true),
      ("the instructions receive focus", "the instructions", .focused, false),
      ("the Face ID prompt is gone", "the face id prompt", .gone, false),
      ("the user ends up on the timeout screen", "the timeout screen", .stillShown, false),
      ("no digit is entered", "digit", .entered, true),
      ("the code has not expired", "the code", .expired, true),
      ("the close button cannot be reached", "the close button", .reachable, true),
    ])
  func read(_ line: String, _ noun: String, _ state: Claim.State, _ negated: Bool) throws {
    let value = try Self.value(line)
    #expect(value.noun == noun)
    #expect(value.state == state)
    #expect(value.negated == negated)
  }

  @Test("a seed phrase keeps its own meaning: the general sentence is tried last")
  func phrasesFirst() throws {
    let found = try Resolver.expectations(in: "\"Code expired\" is still shown").get()
    #expect(found.first?.family == StillShown.name)
    let warning = try Resolver.expectations(in: "the warning is announced").get()
    #expect(warning.first?.family == WarningAnnounced.name)
  }

  @Test("nouns: a whole label, a kind word, the first words of one label, aliases")
  func nouns() throws {
    func find(_ noun: String) -> FoundThing? { try? Nouns.find(noun, in: .fixed).get() }
    #expect(find("the close button")?.thing == .control("Close"))
    #expect(find("the \"Close\" button")?.thing == .control("Close"))
    #expect(find("the stay button")?.thing == .control("Stay signed in"))
    #expect(find("the stay button")?.readAs == "\"Stay signed in\"")
    #expect(find("the timeout page")?.thing == .screen(.tokenTimeout))
    #expect(find("the login screen")?.thing == .screen(.signIn))
    #expect(find("the card number")?.thing == .field("Card number"))
    #expect(find("the session")?.thing == .timer("session.expiry"))
    // Whole labels only once quoted: "Stay" is no control's whole label.
    #expect(find("the \"Stay\" button") == nil)
    // A kind word alone is any of its kind: an error naming the candidates.
    guard case .failure(let many) = Nouns.find("the button", in: .fixed) else {
      Issue.record("'the button' should be ambiguous")
      return
    }
    #expect(many.candidates.contains("the button \"Close\""))
    guard case .failure(let none) = Nouns.find("the basket", in: .fixed) else {
      Issue.record("fixed has no basket")
      return
    }
    #expect(none.candidates.isEmpty)
    #expect(none.message(app: "fixed").contains("it has the sign-in screen"))
  }

  @Test("a thing the app lacks, or a predicate that cannot be said of it, is an error at the line")
  func errors() {
    let missing = SuggestionMeaningTests.message("the basket is shown")
    #expect(missing.hasPrefix("unknown expectation 'the basket is shown'"), "\(missing)")
    #expect(missing.contains("app 'fixed' has no 'the basket'"), "\(missing)")
    let unfit = SuggestionMeaningTests.message("the draft is reachable")
    #expect(unfit.contains("the draft cannot be reachable"), "\(unfit)")
  }

  @Test("the Face ID prompt: gone after 90 seconds on fixed, left up on before")
  func prompt() throws {
    let gone = Self.check(
      "Switch Control", "open the app with Face ID; wait 2 minutes",
      ["the Face ID prompt is gone after 90 seconds", "the user ends up on the timeout screen"])
    #expect(try Self.verdicts(gone) == "PF")
    let up = Self.check(
      "Switch Control", "open the app with Face ID; wait 2 minutes",
      ["the Face ID prompt is still shown after 80 seconds"])
    #expect(try Self.verdicts(up) == "PP")
    // The task ended before "after D": not judged either way.
    let short = Self.check(
      "Switch Control", "open the app with Face ID; wait 1 minute", ["the Face ID prompt is gone after 90 seconds"])
    #expect(try Self.verdicts(short) == "UU")
  }

  @Test("a claim scoped to a screen presupposes it: never a pass on its absence")
  func scoped() throws {
    let source = Self.check(
      "VoiceOver", "open the app with Face ID; wait 2 minutes", ["the timeout screen does not say \"Error code\""])
    // before never shows the timeout screen (it leaves the prompt up).
    #expect(try Self.verdicts(source) == "PU")
    let says = Self.check(
      "VoiceOver", "fill 10 fields; let the session expire", ["the login screen says \"signed out after 15 minutes\""])
    #expect(try Self.verdicts(says) == "PF")
  }

  @Test("the digit behind the notice, and a claim on fields never typed")
  func digitsAndFields() throws {
    let digit = Self.check(
      "VoiceOver", "enter an incorrect passcode; tap a keypad digit outside the notice",
      ["the digit is not entered", "the notice is still shown"])
    #expect(try Self.verdicts(digit) == "PF")
    let untyped = Self.check("VoiceOver", "wait 1 minute", ["the card number is not saved"])
    #expect(try Self.verdicts(untyped) == "UU")
    let typed = Self.check(
      "VoiceOver", "fill the long form; let the session expire",
      ["the card number is not saved", "the password is not stored", "the form is saved"])
    #expect(try Self.verdicts(typed) == "PF")
  }

  @Test("the session extended, the form kept, a control reached by the means the line names")
  func stay() throws {
    let source = Self.check(
      "Switch Control",
      "fill 8 fields, wait until the warning appears, press \"Stay signed in\" and confirm with Face ID",
      ["the session is extended", "the form is not cleared", "\"Save and sign out\" can be reached with the switch"])
    #expect(try Self.verdicts(source) == "PF")
    // A means the profile lacks is an error, not a claim judged with another means.
    let wrong = SuggestionMeaningTests.message("\"Stay signed in\" can be reached with the switch")
    #expect(wrong.contains("says the person uses Switch Control, and the check's profile is VoiceOver"), "\(wrong)")
  }

  @Test("the fields typed: kept, lost, back after signing in, and as many as the line says")
  func fields() throws {
    let signedOut = Self.check(
      "Cognitive", "fill 5 fields, then wait for the warning, then choose \"Save and sign out\"",
      ["after signing back in, the 5 fields are filled in again"])
    // fixed saves and brings them back (the probe signs in); before gives no warning at all.
    #expect(try Self.verdicts(signedOut) == "PF")
    let expired = Self.check(
      "Switch Control + Larger Text AX3", "fill 6 fields slowly; let the session expire; sign in again",
      [
        "all six fields are back after signing in", "the fields already typed are kept",
        "the typed fields are not lost",
      ])
    #expect(try Self.verdicts(expired) == "PF")
    // A number the task does not type is the line's mistake: never judged either way.
    let miscounted = Self.check(
      "VoiceOver", "fill 4 fields; let the session expire; sign in again", ["the 5 fields are back after signing in"])
    #expect(try Self.verdicts(miscounted) == "UU")
    #expect(try Self.value("the typed fields are lost").negated)
    #expect(try !Self.value("the typed fields are not lost").negated)
  }

  @Test("heard: announced, or read by VoiceOver as focus lands; never heard without speech or a text")
  func heard() throws {
    let read = Self.check(
      "VoiceOver", "enter a wrong passcode, then close the notice with the X button",
      ["the instruction text is read out", "the notice is heard"])
    #expect(try Self.verdicts(read) == "PP")
    // Switch Control hears no speech.
    let silent = Self.check(
      "Switch Control", "enter a wrong passcode, then close the notice with the X button", ["the notice is heard"])
    #expect(try Self.verdicts(silent) == "FF")
    // Never shown or said: not there to hear, so its negation cannot pass.
    let absent = Self.check("VoiceOver", "wait 1 minute", ["the notice is not heard"])
    #expect(try Self.verdicts(absent) == "UU")
  }

  @Test("next to: on one screen with the quoted text, which must have come")
  func nextTo() throws {
    let source = Self.check(
      "Switch Control", "let a one-time code expire", ["\"Resend code\" is shown next to \"Code expired\""])
    #expect(try Self.verdicts(source) == "PF")
    let never = Self.check("Switch Control", "wait 1 minute", ["\"Resend code\" is not shown next to \"Code expired\""])
    #expect(try Self.verdicts(never) == "UU")
  }

  @Test("a team's own app: its screens and timers as nouns, waited for in its words")
  func teamApp() throws {
    let claim = try QAFixtures.example("claim.json")
    // The screen titled "the bank request" and the timer 'bank.request': the sentence says which.
    #expect(try Nouns.find("the bank request", in: claim, for: .expired).get().thing == .timer("bank.request"))
    #expect(try Nouns.find("the bank request", in: claim, for: .shown).get().thing.kind == .screen)
    // A newcomer's acceptance criteria, in the third person and the app's own nouns.
    let source = Self.check(
      "VoiceOver with Larger Text AX3",
      "answers the first two questions, leaves the form alone until the session warning shows",
      ["the session warning is announced", "the \"Keep working\" button is reachable"])
    #expect(QAFixtures.letters(try Checks.run(source: source, against: claim)) == "P")
    // Its timer, in its words: started by nobody here, so not judged either way.
    let bank = Self.check("VoiceOver", "wait 1 minute", ["the bank request does not expire"])
    #expect(QAFixtures.letters(try Checks.run(source: bank, against: claim)) == "U")
    let line = Located("let the bank request run out", at: SourceLocation(path: "", line: 1, column: 1))
    let step = try #require(try Resolver.steps(in: line).get().first)
    #expect(step.value.value as? WaitForAThing == WaitForAThing(noun: "the bank request", runsOut: true))
  }

  @Test("a joined line names its part not understood; 'sign in', signed in already, does nothing")
  func joinedAndSetUp() throws {
    let message = SuggestionMeaningTests.message("the warning is announced and the warning dances")
    #expect(message.hasPrefix("unknown expectation 'the warning dances'"), "\(message)")
    #expect(message.hasSuffix("the rest of the line, joined by 'and' or commas, is understood"), "\(message)")
    let setUp = Self.check("VoiceOver", "sign in, fill 3 fields", ["the form is not cleared"])
    #expect(try Self.verdicts(setUp) == "PP")
    let results = try Checks.run(source: setUp, against: .fixed)
    #expect(results.first?.timeline.contains { $0.text.contains("already signed in") } == true)
  }

  @Test("the seeds' own words: warned, told what was kept, a new code, focus before the message, only Close")
  func seedWords() throws {
    // Warned is heard or read, a time to respond: never merely drawn.
    let warned = try #require(
      try Resolver.expectations(in: "the user is warned at least 2 minutes before the session expires").get().first)
    #expect(warned.value.value as? Warned == Warned(atLeast: .minutes(2)))
    let warnedCheck = Self.check(
      "VoiceOver", "fill the long form until the warning appears",
      ["the user is warned at least 2 minutes before the session expires"])
    #expect(try Self.verdicts(warnedCheck) == "PF")
    let told = try #require(try Resolver.expectations(in: "the message tells the user their form is saved").get().first)
    #expect(told.family == ExpiryExplained.name)
    let code = Self.check(
      "cognitive disability", "let the one-time code expire; press \"Resend code\"", ["a new code is sent"])
    #expect(try Self.verdicts(code) == "PF")
    let once = Self.check("cognitive disability", "let the one-time code expire", ["a new code is not sent"])
    #expect(try Self.verdicts(once) == "PP")
    let focus = Self.check(
      "VoiceOver", "enter an incorrect passcode",
      ["focus does not move to the keypad before the message has been read"])
    #expect(try Self.verdicts(focus) == "PF")
    let only = Self.check(
      "VoiceOver", "enter an incorrect passcode", ["the notice can only be dismissed with the close button"])
    #expect(try Self.verdicts(only) == "PF")
    // With the notice gone, the other ways could not be tried.
    let gone = Self.check(
      "VoiceOver", "enter an incorrect passcode, then close the notice with the X button",
      ["the notice can only be dismissed with the close button"])
    #expect(try Self.verdicts(gone) == "UU")
    let including = Self.check(
      "VoiceOver", "fill the long form including the card number; let the session time out",
      ["the card number is not saved"])
    #expect(try Self.verdicts(including) == "PP")
    // A field of another form is not included in the long form.
    let other = Self.check("VoiceOver", "fill the long form including the account number", ["no error code is shown"])
    do {
      _ = try Checks.run(source: other, against: .fixed)
      Issue.record("'including the account number' should be an error")
    } catch {
      #expect(error.diagnostics.first?.message.contains("is not a field of the long form") == true)
    }
  }

  @Test("'it' is the thing the line before is about; 'neither … nor'; 'open the long form' set up")
  func anaphoraAndNeither() throws {
    let it = Self.check(
      "VoiceOver", "enter an incorrect passcode",
      ["the close button is reachable", "it receives focus", "the notice is shown", "it is still shown"])
    let results = try Checks.run(source: it, against: .fixed)
    // Each line keeps its own words; 'it' was read as the close button, then the notice.
    #expect(
      results.first?.expectations.map(\.expectation.text) == [
        "the close button is reachable", "it receives focus", "the notice is shown", "it is still shown",
      ])
    let read = try #require(results.first?.expectations[1].message)
    #expect(read.contains("the button \"Close\""), "\(read)")
    // With no thing on the line before, 'it' is an error rather than a guess.
    let orphan = SuggestionMeaningTests.message("it is shown")
    #expect(orphan.contains("stands for the thing the line before is about"), "\(orphan)")
    let neither = Self.check(
      "VoiceOver", "fill the long form; let the session time out", ["neither the card number nor the password is saved"]
    )
    #expect(try Self.verdicts(neither) == "PP")
    let found = try Resolver.expectations(in: "neither the card number nor the password is saved").get()
    #expect(found.compactMap { ($0.value.value as? ThingState)?.negated } == [true, true])
    let setUp = Self.check("VoiceOver", "open the long form, fill 2 fields", ["the form is not cleared"])
    #expect(try Self.verdicts(setUp) == "PP")
  }
}
