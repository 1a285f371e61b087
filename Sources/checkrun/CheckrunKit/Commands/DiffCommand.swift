import Harness

/// `checkrun diff OLD NEW`: what changed between two runs, check by check (`RunComparison`),
/// as text or, with `--format markdown`, Markdown, on standard output.
///
/// Each of OLD and NEW is a run's `results.json` or the report folder holding one. It reports
/// and does not gate: it exits 0 whenever the runs could be compared, whatever changed, and 2
/// with what is wrong when one cannot be read. It writes no file.
enum DiffCommand {
  static func run(_ options: Options, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    guard options.paths.count == 2 else {
      return CheckRun.fail(
        "diff needs OLD and NEW: two runs' results.json files, or the report folders holding them", stderr)
    }
    var sides: [RunComparison.Side] = []
    for input in options.paths {
      switch ResultsReader.run(at: input, for: .diff) {
      case .success(let run): sides.append(RunComparison.Side(run.path, run.report))
      case .failure(let problem): return CheckRun.fail(problem.message, stderr)
      }
    }
    let comparison = RunComparison(old: sides[0], new: sides[1])
    // A document ends with one line end; in the summary a blank line parts the section from the next.
    stdout.write(options.format == "markdown" ? String(comparison.markdown(level: 2).dropLast()) : comparison.text())
    return .passed
  }
}
