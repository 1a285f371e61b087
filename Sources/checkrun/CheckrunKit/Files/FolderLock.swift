import Foundation

/// A report folder held by one run while it puts its outputs in place: an `flock` on
/// `.checkrun.lock` in the folder. Two runs writing one folder at once then each put a whole
/// set of outputs in place, one after the other, never a mix of both. The lock goes with the
/// process, so a run that is killed holds nothing.
final class FolderLock {
  static let fileName = ".checkrun.lock"
  /// How long a run waits for another to finish with the folder before it gives up, unless
  /// `CHECKRUN_LOCK_WAIT` says otherwise.
  static let defaultWait = 30.0

  /// The wait `CHECKRUN_LOCK_WAIT` asks for, in seconds from 0 to a day; the default otherwise.
  static func wait(_ text: String?) -> Double {
    guard let seconds = text.flatMap(Double.init), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
      return defaultWait
    }
    return seconds
  }

  private var descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    release()
  }

  /// Takes the lock of `folder` (which exists), waiting up to `seconds` for a run that holds it.
  static func acquire(_ folder: String, waiting seconds: Double) throws(AtomicFile.Failure) -> FolderLock {
    let path = "\(folder)/\(fileName)"
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure(
        message: "cannot lock the report folder '\(folder)': \(String(cString: strerror(errno)))")
    }
    let bounded = seconds.isFinite ? min(max(0, seconds), 86_400) : defaultWait
    let deadline = ContinuousClock.now + .milliseconds(Int(bounded * 1000))
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let problem = errno
      guard problem == EWOULDBLOCK || problem == EINTR else {
        close(descriptor)
        throw AtomicFile.Failure(
          message: "cannot lock the report folder '\(folder)': \(String(cString: strerror(problem)))")
      }
      guard ContinuousClock.now < deadline else {
        close(descriptor)
        throw AtomicFile.Failure(
          message:
            "another checkrun is writing the report folder '\(folder)' (it holds '\(path)'); waited \(bounded.formatted()) seconds for it: run again when it is done, or choose another --report"
        )
      }
      usleep(20_000)
    }
    return FolderLock(descriptor: descriptor)
  }

  /// Lets the next run have the folder.
  func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  /// Removes the temporary files that a run no longer alive left in `folder` beside the
  /// outputs `names` (a run killed by SIGKILL or the memory killer removes nothing): their
  /// names carry the pid of the run that made them. Call with the lock held.
  static func removeStale(in folder: String, beside names: Set<String>) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let own = ProcessInfo.processInfo.processIdentifier
    for entry in entries {
      guard let pid = AtomicFile.owner(ofTemporary: entry, beside: names), pid != own, !alive(pid) else { continue }
      unlink("\(folder)/\(entry)")
    }
  }

  /// Removes the `results.json` and `junit.xml` of an earlier run left in `folder` that this
  /// run did not write (`written`, the paths it just put in place), so the folder holds one
  /// run's set: a run without `--results`, or with `--junit` elsewhere, would leave them
  /// beside its own. Only checkrun's own go, known by how they start: a file of that name that
  /// checkrun did not write, or a link, stays. Call with the lock held.
  static func removeEarlierOutputs(in folder: String, besides written: [String]) {
    let kept = Set(written.map(FileIdentity.key))
    let marks = [
      ("results.json", ResultsDocument.marks, 64), ("junit.xml", ["<property name=\"tool\" value=\"checkrun "], 65_536),
    ]
    for (name, mark, length) in marks {
      let path = "\(folder)/\(name)"
      var status = stat()
      guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, !kept.contains(FileIdentity.key(path)),
        let handle = FileHandle(forReadingAtPath: path)
      else { continue }
      let start = (try? handle.read(upToCount: length)) ?? Data()
      try? handle.close()
      let text = String(decoding: start, as: UTF8.self)
      guard mark.contains(where: { name == "results.json" ? text.hasPrefix($0) : text.contains($0) }) else { continue }
      unlink(path)
    }
  }

  /// Whether a process `pid` runs (one of another user's counts).
  private static func alive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

extension Double {
  /// The number as a person writes it: `30`, `0.5`.
  fileprivate func formatted() -> String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
