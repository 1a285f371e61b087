/// How a task line is read into steps: split at `;` and `then`, each part a step, or steps
/// joined by commas and "and"; `try to`, `it` and a step done several times.
extension Resolver {
  /// The steps of one task line: split at `;`, `then` and (where each part is a step) commas.
  public static func steps(in line: Located<String>) -> Result<[Resolved<TaskStep>], DiagnosticList> {
    let tokens = Token.tokenize(line.value)
    var segments: [[Token]] = [[]]
    for token in tokens {
      if token.word == "then" || token.kind == .mark(";") {
        // "…, then" and "… and then": the joining word goes with `then`.
        while let last = segments[segments.count - 1].last, last.kind == .mark(",") || last.word == "and" {
          segments[segments.count - 1].removeLast()
        }
        segments.append([])
      } else {
        segments[segments.count - 1].append(token)
      }
    }
    var steps: [Resolved<TaskStep>] = []
    var problems: [Diagnostic] = []
    // The line's characters, made once: a step's text is cut from them by its columns.
    let characters = Array(line.value)
    // What the step before acted on, which `it` stands for (`wait until "Close" appears, then
    // tap it`).
    var subject: [Token]?
    for var segment in segments where !segment.isEmpty {
      // `try to STEP`: the step, tried; what follows "try to" is understood as any step is.
      let tried = segment.count > 2 && segment[0].word == "try" && segment[1].word == "to"
      if tried { segment.removeFirst(2) }
      var whole = understand(
        segment, in: characters, at: line.location, families: Vocabulary.tasks, words: Resolver.taskWords, role: "step")
      if case .failure = whole, let read = Resolver.stepAnaphora(segment, subject: subject) {
        whole = understand(
          read, in: characters, at: line.location, families: Vocabulary.tasks, words: Resolver.taskWords, role: "step")
      }
      // `STEP twice`, `STEP 3 times`: the step, done that many times over.
      if case .failure = whole,
        let repeated = Resolver.repeatedStep(segment, in: characters, at: line.location, subject: subject)
      {
        switch repeated {
        case .success(let (done, said)): (steps, subject) = (steps + done, said)
        case .failure(let problem): problems.append(problem)
        }
        continue
      }
      // A general step's noun may have swallowed steps joined by commas or "and" ("select a
      // slot, wait 3 minutes"): those steps, each understood, come first.
      if case .success(let step) = whole, Resolver.generalSteps.contains(step.family),
        let (joined, said) = Resolver.joinedSteps(segment, in: characters, at: line.location, subject: subject)
      {
        steps += joined
        subject = said
        continue
      }
      if case .success(var step) = whole {
        subject = Resolver.stepSubject(segment, step)
        if tried {
          step.attempt = true
          step.text = "try to " + step.text
          step.location.column -= "try to ".count
        }
        steps.append(step)
        continue
      }
      // Steps joined by commas and "and" ("sign in and open the long form"), each a step.
      if let (joined, said) = Resolver.joinedSteps(segment, in: characters, at: line.location, subject: subject) {
        steps += joined
        subject = said
      } else if case .failure(let problem) = whole {
        problems.append(Resolver.noSubject(segment, subject: subject, at: line.location) ?? problem)
      }
    }
    for step in steps {
      for requirement in step.value.requirements {
        if let problem = requirement.phraseProblem(step, line: line) { problems.append(problem) }
      }
    }
    return problems.isEmpty ? .success(steps) : .failure(DiagnosticList(problems))
  }
}
