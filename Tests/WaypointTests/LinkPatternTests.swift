import Testing
import Waypoint

/// Routes reached by links in these tests.
enum ReadingLinkRoute: TypedRoute {
  case home
  case article(id: Int)
  case comment(id: Int, comment: Int)
  case search(query: String, page: Int? = nil)
  case shelf(name: String)
}

@Suite struct LinkPatternTests {
  static let links = LinkTable([
    LinkPattern("reading://home", example: ReadingLinkRoute.home),
    LinkPattern("reading://article/{id}", example: ReadingLinkRoute.article(id: 1)),
    LinkPattern(
      "reading://article/{id}/comments/{comment}", ReadingLinkRoute.self, case: "comment"),
    LinkPattern("https://reading.example/articles/{id}", example: ReadingLinkRoute.article(id: 1)),
    LinkPattern(
      "reading://search/{query}?page={page}", example: ReadingLinkRoute.search(query: "a", page: 2)),
    LinkPattern("reading://shelf/{name}", example: ReadingLinkRoute.shelf(name: "x")),
  ])

  var links: LinkTable { Self.links }

  @Test func everyDeclaredPatternIsUsable() {
    #expect(links.problems.isEmpty, "\(links.problems)")
  }

  @Test(arguments: [
    ("reading://home", ReadingLinkRoute.home),
    ("reading://home/", .home),
    ("reading://article/8", .article(id: 8)),
    ("reading://article/8/", .article(id: 8)),
    ("reading://article/8#top", .article(id: 8)),
    ("reading://article/8?utm=x", .article(id: 8)),
    ("reading://article/8/comments/2", .comment(id: 8, comment: 2)),
    ("https://reading.example/articles/13", .article(id: 13)),
    ("reading://search/swift", .search(query: "swift")),
    ("reading://search/swift?page=3", .search(query: "swift", page: 3)),
    ("reading://search/swift?x=1&page=3&page=4", .search(query: "swift", page: 3)),
    ("reading://search/swift%20nio", .search(query: "swift nio")),
    ("reading://search/caf%C3%A9%2F%3F", .search(query: "café/?")),
    ("reading://search/café", .search(query: "café")),
    ("reading://search/a+b", .search(query: "a+b")),
    ("reading://search/e\u{301}", .search(query: "e\u{301}")),
    ("reading://search/a?\u{301}page=2", .search(query: "a")),
    ("reading://search/x?page=%33", .search(query: "x", page: 3)),
  ])
  func aLinkReadsIntoItsTypedRoute(_ text: String, _ expected: ReadingLinkRoute) throws {
    #expect(try links.route(text, as: ReadingLinkRoute.self) == expected)
    #expect(try links.match(text).route == expected.route)
  }

  @Test func theMatchNamesThePattern() throws {
    let match = try links.match("https://reading.example/articles/13")
    #expect(match.pattern.text == "https://reading.example/articles/{id}")
    #expect(match.route == Route("Article", ["id": "13"]))
    #expect(match.value as? ReadingLinkRoute == .article(id: 13))
  }

  @Test(arguments: [
    "READING://home", "Reading://HOME", "HTTPS://Reading.Example/articles/4",
    "reading://ARTICLE/4",
  ])
  func theSchemeAndHostMatchCaseInsensitively(_ text: String) {
    #expect(throws: Never.self) { try links.match(text) }
  }

