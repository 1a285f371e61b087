import Foundation
import Harness

/// The fuzzer's app files with flows (issue 40): random screens, elements, conditions, timers,
/// rules and effects within the shapes docs/app-files.md documents, now and then mutated, each
/// loaded and, when it loads, run under a check of flow steps. A failure with no diagnostic, a
/// crash, or a run past its bounds (its timeline, 366 simulated days, 10 seconds of real time)
/// is a finding.
enum FuzzFlows {
  static let screens = ["home", "warning", "notice", "out", "code"]
  static let labels = ["Okay", "Dismiss", "Longer please", "Enter", "Stay with me", "New one please", "Go"]
  static let timers = ["session.warning", "session.expiry", "code.expiry", "slot.hold", "tick", "later"]
  static let fields = ["Nickname", "Mail box", "Payment card"]
  static let texts = [
    "Your visit ends in 2 minutes", "Goodbye for now", "セッションの有効期限がまもなく切れます。続けるにはボタンを押してください。",
    "Time\u{00A0}is\u{00A0}nearly\u{00A0}up", "error code 42", String(repeating: "long words ", count: 40), "Okay",
  ]
  /// A duration as an app file may write it: seconds, or text; now and then one too short or zero.
  static func duration(_ random: inout FuzzCommand.Random) -> Any {
    let seconds: [Double] = [0.001, 0.5, 1, 30, 600, 0]
    let written = ["2 minutes", "0.001 seconds", "8 minutes", "1 day"]
    return random.chance(2) ? random.pick(seconds) : random.pick(written)
  }
  static let counters = ["n", "extensions"]

  static let tasks = [
    "wait 1 day", "wait 10 minutes", "fill the form", "fill 2 fields", "tap \"LABEL\"", "tap \"LABEL\"; wait 1 minute",
    "switch to another app for 5 minutes", "enter the code", "enter an incorrect passcode", "pass Face ID",
    "fail Face ID twice", "dismiss the notice by tapping outside", "let the session expire", "sign in",
    "wait until the warning appears", "fill the form until the warning appears; tap \"LABEL\"",
  ]
  static let expectations = [
    "\"Okay\" is shown", "\"error code\" is not shown", "the warning is announced", "focus moves to \"LABEL\"",
    "the warning is a view with buttons", "no input is lost", "\"LABEL\" works", "the error is announced in full",
    "the warning leaves at least 20 seconds to respond", "\"Goodbye for now\" is announced in full",
    "sensitive fields are not saved", "the slot is held for at least 5 minutes", "\"LABEL\" is reachable",
  ]

