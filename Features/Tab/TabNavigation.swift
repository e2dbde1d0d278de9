public import AppNavigation

/// What the user did on the main tab bar; the app shell's adapter decides what follows.
@MainActor
public protocol TabNavigation: AnyObject {
  /// The user switched to `tab`; reported after the switch.
  func tabTapped(_ tab: TabName)
}
