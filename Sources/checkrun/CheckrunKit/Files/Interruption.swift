import Dispatch
import Foundation

/// SIGINT and SIGTERM end a run cleanly: no temporary file is left, no report is half-written
/// (reports are only ever renamed into place whole), and the exit code is the conventional
/// 128 + the signal (130 for Ctrl-C, 143 for SIGTERM).
public enum Interruption {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Installs the handlers; call once, before any work.
  public static func install() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        // Outputs being renamed into place are let finish first (`written` is held while they
        // are), so the message says what is so.
        AtomicFile.written.withLock { written in
          AtomicFile.removePending()
          let message = "\n" + notice(signalNumber, written: written) + "\n"
          _ = message.withCString { write(2, $0, strlen($0)) }
          exit(128 + signalNumber)
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// What an interrupted run says: that no report was written, or which outputs were put in
  /// place before the signal came.
  static func notice(_ signalNumber: Int32, written: [String]) -> String {
    let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
    guard !written.isEmpty else { return "checkrun: interrupted by \(name); no report was written" }
    let list = written.map { "'\(ConsoleText.safe($0))'" }.joined(separator: ", ")
    return "checkrun: interrupted by \(name) after the outputs were written: \(list)"
  }
}
