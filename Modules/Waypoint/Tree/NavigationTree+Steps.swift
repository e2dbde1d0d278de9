extension NavigationTree {
  /// Applies one primitive step and returns the subtrees it removed, top first.
  ///
  /// - Throws: ``NavigationError`` when the step does not fit this tree; the tree is then
  ///   unchanged.
  @discardableResult
  public mutating func apply(_ step: Step) throws(NavigationError) -> [Node] {
    try apply(steps: [step]).removed.map(\.node)
  }

  /// Applies steps in order, all or nothing, validating each like an operation: what a step
  /// adds must fit where it goes (kinds, non-empty containers, selections in range), and each
  /// of its node IDs must be new (never handed out by this tree) or belong to a node an earlier
  /// step of the same call removed, with the same content; a ``Step/setStack(_:entries:)`` may
  /// also keep entries of the stack it replaces.
  ///
  /// - Returns: The steps and the subtrees they removed.
  /// - Throws: ``NavigationError``; the tree is then unchanged.
  @discardableResult
  public mutating func apply(steps: [Step]) throws(NavigationError) -> TreeChange {
    try apply(steps: steps, batch: StepBatch(baseline: lastID))
  }

  /// Applies steps a navigator planned to a host's record of what it rendered, as
  /// ``apply(steps:)`` does, except that an ID the record does not hold counts as new whatever
  /// its number: the navigator handed it out, perhaps before an ID the record saw first (a
  /// screen the app's own code showed, which the host adopted while the navigator's change
  /// waited).
  /// - Throws: ``NavigationError``; the record is then unchanged.
  @discardableResult
  public mutating func record(steps: [Step]) throws(NavigationError) -> TreeChange {
    try apply(steps: steps, batch: StepBatch(baseline: lastID, admitsUnseenIDs: true))
  }

  /// Applies steps in order, all or nothing, with `batch` as the record of what they removed
  /// and added so far.
  mutating func apply(steps: [Step], batch: consuming StepBatch) throws(NavigationError)
    -> TreeChange
  {
    var copy = self
    var removed: [(step: Int, node: Node)] = []
    for (index, step) in steps.enumerated() {
      for node in try copy.applyInPlace(step, batch: &batch) {
        removed.append((index, node))
        if !batch.fresh, !step.notesItsRemovals { batch.noteRemoved(node) }
      }
    }
    self = copy
    return TreeChange(steps: steps, removed: removed, readmitted: batch.readmitted)
  }

  /// Applies a step to `self`; on error, `self` may be partly changed (callers apply to a copy).
  private mutating func applyInPlace(_ step: Step, batch: inout StepBatch) throws(NavigationError)
    -> [Node]
  {
    switch step {
    case .push(let node, let stackID):
      if !batch.fresh {
        try Self.checkPlacement(node, at: .stackEntry)
        try checkEntering(node, batch: &batch)
      }
      try update(stackID, deep: false) { (target: inout Node) throws(NavigationError) in
        guard case .stack(var stack) = target else {
          throw .wrongKind(stackID, expected: .stack, found: target.kind)
        }
        stack.entries.push(node)
        target = .stack(stack)
      }
      if !batch.fresh { noteIDs(in: node) }
      return []
    case .pop(let entry, let stackID):
      var popped: [Node] = []
      try update(stackID, deep: false) { (target: inout Node) throws(NavigationError) in
        guard case .stack(var stack) = target else {
          throw .wrongKind(stackID, expected: .stack, found: target.kind)
        }
        guard let removed = stack.entries.pop(to: entry) else {
          throw .nodeNotFound(entry, in: stack.entries.summary(of: stackID))
        }
        popped = removed
        target = .stack(stack)
      }
      return popped
    case .restoreStack(let stackID, let entries):
      guard !entries.isEmpty else { throw .emptyStack }
      for entry in entries { try Self.checkPlacement(entry, at: .stackEntry) }
      let current = try stack(stackID)
      for entry in entries { try checkReturning(entry, batch: &batch) }
      try update(stackID, deep: false) { (target: inout Node) throws(NavigationError) in
        target = .stack(Stack(checkedID: stackID, entries: StackEntries(entries)))
      }
      return current.entries.array.reversed()
    case .setStack(let stackID, let entries):
      guard !entries.isEmpty else { throw .emptyStack }
      for entry in entries { try Self.checkPlacement(entry, at: .stackEntry) }
      let current = try stack(stackID)
      var kept: [NodeID: Node] = [:]
      for entry in current.entries.array { kept[entry.id] = entry }
      var keptIDs: Set<NodeID> = []
      for entry in entries {
        if let old = kept[entry.id] {
          try Self.checkSameContent(old, entry)
          guard keptIDs.insert(entry.id).inserted else { throw .duplicateID(entry.id) }
          entry.forEachNode { batch.claim($0.id) }
        } else {
          try checkEntering(entry, batch: &batch)
        }
      }
      try update(stackID, deep: false) { (target: inout Node) throws(NavigationError) in
        target = .stack(Stack(checkedID: stackID, entries: StackEntries(entries)))
      }
      for entry in entries { noteIDs(in: entry) }
      return current.entries.array.reversed().filter { !keptIDs.contains($0.id) }
    case .present(let modal):
      try Self.checkDialog(modal, over: modals.last)
      if !batch.fresh {
        try Self.checkPlacement(modal.content, at: .modal)
        try checkWidth(of: modal.content)
        try checkEntering(modal.content, batch: &batch)
        noteIDs(in: modal.content)
      }
      modals.append(modal)
      return []
    case .dismiss:
      guard let top = modals.popLast() else { throw .nothingPresented }
      return [top.content]
    case .replaceModal(let node):
      guard let top = modals.last else { throw .nothingPresented }
      guard !top.style.isDialog else { throw .cannotReplaceDialog }
      if !batch.fresh {
        try Self.checkPlacement(node, at: .modal)
        try checkWidth(of: node)
        // Removed first: the replacement may take back nodes of the content it replaces.
        batch.noteRemoved(top.content)
        try checkEntering(node, batch: &batch)
        noteIDs(in: node)
      }
      modals[modals.count - 1].content = node
      return [top.content]
    case .selectTab(let index, let tabsID):
      try update(tabsID, deep: false) { (target: inout Node) throws(NavigationError) in
        guard case .tabs(var tabs) = target else {
          throw .wrongKind(tabsID, expected: .tabs, found: target.kind)
        }
        guard tabs.tabs.indices.contains(index) else {
          throw .tabOutOfRange(index, count: tabs.tabs.count)
        }
        tabs.selectedIndex = index
        target = .tabs(tabs)
      }
      return []
    case .selectPage(let index, let pagesID):
      try update(pagesID, deep: true) { (target: inout Node) throws(NavigationError) in
        guard case .pages(var pages) = target else {
          throw .wrongKind(pagesID, expected: .pages, found: target.kind)
        }
        guard pages.pages.indices.contains(index) else {
          throw .pageOutOfRange(index, count: pages.pages.count)
        }
        pages.currentIndex = index
        target = .pages(pages)
      }
      return []
    case .setPages(let pagesID, let screens, let current):
      guard !screens.isEmpty else { throw .emptyContainer(.pages) }
      guard screens.indices.contains(current) else {
        throw .pageOutOfRange(current, count: screens.count)
      }
      let old = try pages(pagesID)
      var kept: [NodeID: Screen] = [:]
      for page in old.pages { kept[page.id] = page }
      var keptIDs: Set<NodeID> = []
      for screen in screens {
        if let page = kept[screen.id] {
          try Self.checkSameContent(.screen(page), .screen(screen))
          guard keptIDs.insert(screen.id).inserted else { throw .duplicateID(screen.id) }
          batch.claim(screen.id)
        } else {
          try checkEntering(.screen(screen), batch: &batch)
        }
      }
      try update(pagesID, deep: true) { (target: inout Node) throws(NavigationError) in
        guard case .pages(var pages) = target else {
          throw .wrongKind(pagesID, expected: .pages, found: target.kind)
        }
        pages.pages = screens
        pages.currentIndex = current
        target = .pages(pages)
      }
      for screen in screens { lastID = max(lastID, screen.id.rawValue) }
      return old.pages.reversed().filter { !keptIDs.contains($0.id) }.map(Node.screen)
    case .setColumn(let column, let splitID, let node):
      if let node {
        try Self.checkPlacement(node, at: .column)
        if !batch.fresh { try checkEntering(node, batch: &batch) }
      }
      var removed: [Node] = []
      try updateSplit(splitID) { (split: inout Split) throws(NavigationError) in
        guard case .stack(let stack)? = node else {
          guard column != .primary else { throw .cannotRemovePrimaryColumn(splitID) }
          guard let old = split.column(column) else { throw .noColumn(column, in: splitID) }
          removed = [.stack(old)]
          split.replace(column, with: nil)
          return
        }
        removed = split.column(column).map { [.stack($0)] } ?? []
        split.replace(column, with: stack)
      }
      if !batch.fresh, let node { noteIDs(in: node) }
      return removed
    case .showColumn(let column, let splitID):
      try updateSplit(splitID) { (split: inout Split) throws(NavigationError) in
        guard split.column(column) != nil else { throw .noColumn(column, in: splitID) }
        split.compactColumn = column
      }
      return []
    case .resize(let width):
      widthClass = width
      root.resize(collapsed: width == .compact)
      for index in modals.indices { modals[index].content.resize(collapsed: width == .compact) }
      return []
    case .replaceRoot(let node):
      let removed = modals.reversed().map(\.content) + [root]
      if !batch.fresh {
        try Self.checkPlacement(node, at: .root)
        try checkWidth(of: node)
        for node in removed { batch.noteRemoved(node) }
        try checkEntering(node, batch: &batch)
        noteIDs(in: node)
      }
      modals = []
      root = node
      return removed
    }
  }

  /// Checks the IDs of a node about to enter the tree: each appears once in this call, and each
  /// is new or taken back, with the same content, from a node this call removed.
  private func checkEntering(_ node: Node, batch: inout StepBatch) throws(NavigationError) {
    var failure: NavigationError?
    node.forEachNode { entering in
      guard failure == nil else { return }
      let id = entering.id
      if id.rawValue > batch.baseline {
        if !batch.claim(id) { failure = .duplicateID(id) }
      } else if batch.admitsUnseenIDs, batch.removedNodes[id] == nil, !contains(id) {
        if !batch.claim(id) { failure = .duplicateID(id) }
      } else if let old = batch.removedNodes[id] {
        do throws(NavigationError) {
          try Self.checkSameContent(old, entering)
          if !batch.claim(id) { failure = .duplicateID(id) }
          batch.readmitted.insert(id)
        } catch {
          failure = error
        }
      } else {
        failure = contains(id) ? .duplicateID(id) : .staleNode(id)
      }
    }
    if let failure { throw failure }
  }

  /// Checks the IDs of a node coming back from where it was kept aside: each was handed out by
  /// this tree, is not in it now, and appears once in this call.
  private func checkReturning(_ node: Node, batch: inout StepBatch) throws(NavigationError) {
    var failure: NavigationError?
    node.forEachNode { returning in
      guard failure == nil else { return }
      let id = returning.id
      if !wasHandedOut(id) {
        failure = .illegalStep("\(id) comes back, but this tree never handed it out")
      } else if contains(id) || !batch.claim(id) {
        failure = .duplicateID(id)
      }
    }
    if let failure { throw failure }
  }

  /// Checks that a node keeping its ID keeps its content: the same kind, a screen the same
  /// route, a page container the same pages.
  static func checkSameContent(_ old: Node, _ new: Node) throws(NavigationError) {
    switch (old, new) {
    case (.screen(let a), .screen(let b)):
      guard a.route == b.route else {
        throw .illegalStep("\(a.id) shows \(a.route) and cannot become \(b.route)")
      }
    case (.pages(let a), .pages(let b)):
      guard a.pages == b.pages, a.wraps == b.wraps, a.models == b.models else {
        throw .illegalStep("page container \(a.id) cannot change its pages or how it pages")
      }
    case (.tabs(let a), .tabs(let b)):
      guard a.style == b.style else {
        throw .illegalStep("tab container \(a.id) cannot change how it shows its tabs")
      }
    case (.stack, .stack), (.split, .split):
      return
    default:
      throw .illegalStep("\(old.id) is a \(old.kind) and cannot become a \(new.kind)")
    }
  }

  /// Keeps the ID counter ahead of IDs that arrive in steps built elsewhere.
  private mutating func noteIDs(in node: Node) {
    node.forEachNode { lastID = max(lastID, $0.id.rawValue) }
  }
}

