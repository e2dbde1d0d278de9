/// One primitive change a UI can perform in one go: what a host applies.
///
/// Operations and the ``Planner`` produce steps; hosts render them; ``NavigationTree/apply(_:)``
/// is their reference meaning. A modal change is always one modal: dismissing three modals is
/// three steps, top first.
public enum Step: Hashable, Codable, Sendable {
  /// Push `node` (a screen or page container) onto the stack `stack`.
  case push(Node, onto: NodeID)
  /// Pop the stack `stack` until the entry `entry` is on top.
  case pop(to: NodeID, in: NodeID)
  /// Replace all entries of the stack `stack`.
  case setStack(NodeID, entries: [Node])
  /// Replace all entries of the stack `stack` with entries that left the tree earlier and were
  /// kept aside (a tab's saved back stack, ``TabCoordinator/restoreSavedStack(of:)``): they
  /// come back with their node IDs.
  case restoreStack(NodeID, entries: [Node])
  /// Present `modal` over the top of the modal chain.
  case present(Modal)
  /// Dismiss the top modal.
  case dismiss
  /// Replace the content of the top modal with `node`, in place: the presentation stays (its
  /// style and identity, ``Modal/presentation``) and shows `node` instead.
  case replaceModal(Node)
  /// Select the tab at `index` of the tab container `tabs`.
  case selectTab(Int, in: NodeID)
  /// Show the page at `index` of the page container `pages`.
  case selectPage(Int, in: NodeID)
  /// Replace the pages of the page container `pages` while it is shown: pages it keeps keep
  /// their screens (the same IDs and routes), new pages come with new screens, the others
  /// leave; the page at `current` shows.
  case setPages(NodeID, pages: [Screen], current: Int)
  /// Replace the root; every modal is dismissed with the old root.
  case replaceRoot(Node)
  /// Give `column` of the split `split` the stack `stack` (what it showed leaves), or remove
  /// the column for `nil` (not the primary). A column given a stack comes on top of the
  /// collapsed split (``Split/compactColumn``); when the column on top is removed, the column
  /// before it comes on top.
  case setColumn(SplitColumn, in: NodeID, to: Node?)
  /// Bring `column` of the split `split` on top of its collapsed stack: what going back from
  /// the root of the column above does. Side by side it changes nothing the user sees.
  case showColumn(SplitColumn, in: NodeID)
  /// The app's width changed: every split collapses (its deepest column on top) or expands.
  case resize(WidthClass)
}

extension Step: CustomStringConvertible {
  public var description: String {
    switch self {
    case .push(let node, let stack): "push \(node.summary) onto \(stack)"
    case .pop(let entry, let stack): "pop \(stack) to \(entry)"
    case .setStack(let stack, let entries):
      "set \(stack) to [\(entries.map(\.summary).joined(separator: ", "))]"
    case .restoreStack(let stack, let entries):
      "restore \(stack) to [\(entries.map(\.summary).joined(separator: ", "))]"
    case .present(let modal): "present \(modal.style) \(modal.content.summary)"
    case .dismiss: "dismiss"
    case .replaceModal(let node): "replace the top modal's content with \(node.summary)"
    case .selectTab(let index, let tabs): "select tab \(index) of \(tabs)"
    case .selectPage(let index, let pages): "select page \(index) of \(pages)"
    case .setPages(let pages, let screens, let current):
      "set the pages of \(pages) to [\(screens.enumerated().map { $0.offset == current ? "\($0.element)*" : "\($0.element)" }.joined(separator: ", "))]"
    case .replaceRoot(let node): "replace root with \(node.summary)"
    case .setColumn(let column, let split, let node):
      "set the \(column) column of \(split) to \(node?.summary ?? "nothing")"
    case .showColumn(let column, let split): "show the \(column) column of \(split)"
    case .resize(let width): "resize to \(width)"
    }
  }
}

extension Step {
  /// The nodes this step adds to the tree (a ``Step/setStack(_:entries:)`` lists every entry,
  /// kept ones included, and a ``Step/setPages(_:pages:current:)`` every page).
  var addedNodes: [Node] {
    switch self {
    case .push(let node, _), .replaceRoot(let node), .replaceModal(let node): [node]
    case .present(let modal): [modal.content]
    case .setStack(_, let entries), .restoreStack(_, let entries): entries
    case .setPages(_, let pages, _): pages.map(Node.screen)
    case .setColumn(_, _, let node): node.map { [$0] } ?? []
    case .pop, .dismiss, .selectTab, .selectPage, .showColumn, .resize: []
    }
  }

  /// The tab or page container it selects in (or gives pages, which may move its current
  /// page); `nil` for other steps.
  var selectedContainer: NodeID? {
    switch self {
    case .selectTab(_, let id), .selectPage(_, let id), .setPages(let id, _, _): id
    default: nil
    }
  }
}
