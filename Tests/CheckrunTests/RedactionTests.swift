import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// One redaction at every output, on text as a reader reads it, and one escaping rule for
/// each output's syntax (issue 24, items 3 and 4).
@Suite("Secrets and escaping at every output")
struct RedactionTests {
  let scratch = Scratch("redaction")

  /// `text` as a reader would look for a secret in it, worked out apart from checkrun's own
  /// code: compatibility forms folded, decimal digits of any script read as ASCII, lowercase,
  /// and nothing kept but letters and digits.
  static func lettersAndDigits(_ text: String) -> String {
    var out = ""
    for scalar in text.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
      if let digit = scalar.properties.numericValue, scalar.properties.numericType == .decimal {
        out += String(Int(digit))
      } else if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The secrets that `text` still holds, as a reader would find them.
  static func secrets(in text: String) -> [String] {
    let folded = lettersAndDigits(text)
    return Field.sensitiveValues.filter { folded.contains(lettersAndDigits($0)) }
  }

  /// A card number, a security code and a password, each as a hostile check could write it.
  static let disguised: [String] = [
    "4929 1234 5678 9012\u{301}", "4929 1234 5678 9012\u{200D}", "4929\u{200B} 1234 5678 9012",
    "4929\u{A0}1234\u{A0}5678\u{A0}9012", "4929123456789012", "4929-1234-5678-9012",
    "\u{FF14}\u{FF19}\u{FF12}\u{FF19} 1234 5678 9012", "٤٩٢٩ ١٢٣٤ ٥٦٧٨ ٩٠١٢", "4929 1234 5678 901\u{00B2}",
    "4\u{0301}9\u{0301}2\u{0301}9 1234 5678 9012", "4929\u{7}1234 5678 9012", "SECRET-CVV-739",
    "secret cvv 739\u{FE0F}", "correct\u{2060}horse\u{2060}battery\u{2060}42", "s\u{E9}cret-cvv-739",
    "4929 1234\n5678 9012",
    "4929 1234\u{2028}5678\r9012", "correct\u{3164}horse\u{3164}battery\u{3164}42",
  ]

  @Test(
    "a secret disguised by marks, invisible characters, other spaces or other digits is taken out", arguments: disguised
  )
  func disguisedSecret(_ secret: String) {
    #expect(Self.secrets(in: secret) != [], "the test's own reader must find it")
    let text = "before \(secret) after"
    for (output, cleared) in [
      ("redaction", Redaction.apply(text)), ("console", ConsoleText.safe(text)), ("XML", CleanText(text).text),
      ("HTML", HTML.escape(text)), ("Markdown", MarkdownText.inline(text)),
    ] {
      #expect(Self.secrets(in: cleared).isEmpty, "\(output): \(cleared)")
      #expect(cleared.hasPrefix("before ") && cleared.hasSuffix(" after"), "\(output): \(cleared)")
      #expect(cleared.contains("redacted"), "\(output): \(cleared)")
    }
  }

  /// Secrets spelt with letters UTS #39 counts as confusable with their own (issue 40, item 11):
  /// Armenian, Cherokee, small capitals, and letters for digits.
  static let confusable = [
    "c\u{585}rrect-h\u{585}rse-battery-42", "\u{13DA}\u{13AC}\u{13DF}\u{13A1}\u{13AC}\u{13A2}-cvv-739",
    "\u{A731}\u{1D07}\u{1D04}\u{280}\u{1D07}\u{1D1B}-\u{1D04}\u{1D20}\u{1D20}-739", "4929 l234 5678 9O12",
    "4929 I234 5678 9o12", "4929 |234 5678 9012", "4929 \u{FF5C}234 5678 9012", "4929 \u{05C0}234 5678 9012",
    "4929|1234|5678|9012", "c\u{585}rrect-h\u{585}rse-\u{1D2E}attery-42", "\u{13DA}ecret-cvv-7\u{1B7}9",
  ]

  @Test("a secret spelt with look-alikes by Unicode's confusables (UTS #39) is taken out", arguments: confusable)
  func confusableSecret(_ secret: String) {
    let text = "before \(secret) after"
    for (output, cleared) in [
      ("redaction", Redaction.apply(text)), ("console", ConsoleText.safe(text)), ("XML", CleanText(text).text),
      ("HTML", HTML.escape(text)), ("Markdown", MarkdownText.inline(text)),
    ] {
      #expect(cleared.contains("redacted"), "\(output): \(cleared)")
      #expect(cleared.hasPrefix("before ") && cleared.hasSuffix(" after"), "\(output): \(cleared)")
    }
  }

  @Test("the confusables table is the Unicode data's: a few entries of each kind")
  func confusableTable() {
    #expect(Confusables.readings[0x585] == Array("o".utf8))  // ARMENIAN SMALL LETTER OH
    #expect(Confusables.readings[0x13AA] == Array("a".utf8))  // CHEROKEE LETTER GO
    #expect(Confusables.readings[0x1D00] == Array("a".utf8))  // LATIN LETTER SMALL CAPITAL A
    #expect(Confusables.readings[0x3C4] == Array("t".utf8))  // GREEK SMALL LETTER TAU, by small capital T
    #expect(Confusables.readings[0x41] == nil)  // ASCII is read by the fold itself
    #expect(Confusables.readings.count > 1_400)
  }

  @Test("text that only looks near a secret is left as it is")
  func nearMisses() {
    for text in [
      "4929 1234 5678 9013", "4929 1234 5678\n9013", "secret-cvv-73", "filled 'Card number' (15 of 20)",
      "14:29  code 929012 expired", "correct-horse-battery-4", "é 4929 1234 5678 901 x", "",
    ] {
      #expect(Redaction.apply(text) == text)
    }
  }

  @Test("what is taken out runs from the secret's first character to its last, with the marks after it")
  func span() {
    #expect(Redaction.apply("card 4929 1234 5678 9012\u{301}\u{200D}, thanks") == "card [redacted], thanks")
    #expect(Redaction.apply("a 4929-1234-5678-9012 b secret-cvv-739 c") == "a [redacted] b [redacted] c")
  }

  @Test("the mark is found wherever it stands, and only whole")
  func mark() {
    for text in ["[redacted]", "id-[redacted]", "[redacted]-1", "é [redacted] é", "[[redacted]]"] {
      #expect(Redaction.holdsMark(text), "\(text)")
    }
    for text in ["", "[", "[redacte]", "redacted]", "[redacted", "[REDACTED]", "[re dacted]"] {
      #expect(!Redaction.holdsMark(text), "\(text)")
    }
  }

  @Test("JSON keeps its syntax: each string is searched alone, escapes decoded first")
  func json() throws {
    let value = ["a": "4929 1234\u{7} 5678 9012", "b": "4929 1234", "c": "5678 9012", "d": "checks/x.check"]
    let encoded = Array(try JSONEncoder().encode(value))
    let cleared = JSONRedaction.apply(encoded)
    let decoded = try JSONDecoder().decode([String: String].self, from: Data(cleared))
    #expect(decoded == ["a": "[redacted]", "b": "4929 1234", "c": "5678 9012", "d": "checks/x.check"])
  }

  @Test("Markdown shows a name as written: no tag, emphasis, code, link or table cell of its own")
  func markdown() {
    #expect(
      MarkdownText.inline("<details><summary>all checks passed</summary>")
        == #"\<details\>\<summary\>all checks passed\</summary\>"#)
    #expect(
      MarkdownText.inline("*a* _b_ `c` [d](e) | f ~g~ &amp; $x$")
        == #"\*a\* \_b\_ \`c\` \[d\](e) \| f \~g\~ \&amp; \$x\$"#)
    #expect(MarkdownText.inline("two\nlines\r\n# heading") == "two lines  # heading")
    #expect(MarkdownText.code("a|b`c") == #"<code>a\|b\`c</code>"#)
    #expect(MarkdownText.inline("colour \u{1B}[31mred") == "colour red")
  }

  /// A check file whose name holds a disguised card number and markup, an escape sequence
  /// and a title-setting sequence; its path, the check's app name and a stale baseline entry
  /// are hostile too.
  func hostileRun() throws -> (out: Invocation, list: Invocation, report: String) {
    let folder = scratch.path("run\u{1B}[31m")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let card = "4929 1234 5678 9012\u{301}"
    let check = """
      Check: pay with \(card) <details><summary>all checks passed</summary> \u{1B}]0;owned\u{7}
      Profile: Touch
      Task: fill 3 fields
      Expected: the warning is announced

      Check: a second failure that must stay in sight
      Profile: Touch
      Task: fill 3 fields
      Expected: the warning is announced
      """
    let path = "\(folder)/pay.check"
    try Data(check.utf8).write(to: URL(fileURLWithPath: path))
    let app = "\(folder)/app.json"
    try Data(#"{"name": "bank \u001b]0;title\u0007 \#(card)", "base": "before"}"#.utf8).write(
      to: URL(fileURLWithPath: app))
    let baseline = "\(folder)/baseline.json"
    try Data(
      #"{"known": [{"id": "gone \u001b[2J 4929123456789012", "reason": "r", "expires": "2099-01-01"}]}"#.utf8
    ).write(to: URL(fileURLWithPath: baseline))
    let report = "\(folder)/report"
    let out = Invocation(["--app", app, "--baseline", baseline, "--results", "--report", report, path])
    let list = Invocation(["--list", path])
    return (out, list, report)
  }

  @Test("no output of a run holds a secret or an escape sequence, and the summary keeps every failure in sight")
  func everyOutput() throws {
    let (out, list, report) = try hostileRun()
    #expect(out.code == .failed, "\(out.stderr)")
    var outputs = ["console": out.stdout + out.stderr, "--list": list.stdout + list.stderr]
    for file in ["junit.xml", "index.html", "summary.md", "results.json"] {
      outputs[file] = try String(contentsOfFile: "\(report)/\(file)", encoding: .utf8)
    }
    for (name, text) in outputs {
      #expect(Self.secrets(in: text).isEmpty, "\(name) holds a secret")
      #expect(!text.unicodeScalars.contains("\u{1B}"), "\(name) holds an escape")
      #expect(!text.unicodeScalars.contains("\u{7}"), "\(name) holds a bell")
    }
    #expect(list.stdout.contains("pay with [redacted]"))
    #expect(out.stdout.contains("baseline entry 'gone"))
    let summary = outputs["summary.md"] ?? ""
    #expect(!summary.contains("<details><summary>all checks passed"))
    #expect(summary.contains("a second failure that must stay in sight"))
    let results = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: "\(report)/results.json")))
    #expect(results is [String: Any])
  }

  @Test("a baseline written from failing checks holds no secret")
  func baselineFile() {
    let document = BaselineCommand.document([
      Baseline.Entry(
        id: "pay-with-4929-1234-5678-9012", reason: "card \u{FF14}929 1234 5678 9012", expires: "2099-01-01")
    ])
    #expect(Self.secrets(in: document).isEmpty, "\(document)")
    #expect(document.contains(#""id": "pay-with-[redacted]""#))
  }

  @Test("the audit's console and table show names as written, with no secret")
  func audit() {
    let row = AuditCommand.Row(
      fault: Fault.catalogue[0], title: "no <i>warning</i> for 4929 1234 5678 9012",
      caughtBy: ["x.check:1 pay | 4929 1234 5678 9012\u{200D} `x`"])
    let skipped = AuditCommand.Row(fault: Fault.catalogue[1], title: "late \u{1B}[2J", caughtBy: nil)
    var bank = AppModel.fixed
    bank.name = "bank\u{1B}[2J"
    let console = AuditCommand.console([row, skipped], checks: 1, app: bank, failingOnApp: ["\u{1B}]0;t\u{7}name"])
    bank.name = "<b>bank</b>"
    let table = AuditCommand.markdown([row, skipped], app: bank, failingOnApp: ["<b>name</b>"])
    #expect(Self.secrets(in: console + table).isEmpty)
    #expect(!console.unicodeScalars.contains("\u{1B}"))
    #expect(table.contains(#"<code>x.check:1 pay \| \[redacted\] \`x\`</code>"#))
    #expect(table.contains(#"<code>\<b\>name\</b\></code>"#))
    #expect(!table.contains("<i>") && !table.contains("<b>bank"))
    #expect(console.contains("n/a") && table.contains("does not apply"))
  }
}

