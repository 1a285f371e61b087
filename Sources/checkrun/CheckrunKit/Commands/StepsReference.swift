import Harness

/// `checkrun steps`: every phrase family with its parameters, examples and WCAG criteria.
enum StepsReference {
  /// A pattern as QA reads it: `{label}` as `"LABEL"`, `{n}` as `N`, `{duration}` as `DURATION`.
  static func readable(_ pattern: String) -> String {
    pattern.replacingAll("{label}", with: "\"LABEL\"").replacingAll("{n}", with: "N")
      .replacingAll("{duration}", with: "DURATION").replacingAll("{noun}", with: "SUBJECT")
  }

  /// The general sentence, taught first (issue 43, item 10): its grammar, the things a
  /// SUBJECT may name, and each predicate's evidence rule.
  static func sentences(quote q: String, bullet: String) -> String {
    var out = """
      An expectation may be a sentence about a thing of the app: \(q)SUBJECT is [not] PREDICATE\(q), \
      with the negation on any predicate (\(q)is not\(q), \(q)is never\(q), \(q)does not\(q), \(q)cannot\(q), \
      \(q)no SUBJECT is …\(q)), and at its end, optionally, the means the person uses (\(q)with the switch\(q), \
      \(q)by VoiceOver\(q)), which the check's profile must have. SUBJECT names one thing of the app: a \
      screen by its title (\(q)the timeout screen\(q), \(q)the login screen\(q)), a control by its label and \
      role (\(q)the close button\(q) is the button whose whole label is "close", as is \(q)the "LABEL" button\(q)), a field by its \
      label (\(q)the card number\(q)), a timer (\(q)the session\(q), \(q)the code\(q), \(q)the sign-in token\(q), \
      \(q)the slot\(q), or a team's timer by its name, \(q)the bank request\(q) for \(q)bank.request\(q)), and the \
      things of the built-in flows: the warning, the notice, the instructions, the keypad, the form, \
      the draft. A label matches whole, case and spacing aside; unquoted, the first words of exactly one \
      label are read as it, and the verdict says so (\(q)the stay button\(q), read as the one label it begins). A \
      SUBJECT that could be two things, or is none of the app's, is an error listing them; \
      \(q)checkrun app\(q) lists every screen, control, field and timer. The sentence is tried after every \
      phrase below, so a phrase keeps its own meaning and messages. A line may open with \(q)it\(q) \
      (\(q)that\(q), \(q)they\(q)) for the thing the line before is about, and an error when that line \
      names none; \(q)neither A nor B is P\(q) is both \(q)A is not P\(q) and \(q)B is not P\(q); \
      \(q)open the long form\(q) and \(q)sign in\(q) are set-up steps that do nothing where already \
      true. A sentence may end (or open, before a comma) with a time anchor: \(q)before\(q) or \
      \(q)until\(q) a moment judges it on what came before that moment, not at it; \(q)after\(q), \
      \(q)once\(q), \(q)when\(q) or \(q)since\(q), on what came from it on (\(q)the warning is shown \
      before the session expires\(q), \(q)once the code has expired, "LABEL" is reachable\(q), \
      \(q)focus moves to the instructions after the notice is dismissed\(q)); \(q)within DURATION after\(q) \
      (or \(q)of\(q)) a moment, on what came from it for that long. The moment is a sentence \
      that happens, the first time it held: a thing shown (or the thing alone, \(q)after the \
      warning\(q)), announced, heard, dismissed, given focus, saved, cleared, entered, a timer expired, \
      extended or sent again, also said as it happens (\(q)the code expiring\(q)); or \(q)the task ends\(q). Announced or heard, as a moment, is heard to \
      its end, and what was still being said at a moment was not said before it. A moment that \
      never came cannot anchor anything: the sentence cannot be judged. A sentence about \
      something that happens may end with a count (\(q)the warning is announced twice\(q), \
      \(q)3 times\(q), \(q)at least once\(q), \(q)at most 2 times\(q), \(q)no more than twice\(q)): \
      exact unless it says \(q)at least\(q) or \(q)at most\(q), it counts each time the sentence held \
      (a thing shown: each time it came; announced: each time it was said and heard); never \
      held, it is judged as the sentence alone is, so a count never passes where the thing \
      never came. Each predicate has one evidence \
      rule, judged on what the person met during the task and as the app settled after its last \
      step (what was being said heard to its end, a move of focus the app had set, a second more: \
      focus that jumps half a second after the last step counts):


      """
    for state in Claim.State.allCases {
      out += "\(bullet)\(q)\(state.words)\(q), of \(String.joined(state.saidOf, separator: ", ")): \(state.evidence)\n"
    }
    return out
  }

