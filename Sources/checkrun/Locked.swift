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
