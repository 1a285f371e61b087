/// Terminal escape sequences in text from a check or the model: what each output takes out
/// whole, so that none of a sequence is left between the pieces of a secret, and none can
/// move the cursor, recolour or retitle a terminal.
enum EscapeSequence {
  /// `text`'s scalars with each escape sequence whole replaced by `sequence` (taken out when
  /// nil) and every other scalar by what `scalar` makes of it.
  static func replaced(
    in text: String, by sequence: Unicode.Scalar?, scalar: (Unicode.Scalar) -> Unicode.Scalar
  ) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let next = scalars[index]
      if next == "\u{1B}" {
        index += length(in: scalars, at: index)
        if let sequence { out.append(sequence) }
        continue
      }
      out.append(scalar(next))
      index += 1
    }
    return String(out)
  }

  /// How many scalars the escape sequence starting at `start` (an `ESC`) takes: a CSI
  /// `ESC [ … final`; a string such as OSC `ESC ] 0;title BEL` (DCS, SOS, PM and APC too)
  /// up to its BEL or `ESC \\`; else, and for a string left open, `ESC` and one character.
  static func length(in scalars: [Unicode.Scalar], at start: Int) -> Int {
    guard start + 1 < scalars.count else { return 1 }
    var index = start + 2
    switch scalars[start + 1] {
    case "[":
      while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) { index += 1 }
      return min(index + 1, scalars.count) - start
    case "]", "P", "X", "^", "_":
      while index < scalars.count {
        switch scalars[index] {
        case "\u{7}": return index + 1 - start
        case "\u{1B}" where index + 1 < scalars.count && scalars[index + 1] == "\\": return index + 2 - start
        case "\u{1B}", "\n", "\r": return 2
        default: index += 1
        }
      }
      return 2
    default:
      return 2
    }
  }
}
