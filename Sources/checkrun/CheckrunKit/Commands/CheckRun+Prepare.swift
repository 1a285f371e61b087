import Foundation
import Harness

/// Preparing a command's work: the app and the checks the options name, loaded and selected.
extension CheckRun {
  /// The checks a command works on, loaded and selected, with the app they run against.
  struct Prepared {
    var app: AppModel
    /// Everything that was loaded, with every problem.
    var loaded: Plan
    /// What the selection kept.
    var plan: Plan
    /// Under `--shard`, the whole selection the slice was cut from.
    var whole: Provenance.Shard.Whole? = nil
    /// The app files the checks' `App:` lines opened, each once, in the order first opened.
    var appFiles: [String] = []
  }

  /// Loads the app and the checks the options name; the exit code when that cannot be done.
  static func prepare(_ options: Options, stderr: some TextSink) -> Result<Prepared, ExitFailure> {
    let named = options.appSource == Options.builtInDefault ? "" : " (\(options.appSource))"
    let app: AppModel
    switch loadApp(options.app, named: named, stderr: stderr) {
    case .success(let loaded): app = loaded
    case .failure(let failure): return .failure(failure)
    }
    var tags: TagExpression?
    if let text = options.tags {
      switch TagExpression.parse(text) {
      case .success(let expression): tags = expression
      case .failure(let problem): return .failure(ExitFailure(fail(problem.message, stderr, hint: true)))
      }
    }
    var profile: ProfileSetting?
    if let name = options.profile {
      switch ProfileNames.parse(Located(name, at: SourceLocation(path: "--profile", line: 1, column: 1))) {
      case .success(let settings) where settings.count == 1: profile = settings[0]
      case .success:
        return .failure(ExitFailure(fail("--profile takes one profile name, such as 'VoiceOver'", stderr, hint: true)))
      case .failure(let list):
        return .failure(ExitFailure(fail(list.diagnostics.first?.message ?? "unknown profile", stderr)))
      }
    }
    let paths = options.checkPaths
    if options.paths.isEmpty, !FileManager.default.fileExists(atPath: options.checksFolder) {
      let place = options.checksFolder == "checks" ? "'checks' folder here" : "checks folder '\(options.checksFolder)'"
      return .failure(
        ExitFailure(
          fail("no \(place); pass the check files or folders to run, or run 'checkrun init'", stderr)))
    }
    // The app files `App:` lines open are inputs of the run, which no output may replace.
    let appFiles = Locked([String]())
    let loadApp = { @Sendable (name: Located<String>) in
      if let path = AppFile.path(named: name) {
        appFiles.withLock { if !$0.contains(path) { $0.append(path) } }
      }
      return AppFile.load(named: name)
    }
    let loaded = Plan.load(paths, resolver: Resolver(defaultApp: app, loadApp: loadApp), jobs: options.jobs)
    let opened = appFiles.withLock { $0 }
    // An app file several checks name has its problems once, at the file's own lines.
    var printed = Set<String>()
    for problem in loaded.diagnostics where printed.insert(problem.description).inserted {
      stderr.write(ConsoleText.diagnostic(problem.description) + "\n")
    }
    // A path named beside others that gave no check is the error it is when named alone:
    // dropped, it would let a gate pass on the other paths' checks.
    if !loaded.emptyPaths.isEmpty, loaded.emptyPaths.count < paths.count {
      let list = loaded.emptyPaths.map { "'\($0)'" }.joined(separator: ", ")
      _ = fail(
        "no checks found in \(list); every path named must hold a check, so nothing was run: add checks to it or leave it out",
        stderr)
      return .failure(ExitFailure(RunVerdict.empty(understood: loaded.diagnostics.isEmpty).exitCode))
    }
    var plan = loaded.selected(filter: options.filter, tags: tags, profile: profile)
    // A slice may be empty; the whole selection it is cut from may not: a shard of nothing
    // is nothing to run, as the whole run is.
    let nothingSelected = plan.isEmpty
    var whole: Provenance.Shard.Whole?
    if let shard = options.shard {
      whole = Provenance.Shard.Whole(of: plan)
      plan = plan.shard(shard.index, of: shard.count)
    }
    let selecting = options.filter != nil || tags != nil || profile != nil
    if plan.isEmpty && loaded.diagnostics.isEmpty && !nothingSelected {
      return .success(Prepared(app: app, loaded: loaded, plan: plan, whole: whole, appFiles: opened))
    }
    if plan.isEmpty && loaded.diagnostics.isEmpty {
      let why =
        selecting
        ? "no check matches the selection" : "no checks found in \(paths.map { "'\($0)'" }.joined(separator: ", "))"
      _ = fail(why, stderr)
      return .failure(ExitFailure(RunVerdict.empty(understood: true).exitCode))
    }
    return .success(Prepared(app: app, loaded: loaded, plan: plan, whole: whole, appFiles: opened))
  }

  /// The built-in app `name`, or the app file at that path; the exit code when it is neither,
  /// with the file's problems printed. `named` says where the name came from, for the message.
  static func loadApp(_ name: String, named: String, stderr: some TextSink) -> Result<AppModel, ExitFailure> {
    if let builtIn = AppModel.builtIn[name.lowercased()] { return .success(builtIn) }
    guard AppFile.looksLikeFile(name) || FileManager.default.fileExists(atPath: name) else {
      return .failure(ExitFailure(fail(unknownApp(name), stderr, hint: true)))
    }
    switch AppFile.load(name) {
    case .success(let loaded): return .success(loaded)
    case .failure(let list):
      for problem in list.diagnostics { stderr.write(ConsoleText.diagnostic(problem.description) + "\n") }
      return .failure(ExitFailure(fail("the app file '\(name)'\(named) could not be used; nothing was run", stderr)))
    }
  }

  /// The message for an app that is neither built in nor a file, with the closest built-in name.
  static func unknownApp(_ name: String) -> String {
    let close = Similarity.closest(to: name, among: AppModel.builtIn.keys.sorted(), cutoff: 0.5)
    return
      "unknown app '\(name)'\(Similarity.suggestion(close)); built-in apps are 'fixed' and 'before', or name an app file (.json)"
  }

  /// An exit code as an error, for `prepare`.
  struct ExitFailure: Error {
    var code: ExitCode

    init(_ code: ExitCode) {
      self.code = code
    }
  }
}
