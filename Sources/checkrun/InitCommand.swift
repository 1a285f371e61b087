import Foundation

/// `checkrun init`: a starter checks folder for a new project; never overwrites anything.
enum InitCommand {
  static let exampleCheck = """
    # An example check. Run it with `checkrun`; see `checkrun steps` for every phrase.
    #
    # A check starts at Profile:. Task: is what the person does, at that profile's pace;
    # each Expected: line is one thing the person must have experienced.

    Check:     a VoiceOver user is warned before the session ends and can stay signed in
    Tags:      session
    Profile:   VoiceOver + Larger Text AX3
    Task:      fill the long form slowly until the warning appears
    Expected:  the warning is announced
               "Stay signed in" works
               after expiry, allowed fields are restored after login

    """

  static let appFile = """
    {
      "//": [
        "An app file describes your app's behaviours, starting from a built-in app ('fixed' or 'before').",
        "Run against it with: checkrun --app checks/app.json   (or put 'App: app.json' in a check).",
        "Every key is listed in checkrun's docs/app-files.md; keys starting with // are comments."
      ],
      "base": "fixed",
      "session": {
        "length": "15 minutes",
        "warningLead": "2 minutes"
      }
    }

    """

  static func run(folder: String, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    let files = [("example.check", exampleCheck), ("app.json", appFile)]
    let manager = FileManager.default
    let existing = files.map { "\(folder)/\($0.0)" }.filter { manager.fileExists(atPath: $0) }
    guard existing.isEmpty else {
      stderr.write("checkrun: error: '\(existing[0])' already exists; init writes nothing over existing files\n")
      return .notUnderstood
    }
    for (name, text) in files {
      do {
        try AtomicFile.write(Array(text.utf8), to: "\(folder)/\(name)")
      } catch {
        stderr.write("checkrun: error: \(error.message)\n")
        return .notUnderstood
      }
      stdout.write("wrote \(folder)/\(name)\n")
    }
    stdout.write("next: \(invocation) \(folder)\n")
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