  /// One random flow app file, as JSON text: every name it uses is one it defines, so most
  /// load and run; one in eight is then mutated.
  static func appFile(_ random: inout FuzzCommand.Random) -> String {
    let made = Array(screens.prefix(1 + random.below(screens.count)))
    var buttons: [String] = []
    var shown: [String: Any] = [:]
    var conditions: [[String: Any]] = []
    for name in made {
      conditions.append(["screen": name])
      conditions.append([random.chance(2) ? "below" : "atLeast": [random.pick(counters): random.below(4)]])
    }
    for name in made {
      var items: [Any] = random.chance(2) ? ["form"] : []
      var own = Set<String>()
      for _ in 0..<random.below(4) {
        var element: [String: Any]
        let label = random.pick(labels)
        if random.chance(2), !own.contains(label), !fields.contains(label) {
          own.insert(label)
          buttons.append(label)
          element = ["button": label]
          if random.chance(3) { element["does"] = random.pick(["staySignedIn", "saveAndSignOut", "signIn"]) }
        } else {
          element = ["text": random.pick(texts)]
        }
        if random.chance(4) { element["if"] = random.pick(conditions) }
        items.append(element)
      }
      shown[name] = ["title": "the \(name)", "shows": items]
    }
    let targets = buttons.isEmpty ? [fields[0]] : buttons
    var started = [random.pick(timers)]
    func effect() -> [String: Any] {
      switch random.below(14) {
      case 0: return ["show": random.pick(made)]
      case 1: return ["overlay": random.pick(made)]
      case 2: return ["close": random.pick(made)]
      case 3: return ["announce": random.pick(texts)]
      case 4: return ["focus": random.pick(targets)]
      case 5: return ["focus": random.pick(targets), "after": duration(&random)]
      case 6, 7:
        let timer = random.pick(timers)
        started.append(timer)
        return ["start": timer, "after": duration(&random)]
      case 8: return ["extend": random.pick(started), "by": duration(&random)]
      case 9: return ["cancel": random.pick(started)]
      case 10: return [random.pick(["save", "clear", "restore"]): random.pick(["all", "nonSensitive"])]
      case 11: return ["add": random.pick(counters)]
      case 12: return ["hold": "slot", "for": duration(&random)]
      default: return ["release": "slot"]
      }
    }
    func event() -> Any {
      switch random.below(9) {
      case 0, 1, 8: return ["runsOut": random.pick(started)]
      case 2, 3: return buttons.isEmpty ? "typed" : ["activated": random.pick(buttons)]
      case 4: return random.chance(2) ? "typed" : ["typed": random.pick(fields)]
      case 5: return random.pick(["left", "returned", "touchedOutside"])
      case 6: return ["entered": random.pick(["correct", "incorrect"])]
      default: return ["faceID": random.pick(["passed", "failed"])]
      }
    }
    var start: [Any] = [["show": made[0]], ["start": started[0], "after": duration(&random)]]
    for _ in 0..<random.below(4) { start.append(effect()) }
    var rules: [Any] = []
    for _ in 0..<random.below(8) {
      var rule: [String: Any] = ["when": event()]
      rule["do"] = (0..<(1 + random.below(random.chance(8) ? 60 : 4))).map { _ in effect() }
      if random.chance(3) { rule["if"] = random.pick(conditions) }
      rules.append(rule)
    }
    let form: [Any] = [fields[0], fields[1], ["label": fields[2], "sensitive": true]]
    let app: [String: Any] = ["name": "fuzz", "flow": ["form": form, "screens": shown, "start": start, "on": rules]]
    let data = (try? JSONSerialization.data(withJSONObject: app, options: [.sortedKeys])) ?? Data("{}".utf8)
    let text = String(decoding: data, as: UTF8.self)
    return random.chance(8) ? FuzzCommand.mutate(text, &random) : text
  }

  /// The finding of flow input `index`, nil when it makes none.
  static func finding(_ index: Int, _ random: inout FuzzCommand.Random) -> String? {
    let text = appFile(&random)
    let app: AppModel
    do {
      app = try AppModel(json: text, path: "fuzz.json")
    } catch {
      return error.diagnostics.isEmpty
        ? "flow \(index): a failure with no diagnostic for \(text.debugDescription)" : nil
    }
    let label = random.pick(labels)
    let task = random.pick(tasks).replacingOccurrences(of: "LABEL", with: label)
    let expected = random.pick(expectations).replacingOccurrences(of: "LABEL", with: label)
    let source =
      "Profile: \(random.pick(["VoiceOver", "Touch", "Switch Control", "Cognitive"]))\nTask: \(task)\nExpected: \(expected)\n"
    var pipeline = Pipeline(resolver: Resolver(apps: ["fuzz": app], defaultApp: app))
    let parsed = pipeline.parse(source, path: "fuzz.check")
    guard let check = parsed.checks.first, case .success(let runnable) = pipeline.resolve(check) else { return nil }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    pipeline.limits = RunGuard(maxActions: 100_000, realTimeLimit: "10 seconds of real time") { clock.now > deadline }
    let result = pipeline.run(runnable)
    let failures = result.steps.compactMap(\.failure) + result.expectations.map(\.message)
    if failures.contains(where: { $0.contains("10 seconds of real time") }) {
      return "flow \(index): a run that took 10 seconds: \(text.debugDescription) with \(source.debugDescription)"
    }
    let guardEntries = RunGuard.standard.maxTimeline
    if result.timeline.count > guardEntries + 10_000 {
      return "flow \(index): \(result.timeline.count) timeline entries, past its bound, for \(text.debugDescription)"
    }
    if result.simulated > RunGuard.standard.maxSimulated + .seconds(86_400) {
      return "flow \(index): \(result.simulated) simulated, past 366 days, for \(text.debugDescription)"
    }
    return nil
  }
}
