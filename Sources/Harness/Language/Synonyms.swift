/// Words QA engineers write that say what a phrase's own words say, with why each keeps the
/// phrase's evidence rule: the one table the reference lists them from (issue 43, item 7).
/// A line no phrase matches as written is matched again with these words in their place,
/// outside quotes, and with a task step's third person ("selects", "the person selects") in
/// the imperative; it keeps its own words in every output. A word whose meaning would change
/// the evidence is not here ("is read" is not "is announced": VoiceOver reads what has focus).
public enum Synonyms {
  /// Where a synonym applies.
  public enum Role: String, Sendable {
    case step, expectation
  }

  /// One synonym: the words written, the phrase's words they stand for, and why the evidence
  /// is the same.
  public struct Entry: Sendable {
    public let written: String
    public let means: String
    public let role: Role
    public let why: String
  }

  public static let table: [Entry] = [
    Entry(
      written: "press", means: "tap", role: .step,
      why: "pressing a control is activating it, as a tap is, by the profile's own means"),
    Entry(
      written: "click", means: "tap", role: .step,
      why: "a click on a control activates it, as a tap does"),
    Entry(
      written: "choose", means: "tap", role: .step,
      why: "choosing a control by its label is activating it"),
    Entry(
      written: "pick", means: "select", role: .step,
      why: "picking an appointment slot is selecting it"),
    Entry(
      written: "login", means: "sign in", role: .step,
      why: "logging in and signing in are the same step ('log in' is a phrase's own words)"),
    Entry(
      written: "confirm with face id", means: "re-authenticate with face id", role: .step,
      why: "confirming with Face ID is re-authenticating with it"),
    Entry(
      written: "time out", means: "expire", role: .step,
      why: "a session, code or token that times out has expired: its timer ran out"),
    Entry(
      written: "run out", means: "expire", role: .step,
      why: "as 'time out'"),
    Entry(
      written: "come back to", means: "return to", role: .step,
      why: "coming back to the app is returning to it"),
    Entry(
      written: "go back to", means: "return to", role: .step,
      why: "as 'come back to'"),
    Entry(
      written: "fill in", means: "fill", role: .step,
      why: "filling in fields is filling them"),
    Entry(
      written: "close the notice", means: "dismiss the notice", role: .step,
      why: "closing the notice dismisses it"),
    Entry(
      written: "the x button", means: "the close button", role: .step,
      why: "the notice's X is its close button"),
    Entry(
      written: "tap outside the notice", means: "dismiss the notice by tapping outside", role: .step,
      why:
        "both touch the screen outside the notice; whether that dismisses it is the app's, which the expectations judge"
    ),
    Entry(
      written: "tap a keypad digit outside the notice", means: "dismiss the notice by tapping a keypad button",
      role: .step,
      why: "both touch a key of the keypad behind the notice; what that does is the app's, which the expectations judge"
    ),
    Entry(
      written: "tap a keypad key behind the notice", means: "dismiss the notice by tapping a keypad button",
      role: .step,
      why: "as 'tap a keypad digit outside the notice'"),
    Entry(
      written: "tap a keypad digit", means: "dismiss the notice by tapping a keypad button", role: .step,
      why: "as 'tap a keypad digit outside the notice': the step is for when the notice covers the keypad"),
    Entry(
      written: "answer the first", means: "fill", role: .step,
      why: "answering a form's questions is filling its fields, in order: the first N are the N filled"),
    Entry(
      written: "answer", means: "fill", role: .step,
      why: "as 'answer the first'"),
    Entry(
      written: "questions", means: "fields", role: .step,
      why: "a form's questions are its fields"),
    Entry(
      written: "leave the form alone until", means: "wait until", role: .step,
      why: "leaving the form alone is waiting: the person does nothing until it happens"),
    Entry(
      written: "do nothing until", means: "wait until", role: .step,
      why: "as 'leave the form alone until'"),
    Entry(
      written: "without scanning", means: "", role: .step,
      why: "a wait is time in which the person does nothing: not looking at the camera adds nothing to it"),
    Entry(
      written: "without doing anything", means: "", role: .step,
      why: "a wait is time in which the person does nothing"),
    Entry(
      written: "until the warning shows", means: "until the warning appears", role: .step,
      why: "the warning shows when it appears: the same moment"),
    Entry(
      written: "the time remaining is announced", means: "the countdown is announced", role: .expectation,
      why: "the countdown is the time remaining, said as it runs out"),
    Entry(
      written: "the remaining time is announced", means: "the countdown is announced", role: .expectation,
      why: "as 'the time remaining is announced'"),
    Entry(
      written: "the time left is announced", means: "the countdown is announced", role: .expectation,
      why: "as 'the time remaining is announced'"),
    Entry(
      written: "face id is requested before the session is extended",
      means: "extending requires re-authentication", role: .expectation,
      why: "both judge that no extension came before the person re-authenticated with Face ID"),
    Entry(
      written: "the session is not extended silently", means: "extending requires re-authentication",
      role: .expectation,
      why: "an extension that is not silent is one after re-authentication: the same judgement"),
    Entry(
      written: "login screen", means: "sign-in screen", role: .expectation,
      why: "the screen that asks the person to sign in again, by either name"),
    Entry(
      written: "log-in screen", means: "sign-in screen", role: .expectation,
      why: "as 'login screen'"),
    Entry(
      written: "times out", means: "expires", role: .expectation,
      why: "a session that times out expires: its timer runs out"),
    Entry(
      written: "is displayed", means: "is shown", role: .expectation,
      why: "displayed and shown are both on screen, where the person meets it"),
    Entry(
      written: "is not displayed", means: "is not shown", role: .expectation,
      why: "as 'is displayed'"),
    Entry(
      written: "is never displayed", means: "is never shown", role: .expectation,
      why: "as 'is displayed'"),
    Entry(
      written: "is on screen", means: "is shown", role: .expectation,
      why: "as 'is displayed'"),
  ]

