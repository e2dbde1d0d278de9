import Waypoint
public import WaypointUIKit

/// A fake `UITabBarController` that calls its delegate as UIKit does.
///
/// Reproduces (Apple, `UITabBarControllerDelegate`):
/// - `tabBarController(_:shouldSelect:)` and `tabBarController(_:didSelect:)` are called only for
///   the user's taps, never when code sets `selectedIndex` or `selectedViewController`.
/// - Both are called also when the user taps the tab that is already selected ("regardless of
///   whether the selected view controller changed"); when that tab holds a navigation
///   controller, UIKit pops it to its root by itself (its navigation delegate sees will-show and,
///   after the animation, did-show of the root).
@MainActor
public final class FakeTabBarController: FakeViewController, TabContainer {
  /// The tabs' controllers.
  public internal(set) var viewControllers: [FakeViewController] = []
  public internal(set) var selectedIndex = 0

  public func select(_ index: Int) {
    window.calls.append(.selectTab(index, in: node))
    guard viewControllers.indices.contains(index) else {
      window.warnings.append("selectedIndex \(index) out of range")
      return
    }
    selectedIndex = index
  }

  /// Taps a tab as the user would.
  public func tap(_ index: Int) {
    guard viewControllers.indices.contains(index) else { return }
    guard window.events?.tabs(node, shouldSelect: index) ?? true else { return }
    if index == selectedIndex {
      (viewControllers[index] as? FakeNavigationController)?.popToRootByUIKit()
    } else {
      selectedIndex = index
    }
    window.events?.tabs(node, didSelect: index)
  }
}
