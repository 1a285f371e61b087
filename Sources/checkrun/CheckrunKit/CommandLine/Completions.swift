/// `checkrun completions bash|zsh|fish`: a completion script for the shell, made from
/// `CommandSpec.table` and `OptionSpec.table`: the commands, each one's options, the words an
/// option takes, and paths (`.check` files first) where a path goes.
enum Completions {
  /// The shells checkrun writes a completion script for.
  enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
  }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  /// The commands' names, in table order.
  static var names: [String] { CommandSpec.table.map(\.command.rawValue) }

  /// The script's first lines: what made it and how to install it (the `completions` example
  /// for `shell`, from the table).
  static func header(_ shell: Shell, comment: String = "#") -> String {
    let install = CommandSpec.of(.completions).examples.first { $0.line.contains("completions \(shell.rawValue)") }
    var lines = [
      "\(comment) \(shell.rawValue) completion for checkrun \(CheckRun.version), made by 'checkrun completions \(shell.rawValue)'."
    ]
    if let install {
      lines.append("\(comment) Install: \(install.line)")
      if !install.comment.isEmpty { lines.append("\(comment)   (\(install.comment))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` in single quotes for a POSIX shell (zsh too).
  static func quoted(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }

  /// The cases of a shell `case`, each action once with every pattern that leads to it (each
  /// once), in the order the actions first come.
  static func grouped(_ pairs: [(pattern: String, action: String)]) -> [(patterns: [String], action: String)] {
    var order: [String] = []
    var patterns: [String: [String]] = [:]
    for (pattern, action) in pairs {
      if patterns[action] == nil { order.append(action) }
      if patterns[action]?.contains(pattern) != true { patterns[action, default: []].append(pattern) }
    }
    return order.map { (patterns[$0] ?? [], $0) }
  }

  // MARK: bash

  private static func bash() -> String {
    // `"merge -o"` where the value of a spelling depends on the command, else `*" --app"`.
    let rows = OptionSpec.table.filter { !$0.hidden && $0.value != nil }
    let values = rows.flatMap { row in
      row.names.flatMap { name -> [(String, String)] in
        let action = bashAction(row.value ?? .text(""), word: "$3")
        let actions = Set(rows.filter { $0.names.contains(name) }.map { bashAction($0.value ?? .text(""), word: "$3") })
        guard actions.count > 1 else { return [("*\" \(name)\"", action)] }
        return Options.Command.allCases.filter(row.commands.contains).map { ("\"\($0) \(name)\"", action) }
      }
    }
    let arguments = CommandSpec.table.compactMap { spec in
      spec.arguments.first.map { (spec.command.rawValue, bashAction($0.value, word: "$2")) }
    }
    let options = CommandSpec.table.map { spec in
      "      \(spec.command)) opts=\(quoted(OptionSpec.rows(for: spec.command).flatMap(\.names).joined(separator: " "))) ;;"
    }
    return header(.bash) + """

      # Completes the word in $2 with folders and the files ending in $1 (every file when none
      # matches); with $1 '/', folders only.
      _checkrun_paths() {
        local found=()
        compopt -o filenames 2>/dev/null
        if [[ $1 == / ]]; then
          mapfile -t found < <(compgen -d -- "$2")
        elif [[ -n $1 ]]; then
          mapfile -t found < <(compgen -d -- "$2"; compgen -f -X "!*$1" -- "$2")
        fi
        (( ${#found[@]} )) || [[ $1 == / ]] || mapfile -t found < <(compgen -f -- "$2")
        COMPREPLY+=("${found[@]}")
      }

      # Completes the word in $2 with the words in $1.
      _checkrun_words() {
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -W "$1" -- "$2")
      }

      # Completes the value of option $2 of command $1 in $3; fails when $2 takes none.
      _checkrun_value() {
        case "$1 $2" in
      \(grouped(values).map { "    \($0.patterns.joined(separator: "|"))) \($0.action) ;;" }.joined(separator: "\n"))
          *) return 1 ;;
        esac
      }

      # Completes the argument of command $1 (a path, a command's or a shell's name) in $2.
      _checkrun_argument() {
        case $1 in
      \(grouped(arguments).map { "    \($0.patterns.joined(separator: "|"))) \($0.action) ;;" }.joined(separator: "\n"))
        esac
      }

      _checkrun() {
        COMPREPLY=()
        local cur=${COMP_WORDS[COMP_CWORD]} prev= cmd=run opts i
        if (( COMP_CWORD > 1 )); then
          case ${COMP_WORDS[1]} in
            \(names.joined(separator: "|"))) cmd=${COMP_WORDS[1]} ;;
          esac
        fi
        (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
        # bash breaks '--color=al' into '--color', '=' and 'al'.
        if [[ $cur == = ]]; then
          cur=
        elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
          prev=${COMP_WORDS[COMP_CWORD-2]}
        fi
        _checkrun_value "$cmd" "$prev" "$cur" && return
        for (( i = 1; i < COMP_CWORD; i++ )); do
          [[ ${COMP_WORDS[i]} == -- ]] && { _checkrun_argument "$cmd" "$cur"; return; }
        done
        if [[ $cur == -* ]]; then
          case $cmd in
      \(options.joined(separator: "\n"))
          esac
          _checkrun_words "$opts" "$cur"
          return
        fi
        (( COMP_CWORD == 1 )) && _checkrun_words \(quoted(names.joined(separator: " "))) "$cur"
        _checkrun_argument "$cmd" "$cur"
      }

      complete -F _checkrun checkrun

      """
  }

  /// The bash commands that complete `value` in the word `word`.
  private static func bashAction(_ value: OptionSpec.Value, word: String) -> String {
    var steps: [String] = []
    if !value.choices.isEmpty {
      steps.append("_checkrun_words \(quoted(value.choices.joined(separator: " "))) \"\(word)\"")
    }
    switch value.paths {
    case .files: steps.append("_checkrun_paths \(quoted(value.suffix ?? "")) \"\(word)\"")
    case .folders: steps.append("_checkrun_paths / \"\(word)\"")
    case nil: break
    }
    // Free text: nothing to offer, and the value is not taken for an option or a path.
    return steps.isEmpty ? ":" : steps.joined(separator: "; ")
  }
}
