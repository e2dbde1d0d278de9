#if os(Linux)
  public import Foundation

  /// `UISplitViewController` (column style, iOS 14).
  ///
  /// Reproduces (Apple, `UISplitViewController`, `UISplitViewControllerDelegate`):
  /// - `setViewController(_:for:)` makes the controller a child of the split, wrapping one that
  ///   is not a navigation controller in a new one, except for the compact column. A view
  ///   controller has one parent: giving a column a controller that has another parent is
  ///   UIKit's "should have parent view controller" complaint.
  /// - `show(_:)` does not accept the compact column.
  /// - When the window's width changes (``simulateWidthChange(compact:)``), UIKit asks the
  ///   delegate first (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
  ///   when collapsing, `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`
  ///   when expanding), then changes `isCollapsed`. Collapsed with a compact column, that
  ///   column shows; otherwise the columns do.
  /// - It is collapsed on a phone (a compact width) and side by side on a pad, from the start:
  ///   UIKit collapses a split as it is placed in a compact window.
  @MainActor
  open class UISplitViewController: UIViewController {
    /// `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
      case unspecified = 0
      case doubleColumn = 1
      case tripleColumn = 2
    }

    /// `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
      case primary = 0
      case supplementary = 1
      case secondary = 2
      case compact = 3
    }

    /// `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
      case automatic = 0
      case secondaryOnly = 1
      case oneBesideSecondary = 2
      case oneOverSecondary = 3
      case twoBesideSecondary = 4
      case twoOverSecondary = 5
      case twoDisplaceSecondary = 6
    }

    private var columns: [Column: UIViewController] = [:]
    private var collapsed = false
    /// The column `show(_:)` last showed.
    public private(set) var simulatedShownColumn = Column.primary
    /// `delegate`.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// `init(style:)`.
    public init(style: UISplitViewController.Style) {
      super.init(nibName: nil, bundle: nil)
      collapsed = simulation.idiom == .phone
    }

    /// `init(coder:)`: storyboards are not simulated.
    public required init?(coder: NSCoder) { nil }

    /// `isCollapsed`.
    open var isCollapsed: Bool { collapsed }

    /// `setViewController(_:for:)`.
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
      if let old = columns.removeValue(forKey: column) { release(old) }
      guard let vc else { return }
      let placed =
        vc is UINavigationController || column == .compact
        ? vc : UINavigationController(rootViewController: vc)
      adopt(placed)
      columns[column] = placed
    }

    /// `viewController(for:)`.
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
      columns[column]
    }

    /// `show(_:)`.
    open func show(_ column: UISplitViewController.Column) {
      guard column != .compact else {
        return simulation.warn("-showColumn: does not accept the compact column")
      }
      simulatedShownColumn = column
    }

    // MARK: The window

    /// The window's width changes (a rotation, multitasking, a foldable folding): the delegate
    /// is asked, then the split collapses or expands.
    public func simulateWidthChange(compact: Bool) {
      guard compact != collapsed else { return }
      if compact {
        _ = delegate?.splitViewController(
          self, topColumnForCollapsingToProposedTopColumn: .secondary)
      } else {
        _ = delegate?.splitViewController(
          self, displayModeForExpandingToProposedDisplayMode: .automatic)
      }
      collapsed = compact
    }

    /// The navigation controller the user acts in: the compact column's when collapsed (if it
    /// has one), the shown column's otherwise.
    public var simulatedVisibleController: UIViewController? {
      collapsed ? columns[.compact] ?? columns[.primary] : columns[simulatedShownColumn]
    }
  }

  /// `UISplitViewControllerDelegate` (the methods the layer implements).
  @MainActor
  public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
        .DisplayMode
    ) -> UISplitViewController.DisplayMode
  }
#endif
