import Testing

@testable import Harness

@Suite("Parser")
struct ParserTests {
  static let seedCheck = """
    Profile:   VoiceOver + Larger Text AX3
    Task:      fill the long form slowly until the warning appears
    Expected:  the warning is announced
               "Stay signed in" works
               after expiry, allowed fields are restored after login
    Profile:   Switch Control
    Task:      let a one-time code expire, then recover
    Expected:  "Code expired" is followed by a reachable "Resend code"
               other progress is kept
    """

  func parse(_ text: String, mode: Parser.Mode = .checkFile) -> ParsedFile {
    Parser(mode: mode).parse(text, path: "t.check")
  }

  @Test("a block's table keeps every key's value apart from the others'")
  func keyTableSlots() {
    var table = Line.KeyTable<String>()
    #expect(Line.Key.allCases.allSatisfy { table[$0] == nil })
    for key in Line.Key.allCases { table[key] = key.rawValue }
    #expect(Line.Key.allCases.map { table[$0] } == Line.Key.allCases.map(\.rawValue))
    table[.task, default: ""] += " more"
    table[.profile] = nil
    #expect(table[.task] == "task more")
    #expect(table[.profile] == nil && table[.expected] == "expected" && table[.tags, default: "none"] == "tags")
    // Lists grow in their own slot.
    var lists = Line.KeyTable<[Int]>()
    for (index, key) in Line.Key.allCases.enumerated() {
      lists.append(index, to: key)
      lists.append(index * 10, to: key)
    }
    #expect(Line.Key.allCases.enumerated().allSatisfy { lists[$1] == [$0, $0 * 10] })
  }

  @Test("reads the seed's two checks with their keys, continuations and locations")
  func seedChecks() {
    let file = parse(Self.seedCheck)
    #expect(file.diagnostics.isEmpty)
    #expect(file.checks.count == 2)
    let first = file.checks[0]
    #expect(first.profile.value == "VoiceOver + Larger Text AX3")
    #expect(first.profile.location == SourceLocation(path: "t.check", line: 1, column: 12))
    #expect(first.task.map(\.value) == ["fill the long form slowly until the warning appears"])
    #expect(first.expected.count == 3)
    #expect(first.expected[1].value == "\"Stay signed in\" works")
    #expect(first.expected[1].location == SourceLocation(path: "t.check", line: 4, column: 12))
    #expect(file.checks[1].profile.value == "Switch Control")
    #expect(file.checks[1].expected.map(\.location.line) == [8, 9])
  }

