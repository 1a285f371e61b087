import Foundation
import Testing

@testable import CheckrunKit

/// `checkrun app` shows everything a check on a flow depends on (issue 42, item 6): each
/// screen by its name, each element's condition, what starts, stops and answers each timer,
/// each rule in a line, and each counter with what adds to it and what it decides.
@Suite("checkrun app on a flow")
struct AppOverviewFlowTests {
  static var portal: String { LibXML.root.appendingPathComponent("checks/examples/portal.json").path }

  @Test("the portal's screens, conditions, timers, rules and counters are printed as the app file gives them")
  func portal() throws {
    let run = Invocation(["app", Self.portal], environment: [:])
    #expect(run.code == .passed, "\(run.stderr)")
    let lines = run.stdout.components(separatedBy: "\n")
    // Two screens share a title; their names tell them apart.
    #expect(lines.contains("  the checkout (screen 'checkout')"), "\(run.stdout)")
    #expect(lines.contains("  the checkout (screen 'warning')"), "\(run.stdout)")
    #expect(
      lines.contains("    button  \"Keep me signed in\"  warning.staySignedIn  only if extensions below 2"),
      "\(run.stdout)")
    #expect(lines.contains("    button  \"Sign out\"  warning.saveAndSignOut"), "\(run.stdout)")
    #expect(
      lines.contains(
        "  session.expiry  10 minutes  started by the start, rules 3, 5, 6; answered by rule 2; stopped by rule 4"),
      "\(run.stdout)")
    #expect(
      lines.contains(
        "  3. when \"Keep me signed in\" activated if screen warning, extensions below 2: add 1 to extensions; "
          + "show checkout; start 'session.expiry' for 10 minutes; start 'session.warning' for 8 minutes"),
      "\(run.stdout)")
    #expect(
      lines.contains(
        "  extensions  added to by rule 3; decides rule 3 (below 2), button \"Keep me signed in\" on 'warning' "
          + "(below 2); reset never: it counts for the whole check"),
      "\(run.stdout)")
    // Six rules, numbered in the order they are tried.
    #expect(lines.filter { $0.range(of: #"^  [0-9]+\. when "#, options: .regularExpression) != nil }.count == 6)
  }

  @Test("a timer no rule answers says so; one started for two lengths says both")
  func timerUses() throws {
    let json = """
      { "name": "timers", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "home", "shows": ["form", { "button": "Go" }] } },
        "start": [{ "show": "home" }, { "start": "poll", "after": "1 minute" }],
        "on": [{ "when": { "activated": "Go" }, "do": [{ "start": "poll", "after": "5 minutes" }, { "add": "goes" }] }] } }
      """
    let path = try Scratch("app-overview-flow").write(Array(json.utf8), named: "timers.json")
    let run = Invocation(["app", path], environment: [:])
    #expect(run.code == .passed, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "  poll  1 minute  also started for 5 minutes; started by the start, rule 1; no rule answers it running out"),
      "\(run.stdout)")
    #expect(run.stdout.contains("  goes  added to by rule 1; nothing reads it; reset never"), "\(run.stdout)")
  }

  @Test("conditions on timers and screens, an effect's own condition, resets and per-sign-in counters are printed")
  func conditionsAndResets() throws {
    let json = """
      { "name": "resets", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "home", "shows": ["form", { "button": "Go" },
          { "button": "Again", "if": { "notRunning": "poll", "notScreen": "done" } }] },
          "done": { "title": "done", "shows": [{ "text": "Done" }, { "button": "Sign in", "does": "signIn" }] } },
        "start": [{ "show": "home" }, { "start": "poll", "after": "1 minute" },
                  { "start": "session.expiry", "after": "10 minutes" }],
        "counters": { "goes": "perSignIn" },
        "on": [
          { "when": { "activated": "Go" }, "if": { "running": "poll" },
            "do": [{ "add": "goes" }, { "show": "done", "if": { "atLeast": { "goes": 2 } } }] },
          { "when": { "activated": "Again" }, "do": [{ "reset": "goes" }] },
          { "when": { "activated": "Sign in" }, "do": [{ "start": "session.expiry", "after": "10 minutes" }] }
        ] } }
      """
    let path = try Scratch("app-overview-flow").write(Array(json.utf8), named: "resets.json")
    let run = Invocation(["app", path], environment: [:])
    #expect(run.code == .passed, "\(run.stderr)")
    #expect(
      run.stdout.contains("    button  \"Again\"  home.button2  only if screen not done, 'poll' not running"),
      "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "  1. when \"Go\" activated if 'poll' running: add 1 to goes; show done only if goes at least 2"),
      "\(run.stdout)")
    #expect(run.stdout.contains("  2. when \"Again\" activated: reset goes to 0"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "  poll  1 minute  started by the start; no rule answers it running out; "
          + "read as running by rule 1; read as not running by button \"Again\" on 'home'"),
      "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "  goes  added to by rule 1; decides an effect of rule 1 (at least 2); "
          + "reset at each sign-in ('session.expiry' started anew) and by rule 2"),
      "\(run.stdout)")
  }
}
