import Foundation
import Harness
import Testing

@testable import CheckrunKit

@Suite("Executor")
struct ExecutorTests {
  @Test("a check the machine stalls keeps the other threads within reach of the hand-over")
  func boundedLookahead() {
    let count = 600
    var executor = BenchCommand.executor(jobs: 2)
    executor.maxAhead = 32
    // Checks rendered, checks handed over, and the most ever rendered but not yet handed over:
    // the parts that wait in memory.
    let counts = Locked((rendered: 0, accepted: 0, waiting: 0))
    executor.run(
      BenchCommand.plan(BenchCommand.suite(count), jobs: 1), stdout: BenchCommand.NullSink(),
      render: { _, _, number in
        // The thread that renders check 3 is stalled, as a shared machine stalls one.
        if number == 3 { usleep(300_000) }
        counts.withLock {
          $0.rendered += 1
          $0.waiting = max($0.waiting, $0.rendered - $0.accepted)
        }
        return number
      },
      accept: { number, _ in
        // The checks after it are handed over slowly, as a busy thread hands them over: the
        // ones finished meanwhile still count against the bound until they are handed over.
        if (3..<40).contains(number) { usleep(1_000) }
        counts.withLock { $0.accepted += 1 }
      })
    let final = counts.withLock { $0 }
    #expect(final.rendered == count && final.accepted == count)
    // At most `maxAhead` claimed past the last check handed over, and then one more batch.
    #expect(final.waiting <= 32 + 16, "\(final.waiting) parts waited at once")
  }
}
