/// Reads check blocks out of text and reports every problem it finds, without stopping at the first.
///
/// A `.check` file is read strictly: every line must belong to a block. Any other document
/// (a pattern write-up in prose) is scanned: blocks start at `Profile:` and the prose around
/// them is ignored, so a document's own "Check" section runs as it stands.
public struct Parser: Sendable {
  /// How strictly lines outside blocks are read.
  public enum Mode: Sendable, Hashable {
    /// Every line belongs to a block, is a comment, or is blank.
    case checkFile
    /// Lines outside blocks are prose and ignored.
    case document
  }

  public var mode: Mode

  public init(mode: Mode) {
    self.mode = mode
  }

  /// The mode a file gets from its name: `.check` files are strict, anything else is a document.
  public static func mode(forPath path: String) -> Mode {
    path.lowercased().hasSuffix(".check") ? .checkFile : .document
  }

  /// The lines of `text`, split by characters at every kind of line end: the slow way, for
  /// text whose lines do not all end in LF (a lone CR, U+2028, U+2029, U+0085).
  static func lines(of text: Substring) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  /// Whether a byte of `word` is below `limit` (at most 128): a byte below 14 is 0x0D, a
  /// carriage return, or less; a byte below 1 is zero.
  @inline(__always)
  static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
    (word &- UInt64(limit) &* 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
  }

