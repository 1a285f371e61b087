import Harness

/// The failure lines on standard error: each failed expectation or task step a compiler-style
/// line (`FailureLines`), or under GitHub Actions an annotation, up to GitHub's limit and a
/// compiler-style line past it. Written after the console lines they follow
/// (`ConsoleRecorder` flushes them); none when the run has no standard error for them.
final class AnnotationRecorder: Recorder, @unchecked Sendable {
  /// A check's failures, and its name as the annotations' title.
  struct Piece: Sendable {
    var failures: [FailureLines.Failure]
    var title: String
  }

  let github: Bool
  private let stderr: (any TextSink)?
  /// Lines not yet written; how many failures were annotated, and how many were past the limit.
  private var errors = ""
  private var annotated = 0
  private var unannotated = 0

  init(stderr: (any TextSink)?, github: Bool) {
    (self.stderr, self.github) = (stderr, github)
  }

  func piece(for item: borrowing RunReport.Case, _ check: borrowing CheckInRun) -> Piece {
    Piece(failures: stderr == nil ? [] : FailureLines.failures(of: item), title: item.name)
  }

  func record(_ piece: Piece, id: String) {
    for failure in piece.failures {
      if github && annotated < FailureLines.annotationLimit {
        errors += FailureLines.annotation(failure, title: piece.title)
        annotated += 1
      } else {
        errors += FailureLines.compiler(failure)
        if github { unannotated += 1 }
      }
    }
  }

  /// Writes the lines gathered, if the run has a standard error for them.
  func flush() {
    guard !errors.isEmpty else { return }
    stderr?.write(errors)
    errors.removeAll(keepingCapacity: true)
  }

  /// Writes what is left once the last check is taken, with how many failures were past
  /// GitHub's limit.
  func finish() {
    if unannotated > 0 { errors += FailureLines.notAnnotated(unannotated) }
    flush()
  }
}
