import Testing

@testable import Harness

@Suite("Resolver and vocabulary")
struct ResolverTests {
  func check(profile: String = "Touch", task: [String], expected: [String], app: String? = nil) -> Check {
    let at = { (line: Int) in SourceLocation(path: "t.check", line: line, column: 12) }
    return Check(
      location: at(1), app: app.map { Located($0, at: at(0)) }, profile: Located(profile, at: at(1)),
      task: task.enumerated().map { Located($0.element, at: at(2 + $0.offset)) },
      expected: expected.enumerated().map { Located($0.element, at: at(10 + $0.offset)) })
  }

  func steps(_ task: String) -> [TaskStep] {
    (try? Resolver.steps(in: Located(task, at: SourceLocation(path: "t", line: 1, column: 1))).get())?.map(\.value)
      ?? []
  }

  @Test("the seed's task phrases resolve with their parameters")
  func seedTasks() {
    #expect(
      steps("fill the long form slowly until the warning appears") == [.fill(count: nil, slowly: true, until: .warning)]
    )
    #expect(steps("let a one-time code expire, then recover") == [.letCodeExpire, .recover])
  }

  @Test(
    "task phrases, separators, numbers and durations",
    arguments: [
      ("fill 5 fields", [TaskStep.fill(count: 5, slowly: false, until: nil)]),
      ("fill five fields then wait 2 minutes", [.fill(count: 5, slowly: false, until: nil), .idle(.minutes(2))]),
      ("stay idle for 90 seconds; sign in again", [.idle(.seconds(90)), .signIn]),
      ("wait 1m30s, tap \"Stay signed in\"", [.idle(.seconds(90)), .activate(label: "Stay signed in")]),
      ("wait 1 minute and 30 seconds", [.idle(.seconds(90))]),
      ("wait until the session expires", [.waitUntil(.sessionExpiry)]),
      ("let the session expire, then log in", [.letSessionExpire, .signIn]),
      ("request a one-time code, enter the code", [.requestCode, .enterCode]),
      ("fill the form until the warning appears", [.fill(count: nil, slowly: false, until: .warning)]),
    ])
  func taskPhrases(_ text: String, _ expected: [TaskStep]) {
    #expect(steps(text) == expected)
  }

  @Test("every example of every family resolves to that family")
  func examplesResolve() {
    for family in Vocabulary.tasks {
      for example in family.examples {
        let tokens = Token.tokenize(example)
        #expect(family.understand(tokens.filter { !$0.isMark }) != nil, "task example '\(example)'")
      }
    }
    for family in Vocabulary.expectations {
      for example in family.examples {
        let tokens = Token.tokenize(example).filter { !$0.isMark }
        #expect(family.understand(tokens) != nil, "expectation example '\(example)'")
      }
    }
  }

  @Test("expectation phrases carry their parameters and WCAG criteria")
  func expectationPhrases() throws {
    let resolved = try Resolver().resolve(
      check(
        task: ["wait 1 minute"],
        expected: [
          "the warning appears at least 2 minutes before expiry",
          "\"Code expired\" is followed by a reachable \"Resend code\"", "the session can be extended 10 times",
          "\"Stay signed in\" is announced in full",
        ])
    ).get()
    #expect(
      resolved.expectations.map(\.value) == [
        .warningLead(atLeast: .minutes(2)), .followedBy(text: "Code expired", label: "Resend code"),
        .canExtend(times: 10), .announced(text: "Stay signed in", inFull: true),
      ])
    #expect(resolved.expectations[0].criteria.contains("2.2.1 Timing Adjustable (A), SCR16"))
  }

  @Test("a misspelt expectation names its place and the phrase it was close to")
  func unknownPhraseSuggests() {
    let result = Resolver().resolve(check(task: ["wait 1 minute"], expected: ["the warning is anounced"]))
    guard case .failure(let list) = result else {
      Issue.record("expected a diagnostic")
      return
    }
    #expect(
      list.diagnostics.map(\.description) == [
        "t.check:10:12: error: unknown expectation 'the warning is anounced'; did you mean 'the warning is announced'?"
      ])
  }

  @Test("a suggestion keeps the numbers and labels as written, when the phrase it offers takes them")
  func suggestionKeepsWhatWasWritten() {
    let result = Resolver().resolve(
      check(
        task: ["fil 3 fields"],
        expected: [
          "\"Stay signed in\" workz", "the warning appears at leest 3 minutes before expiry",
          "the warning is anounced",
        ]))
    guard case .failure(let list) = result else {
      Issue.record("expected a diagnostic")
      return
    }
    let messages = list.diagnostics.map(\.description)
    #expect(messages.count == 4)
    #expect(messages.first?.hasSuffix("unknown step 'fil 3 fields'; did you mean 'fill 3 fields'?") == true)
    #expect(messages.contains { $0.hasSuffix("did you mean '\"Stay signed in\" works'?") })
    #expect(messages.contains { $0.hasSuffix("did you mean 'the warning appears at least 3 minutes before expiry'?") })
    // With nothing of its own to put in, the example is offered as it is.
    #expect(messages.contains { $0.hasSuffix("did you mean 'the warning is announced'?") })
    // Pieces that do not fit the example's leave it as it is.
    let tokens = Token.tokenize("fil \"Name\" fields")
    #expect(Resolver.adapted("fill 5 fields", to: tokens, families: Vocabulary.tasks) == "fill 5 fields")
  }

  @Test("a phrase said in other words is offered the phrases that share most of its words")
  func otherWordsSuggest() {
    let result = Resolver().resolve(
      check(
        task: ["type a wrong passcode", "book the appointment slot"],
        expected: ["the sign-in screen explains what happened", "the fields are blue", "card numbers are not stored"]))
    guard case .failure(let list) = result else {
      Issue.record("expected diagnostics")
      return
    }
    // Once offered phrases, these are understood as the general sentence and the wait for a
    // thing of the app, with the meaning the phrases offered had.
    let steps = try? Resolver.steps(
      in: Located("wait for the session to expire", at: SourceLocation(path: "", line: 1, column: 1))
    ).get()
    #expect(steps?.first?.value.value as? WaitForAThing == WaitForAThing(noun: "the session", runsOut: true))
    for line in ["the allowed fields come back after sign-in", "fields are restored after logging in"] {
      let found = try? Resolver.expectations(in: line).get().first?.value.value as? ThingState
      #expect(found?.state == .restored, "\(line)")
    }
    #expect(
      // The last, to where it lists what the app has.
      list.diagnostics.map(\.description).map {
        $0.hasPrefix("t.check:12:")
          ? String($0.prefix(upTo: $0.firstRange(of: "; it has")?.lowerBound ?? $0.endIndex)) : $0
      } == [
        "t.check:2:12: error: unknown step 'type a wrong passcode'; did you mean 'enter an incorrect passcode'?",
        // What it nearly spells first, then what shares most of its words.
        "t.check:3:12: error: unknown step 'book the appointment slot'; did you mean 'select an appointment slot' or 'book the slot'?",
        "t.check:10:12: error: unknown expectation 'the sign-in screen explains what happened'; did you mean 'the sign-in screen says what happened'?",
        // One word in common with a known phrase is not enough to offer it.
        "t.check:11:12: error: unknown expectation 'the fields are blue'; run 'checkrun steps' for every phrase",
        // A general sentence whose thing the app lacks is first a phrase misremembered.
        "t.check:12:12: error: unknown expectation 'card numbers are not stored'; did you mean 'card numbers and passwords are never saved'? Read as a sentence about a thing of the app, app 'fixed' has no 'card numbers' (did you mean 'the card number'?)",
      ])
  }

  @Test("the words that carry a phrase's meaning, each reduced to a stem")
  func keywords() {
    #expect(Similarity.keywords("The session expired, then it expires") == ["session", "expir"])
    #expect(Similarity.keywords("Log in") == Similarity.keywords("signed-in"))
    #expect(Similarity.keywords("never stored") == Similarity.keywords("not saved"))
    #expect(Similarity.keywords("save it") == ["saved"])
    #expect(Similarity.keywords("wait 3 minutes") == ["wait", "minut"])
    #expect(Similarity.sharingWords(with: "3 2 1", among: ["wait 3 minutes"]).isEmpty)
    #expect(Similarity.keywords("\"Stay signed in\" works", labels: false) == ["work"])
    // A quoted label's words alone do not make two phrases alike.
    #expect(
      Similarity.sharingWords(with: "\"Stay signed in\" workz", among: ["\"Stay signed in\" is reachable"]).isEmpty)
    #expect(
      Similarity.sharingWords(
        with: "the code expired text is followed by a resend code button",
        among: ["\"Code expired\" is followed by a reachable \"Resend code\""]
      ).count == 1)
  }

  @Test("nonsense gets no suggestions")
  func noNoiseSuggestions() {
    let result = Resolver().resolve(check(task: ["xyzzy plugh"], expected: ["no input is lost"]))
    guard case .failure(let list) = result else {
      Issue.record("expected a diagnostic")
      return
    }
    #expect(
      list.diagnostics.map(\.description) == [
        "t.check:2:12: error: unknown step 'xyzzy plugh'; run 'checkrun steps' for every phrase"
      ])
  }

  @Test(
    "profile names, spellings and combinations",
    arguments: [
      ("VoiceOver + Larger Text AX3", [ProfileSetting.voiceOver, .largerText(3)]),
      ("switch control", [.switchControl]),
      ("AX5 text and Cognitive", [.largerText(5), .cognitive]),
      ("Voice Control, Full Keyboard Access", [.voiceControl, .fullKeyboardAccess]),
      ("cognitive disability", [.cognitive]),
    ])
  func profiles(_ text: String, _ settings: [ProfileSetting]) {
    let parsed = ProfileNames.parse(Located(text, at: SourceLocation(path: "t", line: 1, column: 1)))
    #expect((try? parsed.get()) == settings)
  }

  @Test("an unknown profile, a malformed duration and an unknown app are diagnosed at their place")
  func otherDiagnostics() {
    let result = Resolver().resolve(
      check(profile: "VoiceOver + SwitchControll", task: ["wait 2 minuts"], expected: ["no input is lost"], app: "fixd")
    )
    guard case .failure(let list) = result else {
      Issue.record("expected diagnostics")
      return
    }
    #expect(
      list.diagnostics.map(\.description) == [
        "t.check:1:24: error: unknown profile 'SwitchControll'; did you mean 'Switch Control'?",
        "t.check:0:12: error: unknown app 'fixd'; did you mean 'fixed'?",
        "t.check:2:17: error: malformed duration '2 minuts'; write it like '90 seconds', '2 minutes' or '1m30s'",
      ])
  }

  @Test("a combined profile takes the slowest pace and the most constraining navigation")
  func combinedProfile() {
    let profile = Profile([.voiceOver, .largerText(3)])
    #expect(profile.pace.perField == .seconds(15))
    #expect(profile.pace.readingWordsPerMinute == 180)
    #expect(profile.navigation == .swipe)
    #expect(profile.hearsAnnouncements)
    #expect(Profile([.switchControl, .voiceOver]).navigation == .scan)
  }
}
