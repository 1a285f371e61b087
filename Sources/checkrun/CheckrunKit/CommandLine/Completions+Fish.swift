extension Completions {
  /// The fish script: a `complete` line for each command and each row of options, under the
  /// condition that the command in effect takes it.
  static func fish() -> String {
    var lines = ["complete -c checkrun -f"]
    for spec in CommandSpec.table {
      lines.append("complete -c checkrun -n __checkrun_first -a \(spec.command) -d \(fishQuoted(spec.short))")
    }
    for row in OptionSpec.table where !row.hidden {
      var line = "complete -c checkrun"
      if !row.isGlobal { line += " -n " + fishQuoted("__checkrun_command " + commandNames(row.commands)) }
      for name in row.names {
        line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
      }
      if let value = row.value {
        // `-x`: it takes a value, no file unless offered; `-r`: it takes a value, any file.
        let offer = fishOffer(value)
        line += offer.map { $0 == "-F" ? " -r -F" : " -x " + $0 } ?? " -x"
      }
      lines.append(line + " -d " + fishQuoted(row.summary))
    }
    for spec in CommandSpec.table {
      guard let offer = spec.arguments.first.flatMap({ fishOffer($0.value) }) else { continue }
      lines.append("complete -c checkrun -n " + fishQuoted("__checkrun_command \(spec.command)") + " " + offer)
    }
    return header(.fish) + """

      # Whether the command in effect (the first word after checkrun when it names one, else run)
      # is one of the arguments.
      function __checkrun_command
          set -l words (commandline -opc)
          set -l command run
          if set -q words[2]; and contains -- $words[2] \(names.joined(separator: " "))
              set command $words[2]
          end
          contains -- $command $argv
      end

      # Whether the word being completed is the first after checkrun.
      function __checkrun_first
          test (count (commandline -opc)) -eq 1
      end

      \(lines.joined(separator: "\n"))

      """
  }

  /// The names of `commands`, in table order.
  private static func commandNames(_ commands: Set<Options.Command>) -> String {
    Options.Command.allCases.filter(commands.contains).map(\.rawValue).joined(separator: " ")
  }

  /// What `complete` offers for a value: `-a` with its words and the paths it takes (files
  /// with its suffix first), `-F` for any file, nil for nothing.
  private static func fishOffer(_ value: OptionSpec.Value) -> String? {
    var offered = value.choices
    switch value.paths {
    case .files:
      guard let suffix = value.suffix else { return "-F" }
      offered.append("(__fish_complete_suffix \(suffix))")
    case .folders: offered.append("(__fish_complete_directories)")
    case nil: break
    }
    // `-k`: in the order given, `__fish_complete_suffix` putting the files with the suffix first.
    let order = value.suffix != nil ? "-k " : ""
    return offered.isEmpty ? nil : order + "-a " + fishQuoted(offered.joined(separator: " "))
  }

  /// `text` in fish's single quotes.
  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
