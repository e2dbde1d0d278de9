public import Waypoint

/// A navigation stack the host drives: a `UINavigationController` in the UIKit layer.
///
/// Every call changes the entries at once (as `UINavigationController` does) and calls
/// `completion` once the transition has settled. The container tells the host what the user
/// did through ``ContainerEvents``.
@MainActor
public protocol StackContainer: AnyObject {
  /// The IDs of the entries it shows, root first.
  var entryIDs: [NodeID] { get }
  /// Pushes one entry (`pushViewController(_:animated:)`).
  func push(_ entry: Node, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Pops every entry above `entry` in one transition (`popToViewController(_:animated:)`).
  func pop(to entry: NodeID, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Replaces all entries in one transition (`setViewControllers(_:animated:)`).
  func setEntries(_ entries: [Node], animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Cancels the user's interactive pop in progress, which runs back (UIKit: disabling the pop
  /// recognisers for a moment); the host calls it for a pop the navigator stops (a guard, or a
  /// screen that takes or refuses the back).
  func cancelInteractivePop()
}

/// The modal chain the host drives: `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)` in the UIKit layer.
@MainActor
public protocol ModalPresenter: AnyObject {
  /// The content IDs of the presented modals, bottom first.
  var presentedIDs: [NodeID] { get }
  /// Presents `modal` over the top of the chain.
  func present(_ modal: Modal, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Shows `modal`'s content in the presentation at `level`, the top one, in place: it stays
  /// presented, and the presentation delegate calls and swipe lock that named the old content
  /// name the new content from now on (`Modal.presentation` is the same; the content's ID is
  /// not). The default dismisses and presents (see the extension).
  func replace(
    atLevel level: Int, with modal: Modal, animated: Bool,
    completion: @escaping @MainActor () -> Void)
  /// Dismisses the modal at `level` and every modal above it in one transition.
  func dismiss(fromLevel level: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Locks or unlocks the user's swipe-down of the modal whose content is `modal`
  /// (`isModalInPresentation`): a locked sheet reports each attempt instead of moving.
  func setSwipeLocked(_ locked: Bool, modal: NodeID)
}

extension ModalPresenter {
  /// Dismisses the modal at `level` without animation and presents `modal` in its place: what
  /// a presenter that cannot swap content in place does (one animation, but not in place).
  public func replace(
    atLevel level: Int, with modal: Modal, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    dismiss(fromLevel: level, animated: false) { [weak self] in
      guard let self else { return completion() }
      self.present(modal, animated: animated, completion: completion)
    }
  }
}

/// A tab container the host drives: a `UITabBarController` in the UIKit layer.
@MainActor
public protocol TabContainer: AnyObject {
  /// The index of the selected tab.
  var selectedIndex: Int { get }
  /// Selects a tab without telling the delegate (`selectedIndex = index`).
  func select(_ index: Int)
}

/// A page container the host drives: a `UIPageViewController` in the UIKit layer.
@MainActor
public protocol PageContainer: AnyObject {
  /// The index of the page it shows.
  var currentIndex: Int { get }
  /// Shows a page without telling the delegate
  /// (`setViewControllers(_:direction:animated:completion:)`).
  func show(_ index: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Takes a new list of pages while shown (`Step.setPages(_:pages:current:)`): pages with a
  /// screen it had keep their controllers, the others are built when asked for, and the page
  /// at `current` shows, without telling the delegate.
  func setPages(
    _ pages: [Screen], current: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
}

/// A split container the host drives: a `UISplitViewController` in the UIKit layer.
///
/// Side by side, each column's stack is a ``StackContainer`` of its own, found by the stack's
/// ID and driven as any stack. Collapsed, the split shows its columns' screens in one stack
/// (`Split.collapsedEntries`): a navigation controller of the split's own (UIKit's compact
/// column), the ``StackContainer`` that ``ContainerProvider/stack(_:)`` returns for the
/// split's ID, which reports the user's pops with the split's ID too. The host turns those
/// into pops of the column on top and into going back to the column before it
/// (`Gesture.backToColumn(_:in:)`).
@MainActor
public protocol SplitContainer: AnyObject {
  /// Whether it shows its screens in one stack: what it was last asked to show, which the
  /// window's width decides on a device.
  var isCollapsed: Bool { get }
  /// Shows `split` as it is laid out, at once: side by side, each column's stack in its
  /// column (building what is new) and the focused column shown; collapsed, one stack with
  /// `split.collapsedEntries`. A screen keeps its controller as it moves between a column and
  /// the collapsed stack.
  func show(_ split: Split, animated: Bool, completion: @escaping @MainActor () -> Void)
}

/// What the host renders into: the window's root, the modal chain, and the containers built
/// for the tree's stack, tab, page and split nodes, found by node ID. The collapsed stack of a
/// split is the stack container found by the split's ID (see ``SplitContainer``).
@MainActor
public protocol ContainerProvider: AnyObject {
  /// Where containers send what the user did; the host sets it when it is created. Hold it
  /// weakly: the host holds its provider.
  var events: (any ContainerEvents)? { get set }
  /// The modal chain.
  var modals: any ModalPresenter { get }
  /// Builds `node` (and everything in it) and shows it as the root. Every presented modal is
  /// dismissed first, without animation, since it belonged to the old root.
  func setRoot(_ node: Node, completion: @escaping @MainActor () -> Void)
  /// The container built for the stack node `id`, while it exists.
  func stack(_ id: NodeID) -> (any StackContainer)?
  /// The container built for the tab node `id`, while it exists.
  func tabs(_ id: NodeID) -> (any TabContainer)?
  /// The container built for the page node `id`, while it exists.
  func pages(_ id: NodeID) -> (any PageContainer)?
  /// The container built for the split node `id`, while it exists.
  func split(_ id: NodeID) -> (any SplitContainer)?
  /// Where the host posts VoiceOver's focus and announcements; `nil` to post nothing.
  var accessibility: (any AccessibilityPoster)? { get }
}

extension ContainerProvider {
  /// Posts nothing: a provider without assistive technologies.
  public var accessibility: (any AccessibilityPoster)? { nil }

  /// No split containers: the host reports ``HostFault/splitNotRendered(_:)`` for each split
  /// and keeps its record in step. Providers that build splits implement it.
  public func split(_ id: NodeID) -> (any SplitContainer)? { nil }
}
