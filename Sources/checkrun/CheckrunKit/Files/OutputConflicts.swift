import Foundation
import Harness

/// Refuses a run whose outputs would land on its own inputs or on one another: `--junit
/// a.check a.check` would replace the check file, `--junit r/index.html --report r` would
/// lose the JUnit. Paths are compared as files (`FileIdentity`), not as spelt.
enum OutputConflicts {
  /// A file the run writes, or reads.
  struct File {
    /// How the message names it: `--junit 'a.check'`, `the report page 'r/index.html'`.
    var label: String
    /// What it is, after "is also": `a check file`, `the report page`.
    var role: String
    var path: String
  }

  /// The outputs a run of `options` writes, in the order they are blamed for a clash: the
  /// JUnit file (the one path a user names) first.
  static func outputs(of options: Options) -> [File] {
    [
      File(
        label: options.junitOption.map { "--junit '\($0)'" } ?? "the JUnit file '\(options.junitPath)'",
        role: JUnitRecorder.role, path: options.junitPath)
    ] + report(in: options.reportFolder, options: options.outputs)
  }

  /// The files of every output but JUnit that the report folder `folder` and the outputs'
  /// options `options` ask for (the page, the summary and, with `--results`, the results file).
  static func report(in folder: String, options: [String: String]) -> [File] {
    Recorders.kinds.filter { !($0 is JUnitRecorder.Type) }.compactMap { $0.file(in: folder, options: options) }
  }

  /// The files a run reads: `checkFiles` (every file it read checks from), the app file
  /// `--app` or `checkrun.json` names, the app files the checks' `App:` lines opened
  /// (`appFiles`), the baseline file and the configuration file itself.
  static func inputs(of options: Options, checkFiles: [String], appFiles: [String] = []) -> [File] {
    var files = checkFiles.map { File(label: "'\($0)'", role: "a check file", path: $0) }
    if AppModel.builtIn[options.app.lowercased()] == nil {
      files.append(File(label: "'\(options.app)'", role: "the app file", path: options.app))
    }
    files += appFiles.map { File(label: "'\($0)'", role: "an app file an App: line names", path: $0) }
    if let baseline = options.baseline {
      files.append(File(label: "'\(baseline)'", role: "the baseline file", path: baseline))
    }
    return files + configuration(of: options)
  }

  /// The configuration file the command read, as an input; none when it read none.
  static func configuration(of options: Options) -> [File] {
    options.configFile.map { [File(label: "'\($0)'", role: "the configuration file", path: $0)] } ?? []
  }

  /// Why the outputs cannot be written as asked, or nil. `folders` are the input folders: an
  /// output named `*.check` inside one would be read as a check by the next run, and one in a
  /// folder named `*.check` there (`--report checks/sub.check`) is in a folder that tools,
  /// shell patterns and earlier checkrun take for a check file. `reportFolder` is the
  /// `--report` folder, blamed by its own name when it is one.
  static func problem(outputs: [File], inputs: [File], folders: [String], reportFolder: String? = nil) -> String? {
    if let reportFolder, let named = namedLikeACheck(reportFolder, folders: folders, last: true) {
      let own = named.name == URL(fileURLWithPath: reportFolder).lastPathComponent
      let what = own ? "a folder" : "in '\(named.name)', a folder"
      return
        "--report '\(reportFolder)' is \(what) named like a check file inside the input folder '\(named.folder)'; choose another path"
    }
    let outputKeys = outputs.map { FileIdentity.keys($0.path) }
    for (index, output) in outputs.enumerated() {
      for input in inputs where !outputKeys[index].isDisjoint(with: FileIdentity.keys(input.path)) {
        return "\(output.label) is also \(input.role) of this run; choose another path"
      }
      for other in outputs.indices where other > index && !outputKeys[index].isDisjoint(with: outputKeys[other]) {
        return "\(output.label) is also \(outputs[other].role) of this run; choose another path"
      }
      if let named = namedLikeACheck(output.path, folders: folders, last: false) {
        return
          "\(output.label) is in '\(named.name)', a folder named like a check file inside the input folder '\(named.folder)'; choose another path"
      }
      guard output.path.lowercased().hasSuffix(".check") else { continue }
      let resolved = FileIdentity.resolved(output.path)
      for folder in folders where resolved.hasPrefix(FileIdentity.resolved(folder) + "/") {
        return
          "\(output.label) is inside the input folder '\(folder)', where the next run would read it as a check file; choose another path"
      }
    }
    return nil
  }

  /// The first folder below an input folder on the way to `path` whose name ends in
  /// `.check`, and that input folder; `last` counts `path`'s own name as a folder's.
  static func namedLikeACheck(_ path: String, folders: [String], last: Bool) -> (name: String, folder: String)? {
    let resolved = FileIdentity.resolved(path)
    for folder in folders {
      let base = FileIdentity.resolved(folder)
      let prefix = base.hasSuffix("/") ? base : base + "/"
      guard resolved.hasPrefix(prefix) else { continue }
      let inside = resolved.dropFirst(prefix.count).split(separator: "/")
      if let name = (last ? inside[...] : inside.dropLast()).first(where: { $0.lowercased().hasSuffix(".check") }) {
        return (String(name), folder)
      }
    }
    return nil
  }

  /// Why `output` may not be written where it is asked to: at the name of the report
  /// folder's lock file, at the name of one of checkrun's temporary files (which a later run
  /// removes as a killed run's), or as any hidden file of the report folder `folder`, where
  /// checkrun keeps its own. Nil when it may.
  static func housekeeping(_ output: File, reportFolder folder: String) -> String? {
    let name = URL(fileURLWithPath: output.path).lastPathComponent
    if name == FolderLock.fileName {
      return
        "\(output.label) is the name of checkrun's lock file ('\(FolderLock.fileName)'), which a run holds and never replaces; choose another path"
    }
    let inFolder =
      FileIdentity.resolved(URL(fileURLWithPath: output.path).deletingLastPathComponent().path)
      == FileIdentity.resolved(folder)
    guard isTemporaryName(name) || (inFolder && name.hasPrefix(".")) else { return nil }
    return
      "\(output.label) is a hidden name of the kind checkrun gives its own lock and temporary files ('.NAME.PID.XXXXXXXX.SUFFIX'), which a later run removes; choose another path"
  }

  /// Whether `name` has the shape of a temporary file checkrun makes beside an output:
  /// `.NAME.PID.XXXXXXXX.SUFFIX` (`AtomicFile.siblingPath`), whatever the output's name.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix(".") else { return false }
    for suffix in AtomicFile.temporarySuffixes where name.hasSuffix(".\(suffix)") {
      let parts = name.dropLast(suffix.count + 1).split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 4, let unique = parts.last, unique.count == 8, unique.allSatisfy(\.isHexDigit),
        let pid = Int32(parts[parts.count - 2]), pid > 0
      else { continue }
      return true
    }
    return false
  }

  /// The folders among the paths a run was given (`FILE:LINE` taken as its file).
  static func folders(among paths: [String]) -> [String] {
    paths.map { Plan.splitLine($0)?.0 ?? $0 }.filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
  }
}
