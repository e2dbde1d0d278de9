public import Waypoint

/// What the SwiftUI layer shows, as the values its bindings read: per stack a path of entries,
/// per modal level an item, per tab container a selection, per page container a page.
///
/// A ``SceneHost`` makes a new state for every change, SwiftUI's own included, so that a
/// binding's getter always returns what the screen shows. Every state has a new ``revision``:
/// bindings capture it when the view is built and hand it back with each write, so the host
/// can tell a late write from the user's change.
public struct SceneState: Hashable, Sendable {
  /// The tree the bindings show.
  public let tree: NavigationTree
  /// This state's revision: the layer captures it in the bindings it builds from the state.
  public let revision: Revision
  /// The sheets whose swipe-down is disabled (`interactiveDismissDisabled`) because the
  /// navigator's guards would not allow it.
  public let lockedModals: Set<NodeID>
  /// The stacks whose system back is replaced by the app's back button (which calls
  /// ``SceneHost/userTappedBack()``) because the navigator's guards would not allow a pop:
  /// hiding the system back button also stops SwiftUI's edge swipe.
  public let interceptedStacks: Set<NodeID>
  /// How many times each stack was rebuilt: the layer gives its `NavigationStack` this value as
  /// its identity, so a stack SwiftUI left behind is built again from its path.
  public let rebuilds: [NodeID: Int]

  /// The path of the stack `stack`: the IDs of its entries above its root, bottom first (the
  /// root is the `NavigationStack`'s root view); `nil` when it is not a stack of the tree.
  public func path(of stack: NodeID) -> [NodeID]? {
    guard case .stack(let node)? = tree.node(stack) else { return nil }
    return node.entries.array.dropFirst().map(\.id)
  }

  /// The modal presented at `level` of the chain (0 is presented over the root), or `nil`.
  public func modal(at level: Int) -> ModalItem? {
    guard tree.modals.indices.contains(level) else { return nil }
    let modal = tree.modals[level]
    return ModalItem(
      level: level, style: modal.style, content: modal.content, presentation: modal.presentation)
  }

  /// The index of the selected tab of the tab container `tabs`; `nil` when it is not one.
  public func selectedTab(of tabs: NodeID) -> Int? {
    guard case .tabs(let node)? = tree.node(tabs) else { return nil }
    return node.selectedIndex
  }

  /// The index of the current page of the page container `pages`; `nil` when it is not one.
  public func currentPage(of pages: NodeID) -> Int? {
    guard case .pages(let node)? = tree.node(pages) else { return nil }
    return node.currentIndex
  }

  /// The column on top of the split container `split` when it is collapsed (what SwiftUI's
  /// `preferredCompactColumn` shows); `nil` when it is not one.
  public func compactColumn(of split: NodeID) -> SplitColumn? {
    guard case .split(let node)? = tree.node(split) else { return nil }
    return node.compactColumn
  }

  /// How many times the stack `stack` was rebuilt (see ``rebuilds``).
  public func rebuildCount(of stack: NodeID) -> Int { rebuilds[stack] ?? 0 }
}

/// One level of the modal chain, as `.sheet(item:)`, `.fullScreenCover(item:)`, `.alert` and
/// `.confirmationDialog` show it. Its identity is the presentation's (`Modal.presentation`):
/// SwiftUI presents a new item when the level shows a new presentation, and keeps the sheet
/// and shows the new content when the content was replaced in place.
public struct ModalItem: Identifiable, Hashable, Sendable {
  /// The level in the chain; 0 is presented over the root.
  public let level: Int
  /// How it is presented.
  public let style: ModalStyle
  /// What it shows.
  public let content: Node
  /// The presentation's identity (`Modal.presentation`).
  public let presentation: NodeID

  /// The presentation's identity: the same while the content is replaced in place.
  public var id: NodeID { presentation }
}

/// A state's revision (``SceneState/revision``): bindings hand it back with their writes.
public struct Revision: Hashable, Comparable, Sendable, CustomStringConvertible {
  let rawValue: UInt64

  /// The revision of the state before the first.
  public static let initial = Revision(rawValue: 0)

  public static func < (lhs: Revision, rhs: Revision) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "r\(rawValue)" }

  /// The next revision.
  func next() -> Revision { Revision(rawValue: rawValue &+ 1) }
}
