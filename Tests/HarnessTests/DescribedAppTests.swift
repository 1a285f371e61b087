import Foundation
import Testing

@testable import Harness

/// Apps described as data (issue 27): words, forms and session behaviours an app file gives,
/// judged as a reader of that file would predict.
@Suite("Apps described as data")
struct DescribedAppTests {
  /// A team's app: its own words for the warning, eight fields, a session renewed by activity.
  static let teamApp = """
    {
      "name": "team-bank",
      "session": { "length": "10 minutes", "warningLead": "2 minutes", "renewal": "activity" },
      "words": {
        "session.staySignedIn": "Keep me signed in",
        "session.saveAndSignOut": "Sign me out",
        "session.warning": "You will be signed out in {session.lead} unless you choose to stay."
      },
      "forms": {
        "long": [
          "Name", "Email", "Street", "City", "Postal code", "Country",
          { "label": "IBAN", "sensitive": true }, "Reference"
        ],
        "details": ["Customer number"]
      }
    }
    """

  static func app(_ json: String, path: String = "app.json") throws(DiagnosticList) -> AppModel {
    try AppModel(json: json, path: path)
  }

  /// The check's verdict and its first expectation's message, on `app`.
  static func verdict(_ text: String, app: AppModel) throws -> (CheckResult.Judgement, String) {
    let result = try #require(runCheck(text, app: app), "does not resolve: \(text)")
    if let failed = result.steps.first(where: { $0.failure != nil }) { return (.failed, failed.failure ?? "") }
    let outcome = try #require(result.expectations.first)
    return (outcome.judgement, outcome.message)
  }

  /// The problems resolving `text` against `app` gives, as messages.
  static func problems(_ text: String, app: AppModel) -> [String] {
    let parsed = Parser(mode: .checkFile).parse(text, path: "t.check")
    guard let check = parsed.checks.first else { return parsed.diagnostics.map(\.message) }
    switch Resolver(apps: ["app": app], defaultApp: app).resolve(check) {
    case .success: return []
    case .failure(let list): return list.diagnostics.map(\.message)
    }
  }

  @Test("the built-in apps are the descriptions in Sources/Harness/Apps, read as app files are")
  func builtInsAreDescriptions() throws {
    for name in ["fixed", "before"] {
      let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Harness/Apps/\(name).json")
      let read = try AppModel(json: String(contentsOf: url, encoding: .utf8), path: "\(name).json")
      #expect(read == AppModel.builtIn[name])
    }
    #expect(AppModel.fixed.forms.long.count == 20)
    #expect(AppModel.fixed.forms.long.filter(\.isSensitive).map(\.label).count == 3)
    #expect(AppModel.before.words == AppModel.fixed.words)
  }