/// Errors show the characters a reader cannot see (issue 24, item 12).
@Suite("Invisible characters in errors")
struct InvisibleCharacterTests {
  @Test(
    "an error about a phrase with an invisible character writes the character out",
    arguments: [
      ("the warning is\u{200B}announced", "the warning is<U+200B>announced"),
      ("the warning is\u{A0}announced", "the warning is<U+00A0>announced"),
      ("the warning\u{2060} is announced", "the warning<U+2060> is announced"),
      ("\u{200E}\"Stay signed in\" works", "<U+200E>\"Stay signed in\" works"),
    ])
  func shown(_ phrase: String, _ written: String) throws {
    let scratch = Scratch("invisible")
    let path = try scratch.write(
      Array("Profile: Touch\nTask: fill 3 fields\nExpected: \(phrase)\n".utf8), named: "x.check")
    let out = Invocation(["--report", scratch.path("report"), path])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("'\(written)'"), "\(out.stderr)")
    #expect(!out.stderr.unicodeScalars.contains { !$0.isASCII && $0.properties.generalCategory == .format })
  }

  @Test("a key with an invisible character, and a name with one in --list, show it")
  func keysAndList() throws {
    let scratch = Scratch("invisible-key")
    let key = try scratch.write(
      Array("Pro\u{200B}file: Touch\nTask: fill 3 fields\nExpected: the warning is announced\n".utf8), named: "k.check")
    let out = Invocation(["--report", scratch.path("r"), key])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains(
        "\(key):1:1: error: unknown key 'Pro<U+200B>file:': it holds a character that cannot be seen"),
      "\(out.stderr)")
    let named = try scratch.write(
      Array("Check: sa\u{200B}me\nProfile: Touch\nTask: fill 3 fields\nExpected: the warning is announced\n".utf8),
      named: "n.check")
    let list = Invocation(["--list", named])
    #expect(list.stdout.contains("sa<U+200B>me"), "\(list.stdout)")
  }

  @Test("a diagnostic with no invisible character is as it was, emoji and all")
  func visible() {
    #expect(ConsoleText.diagnostic("unknown step 'café'") == "unknown step 'café'")
    #expect(ConsoleText.diagnostic("plain") == "plain")
  }
}

