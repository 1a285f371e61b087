import Testing

@testable import Harness

/// An app file's `aliases` (issue 43, item 2): other names a check may give the app's things,
/// each naming one thing as its target names it; a wrong one is an error at its line.
@Suite("Aliases an app file declares")
struct AliasTests {
  static let aliased = """
    { "base": "fixed", "name": "aliased",
      "aliases": {
        "the inactivity warning": "the session warning",
        "the new code link": "Resend code",
        "the otp": "code.expiry"
      } }
    """

  static func check(_ profile: String, _ task: String, _ line: String) -> String {
    ThingStateTests.check(profile, task, [line])
  }

  @Test("an alias names its thing, and its verdict is the thing's own")
  func names() throws {
    let app = try AppModel(json: Self.aliased, path: "aliased.json")
    for (alias, canonical) in [
      ("the inactivity warning", "the session warning"), ("the new code link", "the resend code button"),
      ("the otp", "the one-time code"),
    ] {
      let said = try Nouns.find(alias, in: app).get()
      #expect(said.thing == (try Nouns.find(canonical, in: app).get()).thing, "\(alias)")
    }
    let lines = [
      (
        "Switch Control", "request a one-time code, then wait 6 minutes",
        "once the otp has expired, the new code link is reachable"
      ),
      (
        "VoiceOver", "sign in, fill the long form, then wait 16 minutes",
        "the inactivity warning is shown before the session expires"
      ),
    ]
    for (profile, task, line) in lines {
      let result = try Checks.run(source: Self.check(profile, task, line), against: app)
      #expect(QAFixtures.letters(result) == "P", "\(line): \(result.flatMap(\.expectations).map(\.message))")
      // The same line on before, given the same aliases, fails: the alias names, it does not judge.
      var before = AppModel.before
      before.aliases = app.aliases
      #expect(QAFixtures.letters(try Checks.run(source: Self.check(profile, task, line), against: before)) == "F")
    }
  }

  @Test("an app without the aliases does not know them, though it shares the words")
  func isolated() throws {
    let app = try AppModel(json: Self.aliased, path: "aliased.json")
    #expect((try? Nouns.find("the new code link", in: app).get()) != nil)
    #expect((try? Nouns.find("the new code link", in: .fixed).get()) == nil)
    #expect((try? Nouns.find("the new code link", in: Nouns.plain(app)).get()) == nil)
  }

  @Test("a flow's aliases name its screens and timers by their stable names")
  func flow() throws {
    var json = FlowConditionsTests.portalJSON(scope: "perCheck")
    json.removeLast()
    json += #", "aliases": { "the logout screen": "signedOut", "the idle timer": "session.warning" } }"#
    let app = try AppModel(json: json, path: "portal.json")
    #expect(try Nouns.find("the logout screen", in: app).get().name == "the signed-out screen")
    #expect(try Nouns.find("the idle timer", in: app).get().thing == .timer("session.warning"))
  }

  @Test(
    "a wrong alias is an error at its line, saying why",
    arguments: [
      (#""the close": "the session""#, "already names the button \"Close\""),
      (#""the x": "Resend cod""#, "names nothing the app has; did you mean"),
      (#""the warning is": "the session""#, "holds 'is'"),
      (#""": "the session""#, "must have words"),
      (#""the y": 3"#, "must be text"),
    ])
  func wrong(_ entry: String, _ says: String) throws {
    let json = "{ \"base\": \"fixed\",\n  \"aliases\": {\n    \(entry)\n  } }"
    do {
      _ = try AppModel(json: json, path: "bad.json")
      Issue.record("\(entry) was accepted")
    } catch {
      let problem = try #require(error.diagnostics.first)
      #expect(problem.message.contains(says), "\(problem.message)")
      #expect(problem.location.line == 3, "\(problem)")
    }
  }
}