  @Test func pathLiteralsMatchCaseSensitively() {
    #expect(throws: LinkError.unknownPath("/Articles/4")) {
      try links.match("https://reading.example/Articles/4")
    }
  }

  /// Every way a link can be wrong, with the exact error.
  @Test(arguments: [
    ("", LinkError.notALink("the text is empty")),
    ("article/8", .notALink("the text has no scheme")),
    ("reading:article/8", .notALink("the scheme is not followed by '//'")),
    ("8reading://article/8", .notALink("'8reading' is not a scheme")),
    ("reading://article/8 ", .notALink("the text contains a space")),
    ("reading://article/8\u{A0}", .notALink("the text contains a space")),
    ("reading://article/\n8", .controlCharacter("\n", in: "text")),
    ("mail://article/8", .unknownScheme("mail")),
    ("https://other.example/articles/8", .foreignHost("other.example")),
    ("reading:///article/8", .foreignHost("")),
    ("reading://article/8/9", .unknownPath("/8/9")),
    ("reading://search/a/\u{301}", .unknownPath("/a/\u{301}")),
    ("reading://shop/8", .foreignHost("shop")),
    ("https://reading.example/books/8", .unknownPath("/books/8")),
    ("reading://article/", .missingValue("id")),
    ("reading://article", .missingValue("id")),
    ("reading://article//", .missingValue("id")),
    ("reading://article/8/comments/", .missingValue("comment")),
    ("reading://article/abc", .malformedValue("id", value: "abc", expected: "Int")),
    (
      "reading://article/08",
      .malformedValue("id", value: "08", expected: "8 as written by ReadingLinkRoute")
    ),
    ("reading://search/x?page=two", .malformedValue("page", value: "two", expected: "Int")),
    ("reading://article/%zz", .malformedEscape("%zz", in: "id")),
    ("reading://article/%4", .malformedEscape("%4", in: "id")),
    ("reading://article/8%", .malformedEscape("%", in: "id")),
    ("reading://search/%C3", .malformedEscape("%C3", in: "query")),
    ("reading://search/%FF%FE", .malformedEscape("%FF%FE", in: "query")),
    ("reading://search/x?page=%G1", .malformedEscape("%G1", in: "page")),
    ("reading://search/x?p%ge=1", .malformedEscape("%ge", in: "query")),
    ("https://reading.example/%zz/8", .malformedEscape("%zz", in: "path")),
  ])
  func aBadLinkIsRefusedWithThePartThatIsWrong(_ text: String, _ expected: LinkError) {
    #expect(throws: expected) { try links.match(text) }
  }

  @Test func aTooLongLinkIsRefusedUnread() throws {
    let text = "reading://search/" + String(repeating: "a", count: LinkTable.maximumLength)
    #expect(throws: LinkError.tooLong(length: text.utf8.count, limit: 8_192)) {
      try links.match(text)
    }
    let longest = "reading://search/" + String(repeating: "a", count: 8_192 - 17)
    #expect(
      try links.route(longest, as: ReadingLinkRoute.self)
        == .search(query: String(longest.dropFirst(17))))
  }

  @Test(arguments: [
    (ReadingLinkRoute.home, "reading://home"),
    (.article(id: 8), "reading://article/8"),
    (.comment(id: 8, comment: 2), "reading://article/8/comments/2"),
    (.search(query: "swift nio"), "reading://search/swift%20nio"),
    (.search(query: "a/b?c&d=e", page: 2), "reading://search/a%2Fb%3Fc%26d%3De?page=2"),
    (.search(query: "café"), "reading://search/caf%C3%A9"),
    (.shelf(name: "100%"), "reading://shelf/100%25"),
  ])
  func aRoutePrintsToItsCanonicalLink(_ route: ReadingLinkRoute, _ link: String) throws {
    #expect(try links.link(for: route) == link)
    #expect(try links.link(for: route.route) == link)
    #expect(try links.route(link, as: ReadingLinkRoute.self) == route)
  }

  @Test func aValueWithAControlCharacterIsUnprintable() {
    #expect(
      throws: LinkError.unprintable(
        Route("Search", ["query": "a\u{202E}b"]),
        reason: "'query' holds the control character U+202E")
    ) {
      try links.link(for: ReadingLinkRoute.search(query: "a\u{202E}b"))
    }
    #expect(
      throws: LinkError.unprintable(
        Route("Shelf", ["name": "\u{85}"]), reason: "'name' holds the control character U+0085")
    ) {
      try links.link(for: ReadingLinkRoute.shelf(name: "\u{85}"))
    }
  }

  @Test func aRouteWithoutALinkIsUnprintable() {
    #expect(
      throws: LinkError.unprintable(
        Route("Shelf", ["name": ""]), reason: "'name' is missing or empty")
    ) {
      try links.link(for: ReadingLinkRoute.shelf(name: ""))
    }
    #expect(throws: LinkError.unprintable(Route("Cart"), reason: "no pattern prints Cart")) {
      try links.link(for: Route("Cart"))
    }
    #expect(
      throws: LinkError.unprintable(
        Route("Article", ["id": "1", "x": "2"]),
        reason: "reading://article/{id} has no placeholder for 'x'")
    ) {
      try links.link(for: Route("Article", ["id": "1", "x": "2"]))
    }
  }

  @Test(arguments: [
    ("reading//home", "not a link: the text has no scheme"),
    ("reading:/home", "not a link: the scheme is not followed by '//'"),
    ("reading://{id}/x", "the host must be a literal"),
    ("reading://a/{id}/{id}", "'id' appears twice"),
    ("reading://a/x{id}", "a segment is empty or a partial placeholder"),
    ("reading://a/{i-d}", "'i-d' is not an argument label"),
    ("reading://a/%zz", "malformed percent escape '%zz'"),
    ("reading://a/{id}?page=3", "a query item must be name={placeholder}"),
    ("reading://article/{slug}", "no placeholder for the argument 'id'"),
  ])
  func anUnusablePatternNamesWhyAndMatchesNothing(_ text: String, _ reason: String) {
    let pattern = LinkPattern(text, example: ReadingLinkRoute.article(id: 1))
    #expect(pattern.problem == .invalidPattern(text, reason: reason))
    let table = LinkTable([pattern])
    #expect(table.problems.count == 1)
    #expect(throws: LinkError.self) { try table.match(text) }
  }

  @Test func aPatternPlaceholderTheCaseDoesNotTakeIsAProblem() {
    let pattern = LinkPattern(
      "reading://article/{id}/{page}", example: ReadingLinkRoute.article(id: 1))
    #expect(
      pattern.problem == .invalidPattern(pattern.text, reason: "Article has no argument 'page'"))
  }

  /// A pattern declared by case name is checked when a link reads: a placeholder the case does
  /// not take, or a case the type does not have, is the route's refusal.
  @Test func aRouteRefusalIsPassedOn() {
    let table = LinkTable([
      LinkPattern("reading://article/{id}/{page}", ReadingLinkRoute.self, case: "article"),
      LinkPattern("reading://articel/{id}", ReadingLinkRoute.self, case: "articel"),
    ])
    #expect(table.problems.isEmpty)
    #expect(throws: LinkError.route(.unexpectedArguments(["page"], route: "Article"))) {
      try table.match("reading://article/1/2")
    }
    #expect(throws: LinkError.route(.unknownName("Articel"))) {
      try table.match("reading://articel/1")
    }
  }

  /// Seeded random values, including unicode and reserved characters, print and read back.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func routesRoundTripThroughTheirLinks(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let alphabet = Array("aZ09-._~ /?#&=%+:@!$'()*,;[]{}\"<>\\^`|éß漢字🙂\u{301}\u{0}\t")
    for _ in 0..<500 {
      let length = Int.random(in: 1...12, using: &rng)
      let text = String(
        (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] })
      let page = Bool.random(using: &rng) ? nil : Int.random(in: Int.min...Int.max, using: &rng)
      for route in [
        ReadingLinkRoute.search(query: text, page: page), .shelf(name: text),
        .article(id: Int.random(in: Int.min...Int.max, using: &rng)),
        .comment(
          id: Int.random(in: -9...9, using: &rng), comment: Int.random(in: 0...99, using: &rng)),
      ] {
        // A value with a control character has no link: no link with one reads.
        if route.route.arguments.values.contains(where: {
          $0.contains("\u{0}") || $0.contains("\t")
        }) {
          #expect(throws: LinkError.self) { try links.link(for: route) }
          continue
        }
        let link = try links.link(for: route)
        #expect(try links.route(link, as: ReadingLinkRoute.self) == route, "\(link)")
        #expect(try links.link(for: links.match(link).route) == link)
      }
    }
  }
}