  /// Where each line of `text` starts and ends in its UTF-8 (a CR before an LF left out),
  /// when every line ends in LF: nearly every file. Nil when another line end is used.
  static func byteLines(of text: Substring) -> [Range<Int>]? {
    var bytes = text
    return bytes.withUTF8 { buffer -> [Range<Int>]? in
      var lines: [Range<Int>] = []
      lines.reserveCapacity(buffer.count / 32 + 1)
      var start = 0
      // A line end other than LF or CR LF: a lone CR, a vertical tab or a form feed.
      var sawOtherEnd = false
      var sawLead = false
      func look(at index: Int) {
        let byte = buffer[index]
        guard byte <= 0x0D || byte == 0xC2 || byte == 0xE2 else { return }
        switch byte {
        case 0x0A:
          lines.append(start..<(index > start && buffer[index - 1] == 0x0D ? index - 1 : index))
          start = index + 1
        case 0x0D: if index + 1 == buffer.count || buffer[index + 1] != 0x0A { sawOtherEnd = true }
        case 0x0B, 0x0C: sawOtherEnd = true
        // U+2028 and U+2029 are E2 80 A8/A9 in UTF-8, U+0085 is C2 85: their lead bytes.
        case 0xE2, 0xC2: sawLead = true
        default: return
        }
      }
      // One pass, eight bytes at a time: a word with no byte of interest (the usual case) is
      // passed over after a few operations on all eight at once.
      var index = 0
      if let base = UnsafeRawPointer(buffer.baseAddress) {
        while index + 8 <= buffer.count {
          let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          if Parser.hasByte(below: 14, in: word) || Parser.hasByte(below: 1, in: word ^ 0xC2C2_C2C2_C2C2_C2C2)
            || Parser.hasByte(below: 1, in: word ^ 0xE2E2_E2E2_E2E2_E2E2)
          {
            for offset in 0..<8 { look(at: index + offset) }
          }
          index += 8
        }
      }
      while index < buffer.count {
        look(at: index)
        index += 1
      }
      if sawOtherEnd { return nil }
      if sawLead, text.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" }) {
        return nil
      }
      lines.append(start..<(buffer.count > start && buffer[buffer.count - 1] == 0x0D ? buffer.count - 1 : buffer.count))
      return lines
    }
  }

  /// Parses `text` read from `path` into checks and diagnostics.
  public func parse(_ text: String, path: String) -> ParsedFile {
    let input = read(text, path: path, pieces: 1)
    return parse(input, piece: 0)
  }

  /// A file's lines, read once, cut where the parse can be split: each piece parses alone to
  /// what it contributes to the whole, so the pieces can be parsed at once on several threads
  /// and joined (`joined`). Only a check file is cut, and only before a `Check:` line that
  /// starts a new check after a blank line, with nothing waiting for a `Profile:` before it.
  public struct Input: Sendable {
    let path: String
    let lines: [Line]
    /// For each line, whether a header key there would belong to a `Profile:` that follows
    /// it (`Parser.headersStartingBlocks`).
    let startsBlock: [Bool]
    /// The pieces, as ranges of `lines`, in order.
    public let pieces: [Range<Int>]
    /// How many lines an editor shows: `lines`, less the empty one after a last line end.
    var lineCount = 0
  }

  /// Reads `text` into lines, cut into at most `pieces` pieces of about equal size. The lines
  /// are classified in `pieces` runs through `eachRun`, which calls `body(index)` once for
  /// each index below `count`: a caller may make the runs on several threads; by default they
  /// are made one after the other. Each run writes its own lines into the one array.
  public func read(
    _ text: String, path: String, pieces wanted: Int,
    eachRun: (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void = { count, body in
      for run in 0..<count { body(run) }
    }
  ) -> Input {
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    let byteLines = Parser.byteLines(of: body)
    let raw = byteLines == nil ? Parser.lines(of: body) : []
    let count = byteLines?.count ?? raw.count
    let runs = max(1, min(wanted, count / 1024))
    let source = body
    let lines = [Line](unsafeUninitializedCapacity: count) { buffer, initialized in
      let target = LineSlots(buffer)
      eachRun(runs) { run in
        let indices = (count * run / runs)..<(count * (run + 1) / runs)
        guard let ranges = byteLines else {
          for index in indices { target.put(Line.read(number: index + 1, raw: raw[index]), at: index) }
          return
        }
        var text = source
        text.withUTF8 { bytes in
          for index in indices {
            target.put(
              Line.read(number: index + 1, bytes: UnsafeBufferPointer(rebasing: bytes[ranges[index]])), at: index)
          }
        }
      }
      initialized = count
    }
    let startsBlock = Parser.headersStartingBlocks(lines)
    let lineCount = body.isEmpty ? 0 : count - (body.last?.isNewline == true ? 1 : 0)
    guard mode == .checkFile, wanted > 1, lines.count >= 2 * wanted else {
      return Input(
        path: path, lines: lines, startsBlock: startsBlock, pieces: [0..<lines.count], lineCount: lineCount)
    }
    let cutHere = Parser.pieceStarts(lines, startsBlock: startsBlock)
    var cuts: [Int] = [0]
    for part in 1..<wanted {
      var index = max(cuts[cuts.count - 1] + 1, lines.count * part / wanted)
      while index < lines.count, !cutHere[index] { index += 1 }
      if index < lines.count { cuts.append(index) }
    }
    cuts.append(lines.count)
    return Input(
      path: path, lines: lines, startsBlock: startsBlock, pieces: zip(cuts, cuts.dropFirst()).map { $0..<$1 },
      lineCount: lineCount)
  }

  /// For each line, whether a header key there belongs to a `Profile:` that follows it rather
  /// than to the block open before it: past blank lines, comments, indented lines and other
  /// header keys, a `Profile:` comes before any other key or text. Worked out once, from the
  /// last line back: asked line by line, each header key of a run of them looked through the
  /// whole run, which cost the square of its length.
  static func headersStartingBlocks(_ lines: [Line]) -> [Bool] {
    var result = [Bool](repeating: false, count: lines.count)
    // Whether the lines from `index + 1` on reach a `Profile:` first.
    var reaches = false
    for index in lines.indices.reversed() {
      result[index] = reaches
      switch lines[index].kind {
      case .blank, .comment: break
      case .text: if lines[index].indent == 0 { reaches = false }
      case .key(let key, _, _):
        if key == .profile {
          reaches = true
        } else if !key.isHeader {
          reaches = false
        }
      }
    }
    return result
  }

  /// For each line, whether a piece can start there: a `Check:` line at the margin after a
  /// blank line, that starts the next check (a `Profile:` follows it), with no header key
  /// waiting for a `Profile:` since the last one. Parsing up to there, then from there, gives
  /// what parsing the whole gives: the open check is finished there either way, and nothing
  /// else is open.
  static func pieceStarts(_ lines: [Line], startsBlock: [Bool]) -> [Bool] {
    var result = [Bool](repeating: false, count: lines.count)
    // Whether the last key that settles it, before the line, was a `Profile:` (nothing is
    // waiting) rather than a header key of a block still to come.
    var settled = false
    for index in lines.indices {
      if index > 0, case .blank = lines[index - 1].kind, lines[index].indent == 0,
        case .key(.check, _, _) = lines[index].kind
      {
        result[index] = startsBlock[index] && settled
      }
      guard case .key(let key, _, _) = lines[index].kind else { continue }
      if key == .profile {
        settled = true
      } else if key.isHeader, startsBlock[index] {
        settled = false
      }
    }
    return result
  }

  /// Parses one piece of `input`.
  public func parse(_ input: Input, piece: Int) -> ParsedFile {
    var state = ParserState(path: input.path, mode: mode, lines: input.lines, startsBlock: input.startsBlock)
    state.run(input.pieces[piece])
    var parsed = ParsedFile(
      path: input.path, checks: state.checks, diagnostics: state.diagnostics, rejected: state.rejected,
      fileProblems: state.fileProblems)
    parsed.lineCount = input.lineCount
    return parsed
  }

  /// The pieces of one file, parsed, as one. The first piece's checks are kept where they
  /// are and the others' added after them, rather than every check copied into a new array.
  public static func joined(_ parts: consuming [ParsedFile], path: String) -> ParsedFile {
    guard !parts.isEmpty else { return ParsedFile(path: path, checks: [], diagnostics: []) }
    var whole = parts.removeFirst()
    whole.path = path
    whole.checks.reserveCapacity(whole.checks.count + parts.reduce(0) { $0 + $1.checks.count })
    for part in parts {
      whole.checks += part.checks
      whole.diagnostics += part.diagnostics
      whole.rejected += part.rejected
      whole.fileProblems += part.fileProblems
    }
    return whole
  }
}

/// The slots of the lines array, written by several runs at once, each at its own indices.
private struct LineSlots: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Line>

  init(_ buffer: UnsafeMutableBufferPointer<Line>) {
    self.buffer = buffer
  }

  func put(_ line: Line, at index: Int) {
    // swift-format-ignore: NeverForceUnwrap
    (buffer.baseAddress! + index).initialize(to: line)
  }
}
