import TabFeature
import Waypoint

/// Records the tabs the user switched to, and which tab the tab bar had selected at the time.
@MainActor
final class TabNavigationSpy: TabNavigation {
  private(set) var tapped: [TabName] = []
  private(set) var selectedWhenReported: [TabName?] = []
  weak var tabBar: MainTabCoordinator?

  func tabTapped(_ tab: TabName) {
    tapped.append(tab)
    selectedWhenReported.append(tabBar?.selectedTab)
  }
}
