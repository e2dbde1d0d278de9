/// Why a link text does not lead to a route, or why a route has no link: each case names the
/// part that is wrong.
///
/// ```swift
/// let links = LinkTable([LinkPattern("reading://article/{id}", example: TodayRoute.article(id: 1))])
/// try links.match("reading://article/abc")
/// // throws .malformedValue("id", value: "abc", expected: "Int")
/// ```
public enum LinkError: Error, Hashable, Sendable {
  /// The text is longer than ``LinkTable/maximumLength`` UTF-8 bytes; it is not read.
  case tooLong(length: Int, limit: Int)
  /// The text is not a link of the form `scheme://host/path?query`; the reason says why.
  case notALink(String)
  /// The text holds a control character or an invisible formatting character that could
  /// disguise what the link says, written as it is (`in` is `text`) or as percent escapes of
  /// the `host`, `path`, `query` or `fragment` that decode to it. Every Unicode scalar of these
  /// is refused:
  ///
  /// - the C0 controls U+0000–U+001F, DEL U+007F and the C1 controls U+0080–U+009F;
  /// - the soft hyphen U+00AD and the Mongolian vowel separator U+180E (invisible);
  /// - the zero-width and direction marks U+200B–U+200F (zero-width space, non-joiner, joiner,
  ///   left-to-right and right-to-left marks) and the Arabic letter mark U+061C;
  /// - the line and paragraph separators U+2028 and U+2029;
  /// - the bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069;
  /// - the word joiner and invisible operators U+2060–U+2064, and the deprecated format
  ///   controls U+206A–U+206F;
  /// - the byte order mark (zero-width no-break space) U+FEFF and the interlinear annotation
  ///   controls U+FFF9–U+FFFB.
  ///
  /// Variation selectors and tag characters are not refused: emoji use them. The zero-width
  /// joiner U+200D is, though joined emoji use it too: a link cannot carry one, even escaped.
  case controlCharacter(Unicode.Scalar, in: String)
  /// No pattern has this scheme (lowercased; schemes are ASCII).
  case unknownScheme(String)
  /// Patterns have the scheme, but none this host (its ASCII letters lowercased, every other
  /// character as written).
  case foreignHost(String)
  /// Patterns have the scheme and host, but none this path.
  case unknownPath(String)
  /// The link lacks a value the pattern or its route needs, for example `id` in
  /// `reading://article/`.
  case missingValue(String)
  /// A value does not read as the type its route argument needs, for example `abc` for `id`
  /// when the route takes an `Int`.
  case malformedValue(String, value: String, expected: String)
  /// A percent escape is malformed (`%` not followed by two hexadecimal digits) or the
  /// escapes do not decode to UTF-8 text; the second value names the placeholder, `path` or
  /// `query`.
  case malformedEscape(String, in: String)
  /// The route decoded from the link was refused for another reason (see ``RouteError``).
  case route(RouteError)
  /// A pattern's text cannot be used as a pattern; the reason says why.
  case invalidPattern(String, reason: String)
  /// No pattern prints this route (printing only).
  case unprintable(Route, reason: String)
}

extension LinkError: CustomStringConvertible {
  /// The reason in words.
  ///
  /// ```swift
  /// "\(LinkError.missingValue("id"))"  // "the link lacks a value for 'id'"
  /// ```
  public var description: String {
    switch self {
    case .tooLong(let length, let limit):
      "the link is \(length) bytes long; links are read up to \(limit) bytes"
    case .notALink(let reason): "not a link: \(reason)"
    case .controlCharacter(let scalar, let part):
      part == "text"
        ? "the link holds the control character \(Self.name(of: scalar))"
        : "the link's \(part) holds the control character \(Self.name(of: scalar)), "
          + "percent-encoded"
    case .unknownScheme(let scheme): "no link pattern has the scheme '\(scheme)'"
    case .foreignHost(let host): "no link pattern has the host '\(host)'"
    case .unknownPath(let path): "no link pattern has the path '\(path)'"
    case .missingValue(let name): "the link lacks a value for '\(name)'"
    case .malformedValue(let name, let value, let expected):
      "'\(value)' is not a valid \(name) (expected \(expected))"
    case .malformedEscape(let escape, let part):
      "the percent escape '\(escape)' in \(part) is malformed"
    case .route(let error): error.description
    case .invalidPattern(let pattern, let reason): "invalid link pattern '\(pattern)': \(reason)"
    case .unprintable(let route, let reason): "no link for \(route): \(reason)"
    }
  }

  /// `U+0085`: a scalar by its code point, at least four hexadecimal digits.
  static func name(of scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
