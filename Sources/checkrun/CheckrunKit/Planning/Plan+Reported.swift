import Harness

extension Plan {
  /// Makes every check's id one a baseline and a merge can know it by, and its tags safe to
  /// write, in one pass over the run's checks (each pass over 10,000 checks costs a few
  /// milliseconds of the load, on one thread):
  ///
  /// - A check that gives an `Id:` another check gave before it is made an entry not
  ///   understood, with a diagnostic at its `Id:` naming where the first is. Ids compare as
  ///   the baseline compares them, exactly.
  /// - A check whose id is made from its name (or its profile and task) and repeats an id
  ///   before it in the run gets `-2`, `-3` and on after it, as its name gets `(2)`: two
  ///   checks of one id (`same` twice, `same thing` and `Same-Thing?`, `Check: x1` beside
  ///   another file's `Id: x1`) would be one check to a baseline, and one entry would accept
  ///   both. An `Id:` given is never changed, and a made id never takes one.
  /// - Ids are also compared as reports and baseline files write them, secrets taken out:
  ///   a check whose id differs from an earlier one's only in a secret (`leak-4929-…` and
  ///   `leak-secret-cvv-739`) is refused the same way.
  /// - Tags have their secrets taken out as they read joined, as `--list` shows them:
  ///   `Tags: 4929 1234 5678 9012` is four tags, none a secret alone, that `results.json`
  ///   would otherwise write one by one. Selection by tag is done on the plan this gives.
  static func settleIDs(in suites: inout [Suite]) -> [Diagnostic] {
    var ids = UniqueNames(capacity: suites.reduce(0) { $0 + $1.entries.count }) { "\($0)-\($1)" }
    for suite in suites {
      for entry in suite.entries {
        if case .runnable(let runnable) = entry.outcome, let id = runnable.source.id { ids.reserve(id.value) }
      }
    }
    var first: [String: SourceLocation] = [:]
    var written: [String: (id: String, at: SourceLocation)] = [:]
    var found: [Diagnostic] = []
    for suite in suites.indices {
      for index in suites[suite].entries.indices {
        let entry = suites[suite].entries[index]
        guard case .runnable(var runnable) = entry.outcome else { continue }
        var changed = false
        let id: String
        if let given = runnable.source.id {
          if let earlier = first[given.value] {
            let problem = Diagnostic(
              .duplicateID, at: given.location,
              "id '\(given.value)' is already the id of the check at \(earlier.path):\(earlier.line):\(earlier.column); give each check its own id"
            )
            found.append(problem)
            suites[suite].entries[index] = entry.refused(problem, runnable.source)
            continue
          }
          first[given.value] = given.location
          id = given.value
        } else {
          id = ids.take(runnable.source.stableID)
          if id != runnable.source.stableID {
            runnable.source.id = Located(id, at: runnable.source.location)
            changed = true
          }
        }
        if Redaction.mightHold(id) || Redaction.holdsMark(id) {
          let shown = Redaction.apply(id)
          let place = runnable.source.id?.location ?? runnable.source.location
          if let earlier = written[shown], earlier.id != id {
            let problem = Diagnostic(
              .duplicateID, at: place,
              "id '\(shown)' (a secret taken out, as reports and baselines write it) is already the id of the check at \(earlier.at.path):\(earlier.at.line):\(earlier.at.column); give each check an Id: of its own"
            )
            found.append(problem)
            suites[suite].entries[index] = entry.refused(problem, runnable.source)
            continue
          }
          if shown != id || Redaction.holdsMark(id) { written[shown] = (id, place) }
        }
        if let tag = runnable.source.tags.first {
          let joined = runnable.source.tags.map(\.value).joined(separator: " ")
          if Redaction.mightHold(joined) {
            let clear = Redaction.apply(joined)
            if clear != joined {
              runnable.source.tags = clear.split(separator: " ").map { Located(String($0), at: tag.location) }
              changed = true
            }
          }
        }
        if changed {
          suites[suite].entries[index] = Entry(
            name: entry.name, classname: entry.classname, location: entry.location, outcome: .runnable(runnable))
        }
      }
    }
    return found
  }
}

extension Plan.Entry {
  /// This entry made one not understood, for `problem`.
  fileprivate func refused(_ problem: Diagnostic, _ source: Check) -> Plan.Entry {
    Plan.Entry(name: name, classname: classname, location: location, outcome: .invalid([problem], source))
  }
}
