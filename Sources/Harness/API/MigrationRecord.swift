/// The verdict and message of every expectation of a set of checks, on `fixed`, `before` and
/// `fixed` with each fault on: the record a change to how expectations are judged is held to
/// (docs/migration.md). A commit keeps the record unchanged, or changes it only where it
/// names the false pass it fixes.
package enum MigrationRecord {
  /// The apps every check is recorded on.
  package static var apps: [AppModel] { [.fixed, .before] + Fault.catalogue.map { $0.applied(to: .fixed) } }

  /// One line for each problem that keeps a check from running, each task step that could
  /// not be done and each expectation, on each app: `PLACE | APP | VERDICT | TEXT | MESSAGE`.
  /// `name` stands for the source's path in every place.
  package static func lines(of source: String, name: String, apps: [AppModel] = apps) -> [String] {
    let parsed = Pipeline().parse(source, path: name)
    var lines = parsed.diagnostics.map { line($0.location, "-", "refused", "", $0.message) }
    var words = FixedWords.Cache()
    for app in apps {
      let pipeline = Pipeline(resolver: Resolver(defaultApp: app))
      for check in parsed.checks {
        switch pipeline.resolve(check) {
        case .failure(let list):
          lines += list.diagnostics.map { line($0.location, app.name, "unresolved", "", $0.message) }
        case .success(let runnable):
          let result = pipeline.run(runnable, words: &words)
          if let step = result.failedStep {
            lines.append(line(step.step.location, app.name, "step failed", step.step.text, step.failure ?? ""))
          }
          for outcome in result.expectations {
            lines.append(
              line(
                outcome.expectation.location, app.name, outcome.judgement.rawValue, outcome.expectation.text,
                outcome.message))
          }
        }
      }
    }
    return lines
  }

  /// One line of the record, on one line whatever its parts hold, with secrets taken out.
  private static func line(
    _ place: SourceLocation, _ app: String, _ verdict: String, _ text: String, _ message: String
  ) -> String {
    let parts = ["\(place)", app, verdict, text, message].map { $0.replacingAll("\n", with: "\\n") }
    return Redaction.apply(String.joined(parts, separator: " | "))
  }
}

extension MigrationRecord {
  /// The record as a fixture's text: a header saying what it is, then one line each.
  package static func text(_ lines: [String], header: String) -> String {
    "# " + header + "\n# Regenerate: CHECKRUN_RECORD=1 swift test --filter MigrationRecord (docs/migration.md)\n"
      + lines.joined(separator: "\n") + "\n"
  }

  /// What differs between the record `expected` (a fixture's text) and `actual`: the number of
  /// lines gone and new, then the first few of each; nil when they are the same.
  package static func difference(expected: String, actual: String, shown: Int = 8) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (oldSet, newSet) = (Set(old), Set(new))
    let gone = old.filter { !newSet.contains($0) }
    let added = new.filter { !oldSet.contains($0) }
    var text =
      "the record changed: \(Wording.count(gone.count, "line")) gone, \(Wording.count(added.count, "line")) new"
    for line in gone.prefix(shown) { text += "\n- " + line }
    for line in added.prefix(shown) { text += "\n+ " + line }
    if gone.isEmpty && added.isEmpty { text += "\n(the same lines in another order or number)" }
    return text
      + "\nIf every change is a false pass this commit names, regenerate: CHECKRUN_RECORD=1 swift test --filter MigrationRecord"
  }
}
