public import Waypoint
public import WaypointUIKit

/// A fake `UISplitViewController` (column style) that calls its delegate as UIKit does.
///
/// Reproduces (Apple, `UISplitViewController`, `UISplitViewControllerDelegate`):
/// - Each column shows a navigation controller of its own (`setViewController(_:for:)`); the
///   compact column shows another one of the split's (``compact``), which the UIKit layer fills
///   with the columns' screens when collapsed. A view controller has one parent: a screen is in
///   a column or in the compact column, never in both.
/// - When the window's width changes (``resizeByUIKit(to:)``), UIKit asks the delegate first
///   (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` or
///   `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`) and then shows the
///   compact column, or the columns. A collapsed split whose compact column is empty when it
///   collapses shows nothing: recorded in ``FakeWindow/warnings``.
@MainActor
public final class FakeSplitViewController: FakeViewController, SplitContainer {
  /// Each column's navigation controller.
  public private(set) var columns: [SplitColumn: FakeNavigationController] = [:]
  /// The compact column's navigation controller: what shows collapsed.
  public let compact: FakeNavigationController
  /// Whether UIKit shows the compact column (the window is compact). A split the layer lays
  /// out from code follows it, as a test's window follows the tree's width.
  public private(set) var isCollapsedByUIKit = false
  /// Whether the layer laid the screens out for a collapsed split.
  public private(set) var isCollapsed = false
  /// The column last shown side by side (`show(_:)`).
  public private(set) var shownColumn = SplitColumn.primary

  override init(node: NodeID, window: FakeWindow) {
    compact = FakeNavigationController(node: node, window: window)
    super.init(node: node, window: window)
  }

  public func show(_ split: Split, animated: Bool, completion: @escaping @MainActor () -> Void) {
    window.calls.append(.showSplit(split.id, collapsed: split.isCollapsed))
    layOut(split)
    window.animator.run(animated: animated, completion)
  }

  /// Places every screen of `split` in its column, or in the compact column when collapsed,
  /// taking each from where it was first (one parent).
  func layOut(_ split: Split) {
    isCollapsed = split.isCollapsed
    isCollapsedByUIKit = split.isCollapsed
    if split.isCollapsed {
      for navigation in columns.values { navigation.viewControllers = [] }
      compact.viewControllers = split.collapsedEntries.map(window.build)
      return
    }
    compact.viewControllers = []
    var laidOut: [SplitColumn: FakeNavigationController] = [:]
    for column in split.columns {
      guard let stack = split.column(column),
        let navigation = window.build(.stack(stack)) as? FakeNavigationController
      else { continue }
      navigation.viewControllers = stack.entries.array.map(window.build)
      laidOut[column] = navigation
    }
    columns = laidOut
    shownColumn = split.focusedColumn
  }

  /// The window's width changes: UIKit asks the delegate, then collapses or expands.
  public func resizeByUIKit(to width: WidthClass) {
    let collapsed = width == .compact
    guard collapsed != isCollapsedByUIKit else { return }
    window.events?.split(node, willChangeWidthTo: width)
    isCollapsedByUIKit = collapsed
    if collapsed, compact.viewControllers.isEmpty {
      window.warnings.append("split \(node) collapsed with an empty compact column")
    }
  }

  /// The navigation controller the user sees on top: the compact one collapsed, the shown
  /// column's side by side.
  public var visibleNavigationController: FakeNavigationController? {
    isCollapsedByUIKit ? compact : columns[shownColumn]
  }
}
