import Foundation
import Harness

/// `checkrun init`: a starter checks folder for a new project; never overwrites anything.
enum InitCommand {
  /// Written with the names of `fixed`'s words, said in them.
  static let exampleCheck = AppModel.fixed.filling(
    """
    # An example check. Run it with `checkrun`; see `checkrun steps` for every phrase.
    #
    # A check starts at Profile:. Task: is what the person does, at that profile's pace;
    # each Expected: line is one thing the person must have experienced.

    Check:     a VoiceOver user is warned before the session ends and can stay signed in
    Tags:      session
    Profile:   VoiceOver + Larger Text AX3
    Task:      fill the long form slowly until the warning appears
    Expected:  the warning is announced
               "{session.staySignedIn}" works
               after expiry, allowed fields are restored after login

    """)

  /// The starter app file, which the `checkrun.json` beside the checks folder names.
  static let appFile = """
    {
      "//": [
        "An app file describes your app's behaviours, starting from a built-in app ('fixed' or 'before').",
        "checkrun.json names this file, so a bare 'checkrun' runs against it (--app wins over it, and so",
        "does 'App: FILE' in a check). Every key is in checkrun's docs/app-files.md; keys starting with // are comments."
      ],
      "base": "fixed",
      "session": {
        "length": "15 minutes",
        "warningLead": "2 minutes"
      }
    }

    """

  /// The starter `checkrun.json`: the checks in `folder` against the app file in it.
  static func configFile(folder: String) -> String {
    """
    {
      "//": [
        "checkrun's settings: a bare 'checkrun' in this folder, or in one below it, runs with them.",
        "Paths are relative to this file's folder; an option on the command line wins over its key.",
        "The keys are app, paths, baseline, report, junit, junitDialect and jobs (see checkrun's README)."
      ],
      "app": \(jsonText(folder + "/app.json")),
      "paths": [\(jsonText(folder))]
    }

    """
  }

  /// `text` as a JSON string, quotes and escapes included.
  private static func jsonText(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
  }

  /// Writes the example check and app file into `folder`, and `checkrun.json` naming them into
  /// the working folder `here`; writes nothing when any of them is already there, and never
  /// over a file that appears meanwhile.
  static func run(folder: String, in here: WorkingFolder, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    // Each file as it is shown, and as it is opened from the process's current folder.
    let files = [
      ("\(folder)/example.check", exampleCheck), ("\(folder)/app.json", appFile),
      (ConfigFile.name, configFile(folder: folder)),
    ].map { (shown: $0.0, path: here.resolve($0.0), text: $0.1) }
    // A link there counts, broken or not: nothing is written through it.
    var status = stat()
    if let existing = files.first(where: { lstat($0.path, &status) == 0 }) {
      stderr.write(
        "checkrun: error: '\(ConsoleText.safe(existing.shown))' already exists; init writes nothing over existing files\n"
      )
      return .notUnderstood
    }
    for file in files {
      do {
        guard try AtomicFile.writeNew(Array(file.text.utf8), to: file.path) else {
          stderr.write(
            "checkrun: error: '\(ConsoleText.safe(file.shown))' appeared while init ran; it was left as it is\n")
          return .notUnderstood
        }
      } catch {
        stderr.write("checkrun: error: \(ConsoleText.safe(error.message))\n")
        return .notUnderstood
      }
      stdout.write("wrote \(ConsoleText.safe(file.shown))\n")
    }
    stdout.write("next: \(ConsoleText.safe(invocation))\n")
    return .passed
  }

  /// How to run checkrun again as it was run now: `swift run checkrun` from its own package,
  /// else the program as it was called (`checkrun` on the `PATH`, or a path to the binary).
  static var invocation: String {
    let program = CommandLine.arguments.first ?? "checkrun"
    let here = FileManager.default.currentDirectoryPath
    let built = program.hasPrefix(".build/") || program.hasPrefix(here + "/.build/")
    return built && FileManager.default.fileExists(atPath: "Package.swift") ? "swift run checkrun" : program
  }
}
