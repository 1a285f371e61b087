/// The default pace of each profile setting. `docs/pace.md` gives each number and its reasoning.
public enum PaceTable {
  /// How much slower a task done `slowly` is.
  public static let slowlyFactor = 1.5

  public static func pace(for setting: ProfileSetting) -> Pace {
    switch setting {
    case .touch:
      Pace(
        perField: .seconds(6), perAction: .seconds(1), perStep: .zero,
        readingWordsPerMinute: 240, speechWordsPerMinute: 180)
    case .voiceOver:
      Pace(
        perField: .seconds(15), perAction: .seconds(2), perStep: .seconds(1.5),
        readingWordsPerMinute: 180, speechWordsPerMinute: 180)
    case .switchControl:
      Pace(
        perField: .seconds(60), perAction: .seconds(3), perStep: .seconds(1.5),
        readingWordsPerMinute: 200, speechWordsPerMinute: 180)
    case .voiceControl:
      Pace(
        perField: .seconds(12), perAction: .seconds(3), perStep: .zero,
        readingWordsPerMinute: 240, speechWordsPerMinute: 180)
    case .fullKeyboardAccess:
      Pace(
        perField: .seconds(8), perAction: .seconds(1), perStep: .seconds(0.5),
        readingWordsPerMinute: 240, speechWordsPerMinute: 180)
    case .largerText(let size):
      Pace(
        perField: .seconds(6 + Double(size)), perAction: .seconds(1 + 0.25 * Double(size)),
        perStep: .zero, readingWordsPerMinute: 240 - 20 * Double(size), speechWordsPerMinute: 180)
    case .cognitive:
      Pace(
        perField: .seconds(20), perAction: .seconds(3), perStep: .zero,
        readingWordsPerMinute: 120, speechWordsPerMinute: 180)
    }
  }
}
