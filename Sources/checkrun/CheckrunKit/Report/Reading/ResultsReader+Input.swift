import Foundation
import Harness

extension ResultsReader {
  /// The run recorded at `input`, a `results.json` or the report folder holding one, for
  /// `command` (`diff`, and `--previous` of a run), with the path of the file read; or why it
  /// cannot be read, with that path:
  /// missing, not a results file, of a schema or version this checkrun does not read, or
  /// larger than `limit` bytes.
  static func run(
    at input: String, for command: Options.Command, limit: Int = MergeCommand.Limits().results
  ) -> Result<(path: String, report: RunReport), Options.Problem> {
    func problem(_ message: String) -> Result<(path: String, report: RunReport), Options.Problem> {
      .failure(Options.Problem(message: message))
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
      return problem("'\(input)': no such file or folder; give a run's results.json or the report folder holding it")
    }
    let path = isFolder.boolValue ? "\(input)/results.json" : input
    guard !isFolder.boolValue || FileManager.default.fileExists(atPath: path) else {
      return problem(
        "'\(path)' is missing: a run writes results.json into its report folder with '--results' (or '--shard')")
    }
    let data: [UInt8]
    do {
      data = try BoundedFile.contents(
        path, limit: limit, what: "results file", advice: "no run of checkrun writes one that large")
    } catch {
      return problem("'\(path)': \(error.reason)")
    }
    return read(data, path: path, for: command).map { (path, $0) }
  }
}
