/// The parser's working state over one file.
struct ParserState {
  /// The file's path, for locations. Each check gets a copy of its own: every location holds
  /// the path, and a string that checks run on different threads all share would have its
  /// reference count, one memory word, pulled back and forth between the cores.
  var path: String
  let mode: Parser.Mode
  let lines: [Line]
  /// `Parser.headersStartingBlocks(lines)`.
  let startsBlock: [Bool]
  var checks: [Check] = []
  var diagnostics: [Diagnostic] = []
  var rejected: [ParsedFile.Rejected] = []
  /// The problems that belong to no block that is not a check.
  var fileProblems: [Diagnostic] = []
  /// The problems of the block being read (its header keys, or the block once its
  /// `Profile:` came): the block's own if it is not a check, the file's if it is.
  var blockProblems: [Diagnostic] = []
  /// Whether no blank line stands between the line being read and the block's last line: a
  /// problem there is the block's.
  var nextToBlock = false
  /// Header keys seen before a `Profile:` that will start the next block.
  var pending = BlockBuilder()
  /// The open block, once its `Profile:` was read.
  var block: BlockBuilder?
  /// The key whose value indented lines continue; nil when none.
  var continuing: Line.Key?

  init(path: String, mode: Parser.Mode, lines: [Line], startsBlock: [Bool]) {
    self.path = path
    self.mode = mode
    self.lines = lines
    self.startsBlock = startsBlock
  }

  mutating func run() {
    run(lines.indices)
  }

  /// Reads the lines in `range`; the lines after it are only looked at, to see where a header
  /// key belongs.
  mutating func run(_ range: Range<Int>) {
    // Room for every check at once: a `Profile:` line starts each. Grown one doubling at a
    // time, the array would be copied a dozen times, each time into memory not yet touched.
    checks.reserveCapacity(
      lines[range].count {
        if case .key(.profile, _, _) = $0.kind { true } else { false }
      })
    // A blank line ends a check, or will: the locations after it get a new copy of the path.
    var newCheck = true
    for index in range {
      let line = lines[index]
      switch line.kind {
      case .blank:
        newCheck = true
        nextToBlock = false
        continue
      case .comment:
        continue
      case .key(let key, let value, let column):
        if newCheck {
          path = String(decoding: Array(path.utf8), as: UTF8.self)
          newCheck = false
        }
        read(key, value: value, at: location(line, column), lineIndex: index)
      case .text(let text):
        readText(line, text)
      }
    }
    finishBlock()
    // Header keys with no `Profile:` after them make no block: their problems are the file's.
    fileProblems += blockProblems
    blockProblems = []
    nextToBlock = false
    if mode == .checkFile, let first = pending.firstLocation {
      report(
        .headerWithoutProfile, at: first,
        "'\(pending.firstKey?.spelled ?? "Check:")' is not followed by 'Profile:'; every check needs a 'Profile:' line")
    }
  }

  func location(_ line: Line, _ column: Int) -> SourceLocation {
    SourceLocation(path: path, line: line.number, column: column)
  }

  mutating func report(_ kind: Diagnostic.Kind, at location: SourceLocation, _ message: String) {
    let problem = Diagnostic(kind, at: location, message)
    diagnostics.append(problem)
    if nextToBlock && (block != nil || pending.firstLocation != nil) {
      blockProblems.append(problem)
    } else {
      fileProblems.append(problem)
    }
  }