extension Step {
  /// Whether applying it records what it removes before it adds its content (which may take
  /// back removed nodes): noting the removals again afterwards would forget those claims.
  fileprivate var notesItsRemovals: Bool {
    switch self {
    case .replaceRoot, .replaceModal: true
    default: false
    }
  }
}

extension NavigationTree {
  /// Changes the split with this ID through `transform`.
  mutating func updateSplit(
    _ id: NodeID, _ transform: (inout Split) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    try update(id, deep: false) { (target: inout Node) throws(NavigationError) in
      guard case .split(var split) = target else {
        throw .wrongKind(id, expected: .split, found: target.kind)
      }
      try transform(&split)
      target = .split(split)
    }
  }
}

extension Node {
  /// Collapses or expands every split in this node (a split that collapses puts its deepest
  /// column on top), and shows a sidebar-adaptable tab container's tabs as a tab bar or a
  /// sidebar. Splits and tabs stand only at the root, in modals and in tabs, so stacks are not
  /// walked.
  mutating func resize(collapsed: Bool) {
    switch self {
    case .screen, .stack, .pages:
      return
    case .tabs(var tabs):
      tabs.showsSidebar = tabs.style == .sidebarAdaptable && !collapsed
      for index in tabs.tabs.indices { tabs.tabs[index].content.resize(collapsed: collapsed) }
      self = .tabs(tabs)
    case .split(var split):
      guard split.isCollapsed != collapsed else { return }
      split.isCollapsed = collapsed
      if collapsed { split.compactColumn = split.deepestColumn }
      self = .split(split)
    }
  }
}

