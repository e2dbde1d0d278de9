/// Which host renders the reference app on iOS: the UIKit host with the features' SwiftUI
/// screens in `UIHostingController` (tier 1, the default) or the pure SwiftUI host (tier 2).
///
/// It is read from the user defaults key `WaypointHost` when a window connects, so a launch
/// argument chooses it: `-WaypointHost swiftui` in the Xcode scheme's *Arguments Passed On
/// Launch* (the argument domain of `UserDefaults`), or `uikit`.
public enum ReadingAppHost: String, Sendable, CaseIterable {
  /// Tier 1: `ContainerHost` in UIKit containers, every screen a SwiftUI view.
  case uikit
  /// Tier 2: `SceneHost` with `NavigationStack`, sheets and `TabView`.
  case swiftui

  /// The key of the user defaults that chooses the host.
  public static let defaultsKey = "WaypointHost"

  /// The host `value` names (any case), `uikit` when it names none.
  public init(defaultsValue value: String?) {
    self = value.flatMap { ReadingAppHost(rawValue: $0.lowercased()) } ?? .uikit
  }
}