  @Test("finds the blocks in a prose document and ignores the prose around them")
  func documentMode() {
    let text = """
      Timeout Pressure

      Status: ready
      Some prose, with a colon: here.

      Check

      \(Self.seedCheck)

      WCAG mapping

        1. 2.2.1 Timing Adjustable: the user can turn off the limit.
      """
    let file = parse(text, mode: .document)
    #expect(file.diagnostics.isEmpty)
    #expect(file.checks.count == 2)
    #expect(
      file.checks[1].expected.map(\.value) == [
        "\"Code expired\" is followed by a reachable \"Resend code\"", "other progress is kept",
      ])
  }

  @Test("takes header keys before Profile:, case-insensitive keys, comments and CRLF")
  func headersCommentsAndLineEndings() {
    let text =
      "\u{FEFF}# a comment\r\ncheck: named one\r\nID: stable-1\r\nTags: a, b\r\nPROFILE: Touch\r\n"
      + "task: wait 2 minutes\r\n  # comment inside\r\nexpected: no input is lost\r\n"
    let file = parse(text)
    #expect(file.diagnostics.isEmpty)
    let check = file.checks.first
    #expect(check?.name?.value == "named one")
    #expect(check?.stableID == "stable-1")
    #expect(check?.tags.map(\.value) == ["a", "b"])
    #expect(check?.location.line == 2)
  }

  @Test("a Check: line between blocks belongs to the next block")
  func headerStartsNextBlock() {
    let text = """
      Profile: Touch
      Task: wait 1 minute
      Expected: no input is lost
      Check: second
      Profile: VoiceOver
      Task: wait 2 minutes
      Expected: no input is lost
      """
    let file = parse(text)
    #expect(file.diagnostics.isEmpty)
    #expect(file.checks.map(\.name?.value) == [nil, "second"])
    #expect(file.checks[1].location.line == 4)
  }

  @Test("unnamed checks get a stable name and id from profile and task")
  func stableNames() {
    let check = parse(Self.seedCheck).checks[1]
    #expect(check.displayName == "Switch Control: let a one-time code expire, then recover")
    #expect(check.stableID == "switch-control-let-a-one-time-code-expire-then-recover")
  }

  @Test(
    "lines found on the bytes are the lines found by characters; other line ends take the character way",
    arguments: [
      ("a\nb\n", true), ("a\r\nb\r\n\r\n", true), ("", true), ("no end", true), ("é\n€ ü\n", true),
      ("\n\n\n", true), ("a\rb\rc", false), ("a\u{2028}b\n", false), ("a\u{85}b\n", false),
      ("a\u{2029}b", false), ("\r", false),
      // Long enough to be read eight bytes at a time, with line ends at every offset of a word.
      ("Profile: Touch\nTask: wait 2 minutes\n\nExpected: no input is lost\n", true),
      ((1...17).map { String(repeating: "x", count: $0) }.joined(separator: "\n"), true),
      ((1...17).map { String(repeating: "é", count: $0) }.joined(separator: "\r\n") + "\r\n", true),
      ("Expected: \"Stay signed in\" works € 12345678\n", true), ("a long first line\tthen a tab\n", true),
      ("a long first line\u{0B}then a vertical tab\n", false), ("a long first line\u{0C}then a form feed\n", false),
      ("a\rb\nc\n", false), ("a line with CR LF\r\nthen a lone CR\rat last\n", false),
      ("a long line with a lone\rcarriage return", false), ("a long line with a\u{2028}line separator\n", false),
      ("a long line, then a next line\u{85}", false), ("€€€€€€€€€€€€€€€€\u{2029}", false),
    ])
  func byteLines(_ text: String, _ onBytes: Bool) {
    let found = Parser.byteLines(of: Substring(text))
    #expect((found != nil) == onBytes)
    guard let found else { return }
    let bytes = Array(text.utf8)
    let lines = found.map { String(decoding: bytes[$0], as: UTF8.self) }
    #expect(lines == Parser.lines(of: Substring(text)).map(String.init))
  }

  @Test(
    "an id is the name's letters and digits in lower case, each run of anything else one dash",
    arguments: [
      ("Warning: 2 MINUTES before expiry!", "warning-2-minutes-before-expiry"), ("--a--b--", "a-b"), ("", "check"),
      ("!!!", "check"), ("Ünïcode NAME 3", "n-code-name-3"), ("Ａ wide", "wide"), ("tab\there", "tab-here"),
    ])
  func slugs(_ name: String, _ id: String) {
    #expect(Check.slug(name) == id)
  }

  struct Case: Sendable, CustomStringConvertible {
    var text: String
    var kind: Diagnostic.Kind
    var golden: String
    var description: String { kind.rawValue }
  }

  static let diagnosticCases: [Case] = [
    Case(
      text: "Profile: Touch\nTask: wait 1 minute\nExpect: no input is lost\n", kind: .unknownKey,
      golden: "t.check:3:1: error: unknown key 'Expect:'; did you mean 'Expected:'?"),
    Case(
      text: "Profile: Touch\nTask: wait 1 minute\nTask: wait 2 minutes\nExpected: no input is lost\n",
      kind: .duplicateKey,
      golden: "t.check:3:1: error: 'Task:' appears twice in one check; continue the value on indented lines instead"),
    Case(
      text: "Profile: Touch\nTask:\nExpected: no input is lost\n", kind: .emptyValue,
      golden: "t.check:2:6: error: 'Task:' has no value"),
    Case(
      text: "Profile: Touch\nTask: wait 1 minute\nExpected: no input is lost\nwhat is this\n", kind: .strayLine,
      golden:
        "t.check:4:1: error: expected a key such as 'Profile:', 'Task:' or 'Expected:', or an indented continuation line"
    ),
    Case(
      text: "  stray indented line\n", kind: .strayLine,
      golden: "t.check:1:3: error: indented line continues no key; start a check with 'Profile:'"),
    Case(
      text: "Task: wait 1 minute\n", kind: .taskOutsideCheck,
      golden: "t.check:1:1: error: 'Task:' stands outside a check; a check starts with 'Profile:'"),
    Case(
      text: "Check: lonely\n", kind: .headerWithoutProfile,
      golden: "t.check:1:1: error: 'Check:' is not followed by 'Profile:'; every check needs a 'Profile:' line"),
    Case(
      text: "Profile: Touch\nExpected: no input is lost\n", kind: .missingTask,
      golden: "t.check:1:1: error: check has no 'Task:'; add a line such as 'Task: fill the long form'"),
    Case(
      text: "Profile: Touch\nTask: wait 1 minute\n", kind: .missingExpected,
      golden: "t.check:1:1: error: check has no 'Expected:'; add a line such as 'Expected: the warning is announced'"),
  ]

  @Test("every parser diagnostic, word for word", arguments: diagnosticCases)
  func diagnostics(_ item: Case) {
    let file = parse(item.text)
    #expect(file.diagnostics.first?.kind == item.kind)
    #expect(file.diagnostics.first?.description == item.golden)
    if item.kind != .strayLine { #expect(file.checks.isEmpty) }
  }

  @Test("reports every problem in a file, not only the first")
  func keepsGoing() {
    let text = "Profile: Touch\nExpected: x\nProfile: Touch\nTask: y\nBogus: z\n"
    let kinds = parse(text).diagnostics.map(\.kind)
    #expect(kinds == [.missingTask, .unknownKey, .missingExpected])
  }

  @Test("a block that is not a check keeps its name, its place and its own problems; the file keeps the rest")
  func rejectedBlocks() {
    let text = """
      Check: good
      Profile: Touch
      Task: wait 1 minute
      Expected: no input is lost

      Check: no expectation
      Id: x
      Id: y
      Profile: Touch
      Task: wait 1 minute

      stray words
      Profile: VoiceOver
      Expected: no input is lost
      Bogus: key

      Profile: Switch Control
      Task: wait 2 minutes
      Expected: no input is lost
      Expekted: typo
      """
    let file = parse(text)
    #expect(file.checks.map(\.displayName) == ["good", "Switch Control: wait 2 minutes"])
    #expect(file.rejected.map(\.name) == ["no expectation", nil])
    #expect(file.rejected.map(\.location.line) == [6, 13])
    #expect(
      file.rejected.map { $0.diagnostics.map(\.kind) } == [
        [.duplicateKey, .missingExpected], [.unknownKey, .missingTask],
      ])
    // A stray line between blocks, and an unknown key in a check that still runs, are the file's.
    #expect(file.fileProblems.map(\.kind) == [.strayLine, .unknownKey])
    #expect(file.fileProblems.map(\.location.line) == [12, 20])
    #expect(file.diagnostics.count == 6)
    // A block with a profile and a task, and no name, is named as its check would be.
    #expect(parse("Profile: Touch\nTask: wait 1 minute\n").rejected.map(\.name) == ["Touch: wait 1 minute"])
  }

  @Test("an empty file and a file of comments hold no checks and no problems")
  func emptyFiles() {
    #expect(parse("").checks.isEmpty)
    #expect(parse("# only\n   # comments\n\n").diagnostics.isEmpty)
  }

  @Test("a check file parsed in pieces gives what it gives parsed whole")
  func piecesEqualWhole() {
    let fragments = [
      "Check: a", "Profile: Touch", "Task: wait 1 minute", "Expected: no error code is shown", "", "", "Tags: x",
      "Id: y", "  continued", "App: before", "# comment", "Profile: Nobody", "Expected: x", "Check: b", "Task: t",
      "stray text", "Chek: typo", "\tindented", "Check: c",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var cut = 0
    for _ in 0..<1000 {
      var lines: [String] = []
      for _ in 0..<(4 + next(60)) {
        // Whole checks after a blank line make cuts possible; single fragments make trouble.
        if next(3) == 0 {
          lines += ["", "Check: n\(next(5))", "Profile: VoiceOver", "Task: wait 2 minutes", "Expected: x"]
        } else {
          lines.append(fragments[next(fragments.count)])
        }
      }
      let text = lines.joined(separator: "\n")
      let parser = Parser(mode: .checkFile)
      let whole = parser.parse(text, path: "p.check")
      for wanted in 2...5 {
        let input = parser.read(text, path: "p.check", pieces: wanted)
        if input.pieces.count > 1 { cut += 1 }
        let parts = input.pieces.indices.map { parser.parse(input, piece: $0) }
        #expect(Parser.joined(parts, path: "p.check") == whole, "\(wanted) pieces of:\n\(text)")
      }
      // Every problem is the file's or one rejected block's, once.
      let placed = whole.fileProblems + whole.rejected.flatMap(\.diagnostics)
      #expect(placed.map(\.description).sorted() == whole.diagnostics.map(\.description).sorted(), "\(text)")
    }
    // The generator makes files that can be cut, or the comparison would prove nothing.
    #expect(cut > 1000)
  }
}
