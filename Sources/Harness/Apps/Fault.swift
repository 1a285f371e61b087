/// One departure from `fixed` that a seed calls a problem: what a suite's checks must catch.
public struct Fault: Sendable, Identifiable, CustomStringConvertible {
  /// A stable name, such as `no-warning`.
  public let id: String
  /// What goes wrong, in a sentence.
  public let title: String
  /// The seed document that calls it a problem.
  public let seed: String
  /// The WCAG success criterion it breaks.
  public let criterion: String
  /// The app-file keys laid over an app to switch the fault on (`{"session": {"warning": "none"}}`).
  public let overlay: [String: ConfigValue]

  /// The title as written, with the names of words (`{code.resend}`) an app says its own way.
  let writtenTitle: String

  init(id: String, title: String, seed: String, criterion: String, overlay: [String: ConfigValue]) {
    self.id = id
    writtenTitle = title
    self.title = AppModel.fixed.filling(title)
    self.seed = seed
    self.criterion = criterion
    self.overlay = overlay
  }

  /// `app` with this one fault switched on, named `fixed+ID` when `app` is `fixed`.
  public func applied(to app: AppModel) -> AppModel {
    var faulty = app
    // The catalogue's overlays are read when it is (`Fault.read`): they apply to any app.
    _ = AppSettings.apply(overlay, to: &faulty, complete: false)
    faulty.name = "\(app.name)+\(id)"
    return faulty
  }

  /// Whether switching the fault on changes what `app` does: an app that already does it
  /// (no warning, in `before`) cannot show whether a check catches it.
  public func applies(to app: AppModel) -> Bool {
    // An app that runs its own screens (a flow, a team's logic) has none of the keys laid over.
    guard !app.isLogic else { return false }
    var faulty = applied(to: app)
    faulty.name = app.name
    return faulty != app
  }

  /// The title in `app`'s words.
  public func title(in app: AppModel) -> String { app.filling(writtenTitle) }

  public var description: String { id }

  /// Every fault the seeds describe: `Apps/faults.json`.
  public static let catalogue: [Fault] = {
    switch read(PackageResources.faults_json, path: "faults.json") {
    case .success(let faults): return faults
    case .failure(let list): preconditionFailure("built-in faults.json does not read: \(list)")
    }
  }()

  /// The faults of a catalogue's bytes: `{"faults": [{"id", "title", "seed", "criterion",
  /// "overlay"}]}`, each overlay laid over `fixed` to show it holds app-file keys.
  static func read(_ bytes: [UInt8], path: String) -> Result<[Fault], DiagnosticList> {
    let object: [String: ConfigValue]
    switch JSONObject.read(bytes, path: path, shape: "a fault catalogue is a JSON object: { \"faults\": [ … ] }") {
    case .success(let read): object = read.object
    case .failure(let list): return .failure(list)
    }
    let start = SourceLocation(path: path, line: 1, column: 1)
    guard case .array(let items) = object["faults"] else {
      return .failure(DiagnosticList([Diagnostic(.badAppFile, at: start, "'faults' must be a list of faults")]))
    }
    var faults: [Fault] = []
    var problems: [Diagnostic] = []
    for (index, item) in items.enumerated() {
      guard case .object(let entry) = item, case .string(let id) = entry["id"],
        case .string(let title) = entry["title"],
        case .string(let seed) = entry["seed"], case .string(let criterion) = entry["criterion"],
        case .object(let overlay) = entry["overlay"]
      else {
        problems.append(
          Diagnostic(
            .badAppFile, at: start, "fault \(index + 1) needs 'id', 'title', 'seed', 'criterion' and 'overlay'"))
        continue
      }
      var probe = AppModel.fixed
      for problem in AppSettings.apply(overlay, to: &probe, complete: false) {
        problems.append(Diagnostic(.badAppFile, at: start, "fault '\(id)': \(problem.message)"))
      }
      faults.append(Fault(id: id, title: title, seed: seed, criterion: criterion, overlay: overlay))
    }
    return problems.isEmpty ? .success(faults) : .failure(DiagnosticList(problems))
  }
}
