import Harness

extension Plan {
  /// Gives each check whose id is made from its name (or its profile and task) and repeats an
  /// id before it in the run the id with `-2`, `-3` and on after it, as its name gets `(2)`:
  /// a baseline and a merge know a check by its id, so two checks of one id (`same` twice,
  /// `same thing` and `Same-Thing?`, `Check: x1` beside another file's `Id: x1`) would be one
  /// check to them, and one entry would accept both. An `Id:` a check gives is never changed
  /// (two of those are refused by `refuseRepeatedIDs`), and a made id never takes one.
  static func makeIDsUnique(in suites: inout [Suite]) {
    var taken = Set<String>()
    for suite in suites {
      for entry in suite.entries {
        if case .runnable(let runnable) = entry.outcome, let id = runnable.source.id { taken.insert(id.value) }
      }
    }
    // For each id made more than once, the number its next copy tries first.
    var next: [String: Int] = [:]
    for suite in suites.indices {
      for index in suites[suite].entries.indices {
        let entry = suites[suite].entries[index]
        guard case .runnable(var runnable) = entry.outcome, runnable.source.id == nil else { continue }
        let made = runnable.source.stableID
        guard !taken.insert(made).inserted else { continue }
        var number = next[made] ?? 2
        var candidate = "\(made)-\(number)"
        while !taken.insert(candidate).inserted {
          number += 1
          candidate = "\(made)-\(number)"
        }
        next[made] = number + 1
        runnable.source.id = Located(candidate, at: runnable.source.location)
        suites[suite].entries[index] = Entry(
          name: entry.name, classname: entry.classname, location: entry.location, outcome: .runnable(runnable))
      }
    }
  }

  /// Takes secrets out of each check's tags as they read joined, as `--list` shows them:
  /// `Tags: 4929 1234 5678 9012` is four tags, none a secret alone, that every output would
  /// otherwise write one by one (`results.json`). Selection by tag is done on the plan this
  /// gives, so a tag that was part of a secret selects nothing.
  static func redactTags(in suites: inout [Suite]) {
    for suite in suites.indices {
      for index in suites[suite].entries.indices {
        let entry = suites[suite].entries[index]
        guard case .runnable(var runnable) = entry.outcome, let first = runnable.source.tags.first else { continue }
        let joined = runnable.source.tags.map(\.value).joined(separator: " ")
        let clear = Redaction.apply(joined)
        guard clear != joined else { continue }
        runnable.source.tags = clear.split(separator: " ").map { Located(String($0), at: first.location) }
        suites[suite].entries[index] = Entry(
          name: entry.name, classname: entry.classname, location: entry.location, outcome: .runnable(runnable))
      }
    }
  }
}
