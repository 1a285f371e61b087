import Dispatch
import Foundation

/// SIGINT and SIGTERM end a run cleanly: no temporary file is left, no report is half-written
/// (reports are only ever renamed into place whole), and the exit code is the conventional
/// 128 + the signal (130 for Ctrl-C, 143 for SIGTERM).
enum Interruption {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Installs the handlers; call once, before any work.
  static func install() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        AtomicFile.removePending()
        let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
        let message = "\ncheckrun: interrupted by \(name); no report was written\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(128 + signalNumber)
      }
      source.resume()
      sources.append(source)
    }
  }
}
