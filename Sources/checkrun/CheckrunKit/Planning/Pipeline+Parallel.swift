import Harness

extension Pipeline {
  /// Stage one for a large file: `text`, the file at `path`, parsed in pieces on `jobs` threads.
  func parse(_ text: String, path: String, jobs: Int) -> ParsedFile {
    let parser = Parser(mode: mode)
    let input = parser.read(text, path: path, pieces: text.utf8.count >= 1 << 18 ? jobs : 1) { count, body in
      _ = inParallel(count) { body($0) }
    }
    guard input.pieces.count > 1 else { return parser.parse(input, piece: 0) }
    return Parser.joined(inParallel(input.pieces.count) { parser.parse(input, piece: $0) }, path: path)
  }
}
