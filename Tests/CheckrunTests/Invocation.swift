@testable import checkrun

/// What one in-process run of the command gave.
struct Invocation {
  var code: ExitCode
  var stdout: String
  var stderr: String

  /// Runs the command in-process with `arguments`, collecting what it prints.
  init(_ arguments: [String], environment: [String: String] = ["SOURCE_DATE_EPOCH": "1795000000"]) {
    let out = BufferSink()
    let err = BufferSink()
    code = CheckRun.run(arguments, environment: environment, stdout: out, stderr: err)
    stdout = out.text
    stderr = err.text
  }
}