/// What one call of ``NavigationTree/apply(steps:)`` has removed and added so far.
struct StepBatch {
  /// The tree's ID counter when the call began: IDs above it are new.
  let baseline: UInt64
  /// Every node the call's steps removed, by ID.
  var removedNodes: [NodeID: Node] = [:]
  /// IDs of removed nodes that a later step put back.
  var readmitted: Set<NodeID> = []
  /// IDs that entered (or were kept) in this call.
  private var claimed: Set<NodeID> = []

  /// Whether the steps add only content this tree has just instantiated (``NavigationTree/
  /// perform(_:)``): placement was checked then, and its IDs are fresh, so neither is checked
  /// again, and removed nodes need no record, as nothing can take them back. A step that sets
  /// a stack is checked in full either way, as it may keep entries.
  let fresh: Bool
  /// Whether an ID the tree does not hold counts as new whatever its number: for a host's
  /// record of what it rendered (``NavigationTree/record(steps:)``).
  let admitsUnseenIDs: Bool

  init(baseline: UInt64, fresh: Bool = false, admitsUnseenIDs: Bool = false) {
    self.baseline = baseline
    self.fresh = fresh
    self.admitsUnseenIDs = admitsUnseenIDs
  }

  mutating func noteRemoved(_ node: Node) {
    node.forEachNode { removedNodes[$0.id] = $0 }
    node.forEachNode { claimed.remove($0.id) }
  }

  /// Records that `id` enters; `false` when it entered already in this call.
  @discardableResult
  mutating func claim(_ id: NodeID) -> Bool { claimed.insert(id).inserted }
}
