public import Waypoint

/// What the user did on the main tab bar; the app shell's adapter decides what follows.
@MainActor
public protocol TabNavigation: AnyObject {
  /// The user switched to `tab` (a tap on another tab); reported after the switch, which the
  /// navigator has already made: nothing needs to select it again.
  func tabTapped(_ tab: TabName)
}
