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
  case named(String)
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

/// What an operation did to a tree.
public struct TreeChange: Sendable, Equatable {
  /// The primitive steps, in order.
  public var steps: [Step]
  /// Each subtree the steps removed, paired with the index of the step that removed it.
  public var removed: [(step: Int, node: Node)]

  public static func == (lhs: TreeChange, rhs: TreeChange) -> Bool {
    lhs.steps == rhs.steps && lhs.removed.map(\.step) == rhs.removed.map(\.step)
      && lhs.removed.map(\.node) == rhs.removed.map(\.node)
  }
}

extension NavigationTree {
  /// Performs an operation: validates it, turns it into steps and applies them.
  ///
  /// Either every step applies or none does: on error the tree is unchanged.
  /// - Returns: The steps applied and what they removed. A valid request that changes nothing
  ///   (pop to root at the root, reselect a tab at its root) returns no steps.
  /// - Throws: ``NavigationError``, as listed there for each bad request.
  @discardableResult
  public mutating func perform(_ operation: NavigationOperation) throws(NavigationError)
    -> TreeChange
  {
    var copy = self
    let steps = try copy.steps(for: operation)
    let change = try copy.apply(steps: steps)
    self = copy
    return change
  }

  /// Applies steps in order; all or nothing.
  @discardableResult
  public mutating func apply(steps: [Step]) throws(NavigationError) -> TreeChange {
    var copy = self
    var removed: [(step: Int, node: Node)] = []
    for (index, step) in steps.enumerated() {
      for node in try copy.applyInPlace(step) { removed.append((index, node)) }
    }
    self = copy
    return TreeChange(steps: steps, removed: removed)
  }

  /// The steps for an operation; allocates IDs for new content.
  mutating func steps(for operation: NavigationOperation) throws(NavigationError) -> [Step] {
    switch operation {
    case .push(let content, let stackID):
      let stack = try targetStack(stackID)
      return [.push(try instantiate(content, at: .stackEntry), onto: stack.id)]
    case .pop(let stackID):
      let stack = try targetStack(stackID)
      guard let below = stack.entries.belowTop else { throw .cannotPopRoot(stack.id) }
      return [.pop(to: below.id, in: stack.id)]
    case .popTo(let entry):
      guard let stack = stack(holding: entry) else {
        throw contains(entry)
          ? .wrongKind(entry, expected: "stack entry", found: "node") : .nodeNotFound(entry)
      }
      return stack.entries.top?.id == entry ? [] : [.pop(to: entry, in: stack.id)]
    case .popToRoot(let stackID):
      let stack = try targetStack(stackID)
      return stack.entries.count == 1 ? [] : [.pop(to: stack.entries.root!.id, in: stack.id)]
    case .replaceStack(let contents, let stackID):
      let stack = try targetStack(stackID)
      guard !contents.isEmpty else { throw .emptyStack }
      var nodes: [Node] = []
      for content in contents { nodes.append(try instantiate(content, at: .stackEntry)) }
      return [.setStack(stack.id, entries: nodes)]
    case .present(let content, let style):
      return [.present(Modal(style: style, content: try instantiate(content, at: .modal)))]
    case .dismiss:
      guard !modals.isEmpty else { throw .nothingPresented }
      return [.dismiss]
    case .dismissTo(let level):
      guard modals.indices.contains(level) else {
        throw .levelOutOfRange(level, count: modals.count)
      }
      return Array(repeating: .dismiss, count: modals.count - 1 - level)
    case .dismissAll:
      guard !modals.isEmpty else { throw .nothingPresented }
      return Array(repeating: .dismiss, count: modals.count)
    case .selectTab(let selector, let tabsID):
      return try stepsSelectingTab(selector, in: tabsID)
    case .selectPage(let selector, let pagesID):
      let pages =
        try pagesID.map { id throws(NavigationError) in try self.pages(id) } ?? visiblePages
      guard let pages else { throw .noVisibleContainer(kind: "page container") }
      let index = try pages.index(of: selector)
      return index == pages.currentIndex ? [] : [.selectPage(index, in: pages.id)]
    case .replaceRoot(let content):
      return [.replaceRoot(try instantiate(content, at: .root))]
    case .transition(let target):
      let steps = try Planner.plan(from: self, to: target)
      reserveIDs(after: target)
      return steps
    }
  }

  private func targetStack(_ id: NodeID?) throws(NavigationError) -> Stack {
    if let id { return try stack(id) }
    guard let stack = visibleStack else { throw .noVisibleContainer(kind: "stack") }
    return stack
  }

  private func stepsSelectingTab(_ selector: TabSelector, in id: NodeID?) throws(NavigationError)
    -> [Step]
  {
    let tabs = try id.map { id throws(NavigationError) in try self.tabs(id) } ?? visibleTabs
    guard let tabs else { throw .noVisibleContainer(kind: "tab container") }
    let index: Int
    switch selector {
    case .index(let value):
      guard tabs.tabs.indices.contains(value) else {
        throw .tabOutOfRange(value, count: tabs.tabs.count)
      }
      index = value
    case .named(let name):
      guard let found = tabs.tabs.firstIndex(where: { $0.name == name }) else {
        throw .unknownTab(name)
      }
      index = found
    }
    guard index == tabs.selectedIndex else { return [.selectTab(index, in: tabs.id)] }
    // Reselecting the selected tab pops its stack to the root, as UITabBarController does.
    guard case .stack(let stack) = tabs.tabs[index].content, stack.entries.count > 1 else {
      return []
    }
    return [.pop(to: stack.entries.root!.id, in: stack.id)]
  }
}

extension Pages {
  /// The index a selector points at.
  func index(of selector: PageSelector) throws(NavigationError) -> Int {
    switch selector {
    case .index(let index):
      guard pages.indices.contains(index) else {
        throw .pageOutOfRange(index, count: pages.count)
      }
      return index
    case .route(let route):
      guard let index = pages.firstIndex(where: { $0.route == route }) else {
        throw .unknownPage(route)
      }
      return index
    case .next:
      guard currentIndex + 1 < pages.count else { throw .noPageAfter }
      return currentIndex + 1
    case .previous:
      guard currentIndex > 0 else { throw .noPageBefore }
      return currentIndex - 1
    }
  }
}
