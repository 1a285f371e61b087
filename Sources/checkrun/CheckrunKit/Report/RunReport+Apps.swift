import Harness

extension RunReport {
  /// Finds each check's app among the run's, for results of a checkrun before
  /// `results.json` version 4, which named a check's app in its record and not by a place.
  ///
  /// A check without an `App:` line ran against the run's app. Another is found by name among
  /// the apps the results listed (`otherApps`, since issue 27); an app listed without its
  /// settings gets those of a check's record when they hash to the SHA-256 listed, and none
  /// otherwise (a flow app's record held `fixed`'s behaviours, not its flow). Results that
  /// listed no other app (before issue 27) get one for each app the checks' records name
  /// other than the run's, described from the record, so no check is counted against an
  /// app it did not run against.
  mutating func placeApps() {
    let listed = provenance.otherApps != nil
    var others = provenance.otherApps ?? []
    var own = 0
    var described = Set<Int>()
    for suite in suites.indices {
      for index in suites[suite].cases.indices {
        guard case .ran(let result) = suites[suite].cases[index].outcome else { continue }
        let app = result.check.app
        let settings = {
          AppSettings.describe(app).map { Provenance.Setting(key: $0.key, value: $0.value) }
        }
        guard result.check.source.app != nil else {
          own += 1
          continue
        }
        if let place = others.firstIndex(where: { $0.name == app.name }) {
          suites[suite].cases[index].app = place + 1
          if !listed { others[place].checks += 1 }
          if others[place].settings == nil, described.insert(place).inserted {
            let record = settings()
            if Provenance.hash(of: record) == others[place].sha256 { others[place].settings = record }
          }
          continue
        }
        let record = settings()
        if listed || (app.name == provenance.appName && Provenance.hash(of: record) == provenance.appHash) {
          own += 1
          continue
        }
        others.append(
          Provenance.OtherApp(name: app.name, sha256: Provenance.hash(of: record), checks: 1, settings: record))
        described.insert(others.count - 1)
        suites[suite].cases[index].app = others.count
      }
    }
    guard !others.isEmpty else { return }
    provenance.otherApps = others
    if !listed { provenance.appChecks = own }
  }
}
