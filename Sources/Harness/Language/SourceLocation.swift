/// A place in a check file: the path as the user gave it, and a 1-based line and column.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// The same place, `offset` columns further to the right.
  public func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(path: path, line: line, column: column + offset)
  }

  public var description: String { String.joined(shownPath, ":", String(line), ":", String(column)) }

  /// The path as a line may start with it: with `./` before one that starts with `:`, the
  /// same file, so that no line it starts reads as a CI command (GitHub's `::error …`).
  public var shownPath: String { path.hasPrefix(":") ? "./" + path : path }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

/// A value together with where it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

extension Located: Codable where Value: Codable {}
