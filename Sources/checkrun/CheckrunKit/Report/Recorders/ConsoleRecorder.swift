import Harness

/// The console (standard output, or standard error with `--format json`; `--color`,
/// `--quiet`, and folded under GitHub Actions): a line for each check, and under one that did
/// not pass what and why (`ConsoleReporter`), gathered and written a batch at a time; on a
/// terminal, a long run shows a live count instead of a line for each passed check. The
/// failure lines (`AnnotationRecorder`) are written after the console lines they follow.
final class ConsoleRecorder: Recorder, @unchecked Sendable {
  /// A check's lines (none when they are not shown), and whether it passed.
  struct Piece: Sendable {
    var lines: String
    var passed: Bool
  }

  let console: ConsoleReporter
  /// Whether the run shows a live count rather than a line for each passed check.
  let live: Bool
  /// `--quiet`: only the checks that did not pass are printed.
  let quiet: Bool
  /// How many checks the run has.
  let count: Int
  private let stdout: any TextSink
  private let failureLines: AnnotationRecorder
  /// How many checks were taken, and how many of them did not pass.
  private var taken = 0
  private var notPassed = 0
  /// Lines not yet written, and when the console was last written to.
  private var text = ""
  private var written = ContinuousClock.now

  /// Console lines are gathered and written this many bytes at a time, or at least this
  /// often: a large run makes a few hundred writes, not one per check.
  static let batch = 1 << 14
  static let interval = Duration.milliseconds(200)

  init(
    _ console: ConsoleReporter, quiet: Bool, count: Int, stdout: any TextSink, failureLines: AnnotationRecorder
  ) {
    (self.console, self.quiet, self.count, self.stdout, self.failureLines) = (
      console, quiet, count, stdout, failureLines
    )
    live = !quiet && stdout.isTerminal && count >= Executor.liveCountFrom
  }

  func piece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> Piece {
    let shown = !(live || quiet) || !item.passed
    return Piece(lines: shown ? console.lines(for: item, words: check.words) : "", passed: item.passed)
  }

  func record(_ piece: Piece, id: String) {
    taken += 1
    if !piece.passed { notPassed += 1 }
    guard live else {
      text += piece.lines
      let now = ContinuousClock.now
      if text.utf8.count >= ConsoleRecorder.batch || now - written >= ConsoleRecorder.interval {
        stdout.write(text)
        text.removeAll(keepingCapacity: true)
        written = now
        failureLines.flush()
      }
      return
    }
    let clear = "\r\u{1B}[K"
    if !piece.passed {
      stdout.write(clear + piece.lines)
      failureLines.flush()
    }
    stdout.write("\(clear)running: \(taken) of \(count), \(notPassed) not passed")
  }

  /// Writes what is left once the last check is taken: the live count cleared, the lines
  /// not yet written.
  func finish() {
    if live { stdout.write("\r\u{1B}[K") }
    stdout.write(text)
    text = ""
  }
}
