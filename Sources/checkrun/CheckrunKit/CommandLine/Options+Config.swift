import Harness

extension Options {
  /// Why the configuration file cannot be used: its problems, each at its line and column,
  /// and the line that ends the command.
  struct ConfigProblem: Error {
    var diagnostics: [Diagnostic] = []
    var message: String
  }

  /// Takes every relative path given on the command line, and each default path, from
  /// `folder` rather than from the process's current folder (the same folder, but for
  /// callers that name another).
  mutating func root(at folder: WorkingFolder) {
    guard !folder.prefix.isEmpty else { return }
    paths = paths.map(folder.resolve)
    checksFolder = folder.resolve(checksFolder)
    reportFolder = folder.resolve(reportFolder)
    if AppModel.builtIn[app.lowercased()] == nil { app = folder.resolve(app) }
    junitOption = junitOption.map(folder.resolve)
    baseline = baseline.map(folder.resolve)
    previous = previous.map(folder.resolve)
    output = output.map(folder.resolve)
    for (name, value) in outputs where OptionSpec.row(name, for: command)?.value?.paths != nil {
      outputs[name] = folder.resolve(value)
    }
  }

  /// Reads the configuration file, if the command reads one and `--no-config` is not given:
  /// the file `--config` names, else the nearest `checkrun.json` at or above `folder` (up to
  /// the root); then takes each key the command reads whose option the command line did not
  /// give.
  mutating func configure(in folder: WorkingFolder) -> Result<Void, ConfigProblem> {
    let keys = ConfigFile.keys(readBy: command)
    guard !keys.isEmpty else { return .success(()) }
    if noConfig {
      guard config == nil else {
        return .failure(ConfigProblem(message: "'--config' and '--no-config' cannot be given together"))
      }
      return .success(())
    }
    // Where the file is opened, how messages name it, and what its relative paths take in front.
    let found: (path: String, shown: String, prefix: String)
    if let named = config {
      let inFolder = named.lastIndex(of: "/").map { String(named[...$0]) } ?? ""
      found = (folder.resolve(named), named, folder.resolve(inFolder))
    } else {
      switch folder.nearestConfig() {
      case .failure(let problem): return .failure(ConfigProblem(message: problem.message))
      case .success(nil): return .success(())
      case .success(let nearest?):
        found = (
          nearest.path, String(repeating: "../", count: nearest.levels) + ConfigFile.name,
          folder.prefix(above: nearest.levels)
        )
      }
    }
    switch ConfigFile.load(found.path, shownAs: found.shown) {
    case .success(let file):
      configFile = found.path
      adopt(file, keys: keys, shownAs: found.shown, prefix: found.prefix)
      return .success(())
    case .failure(let list):
      return .failure(
        ConfigProblem(
          diagnostics: list.diagnostics,
          message: "the configuration file '\(found.shown)' could not be used; nothing was run"))
    }
  }

  /// Takes the file's settings that the command reads and the command line did not give;
  /// its paths start at its folder (`prefix`), and so do the default checks and report folders.
  private mutating func adopt(_ file: ConfigFile, keys: Set<ConfigFile.Key>, shownAs shown: String, prefix: String) {
    func here(_ path: String) -> String { path.hasPrefix("/") ? path : prefix + path }
    func taken(_ key: ConfigFile.Key) -> Bool { keys.contains(key) && !given.contains(key.option) }
    if keys.contains(.paths) {
      checksFolder = here("checks")
      if paths.isEmpty, let listed = file.paths { paths = listed.map(here) }
    }
    if taken(.app), let name = file.app {
      app = AppModel.builtIn[name.lowercased()] != nil ? name : here(name)
      appSource = shown
    }
    if taken(.report) { reportFolder = here(file.report ?? "reports") }
    if taken(.junit), let path = file.junit { junitOption = here(path) }
    if taken(.baseline), let path = file.baseline { baseline = here(path) }
    if taken(.junitDialect), let chosen = file.dialect { dialect = chosen }
    if taken(.jobs), let count = file.jobs { jobs = count }
  }
}
