import Testing

@testable import Harness

/// One record of what happened (issue 41, item 2): the world records events as values, and
/// the timeline, the evidence and the reports draw their words from them.
@Suite("Trace entries")
struct TraceEntryTests {
  @Test("the timeline is the trace's entries in words, in the order they happened")
  func timelineIsDrawn() throws {
    let task = "fill 3 fields, then let the session expire, then sign in"
    let trace = try TraceTests.trace(task, profile: "Touch")
    let result = try #require(
      runCheck(checkText(profile: "Touch", task: task, expected: "the warning is announced")))
    #expect(result.timeline.map(\.text) == trace.entries.map(\.event.words))
    #expect(result.timeline.map(\.text) == trace.log.map(\.text))
    #expect(result.timeline.map(\.kind) == trace.entries.map(\.event.kind))
    #expect(zip(trace.entries, trace.entries.dropFirst()).allSatisfy { $0.at <= $1.at })
    // The events are values a claim or a report can read without parsing words.
    let labels = AppModel.fixed.forms.long.prefix(3).map(\.label)
    let filled = trace.entries.compactMap { entry -> String? in
      if case .filled(let label, _, _, _) = entry.event { return label }
      return nil
    }
    #expect(filled == Array(labels))
    #expect(trace.entries.contains { if case .sessionExpired = $0.event { true } else { false } })
    #expect(trace.entries.contains { if case .signedIn = $0.event { true } else { false } })
  }

  @Test("a field filled in order reads the same drawn from the app's lines or made afresh")
  func filledWords() {
    let content = AppModel.fixed.content
    let total = AppModel.fixed.forms.long.count
    for (index, field) in AppModel.fixed.forms.long.enumerated() {
      let event = TraceEvent.filled(label: field.label, index: index, count: index + 1, total: total)
      #expect(event.words(drawnIn: content) == event.words)
      #expect(event.words == "filled '\(field.label)' (\(index + 1) of \(total))")
    }
    // Out of order (after a restore), the count is the fields filled so far, not the place.
    let restored = TraceEvent.filled(label: "Card number", index: 14, count: 17, total: total)
    #expect(restored.words(drawnIn: content) == "filled 'Card number' (17 of \(total))")
  }

  @Test("a probe's own entries are marked as the probe's; the task's keep their kind")
  func probeEntries() throws {
    let text = checkText(profile: "VoiceOver", task: "fill 2 fields", expected: "the session can be extended 2 times")
    let result = try #require(runCheck(text))
    let evidence = try #require(result.expectations.first?.evidence)
    #expect(evidence.contains { $0.kind == .probe })
    #expect(result.timeline.allSatisfy { $0.kind != .probe })
  }

  @Test("the run guard counts an event's own texts as it is recorded, with room for the words around them")
  func textBytes() {
    let long = String(repeating: "long words ", count: 100)
    let event = TraceEvent.announced(text: long, heard: .spoken(.seconds(3)))
    #expect(event.textBytes >= event.words.utf8.count)
    #expect(TraceEvent.noticeDismissed.textBytes >= TraceEvent.noticeDismissed.words.utf8.count)
    let saved = TraceEvent.draftSaved(labels: ["Full name", "Email", "Phone"])
    #expect(saved.textBytes >= saved.words.utf8.count)
  }

  @Test("every event the migration corpus records, on fixed and before, is counted at least as long as it reads")
  func textBytesOverTheCorpus() throws {
    var kinds = Set<String>()
    for source in try MigrationRecordTests.corpus() {
      let checks = Pipeline().parse(source.text, path: source.name).checks
      for app in [AppModel.fixed, .before] {
        for check in checks {
          guard case .success(let runnable) = Resolver(apps: [:], defaultApp: app).resolve(check) else { continue }
          var words = FixedWords.Cache()
          let (world, _) = Runner.task(of: runnable, guard: .standard, words: &words)
          for entry in world.entries {
            kinds.insert(String(describing: entry.event).prefix { $0 != "(" }.description)
            #expect(entry.event.textBytes >= entry.event.words.utf8.count, "\(entry.event.words)")
          }
        }
      }
    }
    // The corpus reaches most kinds of event, so the bound is held over them, not a few.
    #expect(kinds.count >= 50, "\(kinds.sorted())")
  }

  @Test("a flow's warning is written in the words it gave that time, or as silent when it gave none")
  func warningLines() throws {
    // The first warning says one thing, the second another; a third, after both, says nothing.
    let json = """
      { "name": "warnings", "flow": { "form": ["Name"],
        "screens": { "home": { "title": "the form", "shows": ["form"] } },
        "start": [{ "show": "home" }, { "start": "session.warning", "after": "1 minute" }],
        "on": [
          { "when": { "runsOut": "session.warning" }, "if": { "below": { "warned": 1 } },
            "do": [{ "add": "warned" }, { "announce": "Two minutes left" }, { "start": "session.warning", "after": "1 minute" }] },
          { "when": { "runsOut": "session.warning" }, "if": { "below": { "warned": 2 } },
            "do": [{ "add": "warned" }, { "announce": "One minute left, save your work" },
                   { "start": "session.warning", "after": "1 minute" }] },
          { "when": { "runsOut": "session.warning" }, "do": [{ "add": "warned" }] }
        ] } }
      """
    let app = try AppModel(json: json, path: "warnings.json")
    let result = try #require(
      Checks.run(
        source:
          "Check: warnings\nProfile: VoiceOver\nTask: stay idle for 4 minutes\nExpected: \"Two minutes left\" is announced\n",
        against: app
      ).first)
    let lines = result.timeline.map(\.text).filter {
      $0.hasPrefix("warning shown") || $0.contains("showed no new text")
    }
    #expect(
      lines == [
        "warning shown: \"Two minutes left\"", "warning shown: \"One minute left, save your work\"",
        "'session.warning' ran out: the app showed no new text and announced nothing",
      ], "\(result.timeline.map(\.text))")
  }
}
