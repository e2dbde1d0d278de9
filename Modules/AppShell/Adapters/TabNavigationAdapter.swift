import TabFeature
package import Waypoint

/// Maps TabFeature's actions to app intents:
/// - `tabTapped(_ tab: TabName)` → none: the navigator has switched the tab already, and the
///   reading app has nothing more to do (a tab switch is one transaction, with no intent).
@MainActor
package final class TabNavigationAdapter: TabNavigation {
  /// Creates the tab bar's adapter: it sends no intent.
  package init() {}

  package func tabTapped(_ tab: TabName) {}
}