/// A shelf colour its type reads in any case and writes capitalised.
enum ShelfColour: String, Codable, Hashable, Sendable, CaseIterable {
  case red = "Red"
  case blue = "Blue"

  init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let colour = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: name)) }
    self = colour
  }
}

enum ColourRoute: TypedRoute {
  case shelf(colour: ShelfColour, page: Int)
}

@Suite struct LinkAnyCaseTests {
  static let strict = LinkTable([
    LinkPattern(
      "reading://shelf/{colour}/{page}", example: ColourRoute.shelf(colour: .red, page: 1))
  ])
  static let anyCase = LinkTable([
    LinkPattern(
      "reading://shelf/{colour}/{page}", example: ColourRoute.shelf(colour: .red, page: 1),
      anyCase: ["colour"])
  ])

  @Test(arguments: ["reading://shelf/blue/2", "reading://shelf/BLUE/2", "reading://shelf/Blue/2"])
  func anAnyCaseValueReadsInAnyCaseAndPrintsAsTheTypeWritesIt(link: String) throws {
    let match = try Self.anyCase.match(link)
    #expect(match.value as? ColourRoute == .shelf(colour: .blue, page: 2))
    #expect(match.route == ColourRoute.shelf(colour: .blue, page: 2).route, "the canonical route")
    #expect(try Self.anyCase.link(for: match.route) == "reading://shelf/Blue/2")
  }

  @Test func otherValuesStayStrictAndPatternsWithoutAnyCaseToo() {
    #expect(
      throws: LinkError.malformedValue("page", value: "02", expected: "2 as written by ColourRoute")
    ) {
      try Self.anyCase.match("reading://shelf/blue/02")
    }
    #expect(
      throws: LinkError.malformedValue(
        "colour", value: "blue", expected: "Blue as written by ColourRoute")
    ) {
      try Self.strict.match("reading://shelf/blue/2")
    }
  }

  @Test func anAnyCaseNameThatIsNoPlaceholderIsAProblem() {
    let pattern = LinkPattern(
      "reading://shelf/{colour}/{page}", example: ColourRoute.shelf(colour: .red, page: 1),
      anyCase: ["shade"])
    #expect(
      pattern.problem
        == .invalidPattern(
          pattern.text, reason: "'shade' is read in any case but is no placeholder"))
  }
}
