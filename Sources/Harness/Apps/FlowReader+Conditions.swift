/// Reading a flow's conditions, on a rule, an element or an effect, each problem at its keys.
extension FlowReader {
  static let conditionKeys = ["screen", "notScreen", "running", "notRunning", "below", "atLeast"]

  mutating func condition(_ value: ConfigValue, at path: [String], place: String) -> Flow.Condition {
    guard case .object(let keys) = value else {
      problem(path, "'if' in \(place) must be an object: { \"screen\": …, \"below\": { \"COUNTER\": N } }")
      return .always
    }
    var condition = Flow.Condition()
    for key in keys.keys.sorted() where !AppSettings.isComment(key) {
      let given = keys[key] ?? .null
      switch key {
      case "screen", "notScreen":
        guard case .string(let name) = given else {
          problem(path + [key], "'if.\(key)' in \(place) must be a screen's name")
          continue
        }
        if key == "screen" {
          condition.screen = name
        } else {
          condition.notScreen = name
          conditionNames.append((.screen, name, key, path + [key], place))
        }
      case "running", "notRunning":
        guard case .string(let name) = given, !name.isEmpty else {
          problem(path + [key], "'if.\(key)' in \(place) must be a timer's name, as an effect starts it")
          continue
        }
        conditionNames.append((.timer, name, key, path + [key], place))
        if key == "running" { condition.running = TimerName(name) } else { condition.notRunning = TimerName(name) }
      case "below", "atLeast":
        guard case .object(let counters) = given else {
          problem(path + [key], "'if.\(key)' in \(place) must be an object of counters: { \"extensions\": 3 }")
          continue
        }
        for counter in counters.keys.sorted() where !AppSettings.isComment(counter) {
          if let wrong = Self.nameProblem(counter) {
            problem(path + [key, counter], "the name of the counter in 'if.\(key)' of \(place) \(wrong)")
            continue
          }
          do {
            let number = try AppSettings.count(counters[counter] ?? .null, atLeast: 0)
            if key == "below" { condition.below[counter] = number } else { condition.atLeast[counter] = number }
          } catch {
            problem(path + [key, counter], "'if.\(key).\(counter)' in \(place) \(error.message)")
          }
        }
      default:
        let hint = Similarity.suggestion(Similarity.closest(to: key, among: Self.conditionKeys, cutoff: 0.5))
        problem(
          path + [key],
          "unknown condition '\(key)' in \(place)\(hint); conditions are 'screen', 'notScreen', 'running', "
            + "'notRunning', 'below' and 'atLeast'")
      }
    }
    return condition
  }

  /// Checks each screen and timer a condition names, now that the flow's screens and the
  /// timers its effects start are known.
  mutating func checkConditionNames(_ context: Context) {
    for use in conditionNames {
      switch use.kind {
      case .screen where !context.screens.contains(use.name):
        problem(
          use.path,
          "'if.\(use.key)' in \(use.place) names the screen '\(use.name)', which 'flow.screens' does not have"
            + hint(use.name, context))
      case .timer where !context.started.contains(use.name):
        let hint = Similarity.suggestion(
          Similarity.closest(to: use.name, among: context.started.sorted(), cutoff: 0.5))
        problem(
          use.path, "'if.\(use.key)' in \(use.place) names the timer '\(use.name)', but no effect starts it\(hint)")
      default: break
      }
    }
  }
}