  static func text() -> String {
    var out = "SENTENCES (Expected: lines about a thing of the app)\n\n"
    out += sentences(quote: "'", bullet: "  ") + "\n"
    out += "TASK STEPS (Task: lines; steps are separated by ', then', 'then', ';' or new lines)\n\n"
    for family in Vocabulary.tasks { out += block(family.name, family.phrases, family.examples, family.criteria) }
    out += "EXPECTATIONS (Expected: lines, one expectation each)\n\n"
    for family in Vocabulary.expectations {
      out += block(family.name, family.phrases, family.examples, family.criteria)
      out.removeLast()
      out += "    probe \(String.joined(probes(of: family), separator: "; "))\n\n"
    }
    out += "SYNONYMS (said in the phrases' own words when a line is not understood as written)\n\n"
    for entry in Synonyms.table {
      out += "  \(entry.role.rawValue): '\(entry.written)' means '\(entry.means)': \(entry.why)\n"
    }
    out += "\n" + joining(quote: "'") + "\n\n"
    out += "[…] is optional, (a | b) is a choice, N is a number (5 or five), DURATION is like '90 seconds',\n"
    out += "'2 minutes' or '1m30s', and \"LABEL\" is text in double quotes.\n\(fillNote(quote: "'"))\n"
    return out
  }

  private static func block(_ name: String, _ patterns: [String], _ examples: [String], _ criteria: [String]) -> String
  {
    var out = "  \(name)\n"
    for pattern in patterns { out += "      \(readable(pattern))\n" }
    out += "    e.g.  \(examples.joined(separator: "\n          "))\n"
    if !criteria.isEmpty { out += "    WCAG  \(criteria.joined(separator: "; "))\n" }
    return out + "\n"
  }

  /// What `fill N fields` fills: the resolver refuses a count the form does not have.
  static func fillNote(quote: String) -> String {
    let fields = AppModel.fixed.forms.long.count
    return
      "\(quote)fill N fields\(quote) fills the next N empty fields of the long form, which has \(fields) in 'fixed' and as many as an app file gives, so N is 1 to \(fields) there."
  }