/// A baseline holds no secret, and still accepts the check it was written for.
@Suite("Baselines and secrets")
struct BaselineSecretTests {
  @Test("a baseline written for a check whose name holds a card number accepts it, and holds no secret")
  func roundTrip() throws {
    let scratch = Scratch("baseline-secret")
    let check = try scratch.write(
      Array(
        "Check: pay with 4929 1234 5678 9012\nProfile: VoiceOver\nTask: fill 5 fields slowly until the warning appears\nExpected: the warning is announced\n"
          .utf8), named: "pay.check")
    let file = scratch.path("baseline.json")
    let written = Invocation([
      "baseline", "--app", "before", "-o", file, "--expires", "2099-01-01", check,
    ])
    #expect(written.code == .passed, "\(written.stdout)\(written.stderr)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(RedactionTests.secrets(in: text).isEmpty, "\(text)")
    #expect(text.contains("[redacted]"))
    let gated = Invocation(["--app", "before", "--baseline", file, "--report", scratch.path("r2"), check])
    #expect(gated.code == .passed, "\(gated.stdout)")
    #expect(gated.stdout.contains("KNOWN"))
    #expect(!gated.stdout.contains("names no check of this run"))
  }

  @Test("a baseline of many entries finds each check's own, and the first of an id listed twice")
  func lookup() {
    let entries = (0..<5_000).map { Baseline.Entry(id: "check-\($0)", reason: "r\($0)", expires: "2099-01-01") }
    let baseline = Baseline(entries: entries + [Baseline.Entry(id: "check-7", reason: "later", expires: "2099-01-01")])
    #expect(baseline.status(id: "check-4999", passed: false, today: "2026-12-02") == .known(entries[4999]))
    #expect(baseline.status(id: "check-7", passed: true, today: "2026-12-02") == .nowPasses(entries[7]))
    #expect(baseline.status(id: "check-5000", passed: false, today: "2026-12-02") == .newFailure)
    #expect(baseline.stale(ids: Set((0..<4_999).map { "check-\($0)" })).map(\.id) == ["check-4999"])
  }
}

