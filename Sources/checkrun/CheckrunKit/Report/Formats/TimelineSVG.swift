import Harness

/// A check's timeline drawn as inline SVG: the time axis, the person's actions, the app's
/// changes, timers running out, announcements (heard in full, cut off, or not heard) and
/// focus moves. Every mark has a title; the page gives the same timeline as text beside it.
///
/// What every picture shares is drawn once at the top of the page, hidden, and used by each
/// picture: the lanes, the shape of each kind of mark (a mark is a `use` of its shape, placed
/// by its `x`, with its title), and the time axis for each length of timeline in the run (a
/// run of many checks has few lengths).
struct TimelineSVG {
  static let width = 760.0
  static let left = 110.0
  static let right = 20.0
  static let lanes = [("You", 28.0), ("App", 52.0), ("Speech", 76.0), ("Focus", 100.0)]
  static let axisY = 118.0
  static let height = 146.0

  var id: String
  /// The right end of the time axis.
  let end: VirtualInstant

  /// The picture of `result`, which it reads and does not keep.
  init(of result: borrowing CheckResult, id: String) {
    self.id = id
    end = TimelineSVG.end(of: result)
  }

  /// The right end of `result`'s time axis: its last event or announcement, and at least one
  /// second.
  static func end(of result: borrowing CheckResult) -> VirtualInstant {
    var end = VirtualInstant(sinceStart: .seconds(1))
    for entry in result.timeline where entry.at > end { end = entry.at }
    for expectation in result.expectations {
      for entry in expectation.evidence where entry.kind == .probe && entry.at > end { end = entry.at }
    }
    for announcement in result.announcements where announcement.endsAt > end { end = announcement.endsAt }
    return end
  }

  func x(_ at: VirtualInstant) -> Double { TimelineSVG.x(at, end: end) }

  /// Where `at` is drawn on an axis that ends at `end`.
  static func x(_ at: VirtualInstant, end: VirtualInstant) -> Double {
    let span = Double(max(1, end.sinceStart.milliseconds))
    return left + Double(at.sinceStart.milliseconds) / span * (width - left - right)
  }

  /// `value` to one decimal, without a trailing `.0`: `206.4`, `110`.
  static func number(_ value: Double) -> String {
    var text = ByteText(capacity: 8)
    text.add(tenths: value)
    return String(decoding: text.bytes, as: UTF8.self)
  }

  /// Tick spacing that gives at most eight ticks on an axis that ends at `end`.
  static func tickStep(end: VirtualInstant) -> VirtualDuration {
    let steps: [Double] = [1, 5, 10, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 21600, 43200, 86400]
    let total = end.sinceStart.seconds
    // Past eight days, whole days: as many as keep the ticks to eight, however long the axis.
    return .seconds(steps.first { total / $0 <= 8 } ?? 86400 * (total / 86400 / 8).rounded(.up))
  }

  /// The id of the shared time axis that ends at `end`.
  static func axisID(end: VirtualInstant) -> String { "axis-\(end.sinceStart.milliseconds)" }

  /// What every timeline shares, drawn once, hidden, and used by each timeline: the lanes with
  /// their guide lines, and a time axis for each of `axisEnds`.
  static func sharedDefinitions(axisEnds: [VirtualInstant]) -> String {
    var svg = "<svg class=\"lanes\" aria-hidden=\"true\" focusable=\"false\"><defs><g id=\"lanes\">"
    for (name, y) in lanes {
      // Presentation attributes, not classes: a used copy is not styled by the page's rules.
      svg += "<text x=\"8\" y=\"\(number(y + 4))\" font-size=\"11\" fill=\"#1b1b1b\">\(name)</text>"
      svg +=
        "<line x1=\"\(Int(left))\" x2=\"\(Int(width - right))\" y1=\"\(Int(y))\" y2=\"\(Int(y))\" stroke=\"#d0d0d0\"/>"
    }
    svg += "</g>"
    // The marks of events, each drawn at x = 0 and placed by the `x` of the `use` that draws
    // it: the person's actions and a probe's (circles), the app's changes (squares), timers
    // running out (dashed lines).
    svg += "<circle id=\"mp\" cy=\"\(personY)\" r=\"4\" fill=\"#0b5cad\"/>"
    svg += "<circle id=\"mq\" cy=\"\(personY)\" r=\"4\" fill=\"#fff\" stroke=\"#0b5cad\" stroke-width=\"2\"/>"
    svg += "<rect id=\"ma\" x=\"-3.5\" y=\"\(appY)\" width=\"7\" height=\"8\" fill=\"#505050\"/>"
    svg +=
      "<line id=\"mt\" y1=\"14\" y2=\"\(axisYText)\" stroke=\"#b42318\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>"
    for end in axisEnds { svg += axis(end: end) }
    return svg + "</defs></svg>"
  }

