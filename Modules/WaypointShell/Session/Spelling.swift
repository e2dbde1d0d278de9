/// Near misses: the hint in `did you mean tap?` for a word typed with a slip.
enum Spelling {
  /// The candidate closest to `word` when at most two edits away (one for words of up to
  /// four letters), compared in lower case; `nil` when none is, or two are equally close.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    let limit = typed.count <= 4 ? 1 : 2
    let ranked = candidates.map { ($0, distance(typed, Array($0.lowercased()))) }
      .filter { $0.1 <= limit }
      .sorted { $0.1 < $1.1 }
    guard let best = ranked.first else { return nil }
    if ranked.count > 1, ranked[1].1 == best.1 { return nil }
    return best.0
  }

  /// The number of single-character insertions, deletions and substitutions (Levenshtein).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
