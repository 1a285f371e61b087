import Foundation
import Harness

/// What the `FILE:LINE` paths of a run pick out of one file: the checks whose blocks hold
/// the lines named, each once and in file order, and only the problems in those blocks.
struct LineSelection {
  /// A line as a `FILE:LINE` path names it: the number, nil when its digits are too many for
  /// one, and the digits as written.
  struct Line: Sendable, Equatable {
    var number: Int?
    var text: String
  }

  var checks: [Check]
  var rejected: [ParsedFile.Rejected]
  /// The file's problems outside any check block that lie in a block picked.
  var problems: [Diagnostic]
  /// The problems inside the blocks picked, and what is wrong with the lines named.
  var diagnostics: [Diagnostic]

  /// The blocks of `parsed` that hold `lines`; a line above a block, between it and the block
  /// before, picks it. A line that is past the end of the file or after the last block, or is
  /// not a line number, picks nothing of the file: it would pick the last check.
  init(_ lines: [Line], in parsed: ParsedFile, path: String) {
    func problem(_ line: Int, _ message: String) -> Diagnostic {
      Diagnostic(.unreadableFile, at: SourceLocation(path: path, line: line, column: 1), message)
    }
    let size = parsed.lineCount.map { ", which has \(Wording.count($0, "line"))" } ?? ""
    var wrong: [Diagnostic] = []
    for line in lines {
      switch line.number {
      case nil: wrong.append(problem(1, "line \(line.text) is past the end of the file\(size)"))
      case 0?: wrong.append(problem(1, "line 0 is not a line number; lines count from 1"))
      case let number? where parsed.lineCount.map({ number > $0 }) ?? false:
        wrong.append(problem(number, "line \(number) is past the end of the file\(size)"))
      default: continue
      }
    }
    guard wrong.isEmpty else {
      (checks, rejected, problems, diagnostics) = ([], [], [], wrong)
      return
    }
    // Where each block starts, in order, and where each check's block ends: a line belongs to
    // the block that holds it; a line between two blocks (a comment or a blank line above a
    // check) belongs to the block after it, never the one before.
    let starts = (parsed.checks.map(\.location.line) + parsed.rejected.map(\.location.line)).sorted()
    var ends: [Int: Int] = [:]
    for check in parsed.checks { ends[check.location.line] = check.lastLine }
    func start(holding line: Int) -> Int? {
      var (low, high) = (0, starts.count)
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] <= line { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else { return starts.first }
      if let end = ends[starts[low - 1]], line > end { return low < starts.count ? starts[low] : nil }
      return starts[low - 1]
    }
    var picked = Set<Int>()
    for line in lines {
      guard let number = line.number else { continue }
      if let start = start(holding: number) {
        picked.insert(start)
      } else if !wrong.contains(where: { $0.location.line == number }) {
        wrong.append(problem(number, "line \(number) is after the last check of the file; name a line of a check"))
      }
    }
    func isPicked(_ line: Int) -> Bool { start(holding: line).map(picked.contains) ?? false }
    checks = parsed.checks.filter { picked.contains($0.location.line) }
    rejected = parsed.rejected.filter { picked.contains($0.location.line) }
    problems = parsed.fileProblems.filter { isPicked($0.location.line) }
    diagnostics = parsed.diagnostics.filter { isPicked($0.location.line) } + wrong
  }

  /// `file.check:12` as the file and the line, when the file exists, the whole path does not,
  /// and what follows the last colon is ASCII digits (too many for a number give a line of nil).
  static func split(_ path: String) -> (file: String, line: Line)? {
    guard let colon = path.lastIndex(of: ":") else { return nil }
    let digits = path[path.index(after: colon)...]
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let file = String(path[..<colon])
    guard !FileManager.default.fileExists(atPath: path), FileManager.default.fileExists(atPath: file) else {
      return nil
    }
    return (file, Line(number: Int(digits), text: String(digits)))
  }
}
