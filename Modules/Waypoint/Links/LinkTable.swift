/// The links an app answers: a set of ``LinkPattern``s that reads a link text into a typed
/// route and prints a route back to its canonical link.
///
/// ```swift
/// let links = LinkTable([
///   LinkPattern("reading://article/{id}", example: TodayRoute.article(id: 1)),
///   LinkPattern("https://reading.example/articles/{id}", example: TodayRoute.article(id: 1)),
/// ])
/// let article = try links.route("READING://Article/8", as: TodayRoute.self)  // .article(id: 8)
/// try links.link(for: article)  // "reading://article/8"
/// ```
///
/// Matching never traps, whatever the text: a link that leads nowhere is a ``LinkError`` that
/// names the part that is wrong. Texts longer than ``maximumLength`` bytes are refused unread.
/// Patterns are tried in order; the first that matches and whose route reads wins.
public struct LinkTable: Sendable {
  /// The longest link text read, in UTF-8 bytes: 8 KiB. Longer texts are refused with
  /// ``LinkError/tooLong(length:limit:)`` before they are parsed.
  ///
  /// ```swift
  /// LinkTable.maximumLength  // 8_192
  /// ```
  public static let maximumLength = 8_192

  /// The patterns, in the order they are tried.
  ///
  /// ```swift
  /// links.patterns.map(\.text)  // ["reading://article/{id}", ...]
  /// ```
  public let patterns: [LinkPattern]
  /// The usable patterns by scheme and host, so matching a link tries only its host's.
  private let index: Index

  /// A table of these patterns, tried in this order.
  ///
  /// ```swift
  /// let links = LinkTable([LinkPattern("reading://article/{id}", example: TodayRoute.article(id: 1))])
  /// ```
  public init(_ patterns: [LinkPattern]) {
    self.patterns = patterns
    index = Index(patterns)
  }

  /// Usable patterns by scheme and host, in declaration order.
  struct Index: Sendable {
    var schemes: Set<String> = []
    /// Keyed by the UTF-8 bytes of `scheme://host`: a `String` key would find a host under a
    /// canonically equivalent one (the Ångström sign U+212B for `Å`).
    var hosts: [[UInt8]: [LinkPattern]] = [:]

    init(_ patterns: [LinkPattern]) {
      for pattern in patterns where pattern.problem == nil {
        schemes.insert(pattern.scheme)
        hosts[Self.key(pattern.scheme, pattern.host), default: []].append(pattern)
      }
    }

    /// The key of a scheme and host (both lowercased in ASCII).
    static func key(_ scheme: String, _ host: String) -> [UInt8] {
      Array((scheme + "://" + host).utf8)
    }
  }

  /// The problems of patterns that cannot be used (see ``LinkPattern/problem``); empty when
  /// every pattern can. Check it in a test: such a pattern matches nothing.
  ///
  /// ```swift
  /// #expect(links.problems.isEmpty)
  /// ```
  public var problems: [LinkError] { patterns.compactMap(\.problem) }

  /// Reads `text` into a route of a pattern's type.
  ///
  /// ```swift
  /// let match = try links.match("reading://article/8")
  /// match.route  // Route("Article", ["id": "8"])
  /// ```
  /// - Throws: ``LinkError`` naming what is wrong: the length, the form, a control character
  ///   (``LinkError/controlCharacter(_:in:)``), the scheme, the host, the path, a missing or
  ///   malformed value, or a malformed percent escape.
  public func match(_ text: String) throws(LinkError) -> LinkMatch {
    try Self.match(text, in: index)
  }

  /// Reads `text` into a route of type `R`, among the patterns of that type.
  ///
  /// ```swift
  /// let route = try links.route("reading://article/8", as: TodayRoute.self)
  /// ```
  /// - Throws: ``LinkError``, as ``match(_:)``.
  public func route<R: TypedRoute>(_ text: String, as type: R.Type = R.self) throws(LinkError)
    -> R
  {
    let own = patterns.filter {
      $0.problem == nil && ObjectIdentifier($0.type) == ObjectIdentifier(R.self)
    }
    let match = try Self.match(text, in: Index(own))
    guard let value = match.value as? R else { throw .route(.unknownName(match.route.name)) }
    return value
  }

  /// The canonical link of `route`: printed by the first pattern that prints it.
  ///
  /// ```swift
  /// try links.link(for: Route("Article", ["id": "8"]))  // "reading://article/8"
  /// ```
  /// - Throws: ``LinkError/unprintable(_:reason:)`` when no pattern prints it, with the first
  ///   pattern's reason.
  public func link(for route: Route) throws(LinkError) -> String {
    try Self.link(for: route, among: patterns)
  }

  /// The canonical link of a typed route, among the patterns of its type.
  ///
  /// ```swift
  /// try links.link(for: TodayRoute.article(id: 8))  // "reading://article/8"
  /// ```
  /// - Throws: ``LinkError/unprintable(_:reason:)`` when no pattern prints it.
  public func link<R: TypedRoute>(for value: R) throws(LinkError) -> String {
    try Self.link(
      for: value.route,
      among: patterns.filter { ObjectIdentifier($0.type) == ObjectIdentifier(R.self) })
  }

  private static func link(for route: Route, among patterns: [LinkPattern]) throws(LinkError)
    -> String
  {
    var first: LinkError?
    for pattern in patterns where pattern.problem == nil {
      do {
        return try pattern.link(for: route)
      } catch {
        if pattern.routeName == route.name { first = first ?? error }
      }
    }
    throw first ?? .unprintable(route, reason: "no pattern prints \(route.name)")
  }

