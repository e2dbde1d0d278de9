/// A link that leads to one screen: a pattern such as `reading://article/{id}` declared next to
/// the route case it reads into and prints from.
///
/// ```swift
/// let article = LinkPattern("reading://article/{id}", example: TodayRoute.article(id: 8))
/// try article.link(for: TodayRoute.article(id: 8).route)  // "reading://article/8"
/// ```
///
/// A pattern is `scheme://host/path?query`:
/// - the scheme and the host are literal and match in any ASCII case: `A`–`Z` match `a`–`z`,
///   every other character only itself (the Kelvin sign U+212A is not `k`, and `é` is not
///   `e` followed by a combining accent). The host is the text between `//` and the next `/`,
///   for custom schemes as for `https`: in `reading://article/{id}` the host is `article` and
///   the path is `/{id}`;
/// - each path segment is a literal, matched exactly (scalar for scalar) after
///   percent-decoding, or a `{name}` placeholder that takes a whole non-empty segment;
/// - query items are `name={placeholder}`; a query value may be absent from a link (an
///   optional argument that is `nil`), other query items of a link are ignored, and the
///   first of repeated items counts.
///
/// A link is read the same way, with no `URL` type: one trailing slash and a fragment (`#...`)
/// are ignored; a port or user info is part of the host (so it is a foreign host); `+` is a
/// plus, not a space; values are percent-decoded strictly (`%` must be followed by two
/// hexadecimal digits, and the bytes must be UTF-8). Text other than delimiters is taken as
/// it is, unicode included; spaces make a text no link, and control and invisible formatting
/// characters, written or percent-encoded anywhere in it, are refused
/// (``LinkError/controlCharacter(_:in:)``).
///
/// Each placeholder is an argument label of the route case (`_0` for an unlabelled one). A
/// matched link becomes `Route(caseName, arguments)`, which is then read strictly into the
/// typed route, so `abc` for an `Int` argument is refused, and must be written exactly as the
/// type writes it back. A pattern text that cannot be used
/// does not trap: the pattern matches nothing and names the reason in ``problem``.
public struct LinkPattern: Sendable, CustomStringConvertible {
  enum Segment: Hashable {
    case literal(String)
    case placeholder(String)
  }

  /// The pattern as declared.
  ///
  /// ```swift
  /// article.text  // "reading://article/{id}"
  /// ```
  public let text: String
  /// The name of the route it leads to: the case name, first letter capitalised.
  ///
  /// ```swift
  /// article.routeName  // "Article"
  /// ```
  public let routeName: String
  /// The route type it reads into.
  ///
  /// ```swift
  /// article.type == TodayRoute.self  // true
  /// ```
  public let type: any TypedRoute.Type
  /// Why the pattern cannot be used, or `nil` when it can. A pattern with a problem matches
  /// no link and prints no route.
  ///
  /// ```swift
  /// LinkPattern("reading://article/{slug}", example: TodayRoute.article(id: 1)).problem
  /// // .invalidPattern(..., reason: "no placeholder for the argument 'id'")
  /// ```
  public private(set) var problem: LinkError?
  /// The example the pattern was declared with and checked against, as a tree route; `nil`
  /// for a pattern declared by case name.
  ///
  /// ```swift
  /// article.example  // Article(8)
  /// ```
  public let example: Route?
  /// The placeholders whose values are read in any ASCII case (`reading://today/weekly` for
  /// the page `Weekly`; `A`–`Z` only, so the Kelvin sign is not `k`); a link is still printed
  /// with the value as the route type writes it. Other values must be written exactly as the
  /// type writes them (`08` is not `8`, `e` and a combining accent are not `é`).
  public let anyCase: Set<String>

  var scheme = ""
  var host = ""
  var segments: [Segment] = []
  var query: [(name: String, placeholder: String)] = []

  /// A pattern for the case `name` of `type`.
  ///
  /// ```swift
  /// LinkPattern("reading://article/{id}", TodayRoute.self, case: "article")
  /// ```
  /// - Parameters:
  ///   - pattern: The pattern text, with `{label}` placeholders.
  ///   - type: The route type.
  ///   - name: The case name, as written in the enum.
  ///   - anyCase: The placeholders whose values are read in any case.
  public init<R: TypedRoute>(
    _ pattern: String, _ type: R.Type, case name: String, anyCase: Set<String> = []
  ) {
    text = pattern
    self.type = type
    routeName = name.prefix(1).uppercased() + name.dropFirst()
    example = nil
    self.anyCase = anyCase
    parse()
    checkAnyCase()
  }

  /// A pattern for the case of `example`, checked against it: every argument of the example
  /// has a placeholder, every path placeholder is an argument, and the example prints to a
  /// link that reads back to it.
  ///
  /// ```swift
  /// LinkPattern("https://reading.example/articles/{id}", example: TodayRoute.article(id: 1))
  /// ```
  /// - Parameters:
  ///   - pattern: The pattern text, with `{label}` placeholders.
  ///   - example: Any value of the route case.
  ///   - anyCase: The placeholders whose values are read in any case (the route type must
  ///     read them so: see ``anyCase``).
  public init<R: TypedRoute>(_ pattern: String, example: R, anyCase: Set<String> = []) {
    let route = example.route
    text = pattern
    type = R.self
    routeName = route.name
    self.example = route
    self.anyCase = anyCase
    parse()
    checkAnyCase()
    guard problem == nil else { return }
    let placeholders = Set(
      segments.compactMap { segment -> String? in
        if case .placeholder(let name) = segment { return name }
        return nil
      })
    let queried = Set(query.map(\.placeholder))
    if let argument = route.arguments.keys.sorted().first(where: {
      !placeholders.contains($0) && !queried.contains($0)
    }) {
      problem = .invalidPattern(pattern, reason: "no placeholder for the argument '\(argument)'")
    } else if let name = placeholders.sorted().first(where: { route.arguments[$0] == nil }) {
      problem = .invalidPattern(pattern, reason: "\(routeName) has no argument '\(name)'")
    } else {
      do {
        let link = try self.link(for: route)
        let read = try LinkTable([self]).match(link)
        if read.route != route {
          problem = .invalidPattern(pattern, reason: "\(route) reads back as \(read.route)")
        }
      } catch {
        problem = .invalidPattern(pattern, reason: "the example does not round-trip: \(error)")
      }
    }
  }

