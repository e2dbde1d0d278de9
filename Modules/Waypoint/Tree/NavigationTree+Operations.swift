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
    try perform(operation, keepingWhatStays: true)
  }

  /// Performs an operation; without `keepingWhatStays`, content replacing the top modal's is
  /// new even where it shows the same (a flow started there brings screens of its own).
  mutating func perform(_ operation: NavigationOperation, keepingWhatStays: Bool)
    throws(NavigationError) -> TreeChange
  {
    if case .transition = operation {
      // The planner's steps carry the target's nodes, which this tree did not make: they are
      // checked like any steps from outside.
      var allocator = self
      let steps = try allocator.steps(for: operation)
      var next = self
      let change = try next.apply(steps: steps)
      next.lastID = max(next.lastID, allocator.lastID)
      self = next
      return change
    }
    // Every other operation's steps add only content `instantiate` has just built and checked
    // here, with fresh IDs: what they add is not checked a second time.
    let baseline = lastID
    var next = self
    let steps = try next.steps(for: operation, keepingWhatStays: keepingWhatStays)
    let change = try next.apply(steps: steps, batch: StepBatch(baseline: baseline, fresh: true))
    self = next
    return change
  }

  /// The steps for an operation; allocates IDs for new content. Without `keepingWhatStays`,
  /// content replacing the top modal's is new even where it shows the same.
  mutating func steps(for operation: NavigationOperation, keepingWhatStays: Bool = true)
    throws(NavigationError) -> [Step]
  {
    switch operation {
    case .push(let content, let stackID):
      let stack = try targetStack(stackID)
      return [.push(try instantiate(content, at: .stackEntry), onto: stack.id)]
    case .pushUnlessOnTop(let content, let stackID):
      let stack = try targetStack(stackID)
      if stack.top.shows(content) { return [] }
      return [.push(try instantiate(content, at: .stackEntry), onto: stack.id)]
    case .pop(let stackID):
      let stack = try targetStack(stackID)
      guard let below = stack.entries.belowTop else {
        // The collapsed split shows its columns as one stack: from the root of the column on
        // top, back is the column before it, as the back button goes.
        if let (split, column) = self.column(holding: stack.id), split.isCollapsed,
          column == split.compactColumn, let before = split.column(before: column)
        {
          return [.showColumn(before, in: split.id)]
        }
        throw .cannotPopRoot(stack.id)
      }
      return [.pop(to: below.id, in: stack.id)]
    case .popTo(let entry):
      guard let stack = stack(holding: entry) else {
        // Not in the tree, or in it but in no stack (a tab container, a modal's screen).
        let visible = visibleStack.map { $0.entries.summary(of: $0.id) } ?? "no stack"
        throw .nodeNotFound(entry, in: "any stack (the visible one is \(visible))")
      }
      return stack.entries.top?.id == entry ? [] : [.pop(to: entry, in: stack.id)]
    case .popToRoot(let stackID):
      let stack = try targetStack(stackID)
      return stack.entries.count == 1 ? [] : [.pop(to: stack.rootEntry.id, in: stack.id)]
    case .bringToFront(let selector, let stackID):
      return try stepsBringingToFront(selector, in: stackID)
    case .replaceStack(let contents, let stackID):
      let stack = try targetStack(stackID)
      guard !contents.isEmpty else { throw .emptyStack }
      var nodes: [Node] = []
      for content in contents { nodes.append(try instantiate(content, at: .stackEntry)) }
      return [.setStack(stack.id, entries: nodes)]
    case .present(let content, let style):
      return [.present(Modal(style: style, content: try instantiate(content, at: .modal)))]
    case .replacePresented(let content):
      guard let top = modals.last else { throw .nothingPresented }
      guard !top.style.isDialog else { throw .cannotReplaceDialog }
      return try stepsReplacingModalContent(
        top.content, with: content, keepingWhatStays: keepingWhatStays)
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
      guard let pages else { throw .noVisibleContainer(.pages) }
      let index = try pages.index(of: selector)
      return index == pages.currentIndex ? [] : [.selectPage(index, in: pages.id)]
    case .setPages(let routes, let pagesID):
      let pages =
        try pagesID.map { id throws(NavigationError) in try self.pages(id) } ?? visiblePages
      guard let pages else { throw .noVisibleContainer(.pages) }
      guard !routes.isEmpty else { throw .emptyContainer(.pages) }
      guard routes != pages.pages.map(\.route) else { return [] }
      var unused = pages.pages
      var screens: [Screen] = []
      for route in routes {
        if let index = unused.firstIndex(where: { $0.route == route }) {
          screens.append(unused.remove(at: index))
        } else {
          screens.append(Screen(id: try makeID(), route: route))
        }
      }
      let current =
        screens.firstIndex(of: pages.current) ?? min(pages.currentIndex, screens.count - 1)
      return [.setPages(pages.id, pages: screens, current: current)]
    case .replaceRoot(let content):
      return [.replaceRoot(try instantiate(content, at: .root))]
    case .setColumn(let column, let content, let splitID):
      let split = try targetSplit(splitID)
      guard let content else {
        guard column != .primary else { throw .cannotRemovePrimaryColumn(split.id) }
        return split.column(column) == nil ? [] : [.setColumn(column, in: split.id, to: nil)]
      }
      return [.setColumn(column, in: split.id, to: try instantiate(content.inStack, at: .column))]
    case .showColumn(let column, let splitID):
      let split = try targetSplit(splitID)
      guard split.column(column) != nil else { throw .noColumn(column, in: split.id) }
      return split.compactColumn == column ? [] : [.showColumn(column, in: split.id)]
    case .resize(let width):
      return width == widthClass ? [] : [.resize(width)]
    case .transition(let target):
      let steps = try Planner.plan(from: self, to: target)
      lastID = max(lastID, target.lastID)
      return steps
    }
  }

  /// The stack with this ID, or the visible stack for `nil`.
  func targetStack(_ id: NodeID?) throws(NavigationError) -> Stack {
    if let id { return try stack(id) }
    guard let stack = visibleStack else { throw .noVisibleContainer(.stack) }
    return stack
  }

  /// The split with this ID, or the visible split for `nil`.
  func targetSplit(_ id: NodeID?) throws(NavigationError) -> Split {
    if let id { return try split(id) }
    guard let split = visibleSplit else { throw .noVisibleContainer(.split) }
    return split
  }

  private func stepsSelectingTab(_ selector: TabSelector, in id: NodeID?) throws(NavigationError)
    -> [Step]
  {
    let tabs = try id.map { id throws(NavigationError) in try self.tabs(id) } ?? visibleTabs
    guard let tabs else { throw .noVisibleContainer(.tabs) }
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
    // Reselecting the selected tab pops its stack to the root, as UITabBarController does; a
    // split's primary column, which a collapsed split then shows alone (its other columns
    // stay, hidden, as going back leaves them).
    var steps: [Step] = []
    let stack: Stack
    switch tabs.tabs[index].content {
    case .stack(let tabStack): stack = tabStack
    case .split(let split):
      stack = split.primary
      if split.isCollapsed, split.compactColumn != .primary {
        steps.append(.showColumn(.primary, in: split.id))
      }
    default: return []
    }
    if stack.entries.count > 1 { steps.insert(.pop(to: stack.rootEntry.id, in: stack.id), at: 0) }
    return steps
  }
}
