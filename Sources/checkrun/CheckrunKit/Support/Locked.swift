import Foundation

/// A value shared between threads, behind an `NSLock`.
///
/// The standard library's `Mutex` would do, but its futex is invisible to the thread
/// sanitizer, which then reports every access as a race; `NSLock` is a pthread mutex that the
/// sanitizer understands, so the parallel runner can be checked under it. The lock guards
/// every access to `value`, which is what makes the unchecked conformance sound.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// Runs `work` for 0..<count on as many threads, and gives the results in that order.
func inParallel<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
  let results = Locked([Result?](repeating: nil, count: count))
  DispatchQueue.concurrentPerform(iterations: count) { index in
    let result = work(index)
    results.withLock { $0[index] = result }
  }
  return results.withLock { $0.compactMap { $0 } }
}