  static func markdown() -> String {
    var out = """
      # The check language reference

      <!-- Generated by `swift run checkrun steps --format markdown > docs/language.md`; do not edit by hand. -->

      A check is plain text: a block of keys that starts at `Profile:`. `Task:` and `Expected:`
      are required; `Check:` (a name), `Id:` (a stable id for baselines), `App:` (`fixed` or
      `before`) and `Tags:` are optional and may stand just before `Profile:` or inside the block.
      Keys are case-insensitive. An indented line continues the key above it: each continuation
      of `Expected:` is its own expectation, and each continuation of `Task:` is more steps;
      `Id:` and `Tags:` take one line, and an indented line after them is an error.
      Steps are also separated by `, then`, `then`, `;` or a comma before a new step. A line
      starting with `#` is a comment. In `.check` files every line belongs to a block; in any
      other document (a pattern write-up in prose) the blocks are found and the prose is ignored.

      In the phrases below, `[…]` is optional, `(a | b)` is a choice, `N` is a number (digits or
      a word: `5`, `five`), `DURATION` is a duration (`90 seconds`, `2 minutes`, `1m30s`,
      `1 minute and 30 seconds`, `an hour`), and `"LABEL"` is visible text in double quotes,
      never empty (`""` or only spaces is an error at its column). A quoted text is compared
      with what the app shows and says as a person reads both: case aside, each run of white
      space of any kind (a line break, a tab, a no-break or thin space) as one space,
      compatibility forms (fullwidth letters, ligatures) as their plain letters, and characters
      that draw nothing (a soft hyphen, a zero-width space) left out; so `"error code" is not
      shown` fails on an app that shows "Error code" with a no-break space between the words.
      A quote in `"TEXT" is not shown` or `"TEXT" is not announced` must be held by some text
      the app can show or say, in any state (a placeholder in its words holding a value: a
      number, a duration, a time): one it never has could never fail, so it is an error at its
      column naming the closest texts the app has. `"TEXT" is shown`, `is announced` and `is
      still shown` on such a quote fail, as the person met nothing of it, and say the quote
      may be what is wrong. A team's Swift logic, whose words are known only as it runs, is not
      held to this.
      Numbers are ASCII digits `0`–`9` (a duration's may have a decimal fraction, `1.5`): no
      sign, hex, exponent or other script's digits. A duration is at most 30 days, a whole
      number of milliseconds (at most three decimals of a second: `1.5 seconds`, `0.25
      minutes`) and, when not zero, at least a millisecond; an expectation's is never zero (at least no time
      always holds), while a step may wait `0 minutes`. A number of times is at least 1. A
      number past its limit is an error at its column, never read as zero or as the limit.
      Words are matched without regard to case. A phrase that is not understood is an error at
      its file, line and column, with up to three known phrases it is closest to: the ones it
      nearly spells (`the warning is anounced`), then, for a phrase said in other words, the
      ones that share most of its words (`the allowed fields come back after sign-in` is
      offered `after expiry, allowed fields are restored after login`). A suggestion never
      changes what the line claims: it keeps the line's negation (or its absence), its numbers
      and quoted labels (none added), its qualifiers (`only`, `slowly`), the sense of `wrong`
      or `correct`, what it is about (the warning, an expiry, the code, the notice…) and the
      kind of evidence it names (heard, on screen, focus, reached, saved, works), so `the session cannot be extended 4 times` is never offered `the session can be
      extended 4 times`, nor `the warning is spoken …` a phrase about what appears; a line
      whose nearest phrases would all change it gets none, and is pointed here.

      ## Sentences about the app's things

      \(sentences(quote: "`", bullet: "- "))
      ## Profiles

      `Profile:` names one or more settings joined by `+`, `,`, `and`, `with` or `plus`
      (`VoiceOver with Larger Text AX3`). Combining settings takes
      the slowest value of each measure and the most constraining way of reaching things; `slowly`
      in a task multiplies every time by \(PaceTable.slowlyFactor). Where the numbers come from:
      [pace.md](pace.md).

      | profile | per field | per action | per step | reading (wpm) | reaches things by | hears announcements |
      |---|---|---|---|---|---|---|

      """
    for setting in ProfileSetting.all {
      let pace = PaceTable.pace(for: setting)
      let profile = Profile([setting])
      out +=
        "| \(setting) | \(pace.perField) | \(pace.perAction) | \(pace.perStep) | \(Int(pace.readingWordsPerMinute)) | \(profile.navigation.rawValue) | \(profile.hearsAnnouncements ? "yes" : "no") |\n"
    }
    out +=
      "\nOther spellings: `AX5 text`, `AX5` and `Larger Text 5` for `Larger Text AX5`; `cognitive disability`; `switch`; `keyboard`.\n"
    out += "\n## Task steps\n\n\(fillNote(quote: "`"))\n\n"
    out += """
      Any step may be tried rather than done: `try to STEP` (`try to tap "1"` while a notice
      is up, `try to pass Face ID` after the prompt is gone). A step a correct app makes
      impossible is noted on the timeline (`tries to tap "1", which cannot be done: '1' is not
      on the notice at 00:15; it offers 'Close'`) and the task goes on; the expectations judge
      what happened. Done, it is done as any step.

      A step may say `it` (`that`, `them`) for what the step before acted on: its quoted label,
      or the thing it named (`wait until "LABEL" appears, then tap it`). `STEP twice`, `STEP 3
      times` (up to 20) does the step that many times over, when no phrase says the count
      itself (`fail Face ID twice` is a phrase of its own).


      """
    for family in Vocabulary.tasks { out += section(family.name, family.phrases, family.examples, family.criteria) }
    out += """
      ## Expectations

      Each expectation is judged on its own copy of the world the task left, and never makes
      its own evidence: it may wait for something to happen, or do the one act its phrase names
      (press the control of `"LABEL" works`, dismiss the notice the way `the notice can be
      dismissed …` names), and when the task already did that act, the task's own outcome is
      the evidence. It never acts for the person (it does not pass Face ID on a prompt the task
      left open) and never brings up what the task did not: a claim about a notice, a slot or
      a saved draft after a task that brought up no notice, selected no slot or typed nothing
      a draft keeps, or the error announced after a task that brought up no notice, cannot be
      judged: it blocks the gate as a defect of the check (exit 4), and its message says what
      the task must add. Each family names the WCAG 2.2 success criteria it evidences, with their
      level (A, AA, AAA) and, where one fits, the technique or the failure it avoids: SCR16 (a
      warning with time to respond), SCR1 (extend), G105 (data kept across re-authentication),
      G221 (nothing entered twice), "avoids F12" (no data lost at re-authentication); where no
      criterion applies (a security rule, a seed's own number), it says so and names the seed.
      docs/wcag.md says why for each family. 2.2.1's other
      techniques, G198 (turn the limit off), G180 (adjust it) and G133 (ask for a longer session),
      need a setting the seeds' apps do not have, so no family claims them.


      """
    for family in Vocabulary.expectations {
      out += section(family.name, family.phrases, family.examples, family.criteria)
      out += "Its probe: " + String.joined(probes(of: family), separator: "; ") + ".\n\n"
    }
    out += "## Synonyms and joined lines\n\n" + joining(quote: "`") + "\n\n"
    out += "| written | in a | means | why the evidence is the same |\n|---|---|---|---|\n"
    for entry in Synonyms.table {
      out += "| `\(entry.written)` | \(entry.role.rawValue) | `\(entry.means)` | \(entry.why) |\n"
    }
    return out + "\n"
  }

