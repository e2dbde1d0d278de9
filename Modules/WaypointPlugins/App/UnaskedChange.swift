public import Waypoint

/// A change of the screens the user did not make in the app, which VoiceOver announces once
/// the change has settled (``AppRules/announcement(for:)``): focus alone would not say why the
/// screens changed. The app's forced intents announce their own words
/// (``NavigationIntent/announcement``).
public enum UnaskedChange: Hashable, Sendable {
  /// A link that reached the app landed on a screen of `route`.
  case linkLanded(Route)
  /// A link that waited for access (a login) landed on a screen of `route` once it was
  /// granted.
  case heldLinkLanded(Route)
  /// Relaunching from the saved navigation left out `count` screens it could not show again.
  case restorationDropped(count: Int)

  /// The kit's words for it, in English.
  public var defaultAnnouncement: String {
    switch self {
    case .linkLanded(let route): "Opened \(Self.spoken(route)) from a link."
    case .heldLinkLanded(let route):
      "Opened \(Self.spoken(route)), from the link you followed before signing in."
    case .restorationDropped(let count):
      count == 1
        ? "One screen could not be restored." : "\(count) screens could not be restored."
    }
  }

  /// A route's name as words: `MyPage` → `My Page`.
  static func spoken(_ route: Route) -> String {
    var words = ""
    for character in route.name {
      if character.isUppercase, let last = words.last, last.isLowercase { words.append(" ") }
      words.append(character)
    }
    return words
  }
}

extension PluginAppCoordinator {
  /// The words the rules give for `change` (the kit's without rules); `nil` for none.
  func announcement(for change: UnaskedChange) -> String? {
    let words = rules.map { $0.announcement(for: change) } ?? change.defaultAnnouncement
    guard let words, !words.isEmpty else { return nil }
    return words
  }
}
