import Foundation
import Harness

/// What a run was made of: enough for an auditor to know what the verdict is about.
struct Provenance: Sendable, Codable, Equatable {
  /// One behaviour of the app, as an app file would set it.
  struct Setting: Sendable, Codable, Equatable {
    var key: String
    var value: String
  }

  /// A check file and the SHA-256 of its bytes.
  struct FileHash: Sendable, Codable, Equatable {
    var path: String
    var sha256: String
    /// The path as merge compares it (`FileIdentity.comparable`): however the run spelt
    /// it, relative to the run's folder when inside it. Nil in earlier results, which merge
    /// compares by `path` with `.` and `..` taken out.
    var normalizedPath: String? = nil

    /// What merge knows the file by.
    var comparable: String { normalizedPath ?? FileIdentity.lexical(path) }
  }

  /// An app that checks named on their `App:` line, other than the run's own: what a
  /// release sign-off must see beside the run's app when they ran against it.
  struct OtherApp: Sendable, Codable, Equatable {
    var name: String
    /// SHA-256 of its settings, as `appHash` is of the run's app.
    var sha256: String
    /// How many checks ran against it.
    var checks: Int
    /// The app file as the first `App:` line naming it gives it; nil for a built-in app, and
    /// in results of a checkrun before results.json version 4.
    var file: String? = nil
    /// Every behaviour of the app, as `appSettings` has the run's; nil in results of a
    /// checkrun before results.json version 4, which recorded the hash alone.
    var settings: [Setting]? = nil
  }

  var tool: String
  var appName: String
  /// The app file the run's app came from (`--app FILE.json`, as given); nil for a built-in
  /// app, and in results of a checkrun before it was recorded.
  var appFile: String? = nil
  /// Every behaviour of the app, in a fixed order.
  var appSettings: [Setting]
  /// SHA-256 of the app settings as `key = value` lines.
  var appHash: String
  /// The apps checks ran against by their `App:` lines besides the run's app, first named
  /// first; nil when every check ran against the run's app.
  var otherApps: [OtherApp]? = nil
  /// How many checks ran against the run's app, when some ran against others.
  var appChecks: Int? = nil
  var files: [FileHash]
  /// The git commit of the working folder, when it is a git checkout.
  var gitRevision: String?
  /// When the run started, `YYYY-MM-DDTHH:MM:SS` in UTC (`SOURCE_DATE_EPOCH` when set).
  var time: String
  /// Which slice of the suite the run was (`--shard K/N`), when it was one: `merge` asks for
  /// every slice. Left out of `results.json` for a whole run.
  var shard: Shard?
  /// What the run was asked to run: the paths and the selection's options, as given; nil in
  /// results of a checkrun before it was recorded.
  var selection: Selection? = nil

  /// The paths a run was given (or `checks`, when none) and its `--filter`, `--tags` and
  /// `--profile`.
  struct Selection: Sendable, Codable, Equatable {
    var paths: [String]
    var filter: String?
    var tags: String?
    var profile: String?
  }

  /// The K-th of N slices of a suite.
  struct Shard: Sendable, Codable, Equatable, CustomStringConvertible {
    var index: Int
    var count: Int
    /// The whole selection the slice was cut from; nil in the results of checkrun before it
    /// was recorded, which merge reads as it did then.
    var whole: Whole?

    var description: String { "\(index)/\(count)" }

    /// The whole selection (before slicing): how many checks it holds and the SHA-256 of
    /// their sorted shard keys (`Plan.shardKey`), one a line. Every shard of one run
    /// records the same; merge refuses shards that differ, or that hold another number.
    struct Whole: Sendable, Codable, Equatable {
      var checks: Int
      var sha256: String

      init(of plan: Plan) {
        let keys = plan.entries.map(Plan.shardKey).sorted()
        checks = keys.count
        sha256 = SHA256.hex(Array(keys.joined(separator: "\n").utf8))
      }
    }
  }

  init(tool: String, app: AppModel, files: [FileHash], gitRevision: String?, time: String) {
    self.tool = tool
    appName = app.name
    appSettings = AppSettings.describe(app).map { Setting(key: $0.key, value: $0.value) }
    appHash = Provenance.hash(of: appSettings)
    self.files = files
    self.gitRevision = gitRevision
    self.time = time
  }

