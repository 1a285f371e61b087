import Harness

/// A check's timeline as every report writes it: each event's clock face and its text, the
/// text cleared of secrets, made safe and escaped once for the check's JUnit `system-out`, its
/// picture's titles and its list on the page. The entities are XML text's, which mean the
/// same in HTML text: `'` stays as it is.
struct TimelineText: ~Copyable {
  /// Each event as `13:00 warning shown …`: the page's titles and list take it in one piece.
  private var text: ByteText
  /// Where each event's clock face ends in `text` (a space follows it), and where its text ends.
  private var ends: [(clock: Int, text: Int)] = []

  init(_ entries: [LogEntry]) {
    text = ByteText(capacity: 2048)
    ends.reserveCapacity(entries.count)
    for entry in entries {
      text.add(entry.at)
      let clock = text.count
      text.put(" ")
      text.escaped(entry.text, as: .xmlText)
      ends.append((clock, text.count))
    }
  }

  /// No timeline: for a run none of whose outputs shows one.
  init() {
    text = ByteText(capacity: 0)
  }

  /// The timeline of `item`; none when it did not run.
  init(of item: borrowing RunReport.Case) {
    guard case .ran(let result) = item.outcome else {
      self.init([])
      return
    }
    self.init(result.timeline)
  }

  var count: Int { ends.count }

  /// What stands between an event's clock face and its text.
  enum Gap {
    /// One space, as the page writes it and the event is kept: the event is copied in one piece.
    case space
    /// Two spaces, as JUnit's `system-out` lines up its column of text.
    case twoSpaces
  }

  /// Adds event `index` to `out`: its clock face, `gap` and its text.
  func add(_ index: Int, gap: Gap, to out: inout ByteText) {
    let start = index == 0 ? 0 : ends[index - 1].text
    let (clock, end) = ends[index]
    text.withBytes { bytes in
      guard gap == .twoSpaces else { return out.add(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end])) }
      out.add(bytes: UnsafeBufferPointer(rebasing: bytes[start..<clock]))
      out.put("  ")
      out.add(bytes: UnsafeBufferPointer(rebasing: bytes[(clock + 1)..<end]))
    }
  }
}
