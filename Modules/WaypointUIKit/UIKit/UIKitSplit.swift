#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// A column-style `UISplitViewController` as a ``SplitContainer``, and its delegate.
  ///
  /// Each column shows the navigation controller built for its stack. The compact column
  /// shows a navigation controller of the split's own (``compact``, the stack container of the
  /// split's ID): collapsed, the layer moves the columns' screens into it
  /// (`Split.collapsedEntries`), and expanded, back into their columns, so a screen keeps its
  /// controller and a view controller never has two parents. The window decides when UIKit
  /// collapses: the delegate's collapse and expand callbacks tell the host first, which
  /// reports the resize and lays out every split before UIKit shows it.
  ///
  /// UIKit fixes a split's style when it is created: a split built without a supplementary
  /// column is double-column, and a supplementary column given later is not shown.
  @MainActor
  final class UIKitSplit: NSObject, SplitContainer, UISplitViewControllerDelegate {
    let id: NodeID
    /// The compact column's navigation controller.
    let compact: UINavigationController
    private(set) var isCollapsed = false
    private weak var controller: UISplitViewController?
    private unowned let containers: UIKitContainers
    /// Each column's navigation controller, as last laid out.
    private var columns: [SplitColumn: UINavigationController] = [:]

    init(
      id: NodeID, controller: UISplitViewController, compact: UINavigationController,
      containers: UIKitContainers
    ) {
      self.id = id
      self.controller = controller
      self.compact = compact
      self.containers = containers
      super.init()
      controller.delegate = self
      controller.setViewController(compact, for: .compact)
    }

    func show(_ split: Split, animated: Bool, completion: @escaping @MainActor () -> Void) {
      layOut(split)
      guard let controller else { return completion() }
      if !split.isCollapsed { controller.show(split.focusedColumn.uiColumn) }
      whenSettled(controller, animated: animated, completion)
    }

    /// Places every screen of `split` in its column's navigation controller, or in the
    /// compact one when collapsed, taking each out of where it was first.
    func layOut(_ split: Split) {
      guard let controller else { return }
      isCollapsed = split.isCollapsed
      if split.isCollapsed {
        for navigation in columns.values { navigation.setViewControllers([], animated: false) }
        let entries = split.collapsedEntries.map { containers.build($0, in: compact) }
        compact.setViewControllers(entries, animated: false)
        return
      }
      compact.setViewControllers([], animated: false)
      var laidOut: [SplitColumn: UINavigationController] = [:]
      for column in SplitColumn.allCases {
        guard let stack = split.column(column),
          let navigation = containers.build(.stack(stack), in: controller)
            as? UINavigationController
        else {
          if columns[column] != nil { controller.setViewController(nil, for: column.uiColumn) }
          continue
        }
        let entries = stack.entries.array.map { containers.build($0, in: navigation) }
        navigation.setViewControllers(entries, animated: false)
        if controller.viewController(for: column.uiColumn) !== navigation {
          controller.setViewController(navigation, for: column.uiColumn)
        }
        laidOut[column] = navigation
      }
      columns = laidOut
    }

    /// Tells the host when UIKit collapsed or expanded the split before the layer laid it
    /// out (it was placed in a window of another width than the tree's).
    func reportWidth() {
      guard let controller, controller.isCollapsed != isCollapsed else { return }
      containers.events?.split(id, willChangeWidthTo: controller.isCollapsed ? .compact : .regular)
    }

    // MARK: UISplitViewControllerDelegate

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      containers.events?.split(id, willChangeWidthTo: .compact)
      return proposedTopColumn
    }

    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
        .DisplayMode
    ) -> UISplitViewController.DisplayMode {
      containers.events?.split(id, willChangeWidthTo: .regular)
      return proposedDisplayMode
    }
  }

  extension SplitColumn {
    /// UIKit's column.
    var uiColumn: UISplitViewController.Column {
      switch self {
      case .primary: .primary
      case .supplementary: .supplementary
      case .detail: .secondary
      }
    }
  }
#endif