  mutating func read(_ key: Line.Key, value: String, at location: SourceLocation, lineIndex: Int) {
    let keyLocation = SourceLocation(path: path, line: location.line, column: lines[lineIndex].indent + 1)
    let entry = Located(value, at: location)
    switch key {
    case .profile:
      finishBlock()
      nextToBlock = true
      // The keys gathered before `Profile:` start the block: taken, not copied.
      var started = BlockBuilder()
      swap(&started, &pending)
      started.start(at: started.firstLocation ?? keyLocation)
      if let duplicate = started.add(.profile, entry, keyLocation: keyLocation) {
        diagnose(duplicate: duplicate, key: key)
      }
      block = consume started
    case .check, .id, .app, .tags:
      nextToBlock = true
      if block != nil && !startsBlock[lineIndex] {
        if let duplicate = block?.add(key, entry, keyLocation: keyLocation) { diagnose(duplicate: duplicate, key: key) }
      } else {
        finishBlock()
        if let duplicate = pending.add(key, entry, keyLocation: keyLocation) {
          diagnose(duplicate: duplicate, key: key)
        }
      }
    case .task, .expected:
      guard block != nil else {
        continuing = nil
        if mode == .checkFile {
          report(
            .taskOutsideCheck, at: keyLocation,
            "'\(key.spelled)' stands outside a check; a check starts with 'Profile:'")
        }
        return
      }
      nextToBlock = true
      if let duplicate = block?.add(key, entry, keyLocation: keyLocation) { diagnose(duplicate: duplicate, key: key) }
    }
    continuing = key
  }

  mutating func diagnose(duplicate location: SourceLocation, key: Line.Key) {
    let hint =
      key == .task || key == .expected
      ? "; continue the value on indented lines instead" : ""
    report(.duplicateKey, at: location, "'\(key.spelled)' appears twice in one check\(hint)")
  }

  /// Reads `text`, a line that is not a key's: a continuation, or a problem.
  mutating func readText(_ line: Line, _ text: String) {
    let here = location(line, line.indent + 1)
    if line.indent > 0, let key = continuing {
      nextToBlock = true
      guard !key.takesOneLine else {
        // An indented line after `Id: q` was meant to continue the key before it (an
        // `Expected:`), and read as part of the id it was lost: the block is not run.
        if block != nil { block?.refuse() } else { pending.refuse() }
        report(.strayLine, at: here, "'\(key.spelled)' takes one line; an indented line here continues nothing")
        return
      }
      let entry = Located(text, at: here)
      if block != nil {
        block?.continueValue(of: key, with: entry)
      } else {
        pending.continueValue(of: key, with: entry)
      }
      return
    }
    switch mode {
    case .document:
      finishBlock()
      fileProblems += blockProblems
      blockProblems = []
      pending = BlockBuilder()
      continuing = nil
    case .checkFile:
      if let (name, _) = Line.keyLike(text) {
        let known = Line.Key.allCases.map { $0.spelled.dropLast() }.map(String.init)
        let close = Similarity.closest(to: name, among: known, cutoff: 0.5, limit: 1)
        report(.unknownKey, at: here, "unknown key '\(name):'" + Similarity.suggestion(close.map { $0 + ":" }))
      } else if let colon = text.firstIndex(of: ":"), text[..<colon].unicodeScalars.contains(where: Self.isUnseen) {
        // 'Pro\u{200B}file:' reads as a key and is none: the console shows the character.
        report(.unknownKey, at: here, "unknown key '\(text[...colon])': it holds a character that cannot be seen")
      } else if line.indent > 0 {
        report(.strayLine, at: here, "indented line continues no key; start a check with 'Profile:'")
      } else {
        report(
          .strayLine, at: here,
          "expected a key such as 'Profile:', 'Task:' or 'Expected:', or an indented continuation line")
      }
    }
  }

  /// Whether `scalar` shows nothing a reader can tell apart from a space or from nothing.
  static func isUnseen(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    switch scalar.properties.generalCategory {
    case .format, .spaceSeparator: return true
    default: return scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  mutating func finishBlock() {
    // The open block is taken, not copied: it is not needed after it is built.
    var taken: BlockBuilder? = nil
    swap(&taken, &block)
    guard let taken, let start = taken.start else { return }
    let (check, problems) = taken.build()
    continuing = nil
    diagnostics += problems
    defer { blockProblems = [] }
    if let check {
      checks.append(check)
      fileProblems += blockProblems
      return
    }
    rejected.append(
      ParsedFile.Rejected(name: taken.displayName, location: start, diagnostics: blockProblems + problems))
  }
}
