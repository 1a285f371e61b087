import Foundation

/// How `checkrun bench` times its work and writes its figures: each work run in turn with
/// the others, its fastest run the figure, ratios taken turn by turn.
extension BenchCommand {
  /// How many times each figure is measured; the fastest run counts, as the least disturbed
  /// by whatever else the machine is doing.
  static let repeats = 11

  static func seconds(_ work: () -> Void) -> Double {
    withoutActuallyEscaping(work) { work in (try? timings([work]))?.first?.min() ?? .infinity }
  }

  /// What a figure counts.
  enum Measure {
    /// Seconds on the wall clock: work on several threads.
    case wall
    /// Seconds of this thread's processor time: work on one thread, whose cost is then not
    /// raised by the time the machine gives to anything else.
    case threadCPU

    var now: Double {
      var time = timespec()
      clock_gettime(self == .wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
  }

  /// Every time of each piece of work, the pieces run in turn `repeats` times; the folder
  /// `outputs[i]` (when given) is emptied before each timed run of work `i`. A figure is the
  /// best of a work's times. `timed` is told which work was timed, after each timed run.
  static func timings(
    _ works: [() throws -> Void], measure: Measure = .wall, repeats: Int = BenchCommand.repeats,
    outputs: [String?] = [], timed: (Int) -> Void = { _ in }
  ) throws -> [[Double]] {
    var times = [[Double]](repeating: [], count: works.count)
    for _ in 0..<repeats {
      for (index, work) in works.enumerated() {
        // Each is run once untimed first, so it meets the memory and threads it leaves behind
        // itself, whatever ran before it; and the files it wrote go to disk before the timing.
        if works.count > 1 { try work() }
        sync()
        // Then what it wrote goes: the timed run writes into an empty folder, as a CI job on a
        // fresh checkout does. (Writing over a previous report costs more on ext4, which
        // puts a replaced file's bytes on disk at once to keep it whole across a crash.)
        if index < outputs.count, let folder = outputs[index] {
          try? FileManager.default.removeItem(atPath: folder)
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
          sync()
        }
        let start = measure.now
        try work()
        times[index].append(measure.now - start)
        timed(index)
      }
    }
    return times
  }

  /// The middle of the ratios of `numerators` to `denominators` taken turn by turn: the two
  /// were timed in turns, so each turn's ratio has a slow spell of the machine on both sides.
  static func turnRatio(_ numerators: [Double], _ denominators: [Double]) -> Double {
    median(zip(numerators, denominators).map { $0 / $1 })
  }

  /// The middle of `values`.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .infinity }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func line(_ what: String, _ seconds: Double, _ extra: String) -> String {
    "  \(what): \(format(seconds)) s\(extra.isEmpty ? "" : " (\(extra))")\n"
  }

  static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(Int((seconds * 1000).rounded()))
  }
}