  /// The time axis that ends at `end`, with its ticks and their clock faces.
  static func axis(end: VirtualInstant) -> String {
    let axisY = Int(axisY)
    var out = ByteText(capacity: 1024)
    out.put("<g id=\"")
    out.add(axisID(end: end))
    out.put("\" font-size=\"11\" fill=\"#1b1b1b\" text-anchor=\"middle\">")
    out.add(
      "<line x1=\"\(Int(left))\" x2=\"\(Int(width - right))\" y1=\"\(axisY)\" y2=\"\(axisY)\" stroke=\"#1b1b1b\"/>")
    let step = tickStep(end: end)
    var tick = VirtualInstant.start
    while tick <= end {
      let tx = x(tick, end: end)
      out.put("<line x1=\"")
      out.add(tenths: tx)
      out.put("\" x2=\"")
      out.add(tenths: tx)
      out.add("\" y1=\"\(axisY)\" y2=\"\(axisY + 5)\" stroke=\"#1b1b1b\"/><text x=\"")
      out.add(tenths: tx)
      out.add("\" y=\"\(axisY + 18)\">")
      out.add(tick)
      out.put("</text>")
      tick = tick + step
    }
    out.put("</g>")
    return String(decoding: out.bytes, as: UTF8.self)
  }

  // The fixed pieces of every picture, made once from the geometry above.
  static let viewBox = "0 0 \(Int(width)) \(Int(height))"
  static let axisYText = String(Int(axisY))
  static let personY = String(Int(lanes[0].1))
  static let appY = String(Int(lanes[1].1 - 4))
  static let barY = String(Int(lanes[2].1 - 5))
  /// What stands between an announcement bar's start and its width.
  static let barMiddle = "\" y=\"\(barY)\" width=\""

  /// The picture of `result`; `titles` is its timeline as text: each event's time and escaped
  /// text.
  func render(
    _ result: borrowing CheckResult, label: String, titles: borrowing TimelineText, into out: inout ByteText
  ) {
    out.put("<svg role=\"img\" aria-labelledby=\"")
    out.add(id)
    out.put("-title\" viewBox=\"")
    out.add(Self.viewBox)
    out.put("\" width=\"100%\"><title id=\"")
    out.add(id)
    out.put("-title\">")
    out.escaped(label)
    out.put("</title><use href=\"#lanes\"/><use href=\"#")
    out.add(TimelineSVG.axisID(end: end))
    out.put("\"/>")
    // Everything drawn: the task's timeline, its titles written already, then the probes'
    // actions from the evidence.
    for (index, entry) in result.timeline.enumerated() {
      mark(entry, into: &out) { out in titles.add(index, gap: .space, to: &out) }
    }
    for expectation in result.expectations {
      for entry in expectation.evidence where entry.kind == .probe {
        mark(entry, into: &out) { out in out.add(entry) }
      }
    }
    for heard in result.heardAnnouncements { bar(heard, into: &out) }
    for move in result.focusMoves where move.landed {
      let cx = x(move.at)
      let y = Int(TimelineSVG.lanes[3].1)
      out.put("<path d=\"M")
      out.add(tenths: cx)
      out.put(" ")
      out.add(y - 6)
      out.put(" L")
      out.add(tenths: cx + 6)
      out.put(" ")
      out.add(y + 5)
      out.put(" L")
      out.add(tenths: cx - 6)
      out.put(" ")
      out.add(y + 5)
      out.put(" Z\" class=\"focus\"><title>")
      out.add(move.at)
      out.put(" focus moves to ")
      out.escaped(move.label)
      out.put("</title></path>")
    }
    out.put("</svg>")
  }

  /// One event's mark, a use of its kind's shape at the event's time; `title` adds its time
  /// and escaped text.
  func mark(_ entry: LogEntry, into out: inout ByteText, title: (inout ByteText) -> Void) {
    let shape: StaticString
    switch entry.kind {
    case .person: shape = "<use href=\"#mp\" x=\""
    case .probe: shape = "<use href=\"#mq\" x=\""
    case .app: shape = "<use href=\"#ma\" x=\""
    case .timer: shape = "<use href=\"#mt\" x=\""
    case .announcement: return
    }
    out.put(shape)
    out.add(tenths: x(entry.at))
    out.put("\"><title>")
    title(&out)
    out.put("</title></use>")
  }

  func bar(_ heard: Trace.Heard, into out: inout ByteText) {
    let announcement = heard.announcement
    let start = x(announcement.postedAt)
    let stop = x(announcement.cutOffAt ?? heard.unfinishedAt ?? announcement.endsAt)
    // The rest of the bar's tag, whose class says how it was heard.
    let rest: StaticString
    if !announcement.audible {
      rest = "\" height=\"10\" class=\"unheard\"><title>"
    } else if announcement.cutOffAt != nil {
      rest = "\" height=\"10\" class=\"cut\"><title>"
    } else {
      rest = "\" height=\"10\" class=\"heard\"><title>"
    }
    out.put("<rect x=\"")
    out.add(tenths: start)
    out.add(Self.barMiddle)
    out.add(tenths: max(3, stop - start))
    out.put(rest)
    out.add(announcement.postedAt)
    out.put(" announced \"")
    out.escaped(announcement.text)
    out.put("\": ")
    out.escaped(heard.words)
    out.put("</title></rect>")
  }
}
