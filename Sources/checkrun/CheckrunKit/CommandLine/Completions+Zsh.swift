extension Completions {
  /// The zsh script: an `_arguments` list for each command; `compdef` when it is sourced, the
  /// completion itself when zsh autoloads it from a folder of `fpath`.
  static func zsh() -> String {
    let commands = CommandSpec.table.map { "    " + quoted("\($0.command):\($0.short)") }
    let cases = CommandSpec.table.map { spec in
      var specs = OptionSpec.rows(for: spec.command).flatMap(zshSpecs)
      for (index, argument) in spec.arguments.enumerated() {
        let place = argument.repeats ? "*" : "\(index + 1)"
        specs.append(quoted("\(place):\(argument.value.placeholder):\(zshAction(argument.value))"))
      }
      return "    \(spec.command))\n      specs=(\n" + specs.map { "        " + $0 }.joined(separator: "\n")
        + "\n      ) ;;"
    }
    return "#compdef checkrun\n" + header(.zsh) + """

      # Offers the words after $1, and the files ending in $1 (with folders).
      _checkrun_either() {
        local suffix=$1
        shift
        compadd -- "$@"
        _files -g "*$suffix"
      }

      _checkrun() {
        local -a commands=(
      \(commands.joined(separator: "\n"))
        )
        local -a names=(\(names.joined(separator: " ")))
        local -a specs
        local cmd=run ret=1
        if (( CURRENT > 2 && ${names[(Ie)$words[2]]} )); then
          # The command named: the rest of the line is its own.
          cmd=$words[2]
          words=("$words[1]" "${(@)words[3,-1]}")
          (( CURRENT-- ))
        elif (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
          _describe -t commands 'checkrun command' commands && ret=0
        fi
        case $cmd in
      \(cases.joined(separator: "\n"))
        esac
        _arguments -S $specs && ret=0
        return ret
      }

      if [[ $funcstack[1] == _checkrun ]]; then
        _checkrun "$@"
      else
        compdef _checkrun checkrun
      fi

      """
  }

  /// The `_arguments` specs of one row, one a spelling, its spellings excluding each other.
  private static func zshSpecs(_ row: OptionSpec) -> [String] {
    let exclusive = row.names.count > 1 ? "(\(row.names.joined(separator: " ")))" : ""
    let description = "[\(zshEscaped(row.summary))]"
    return row.names.map { name in
      guard let value = row.value else { return quoted(exclusive + name + description) }
      // `--app=`: the value in the next word or after '='; `-o`: in the next word only.
      let form = name.hasPrefix("--") ? "=" : ""
      return quoted("\(exclusive)\(name)\(form)\(description):\(value.placeholder):\(zshAction(value))")
    }
  }

  /// What `_arguments` offers for `value`.
  private static func zshAction(_ value: OptionSpec.Value) -> String {
    let words = value.choices.joined(separator: " ")
    switch value.paths {
    case .files where !value.choices.isEmpty: return "{_checkrun_either \(value.suffix ?? "''") \(words)}"
    case .files: return value.suffix.map { "{_files -g \"*\($0)\" || _files}" } ?? "_files"
    case .folders: return "_files -/"
    case nil: return value.choices.isEmpty ? " " : "(\(words))"
    }
  }

  /// `text` for the brackets of an `_arguments` spec.
  private static func zshEscaped(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
      .replacing(":", with: "\\:")
  }
}
