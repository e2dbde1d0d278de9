import TabFeature

/// Records the tabs the user switched to, and which tab the tab bar had selected at the time.
@MainActor
final class TabNavigationSpy: TabNavigation {
  private(set) var tapped: [MainTab] = []
  private(set) var selectedWhenReported: [MainTab?] = []
  weak var tabBar: MainTabCoordinator?

  func tabTapped(_ tab: MainTab) {
    tapped.append(tab)
    selectedWhenReported.append(tabBar?.selected)
  }
}
