/// A validated change to a ``NavigationTree``, in the words a coordinator uses.
///
/// A tree turns an operation into primitive ``Step``s (``NavigationTree/perform(_:)``). Stack
/// operations act on the visible stack unless a stack ID is given; tab and page operations on
/// the visible container unless an ID is given.
public enum NavigationOperation: Hashable, Sendable {
  /// Push content (a screen or a page container) onto a stack.
  case push(Content, onto: NodeID? = nil)
  /// Pop the top entry of a stack.
  case pop(stack: NodeID? = nil)
  /// Pop the stack holding the screen `entry` until `entry` is on top.
  case popTo(NodeID)
  /// Pop a stack to its root entry.
  case popToRoot(stack: NodeID? = nil)
  /// Replace every entry of a stack.
  case replaceStack([Content], stack: NodeID? = nil)
  /// Present content over the top of the modal chain.
  case present(Content, style: ModalStyle = .sheet)
  /// Dismiss the top modal.
  case dismiss
  /// Dismiss every modal above `level` (levels count from 0 at the bottom).
  case dismissTo(level: Int)
  /// Dismiss every modal.
  case dismissAll
  /// Select a tab; selecting the selected tab pops its stack to its root.
  case selectTab(TabSelector, in: NodeID? = nil)
  /// Show a page.
  case selectPage(PageSelector, in: NodeID? = nil)
  /// Replace the root; every modal goes with the old root.
  case replaceRoot(Content)
  /// Move to `target` through the steps the ``Planner`` finds.
  case transition(to: NavigationTree)
}

/// Which tab to select.
public enum TabSelector: Hashable, Codable, Sendable {
  /// The tab at this index.
  case index(Int)
  /// The tab with this name.
  case named(TabName)
}

/// Which page to show.
public enum PageSelector: Hashable, Codable, Sendable {
  /// The page at this index.
  case index(Int)
  /// The first page showing this route.
  case route(Route)
  /// The page after the current one.
  case next
  /// The page before the current one.
  case previous
}

extension NavigationOperation: CustomStringConvertible {
  public var description: String {
    func on(_ id: NodeID?) -> String { id.map { " on \($0)" } ?? "" }
    switch self {
    case .push(let content, let stack): return "push \(content)\(on(stack))"
    case .pop(let stack): return "pop\(on(stack))"
    case .popTo(let entry): return "pop to \(entry)"
    case .popToRoot(let stack): return "pop to root\(on(stack))"
    case .replaceStack(let contents, let stack):
      return
        "replace stack\(on(stack)) with [\(contents.map(\.description).joined(separator: ", "))]"
    case .present(let content, let style): return "present \(style) \(content)"
    case .dismiss: return "dismiss"
    case .dismissTo(let level): return "dismiss to level \(level)"
    case .dismissAll: return "dismiss all"
    case .selectTab(let selector, let tabs): return "select tab \(selector)\(on(tabs))"
    case .selectPage(let selector, let pages): return "select page \(selector)\(on(pages))"
    case .replaceRoot(let content): return "replace root with \(content)"
    case .transition: return "transition to a planned tree"
    }
  }
}

extension TabSelector: CustomStringConvertible {
  public var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .named(let name): name.rawValue
    }
  }
}

extension PageSelector: CustomStringConvertible {
  public var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .route(let route): "\(route)"
    case .next: "next"
    case .previous: "previous"
    }
  }
}
