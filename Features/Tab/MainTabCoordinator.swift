public import Waypoint

/// The main tab bar: one tab per ``MainTab``, each embedding its flow in a stack of its own,
/// with Today selected first.
///
/// Start it replacing the root: a tab bar is never pushed onto a stack. Tab switches, by the
/// user or by ``select(_:)``, are reported through ``TabNavigation/tabTapped(_:)``.
///
/// ```swift
/// let tabs = MainTabCoordinator(today: today, bookmarks: bookmarks, navigation: adapter)
/// try app.start(tabs, as: .replaceRoot())
/// ```
public final class MainTabCoordinator: TabCoordinator {
  private let navigation: any TabNavigation

  /// Creates the main tab bar.
  /// - Parameters:
  ///   - today: The Today tab's flow.
  ///   - bookmarks: The Bookmarks tab's flow.
  ///   - navigation: Where tab switches are reported; held strongly.
  public init(today: FlowCoordinator, bookmarks: FlowCoordinator, navigation: any TabNavigation) {
    self.navigation = navigation
    super.init(tabs: [
      (name: MainTab.today.rawValue, flow: today),
      (name: MainTab.bookmarks.rawValue, flow: bookmarks),
    ])
  }

  /// The selected tab; `nil` when not running.
  public var selected: MainTab? { selectedTab.flatMap(MainTab.init(rawValue:)) }

  /// Selects `tab` unless it is selected already (so it never pops a tab to its root).
  public func select(_ tab: MainTab) throws(NavigationError) {
    guard selected != tab else { return }
    try select(tab.rawValue)
  }

  /// The flow embedded in `tab`; `nil` when not running.
  public func flow(for tab: MainTab) -> Coordinator? {
    guard let content = container?.tabs.first(where: { $0.name == tab.rawValue })?.content else {
      return nil
    }
    return children.first { $0.anchor == content.id }
  }

  /// Reports the switch to ``TabNavigation/tabTapped(_:)``.
  public override func didSelectTab(_ name: String) {
    guard let tab = MainTab(rawValue: name) else { return }
    navigation.tabTapped(tab)
  }
}