  /// The table's entries for `role`, each as the words it replaces and those it puts in.
  static let byRole: [Role: [(written: [String], means: [String])]] = {
    var found: [Role: [(written: [String], means: [String])]] = [:]
    for entry in table {
      let written = Token.tokenize(entry.written).compactMap(\.word)
      let means = Token.tokenize(entry.means).compactMap(\.word)
      found[entry.role, default: []].append((written, means))
    }
    // The longest first: "is not displayed" before "is displayed".
    for role in found.keys { found[role]?.sort { $0.written.count > $1.written.count } }
    return found
  }()

  /// Who a task step is done by, in the third person, left out before its verb.
  static let subjects: [[String]] = [["the", "person"], ["the", "user"], ["they"], ["she"], ["he"]]

  /// `tokens` with each synonym of `role` put in the words the phrases use, and a step's
  /// third person in the imperative; nil when nothing changed. A replacement spans the words
  /// it replaces, so a column still points at what was written.
  static func rewritten(_ tokens: [Token], role: Role, verbs: Set<String>) -> [Token]? {
    var words = tokens
    var changed = false
    if role == .step {
      for subject in subjects where words.count > subject.count && words.prefix(subject.count).map(\.word) == subject {
        words.removeFirst(subject.count)
        changed = true
        break
      }
      if let first = words.first?.word, let verb = imperative(first, verbs: verbs) {
        words[0].kind = .word(verb)
        changed = true
      }
      // A verb after "and" or "then" in the third person too (`switches … and approves`).
      for index in words.indices.dropFirst() where ["and", "then"].contains(words[index - 1].word ?? "") {
        guard let word = words[index].word, let verb = imperative(word, verbs: stepWords) else { continue }
        words[index].kind = .word(verb)
        changed = true
      }
    }
    var result: [Token] = []
    var index = 0
    while index < words.count {
      let entry = (byRole[role] ?? []).first { entry in
        index + entry.written.count <= words.count
          && zip(entry.written, words[index..<(index + entry.written.count)]).allSatisfy { $0 == $1.word }
      }
      guard let entry else {
        result.append(words[index])
        index += 1
        continue
      }
      let (start, end) = (words[index].offset, words[index + entry.written.count - 1].end)
      result += entry.means.map { Token(kind: .word($0), offset: start, end: end) }
      index += entry.written.count
      changed = true
    }
    return changed ? result : nil
  }

  /// The imperative of `word` when it is a known verb in the third person: `selects` is
  /// `select`, `passes` is `pass`, `tries` is `try`; nil otherwise.
  static func imperative(_ word: String, verbs: Set<String>) -> String? {
    guard !verbs.contains(word) else { return nil }
    let candidates = [
      word.hasSuffix("ies") ? String(word.dropLast(3)) + "y" : nil,
      word.hasSuffix("es") ? String(word.dropLast(2)) : nil,
      word.hasSuffix("s") ? String(word.dropLast()) : nil,
    ]
    return candidates.compactMap { $0 }.first(where: verbs.contains)
  }

  /// Every word of the task phrases' examples: a verb later in a step is one of them.
  static let stepWords: Set<String> = {
    var words: Set<String> = []
    for family in Vocabulary.tasks {
      for example in family.examples { words.formUnion(Token.tokenize(example).compactMap(\.word)) }
      for pattern in family.phrases { words.formUnion(Token.tokenize(pattern).compactMap(\.word)) }
    }
    return words
  }()

  /// The first word of each task phrase: the verbs a step may start with.
  static let taskVerbs: Set<String> = {
    var verbs: Set<String> = []
    for family in Vocabulary.tasks {
      for example in family.examples {
        if let first = Token.tokenize(example).first?.word { verbs.insert(first) }
      }
    }
    // And the verbs a step's synonym opens with (`answers` is `answer`, which means `fill`).
    for entry in table where entry.role == .step {
      if let first = Token.tokenize(entry.written).first?.word { verbs.insert(first) }
    }
    return verbs
  }()
}