  static func match(_ text: String, in index: Index) throws(LinkError) -> LinkMatch {
    let length = text.utf8.count
    guard length <= maximumLength else { throw .tooLong(length: length, limit: maximumLength) }
    let link = try LinkText(text)
    guard index.schemes.contains(link.scheme) else { throw .unknownScheme(link.scheme) }
    guard let hosts = index.hosts[Index.key(link.scheme, link.host)] else {
      throw .foreignHost(link.host)
    }
    var failure: LinkError?
    for pattern in hosts {
      switch pattern.match(link) {
      case .noMatch: continue
      case .failed(let error): failure = failure ?? error
      case .matched(let arguments):
        let route = Route(pattern.routeName, arguments)
        do {
          let value = try pattern.type.init(link: route, anyCase: pattern.anyCase)
          if let inexact = Self.inexactValue(read: route, written: value.route, by: pattern) {
            failure = failure ?? inexact
            continue
          }
          return LinkMatch(route: value.route, value: value, pattern: pattern)
        } catch {
          failure = failure ?? Self.linkError(error)
        }
      }
    }
    if let failure { throw failure }
    if let escape = link.segments.lazy.compactMap({ Percent.decode($0).failureValue }).first {
      throw .malformedEscape(escape.escape, in: "path")
    }
    throw .unknownPath(String(link.path))
  }

  /// The first value of the link (`read`) that the route type does not write back as it was
  /// written (`written`), scalar for scalar; an any-case value may differ in ASCII case only
  /// (``LinkPattern/anyCase``). The route's own reading compares strings as Swift does, which
  /// takes canonically equivalent text (`e` and a combining accent for `é`), and any case in
  /// full Unicode (the Kelvin sign U+212A for `k`): a link's values are exact.
  /// - Returns: The value's error, or `nil` when every value is as written.
  private static func inexactValue(read: Route, written: Route, by pattern: LinkPattern)
    -> LinkError?
  {
    for name in read.arguments.keys.sorted() {
      let value = read.arguments[name] ?? ""
      let canonical = written.arguments[name]
      if let canonical, canonical.utf8.elementsEqual(value.utf8) { continue }
      if let canonical, pattern.anyCase.contains(name),
        LinkText.asciiLowercased(canonical.unicodeScalars).utf8.elementsEqual(
          LinkText.asciiLowercased(value.unicodeScalars).utf8)
      {
        continue
      }
      return .malformedValue(
        name, value: value, expected: "\(canonical ?? "nothing") as written by \(pattern.type)")
    }
    return nil
  }

  private static func linkError(_ error: RouteError) -> LinkError {
    switch error {
    case .missingArgument(let name, _): .missingValue(name)
    case .malformedArgument(let name, let value, _, let expected):
      .malformedValue(name, value: value, expected: expected)
    default: .route(error)
    }
  }
}

/// A link read by a ``LinkTable``: the route, its typed value and the pattern that matched.
///
/// ```swift
/// let match = try links.match("reading://article/8")
/// match.value as? TodayRoute  // .article(id: 8)
/// match.pattern.text          // "reading://article/{id}"
/// ```
public struct LinkMatch: Sendable {
  /// The route the link leads to, as the navigation tree stores it.
  ///
  /// ```swift
  /// match.route  // Route("Article", ["id": "8"])
  /// ```
  public let route: Route
  /// The route read into its type.
  ///
  /// ```swift
  /// match.value as? TodayRoute  // .article(id: 8)
  /// ```
  public let value: any TypedRoute
  /// The pattern that matched.
  ///
  /// ```swift
  /// match.pattern.text  // "reading://article/{id}"
  /// ```
  public let pattern: LinkPattern
}

extension LinkPattern {
  enum Outcome {
    case matched([String: String])
    case failed(LinkError)
    case noMatch
  }

  /// Matches a link of this pattern's scheme and host against its path and query.
  func match(_ link: LinkText) -> Outcome {
    guard link.segments.count <= segments.count else { return .noMatch }
    var arguments: [String: String] = [:]
    var failure: LinkError?
    for (index, segment) in segments.enumerated() {
      guard index < link.segments.count else {
        guard case .placeholder(let name) = segment else { continue }
        failure = failure ?? .missingValue(name)
        continue
      }
      let decoded = Percent.decode(link.segments[index])
      switch (segment, decoded) {
      case (.literal(let literal), .success(let value)):
        // Exact: `==` on strings would take a canonically equivalent segment for the literal.
        if !literal.utf8.elementsEqual(value.utf8) { return .noMatch }
      case (.literal, .failure): return .noMatch
      case (.placeholder(let name), .success(let value)):
        if value.isEmpty { failure = failure ?? .missingValue(name) }
        arguments[name] = value
      case (.placeholder(let name), .failure(let error)):
        failure = failure ?? .malformedEscape(error.escape, in: name)
      }
    }
    if link.segments.count < segments.count, failure == nil { return .noMatch }
    if let failure { return .failed(failure) }
    for item in query {
      for (rawName, rawValue) in link.query {
        switch Percent.decode(rawName) {
        case .failure(let error): return .failed(.malformedEscape(error.escape, in: "query"))
        case .success(let name) where name.utf8.elementsEqual(item.name.utf8):
          switch Percent.decode(rawValue) {
          case .failure(let error):
            return .failed(.malformedEscape(error.escape, in: item.placeholder))
          case .success(let value): arguments[item.placeholder] = value
          }
        case .success: continue
        }
        if arguments[item.placeholder] != nil { break }
      }
    }
    return .matched(arguments)
  }
}

extension Result {
  fileprivate var failureValue: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
