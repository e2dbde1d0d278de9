/// How focus follows navigation, and what the navigator announces: the documented defaults,
/// which an app changes per route.
///
/// After every change, once the host has settled, focus goes to:
/// - a screen that came on top (pushed, presented, a dialog, another root, tab or page, the
///   column on top of a split that collapsed): its first element, or the element its
///   ``FocusRule/firstElement`` or its model (``NamesFirstFocus``) names;
/// - the screen the user came back to (a pop, a dismissal, a swipe down, escape): the element
///   that had focus when what left was opened, when the screen remembers one; otherwise the
///   screen's first element;
/// - nowhere new when the screen on top stays: focus stays where the user put it.
///
/// Changes the user did not make are announced: a change the app forced says
/// ``forcedChange`` for its reason; an app announces its own (a link that landed) with
/// ``Navigator/announce(_:)``. See <doc:AccessibleNavigation>.
public struct AccessibilityRules: Sendable {
  /// The rule for each route, by the route's name; a route without one follows the defaults.
  public var routes: [String: FocusRule]
  /// The words announced when the app forces a change (``Navigator/forcing(_:announcing:_:)``), for its
  /// reason; `nil` announces the reason itself as a sentence (`session expired` →
  /// `Session expired.`).
  public var forcedChange: @Sendable (AppValue) -> String?

  /// Creates rules.
  public init(
    routes: [String: FocusRule] = [:],
    forcedChange: @escaping @Sendable (AppValue) -> String? = { _ in nil }
  ) {
    self.routes = routes
    self.forcedChange = forcedChange
  }

  /// The rule for a screen of `route`.
  public func rule(for route: Route) -> FocusRule { routes[route.name] ?? FocusRule() }

  /// What is announced when the app forces a change for `reason`.
  public func announcement(forced reason: AppValue) -> String {
    if let words = forcedChange(reason) { return words }
    return Self.sentence(reason.description)
  }

  /// `text` as a sentence: its first letter capitalized, ending with a full stop.
  static func sentence(_ text: String) -> String {
    let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
    guard let first = trimmed.first else { return "" }
    let body = first.uppercased() + String(trimmed.dropFirst())
    return body.last.map { ".!?".contains($0) } == true ? body : body + "."
  }
}

/// Where focus goes on a screen of one route, where the defaults are wrong for it
/// (``AccessibilityRules/routes``).
public struct FocusRule: Hashable, Sendable {
  /// The element focus starts on when the screen comes on top; `nil` for the element its
  /// model names (``NamesFirstFocus``), else its first element.
  public var firstElement: String?
  /// Whether coming back to the screen puts focus on the element that opened what left (the
  /// default), or where it starts (``firstElement``): for a screen whose content changes
  /// while it is covered.
  public var returnsToOpener: Bool

  /// Creates a rule.
  public init(firstElement: String? = nil, returnsToOpener: Bool = true) {
    self.firstElement = firstElement
    self.returnsToOpener = returnsToOpener
  }
}