  @Test("a complete description leaves no key out: a missing one is named at its line")
  func completeDescriptionNamesWhatIsMissing() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Harness/Apps/fixed.json")
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(of: "    \"renewal\": \"fixed\",\n", with: "")
    text = text.replacingOccurrences(of: "    \"code.resend\": \"Resend code\",\n", with: "")
    do {
      _ = try Self.app(text, path: "mine.json")
      Issue.record("a description without 'session.renewal' read")
    } catch {
      let messages = error.diagnostics.map { "\($0.location.line): \($0.message)" }
      #expect(messages.contains { $0.hasSuffix("'session' lacks 'renewal'") && $0.hasPrefix("8:") }, "\(messages)")
      #expect(messages.contains { $0.contains("'words' lacks 'code.resend'") }, "\(messages)")
    }
  }

  @Test("a renamed control is the app's: its check runs, and the seed's name is an error naming the app")
  func renamedControl() throws {
    let app = try Self.app(Self.teamApp)
    let works = checkText(
      profile: "VoiceOver", task: "wait until the warning appears", expected: "\"Keep me signed in\" works")
    let (verdict, message) = try Self.verdict(works, app: app)
    #expect(verdict == .passed, "\(message)")
    #expect(message.contains("'Keep me signed in' reached and activated"), "\(message)")
    let tapped = checkText(
      profile: "VoiceOver", task: "wait until the warning appears, tap \"Keep me signed in\"",
      expected: "the warning is announced")
    #expect(try Self.verdict(tapped, app: app).0 == .passed)
    let seeds = checkText(profile: "Touch", task: "wait 1 minute", expected: "\"Stay signed in\" works")
    let problems = Self.problems(seeds, app: app)
    #expect(
      problems.contains {
        $0.hasPrefix(
          "app 'team-bank' has no control 'Stay signed in'; its controls are 'Keep me signed in', 'Sign me out'")
      },
      "\(problems)")
  }

  @Test("the warning says the app's words, with its lead time filled in")
  func warningWords() throws {
    let app = try Self.app(Self.teamApp)
    let text = checkText(
      profile: "VoiceOver", task: "wait until the warning appears",
      expected: "\"You will be signed out in 2 minutes unless you choose to stay.\" is announced in full")
    let (verdict, message) = try Self.verdict(text, app: app)
    #expect(verdict == .passed, "\(message)")
  }

  @Test("the app's form is the one filled: its length bounds 'fill N fields', its sensitive field is kept out")
  func formFields() throws {
    let app = try Self.app(Self.teamApp)
    let tooMany = checkText(profile: "Touch", task: "fill 9 fields", expected: "no input is lost")
    #expect(
      Self.problems(tooMany, app: app).contains {
        $0.contains("the long form of app 'team-bank' has 8 fields; fill 1 to 8 of them")
      })
    let sensitive = checkText(
      profile: "Switch Control", task: "fill the long form until the session expires",
      expected: "sensitive fields are not saved")
    let (verdict, message) = try Self.verdict(sensitive, app: app)
    #expect(verdict == .passed, "\(message)")
    let leaky = app.with { $0.session.drafts = .everything }
    let (leaked, why) = try Self.verdict(sensitive, app: leaky)
    #expect(leaked == .failed && why.contains("IBAN"), "\(why)")
  }

  @Test("a session renewed by activity lasts while the person works, and ends when they stop")
  func activityRenewal() throws {
    let renewed = try Self.app(Self.teamApp)
    let fixed = renewed.with { $0.session.renewal = .fixed }
    // Switch Control takes a minute a field: eight minutes of typing, in a ten-minute session.
    let text = checkText(
      profile: "Switch Control", task: "fill the long form, wait 9 minutes", expected: "no input is lost")
    #expect(try Self.verdict(text, app: renewed).0 == .passed)
    let idle = checkText(
      profile: "Switch Control", task: "fill the long form, wait 11 minutes", expected: "no input is lost")
    let (lost, message) = try Self.verdict(idle, app: renewed)
    #expect(lost == .failed, "\(message)")
    #expect(try Self.verdict(text, app: fixed).0 == .failed)
  }

  @Test("a capped extension: 'Stay signed in' is offered as often as the app allows, then not")
  func extensionLimit() throws {
    let capped = AppModel.fixed.with { $0.session.extensionLimit = 1 }
    let once = checkText(profile: "Touch", task: "wait 1 minute", expected: "the session can be extended once")
    #expect(try Self.verdict(once, app: capped).0 == .passed)
    let twice = checkText(profile: "Touch", task: "wait 1 minute", expected: "the session can be extended twice")
    let (verdict, message) = try Self.verdict(twice, app: capped)
    #expect(verdict == .failed, "\(message)")
    #expect(try Self.verdict(twice, app: .fixed).0 == .passed)
  }

  @Test("a maximum length: extensions stop moving the session's end past it")
  func maximumLength() throws {
    let bounded = AppModel.fixed.with {
      $0.session.maximum = .minutes(20)
      $0.session.extend = .silently
    }
    let twice = checkText(profile: "Touch", task: "wait 1 minute", expected: "the session can be extended twice")
    let (verdict, message) = try Self.verdict(twice, app: bounded)
    #expect(verdict == .failed, "\(message)")
    let once = checkText(profile: "Touch", task: "wait 1 minute", expected: "the session can be extended once")
    #expect(try Self.verdict(once, app: bounded).0 == .passed)
  }

  @Test("a draft kept for a while: signing in after that brings nothing back")
  func draftKeptFor() throws {
    let brief = AppModel.fixed.with { $0.session.draftKeptFor = .minutes(5) }
    let soon = checkText(
      profile: "Touch", task: "fill the long form until the session expires, wait 1 minute, sign in",
      expected: "after expiry allowed fields are restored after login")
    #expect(try Self.verdict(soon, app: brief).0 == .passed)
    let late = checkText(
      profile: "Touch", task: "fill the long form until the session expires, wait 10 minutes, sign in",
      expected: "after expiry allowed fields are restored after login")
    let (verdict, message) = try Self.verdict(late, app: brief)
    #expect(verdict == .failed, "\(message)")
    #expect(try Self.verdict(late, app: .fixed).0 == .passed)
  }

  @Test("an app that repeats on return what the person missed: the warning is heard after all")
  func repeatOnReturn() throws {
    let text = checkText(
      profile: "VoiceOver", task: "wait 12 minutes, switch to another app for 2 minutes",
      expected: "the warning is announced")
    let repeats = AppModel.fixed.with { $0.session.onReturn = .repeatMissed }
    let (verdict, message) = try Self.verdict(text, app: repeats)
    #expect(verdict == .passed, "\(message)")
    #expect(try Self.verdict(text, app: .fixed).0 == .failed)
  }

  @Test("words and forms with problems are each named at their line and column")
  func wordAndFormProblems() throws {
    let cases: [(json: String, message: String, line: Int)] = [
      (
        "{\n  \"words\": { \"session.staySigndIn\": \"Keep\" }\n}",
        "unknown word 'words.session.staySigndIn'; did you mean 'session.staySignedIn'?", 2
      ),
      (
        "{\n  \"words\": {\n    \"session.warning\": \"In {session.leed}\"\n  }\n}",
        "'words.session.warning' has the placeholder '{session.leed}', which it cannot hold; did you mean 'session.lead'?",
        3
      ),
      (
        "{ \"words\": { \"code.resend\": \"Resend in {session.lead}\" } }",
        "'words.code.resend' cannot hold a placeholder such as '{session.lead}'", 1
      ),
      ("{ \"words\": { \"passcode.close\": \"  \" } }", "'words.passcode.close' must not be empty", 1),
      (
        "{\n\"forms\": { \"long\": [\"Name\", \"name\"] }\n}",
        "the field 'name' is twice in 'forms.long'; each field needs a label of its own", 2
      ),
      // A clash with the base app's field says which form of which app holds it (issue 40, item 18).
      (
        "{\n\"forms\": { \"details\": [\"Email\"] }\n}",
        "the field 'Email' is in 'forms.long' of the base app 'fixed' and in 'forms.details'; each field needs a label of its own",
        2
      ),
      (
        "{ \"base\": \"before\",\n\"forms\": { \"long\": [\"Account number\"] }\n}",
        "the field 'Account number' is in 'forms.long' and in 'forms.details' of the base app 'before'; each field needs a label of its own",
        2
      ),
      (
        "{ \"forms\": { \"long\": [{ \"label\": \"PIN\", \"sensitive\": \"yes\" }] } }",
        "'sensitive' in field 1 of 'forms.long' must be true or false, not \"yes\"", 1
      ),
      ("{ \"forms\": { \"long\": [] } }", "'forms.long' must be a list of at least one field", 1),
      ("{ \"forms\": { \"short\": [\"Name\"] } }", "unknown form 'forms.short'", 1),
      (
        "{ \"session\": { \"renewal\": \"activty\" } }",
        "'session.renewal' must be one of \"fixed\", \"activity\", not \"activty\"; did you mean 'activity'?", 1
      ),
      (
        "{ \"session\": { \"maximum\": \"90 seconds\" } }",
        "'session.maximum' (1 minute 30 seconds) must be longer than 'session.warningLead' (2 minutes), or the warning would come before the session starts",
        1
      ),
      (
        "{ \"session\": { \"extensionLimit\": -1 } }",
        "'session.extensionLimit' must be a whole number from 0 to 999, not -1, or \"none\"", 1
      ),
    ]
    for item in cases {
      do {
        _ = try Self.app(item.json)
        Issue.record("read: \(item.json)")
      } catch {
        let found = error.diagnostics.first { $0.message.hasPrefix(item.message) }
        #expect(found != nil, "\(error.diagnostics.map(\.message)) for \(item.json)")
        #expect(found?.location.line == item.line, "\(item.json)")
      }
    }
  }

  @Test("the fault catalogue is overlays of app-file keys: each changes fixed, some before has already")
  func faultsAreOverlays() throws {
    #expect(Fault.catalogue.count == 25)
    for fault in Fault.catalogue {
      #expect(fault.applies(to: .fixed), "\(fault.id)")
      #expect(!fault.overlay.isEmpty)
    }
    let applying = Set(Fault.catalogue.filter { $0.applies(to: .before) }.map(\.id))
    #expect(!applying.contains("no-warning") && !applying.contains("no-resend") && applying.contains("wrong-focus"))
    let renamed = try Self.app(Self.teamApp)
    let noWarning = try #require(Fault.catalogue.first { $0.id == "no-warning" })
    #expect(noWarning.applied(to: renamed).session.warning == .none)
    #expect(noWarning.applied(to: renamed).words == renamed.words)
    let bad = Array(
      #"{ "faults": [{ "id": "x", "title": "t", "seed": "s", "criterion": "c", "overlay": { "session": { "warnign": "none" } } }] }"#
        .utf8)
    guard case .failure(let list) = Fault.read(bad, path: "faults.json") else {
      Issue.record("a fault with an unknown key read")
      return
    }
    #expect(
      list.diagnostics.map(\.message) == [
        "fault 'x': unknown key 'session.warnign'; did you mean 'warning' or 'warningLead'?"
      ])
  }

  @Test("no seed word is written in Swift: every label, message and field name comes from a description")
  func noSeedWordInSwift() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
    // "Face ID" is the platform's name for the sensor, which steps name ("pass Face ID"),
    // not a word of the app's; the keypad's digits are digits in any app.
    let platform: Set<Word> = [.faceIDTitle]
    let words = Set(
      (Word.allCases.filter { !platform.contains($0) }.map { AppModel.fixed.words[$0] }
        + (AppModel.fixed.forms.long + AppModel.fixed.forms.details).map(\.label)))
    // A word of several, found anywhere in a literal; a single word, a literal of its own
    // ("Code", not the "Code" of `oneTimeCode`).
    func holds(_ literal: String, _ word: String) -> Bool {
      let fixedPart = word.split(separator: "{").first.map(String.init) ?? word
      if !word.contains(" ") { return literal == word }
      return literal.contains(fixedPart.count > 8 ? fixedPart : word)
    }
    var found: [String] = []
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for literal in Self.stringLiterals(in: text) {
        for word in words where holds(literal, word) {
          found.append("\(url.lastPathComponent): \"\(literal)\" holds '\(word)'")
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The string literals in Swift source, comments left out.
  static func stringLiterals(in source: String) -> [String] {
    var literals: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let code = line.trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("//") { continue }
      var inside = false
      var escaped = false
      var current = ""
      for character in line {
        if inside {
          if escaped {
            escaped = false
            current.append(character)
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inside = false
            literals.append(current)
            current = ""
          } else {
            current.append(character)
          }
        } else if character == "\"" {
          inside = true
        }
      }
    }
    return literals
  }
}
