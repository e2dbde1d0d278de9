import Waypoint

/// Routes the link fuzz reads links into.
enum FuzzLinkRoute: TypedRoute {
  case home
  case article(id: Int)
  case comment(id: Int, comment: Int)
  case search(query: String, page: Int? = nil)
  case shelf(name: String)
}

/// Feeds mutated link texts to a ``LinkTable``: each must read into a route that prints back to
/// a link reading to the same route, or fail with a ``LinkError``. A trap would end the run.
///
/// ```swift
/// var fuzz = LinkFuzz(seed: 7)
/// let report = fuzz.run(links: 10_000)
/// report.problems  // [] when every link read back or was refused with a LinkError
/// ```
///
/// Its report counts link texts as ``FuzzReport/tried``, those that read into a route as
/// ``FuzzReport/taken``, and each refusal by its error case (`unknownPath`,
/// `malformedEscape`); a matched link that does not print and read back to its route is a
/// problem.
public struct LinkFuzz {
  /// The patterns the fuzz reads links with.
  static let table = LinkTable([
    LinkPattern("reading://home", example: FuzzLinkRoute.home),
    LinkPattern("reading://article/{id}", example: FuzzLinkRoute.article(id: 1)),
    LinkPattern(
      "reading://article/{id}/comments/{comment}",
      example: FuzzLinkRoute.comment(id: 1, comment: 2)),
    LinkPattern("https://reading.example/articles/{id}", example: FuzzLinkRoute.article(id: 1)),
    LinkPattern(
      "reading://search/{query}?page={page}", example: FuzzLinkRoute.search(query: "a", page: 2)),
    LinkPattern("reading://shelf/{name}", example: FuzzLinkRoute.shelf(name: "x")),
  ])

  private var rng: SeededGenerator
  private var report: FuzzReport

  /// Creates a fuzz run for `seed`.
  public init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
    report = FuzzReport(seed: seed)
  }

  /// Runs `links` mutated link texts.
  public mutating func run(links: Int) -> FuzzReport {
    for problem in Self.table.problems { report.problems.append("a pattern: \(problem)") }
    for _ in 0..<links {
      report.tried += 1
      read(mutate(validLink()))
    }
    return report
  }

  private mutating func read(_ text: String) {
    let match: LinkMatch
    do {
      match = try Self.table.match(text)
    } catch {
      report.count(Self.name(of: error))
      return
    }
    report.taken += 1
    do {
      let link = try Self.table.link(for: match.route)
      let again = try Self.table.match(link)
      if again.route != match.route {
        report.problems.append(
          "\(text) reads as \(match.route), its link \(link) as \(again.route)")
      }
    } catch {
      report.problems.append("\(text) reads as \(match.route), which does not read back: \(error)")
    }
  }

  static func name(of error: LinkError) -> String {
    switch error {
    case .tooLong: "tooLong"
    case .notALink: "notALink"
    case .controlCharacter: "controlCharacter"
    case .unknownScheme: "unknownScheme"
    case .foreignHost: "foreignHost"
    case .unknownPath: "unknownPath"
    case .missingValue: "missingValue"
    case .malformedValue: "malformedValue"
    case .malformedEscape: "malformedEscape"
    case .route(let error): "route(\(error))"
    case .invalidPattern: "invalidPattern"
    case .unprintable: "unprintable"
    }
  }

  /// A valid link of a random route, printed by the table (or a hand-written variant).
  private mutating func validLink() -> String {
    let words = ["swift", "café", "a b", "100%", "漢字", "🙂", "x/y?z&w=1", "e\u{301}", ""]
    let word = rng.pick(words) ?? "x"
    let routes: [FuzzLinkRoute] = [
      .home, .article(id: Int.random(in: -5...99_999, using: &rng)),
      .comment(
        id: Int.random(in: 0...99, using: &rng), comment: Int.random(in: 0...9, using: &rng)),
      .search(query: word + "q", page: rng.chance(50) ? nil : Int.random(in: 0...20, using: &rng)),
      .shelf(name: word + "s"),
    ]
    let route = rng.pick(routes) ?? .home
    let link = (try? Self.table.link(for: route)) ?? "reading://home"
    if rng.chance(10), case .article(let id) = route {
      return "https://reading.example/articles/\(id)"
    }
    return link
  }

  /// One to three mutations: bytes flipped, cut, or `%`, `/`, `?`, `{`, `&`, `=`, `#`,
  /// unicode, escapes and case changes inserted, the scheme replaced, a long tail added.
  private mutating func mutate(_ link: String) -> String {
    var text = Array(link.utf8)
    let insertions = [
      "%", "/", "?", "{", "}", "&", "=", "#", ":", "//", "%2", "%zz", "%C3", "%FF", "%25", "%2F",
      "é", "🙂", "\u{301}", " ", "\u{0}", "A", "9", "-1", "99999999999999999999",
    ]
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0:
        if !text.isEmpty {
          text[Int.random(in: 0..<text.count, using: &rng)] =
            rng.chance(20)
            ? UInt8.random(in: 0...255, using: &rng) : UInt8.random(in: 32...126, using: &rng)
        }
      case 1:
        if !text.isEmpty { text.removeLast(Int.random(in: 0...min(8, text.count), using: &rng)) }
      case 2:
        if !text.isEmpty { text.removeFirst(Int.random(in: 0...min(4, text.count), using: &rng)) }
      case 3:
        let insertion = Array((rng.pick(insertions) ?? "%").utf8)
        text.insert(contentsOf: insertion, at: Int.random(in: 0...text.count, using: &rng))
      case 4:
        if !text.isEmpty {
          let index = Int.random(in: 0..<text.count, using: &rng)
          if (97...122).contains(text[index]) { text[index] -= 32 }
        }
      default:
        if rng.chance(2) {
          text += Array(repeating: UInt8(ascii: "a"), count: LinkTable.maximumLength)
        } else if let colon = text.firstIndex(of: UInt8(ascii: ":")) {
          let schemes = ["READING", "Reading", "HTTPS", "mail", "reading+x", "8reading", ""]
          text.replaceSubrange(0..<colon, with: Array((rng.pick(schemes) ?? "").utf8))
        }
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}