/// The fuzzer's classes of issue 24 make inputs their properties can fail on.
@Suite("Fuzzer classes")
struct FuzzClassTests {
  @Test("a disguised secret still reads as the secret, so an output that kept it is a finding")
  func disguiseKeepsTheSecret() {
    var random = FuzzCommand.Random(state: 5)
    for _ in 0..<2_000 {
      let secret = random.pick(Field.sensitiveValues)
      let disguised = FuzzClasses.disguise(secret, &random)
      #expect(
        FuzzClasses.readerFold(disguised).contains(FuzzClasses.readerFold(secret)), "\(disguised.debugDescription)")
    }
  }

  @Test("every class runs in a fuzz of 10,000 inputs, and none makes a finding")
  func everyClassRuns() {
    var tally: [FuzzClasses.Kind: Int] = [:]
    #expect(FuzzCommand.fuzz(count: 10_000, seed: 3, tally: &tally) == [])
    for kind in FuzzClasses.Kind.allCases { #expect((tally[kind] ?? 0) > 0, "\(kind)") }
  }
}

/// What the second round of attacks on issue 24 found, each now held.
@Suite("Terminal, Markdown and baseline attacks")
struct SecondRoundTests {
  @Test("no name, path or id puts a line of its own, a C1 control or a bidi override on the terminal")
  func oneLine() {
    for hostile in [
      "x\nPASS  forged\n99 passed, 0 failed", "x\rPASS", "x\u{85}y", "x\u{2028}y", "csi \u{9B}31m",
      "osc \u{9D}0;t\u{9C}",
      "rlo \u{202E}2109 8765 4321 9294\u{202C}", "isolate \u{2067}x\u{2069}",
    ] {
      let shown = ConsoleText.safe(hostile)
      #expect(!shown.contains("\n") && !shown.contains("\r"), "\(shown.debugDescription)")
      #expect(
        !shown.unicodeScalars.contains { ConsoleText.isUnsafe($0) || (0x80...0x9F).contains($0.value) },
        "\(shown.debugDescription)")
    }
    #expect(ConsoleText.safe("tab\tkept") == "tab\tkept")
    // An escape sequence goes whole, a title-setting string up to its BEL or ST; one left
    // open loses only its introducer.
    #expect(
      ConsoleText.safe("a\u{1B}]0;title\u{7}b \u{1B}]2;t\u{1B}\\c \u{1B}[1;31md") == "a\u{FFFD}b \u{FFFD}c \u{FFFD}d")
    #expect(XMLText.cleaned("a\u{1B}]0;title\u{7}b") == "ab")
    #expect(ConsoleText.safe("wait \u{1B}]0 and more") == "wait \u{FFFD}0 and more")
  }

  @Test("a bidi override never reaches JUnit, the page or Markdown, so no digits show reversed")
  func bidi() {
    let text = "name \u{202E}2109 8765 4321 9294\u{202C}"
    for shown in [CleanText(text).text, HTML.escape(text), MarkdownText.inline(text)] {
      #expect(!shown.unicodeScalars.contains { XMLText.isBidiControl($0) }, "\(shown.debugDescription)")
    }
  }

  @Test("a secret split by escape sequences, or spelt with Cyrillic look-alikes, is taken out")
  func escapesAndLookAlikes() {
    let split = "card 4929\u{1B}[0m1234\u{1B}[0m5678\u{1B}[0m9012 end"
    for shown in [ConsoleText.safe(split), CleanText(split).text, MarkdownText.inline(split)] {
      #expect(shown.contains("redacted") && !shown.contains("1234"), "\(shown.debugDescription)")
    }
    for lookAlike in [
      "\u{455}\u{435}cr\u{435}t-\u{441}vv-739",
      "\u{441}\u{43E}rr\u{435}\u{441}t-h\u{43E}rs\u{435}-b\u{430}tt\u{435}r\u{443}-42",
    ] {
      #expect(Redaction.apply("x \(lookAlike) y") == "x [redacted] y")
    }
  }

  @Test("Markdown mentions no one and makes no link of a name")
  func mentionsAndLinks() {
    let shown = MarkdownText.inline("@octocat please see https://example.com and www.example.com")
    #expect(!shown.contains("@o") && !shown.contains("://") && !shown.contains("www."), "\(shown)")
    #expect(shown.contains("@\u{200B}octocat"))
  }

  @Test("the summary cuts a name at 200 Unicode scalars, however many marks a character holds")
  func clippedByScalars() {
    let name = String(repeating: "e" + String(repeating: "\u{301}", count: 200), count: 210)
    #expect(SummaryReporter.clipped(name).unicodeScalars.count == 201)
  }

  @Test("an error shows a Hangul filler, which looks like a space")
  func hangulFiller() {
    #expect(ConsoleText.diagnostic("unknown step 'wait\u{3164}1 minute'") == "unknown step 'wait<U+3164>1 minute'")
  }
}

