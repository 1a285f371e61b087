import Foundation

@testable import CheckrunKit

/// What one in-process run of the command gave.
struct Invocation {
  var code: ExitCode
  var stdout: String
  var stderr: String

  /// Runs the command in-process with `arguments`, collecting what it prints.
  /// Today's date for every in-process run unless the environment gives another: the day
  /// `SOURCE_DATE_EPOCH` 1795000000 falls on, so the tests' baselines expire as written.
  static let today = "2026-11-18"

  /// `folder` is the working folder (the process's current folder when nil): tests run in
  /// parallel in one process, so each names its own rather than change the process's.
  init(
    _ arguments: [String], environment: [String: String] = ["SOURCE_DATE_EPOCH": "1795000000"],
    folder: String? = nil
  ) {
    let out = BufferSink()
    let err = BufferSink()
    var environment = environment
    if environment[CheckRun.todayKey] == nil { environment[CheckRun.todayKey] = Invocation.today }
    code = CheckRun.run(arguments, environment: environment, folder: folder, stdout: out, stderr: err)
    stdout = out.text
    stderr = err.text
  }
}

/// A fresh folder under the temporary directory for one suite's files, made when first written to.
struct Scratch {
  let url: URL

  init(_ name: String) {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("checkrun-\(name)-\(UUID().uuidString)")
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `bytes` to `name` in the folder; its path.
  func write(_ bytes: [UInt8], named name: String) throws -> String {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let path = path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }
}
