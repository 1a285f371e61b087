/// A family whose one parameter is the text in quotes (`"TEXT" is shown`): made from the first.
protocol QuotedFamily: PhraseFamilyType {
  init(quoted: String)
}

extension QuotedFamily {
  init?(_ captures: Pattern.Captures) {
    guard let quoted = captures.labels.first else { return nil }
    self.init(quoted: quoted)
  }
}

/// A family whose one parameter is the least time it asks for (`at least 2 minutes`).
protocol MinimumFamily: PhraseFamilyType {
  init(atLeast minimum: VirtualDuration)
}

extension MinimumFamily {
  init?(_ captures: Pattern.Captures) {
    guard let minimum = captures.durations.first else { return nil }
    self.init(atLeast: minimum)
  }
}