/// Today comes from the clock, not from SOURCE_DATE_EPOCH (issue 24, second round).
@Suite("Today's date")
struct TodayTests {
  @Test("SOURCE_DATE_EPOCH sets the report's time but not today: an expired baseline entry still blocks")
  func epochDoesNotMoveToday() throws {
    let scratch = Scratch("today")
    let check = try scratch.write(
      Array(
        "Check: x\nProfile: VoiceOver\nTask: fill 5 fields slowly until the warning appears\nExpected: the warning is announced\n"
          .utf8), named: "x.check")
    let baseline = try scratch.write(
      Array(#"{"known": [{"id": "x", "reason": "r", "expires": "2020-01-01"}]}"#.utf8), named: "k.json")
    // The clock's own today: no fixed date given.
    let environment = ["SOURCE_DATE_EPOCH": "0", CheckRun.todayKey: ""]
    let gated = Invocation(
      ["--app", "before", "--baseline", baseline, "--report", scratch.path("r"), check], environment: environment)
    #expect(gated.code == .failed, "\(gated.stdout)")
    #expect(gated.stdout.contains("the baseline accepted this failure until 2020-01-01; it blocks again"))
    let written = Invocation(
      ["baseline", "--app", "before", "-o", scratch.path("b.json"), "--expires", "2021-01-01", check],
      environment: ["SOURCE_DATE_EPOCH": "1500000000", CheckRun.todayKey: ""])
    #expect(written.code == .notUnderstood)
    #expect(written.stderr.contains("takes a date from today (\(CheckRun.today([:])))"), "\(written.stderr)")
  }

  @Test("the process's own environment cannot fix today: main takes the key out")
  func keyIsInProcessOnly() throws {
    let binary = LibXML.root.appendingPathComponent(".build/debug/checkrun").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["baseline", "--app", "before", "-o", "/nonexistent/b.json", "--expires", "2001-01-01"]
    process.environment = [CheckRun.todayKey: "2000-01-01"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 2)
    #expect(said.contains("takes a date from today (\(CheckRun.today([:])))"), "\(said)")
  }
}

/// Two checks whose ids differ only in a secret are refused, so one baseline entry cannot
/// accept both (issue 24, second round).
@Suite("Ids that differ only in a secret")
struct RedactedIDTests {
  @Test("the second check whose id differs from another's only in a secret is not understood, at its line")
  func collision() throws {
    let scratch = Scratch("redacted-id")
    let check = try scratch.write(
      Array(
        """
        Check: leak 4929 1234 5678 9012
        Profile: Touch
        Task: fill 3 fields
        Expected: the sign-in screen says what happened

        Check: leak secret-cvv-739
        Profile: Touch
        Task: fill 3 fields
        Expected: the sign-in screen says what happened
        """.utf8), named: "a.check")
    let out = Invocation(["--report", scratch.path("r"), check])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains(
        "\(check):6:1: error: id 'leak-[redacted]' (a secret taken out, as reports and baselines write it) is already the id of the check at \(check):1:1"
      ), "\(out.stderr)")
    #expect(RedactionTests.secrets(in: out.stdout + out.stderr).isEmpty)
  }
}

/// No two checks of a run share an id, so one baseline entry accepts one check (issue 24,
/// second round).
@Suite("Made ids are unique")
struct UniqueIDTests {
  @Test("checks whose made ids repeat one before them get -2, -3; an Id: given is never changed or taken")
  func uniqueIDs() throws {
    let scratch = Scratch("unique-ids")
    let failing =
      "Profile: VoiceOver\nTask: fill 5 fields slowly until the warning appears\nExpected: the warning is announced\n"
    let first = try scratch.write(
      Array(
        "Check: same\n\(failing)\nCheck: same\n\(failing)\nCheck: Same-Thing?\n\(failing)\nCheck: x1\n\(failing)".utf8),
      named: "a.check")
    let second = try scratch.write(
      Array("Check: same thing\n\(failing)\nId: x1\n\(failing)".utf8), named: "b.check")
    let list = Invocation(["--list", first, second])
    let ids = list.stdout.split(separator: "\n").filter { $0.contains(".check:") }.compactMap { line in
      line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
    }
    #expect(ids == ["same", "same-2", "same-thing", "x1-2", "same-thing-2", "x1"], "\(list.stdout)")
    let baseline = try scratch.write(
      Array(#"{"known": [{"id": "same", "reason": "r", "expires": "2099-01-01"}]}"#.utf8), named: "k.json")
    let gated = Invocation(["--app", "before", "--baseline", baseline, "--report", scratch.path("r"), first, second])
    #expect(gated.code == .failed)
    #expect(gated.stdout.contains("1 known failure accepted by the baseline"), "\(gated.stdout)")
  }
}

/// Tags that spell a secret together, and paths that would start a CI command (issue 24,
/// second round).
@Suite("Tags and paths at the start of a line")
struct TagsAndPathsTests {
  @Test("tags that spell a secret together are taken out of results.json, as --list shows them")
  func tags() throws {
    let scratch = Scratch("tags")
    let check = try scratch.write(
      Array(
        "Check: t\nTags: 4929 1234 5678 9012 secret-cvv-739 correct horse battery 42 session\nProfile: Touch\nTask: fill 3 fields\nExpected: the warning is announced\n"
          .utf8), named: "t.check")
    let report = scratch.path("r")
    _ = Invocation(["--app", "before", "--results", "--report", report, check])
    let results = try String(contentsOfFile: "\(report)/results.json", encoding: .utf8)
    #expect(RedactionTests.secrets(in: results).isEmpty)
    #expect(results.contains("\"session\""))
    let list = Invocation(["--list", "--tags", "session", check])
    #expect(list.stdout.contains("tags: [redacted] [redacted] [redacted] session"), "\(list.stdout)")
  }

  @Test("a path that starts with ':' is written with './' before it wherever a line starts with it")
  func colonPaths() {
    let place = SourceLocation(path: "::error title=FORGED::all checks passed", line: 3, column: 7)
    #expect(place.description == "./::error title=FORGED::all checks passed:3:7")
    let line = FailureLines.compiler(FailureLines.Failure(location: place, message: "m"))
    #expect(line.hasPrefix("./::error"))
    #expect(SourceLocation(path: "checks/a.check", line: 1, column: 1).description == "checks/a.check:1:1")
  }
}
