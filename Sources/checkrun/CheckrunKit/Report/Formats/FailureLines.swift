import Foundation
import Harness

/// A blocking failure, or an expectation that cannot be judged, as one line where editors and CI look: `path:line:col: error: message`,
/// as compilers print it, or under GitHub Actions an `::error file=…,line=…,col=…,title=…::`
/// workflow command. Pure: the executor decides which and writes them to standard error.
enum FailureLines {
  /// One failed expectation or task step: where it is written and what went wrong.
  struct Failure: Sendable, Equatable {
    var location: SourceLocation
    var message: String
  }

  /// GitHub shows at most this many error annotations a step; the rest get compiler lines.
  static let annotationLimit = 10

  /// Every failure of a check that blocks, in the order its block shows them: the task step
  /// that could not be done, then each expectation that failed or cannot be judged (its
  /// message after `cannot be judged: `; it blocks the gate as a failure does, so it is an
  /// `error:` too). None for a check that passed, is not understood or is a known failure of
  /// the baseline.
  static func failures(of item: borrowing RunReport.Case) -> [Failure] {
    guard item.isBlockingFailure || item.cannotBeJudged, case .ran(let result) = item.outcome else { return [] }
    var found: [Failure] = []
    if let step = result.failedStep {
      let why = step.failure.map { $0.isEmpty ? "" : ": \($0)" } ?? ""
      found.append(
        Failure(location: step.step.location, message: "task step '\(step.step.text)' could not be done\(why)"))
    }
    for outcome in result.expectationsNotPassed {
      let prefix = outcome.judgement == .cannotBeJudged ? "cannot be judged: " : ""
      found.append(Failure(location: outcome.expectation.location, message: prefix + outcome.message))
    }
    return found
  }

  /// `path:line:col: error: message` and a line feed: the message on one line, made safe for a
  /// terminal and its secrets taken out.
  static func compiler(_ failure: Failure) -> String {
    let place = ConsoleText.safe(failure.location.description)
    return String.joined(oneLine(place), ": error: ", oneLine(ConsoleText.safe(failure.message)), "\n")
  }

  /// `::error file=…,line=…,col=…,title=…::message` and a line feed, escaped as GitHub reads
  /// workflow commands; `title`, the check's name.
  static func annotation(_ failure: Failure, title: String) -> String {
    let location = failure.location
    return String.joined(
      "::error file=", property(ConsoleText.safe(location.path)), ",line=", String(location.line), ",col=",
      String(location.column), ",title=", property(ConsoleText.safe(title)), "::",
      data(ConsoleText.safe(failure.message)), "\n")
  }

  /// The one line after the annotations when there were more failures than GitHub shows.
  static func notAnnotated(_ count: Int) -> String {
    let more = count == 1 ? "1 more failure is" : "\(count) more failures are"
    return
      "::notice title=checkrun::\(more) not annotated (GitHub shows \(annotationLimit) error annotations a step); each has its path:line:col line in the log\n"
  }

  /// A workflow command's message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) else { return text }
    var out = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// A workflow command's property value: as its message, and `:` and `,` escaped too.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  /// `text` with its line breaks and tabs as spaces, so one failure is one line.
  private static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }))
  }
}