  /// SHA-256 of an app's settings as `key = value` lines.
  static func hash(of settings: [Setting]) -> String {
    SHA256.hex(Array(settings.map { "\($0.key) = \($0.value)\n" }.joined().utf8))
  }

  /// The apps other than `app` that the runnable checks of `suites` name on their `App:`
  /// lines, with how many ran against each, and how many ran against `app`; nil when none
  /// names another.
  static func otherApps(in suites: [Plan.Suite], besides app: AppModel) -> (apps: [OtherApp], own: Int)? {
    let apps = apps(in: suites, besides: app)
    return apps.others.isEmpty ? nil : (apps.others, apps.own)
  }

  /// The apps other than `app` that the runnable checks of `suites` name on their `App:`
  /// lines, first named first, with how many ran against each and how many against `app`;
  /// and for each entry of the plan, in order, the app it runs against: 0 for `app` (and for
  /// an entry that does not run), K for the K-th of `others`. Only checks with an `App:` line
  /// are compared, so a large suite of checks without one costs a look at each.
  static func apps(in suites: [Plan.Suite], besides app: AppModel) -> (others: [OtherApp], own: Int, of: [Int]) {
    var others: [(app: AppModel, record: OtherApp)] = []
    var (own, of) = (0, [Int]())
    for suite in suites {
      for entry in suite.entries {
        guard case .runnable(let check) = entry.outcome else {
          of.append(0)
          continue
        }
        guard let line = check.source.app, check.app != app else {
          own += 1
          of.append(0)
          continue
        }
        if let index = others.firstIndex(where: { $0.app.name == check.app.name && $0.app == check.app }) {
          others[index].record.checks += 1
          of.append(index + 1)
        } else {
          let settings = AppSettings.describe(check.app).map { Setting(key: $0.key, value: $0.value) }
          let file = AppModel.builtIn[line.value.lowercased()] == nil ? line.value : nil
          let record = OtherApp(
            name: check.app.name, sha256: hash(of: settings), checks: 1, file: file, settings: settings)
          others.append((check.app, record))
          of.append(others.count)
        }
      }
    }
    return (others.map(\.record), own, of)
  }

  /// The apps the checks ran against, for a headline: `app 'fixed'`, or with others `app
  /// 'fixed' (40 checks) and 'carers' (12 checks)`; each name made safe by `quote`. Past
  /// `limit` apps the rest are counted: `'a' (1 check), 'b' (1 check) and 98 more apps (98 checks)`.
  func apps(limit: Int = .max, quote: (String) -> String) -> String {
    guard let otherApps, let appChecks else { return "app \(quote(appName))" }
    let named = [(appName, appChecks)].filter { $0.1 > 0 } + otherApps.map { ($0.name, $0.checks) }
    var list = named.prefix(limit).map { "\(quote($0.0)) (\(Wording.count($0.1, "check")))" }
    if named.count > limit {
      let rest = named.dropFirst(limit)
      list.append(
        "\(rest.count) more \(rest.count == 1 ? "app" : "apps") (\(Wording.count(rest.reduce(0) { $0 + $1.1 }, "check")))"
      )
    }
    let joined = list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " and " + list[list.count - 1]
    return (named.count == 1 ? "app " : "apps ") + joined
  }

  /// The commit the current folder's git checkout is at, read from `.git` without running git.
  static func gitRevision(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
    var url = URL(fileURLWithPath: folder)
    for _ in 0..<32 {
      let git = url.appendingPathComponent(".git")
      if let head = try? String(contentsOf: git.appendingPathComponent("HEAD"), encoding: .utf8) {
        let line = head.trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("ref: ") else { return line.isEmpty ? nil : line }
        let ref = String(line.dropFirst(5))
        if let commit = try? String(contentsOf: git.appendingPathComponent(ref), encoding: .utf8) {
          return commit.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let packed = (try? String(contentsOf: git.appendingPathComponent("packed-refs"), encoding: .utf8)) ?? ""
        return packed.split(separator: "\n").first { $0.hasSuffix(" \(ref)") }.map { String($0.prefix(40)) }
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { break }
      url = parent
    }
    return nil
  }
}