  /// How lines are read when no phrase matches them as written: synonyms, the third person,
  /// and "and".
  static func joining(quote q: String) -> String {
    """
    A line no phrase matches as written is read again with the synonyms below in the phrases' \
    own words (never inside quotes; no synonym changes the evidence: "is read" is not "is \
    announced"), and a task step in the third person in the imperative (\(q)the person selects\(q), \
    \(q)selects\(q): \(q)select\(q)). Steps may be joined by commas and "and" (\(q)sign in and fill 3 \
    fields\(q)), expectations by "and" (\(q)the warning is announced and "LABEL" works\(q)): \
    each part must be a phrase, and each is a step or an expectation of its own. The line keeps \
    its own words in every output.
    """
  }

  /// What the probe of each of `family`'s examples may do (`ProbeBudget`), each distinct
  /// budget once, with the example it is for when they differ. A label the phrase takes is
  /// named as the control the phrase names, the same for every example.
  static func probes(of family: PhraseFamily<Expectation>) -> [String] {
    let pipeline = Pipeline()
    var budgets: [(example: String, budget: ProbeBudget)] = []
    let takesLabel = family.phrases.contains { $0.contains("{label}") }
    for example in takesLabel ? Array(family.examples.prefix(1)) : family.examples {
      let parsed = pipeline.parse("Profile: Touch\nTask: wait 1 minute\nExpected: \(example)\n", path: "")
      guard let check = parsed.checks.first, case .success(let runnable) = pipeline.resolve(check),
        let budget = runnable.expectations.first?.value.probeBudget(in: .fixed),
        !budgets.contains(where: { $0.budget == budget })
      else { continue }
      budgets.append((example, budget))
    }
    guard budgets.count > 1 else {
      return budgets.map { item in
        // `"Stay signed in" works`: its label stands for any.
        let label = item.example.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first
        guard takesLabel, let label else {
          return item.budget.description
        }
        return item.budget.description.replacingAll("'\(label)'", with: "the control it names")
      }
    }
    return budgets.map { "`\($0.example)` \($0.budget.description)" }
  }

  private static func section(_ name: String, _ patterns: [String], _ examples: [String], _ criteria: [String])
    -> String
  {
    var out = "### \(name)\n\n"
    out += patterns.map { "- `\(readable($0))`\n" }.joined()
    out += "\nExamples: " + examples.map { "`\($0)`" }.joined(separator: ", ") + "\n"
    if !criteria.isEmpty { out += "\nWCAG: " + criteria.joined(separator: "; ") + "\n" }
    return out + "\n"
  }
}