  /// The pattern and its route's name.
  ///
  /// ```swift
  /// "\(article)"  // "reading://article/{id} → Article"
  /// ```
  public var description: String { "\(text) → \(routeName)" }

  /// Prints `route` as this pattern's link: scheme and host in ASCII lowercase, values
  /// percent-encoded (every byte but `A-Z a-z 0-9 - . _ ~`), query items in the pattern's
  /// order, absent ones left out.
  ///
  /// ```swift
  /// try article.link(for: Route("Article", ["id": "8"]))  // "reading://article/8"
  /// ```
  /// - Throws: ``LinkError/unprintable(_:reason:)`` when the route is not this pattern's
  ///   (another name, a path value missing or empty, an argument without a placeholder), when
  ///   a value holds a control character (a link refuses it), or the pattern's ``problem``.
  public func link(for route: Route) throws(LinkError) -> String {
    if let problem { throw problem }
    guard route.name == routeName else {
      throw .unprintable(route, reason: "\(text) prints \(routeName)")
    }
    var link = scheme + "://" + host
    var used: Set<String> = []
    for segment in segments {
      switch segment {
      case .literal(let literal): link += "/" + Percent.encode(literal)
      case .placeholder(let name):
        guard let value = route.arguments[name], !value.isEmpty else {
          throw .unprintable(route, reason: "'\(name)' is missing or empty")
        }
        try Self.checkPrintable(value, of: name, in: route)
        used.insert(name)
        link += "/" + Percent.encode(value)
      }
    }
    var separator = "?"
    for item in query {
      guard let value = route.arguments[item.placeholder] else { continue }
      try Self.checkPrintable(value, of: item.placeholder, in: route)
      used.insert(item.placeholder)
      link += separator + Percent.encode(item.name) + "=" + Percent.encode(value)
      separator = "&"
    }
    if let unused = route.arguments.keys.sorted().first(where: { !used.contains($0) }) {
      throw .unprintable(route, reason: "\(text) has no placeholder for '\(unused)'")
    }
    return link
  }

  /// Refuses to print a value with a control character: its link would not read
  /// (``LinkError/controlCharacter(_:in:)``).
  private static func checkPrintable(_ value: String, of name: String, in route: Route)
    throws(LinkError)
  {
    guard let scalar = value.unicodeScalars.first(where: LinkText.isControl) else { return }
    throw .unprintable(
      route, reason: "'\(name)' holds the control character \(LinkError.name(of: scalar))")
  }

  /// Records a problem when an any-case name is not a placeholder of the pattern.
  private mutating func checkAnyCase() {
    guard problem == nil else { return }
    var placeholders = Set(query.map(\.placeholder))
    for case .placeholder(let name) in segments { placeholders.insert(name) }
    if let name = anyCase.sorted().first(where: { !placeholders.contains($0) }) {
      problem = .invalidPattern(text, reason: "'\(name)' is read in any case but is no placeholder")
    }
  }

  /// Splits the pattern text into its parts, or records why it cannot.
  private mutating func parse() {
    let parts: LinkText
    do {
      parts = try LinkText(text)
    } catch {
      problem = .invalidPattern(text, reason: error.description)
      return
    }
    scheme = parts.scheme
    host = parts.host
    guard !host.isEmpty, !host.contains("{") else {
      problem = .invalidPattern(text, reason: "the host must be a literal")
      return
    }
    var names: Set<String> = []
    for raw in parts.segments {
      switch segment(raw) {
      case .success(let segment):
        if case .placeholder(let name) = segment, !names.insert(name).inserted {
          problem = .invalidPattern(text, reason: "'\(name)' appears twice")
          return
        }
        segments.append(segment)
      case .failure(let reason):
        problem = .invalidPattern(text, reason: reason.escape)
        return
      }
    }
    for item in parts.query {
      guard case .success(let name) = Percent.decode(item.name), !name.isEmpty,
        case .success(.placeholder(let placeholder)) = segment(item.value)
      else {
        problem = .invalidPattern(text, reason: "a query item must be name={placeholder}")
        return
      }
      guard names.insert(placeholder).inserted else {
        problem = .invalidPattern(text, reason: "'\(placeholder)' appears twice")
        return
      }
      query.append((name, placeholder))
    }
  }

  private func segment(_ raw: Substring) -> Result<Segment, LinkEscapeError> {
    if raw.hasPrefix("{") && raw.hasSuffix("}") && raw.count > 2 {
      let name = raw.dropFirst().dropLast()
      guard name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else {
        return .failure(LinkEscapeError(escape: "'\(name)' is not an argument label"))
      }
      return .success(.placeholder(String(name)))
    }
    if raw.isEmpty || raw.contains("{") || raw.contains("}") {
      return .failure(LinkEscapeError(escape: "a segment is empty or a partial placeholder"))
    }
    switch Percent.decode(raw) {
    case .success(let literal): return .success(.literal(literal))
    case .failure(let error):
      return .failure(LinkEscapeError(escape: "malformed percent escape '\(error.escape)'"))
    }
  }
}
