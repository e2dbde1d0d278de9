extension NavigationTree {
  /// The gesture a tap on the back button makes here: the visible stack pops its top entry; at
  /// the root of the column on top of a collapsed split, the column before it comes on top.
  /// What every host reports for the user's back tap.
  /// - Throws: `NavigationError.noVisibleContainer(_:)` when no stack is visible, and
  ///   `NavigationError.cannotPopRoot(_:)` at its root.
  public func backTap() throws(NavigationError) -> Gesture {
    guard let stack = visibleStack else { throw .noVisibleContainer(.stack) }
    guard let below = stack.entries.belowTop else {
      if let split = visibleSplit, split.isCollapsed, split.focusedStack.id == stack.id,
        let before = split.column(before: split.compactColumn)
      {
        return .backToColumn(before, in: split.id)
      }
      throw .cannotPopRoot(stack.id)
    }
    return .backButton(stack: stack.id, to: below.id)
  }

  /// The gesture escape makes here (VoiceOver's two-finger scrub, the Escape key), what every
  /// host reports for it: on a pushed screen, back (``backTap()``); at the root of what the top
  /// modal shows, its dismissal (``Gesture/escape(modal:)``); at the root of the column on top
  /// of a collapsed split, the column before it. A dialog is answered, not escaped from:
  /// hosts ask the navigator (``GestureReceiver/escapeDialog(_:)``).
  /// - Throws: `NavigationError.dialogNeedsAnswer(_:)` under a dialog, and
  ///   `NavigationError.nothingToEscape(_:)` at the root of what shows with nothing presented.
  public func escapeGesture() throws(NavigationError) -> Gesture {
    if let top = modals.last, top.style.isDialog {
      throw .dialogNeedsAnswer(top.content.visibleScreen.route)
    }
    if let stack = visibleStack, let below = stack.entries.belowTop {
      return .backButton(stack: stack.id, to: below.id)
    }
    if let top = modals.last { return .escape(modal: top.content.id) }
    if let back = try? backTap() { return back }
    throw .nothingToEscape(visibleScreen.route)
  }

  /// The steps a gesture performed, checked strictly against this tree as a user would see it:
  /// what a host uses to validate a gesture before it performs it.
  ///
  /// - Throws: ``NavigationError`` when a user could not make the gesture here: back on a stack
  ///   that is not visible or to an entry that is not below its top, a swipe down of anything but
  ///   the top modal or of a full-screen modal, a tap on a tab bar that is not visible, a page
  ///   swipe that skips pages.
  public func userSteps(for gesture: Gesture) throws(NavigationError) -> [Step] {
    switch gesture {
    case .backButton(let stackID, let entry), .edgeSwipe(let stackID, let entry, _):
      let shown = shownStacks
      guard !shown.isEmpty else { throw .noVisibleContainer(.stack) }
      guard let stack = shown.first(where: { $0.id == stackID }) else {
        throw .notVisible(stackID)
      }
      guard stack.entries.count > 1 else { throw .cannotPopRoot(stackID) }
      guard let above = stack.entries.entries(above: entry), !above.isEmpty else {
        throw .nodeNotFound(entry, in: stack.entries.summary(of: stackID))
      }
      if case .edgeSwipe(_, _, completed: false) = gesture { return [] }
      if case .edgeSwipe = gesture, above.count != 1 {
        throw .illegalStep("an edge swipe pops one entry, not \(above.count)")
      }
      return [.pop(to: entry, in: stackID)]
    case .swipeDown(let modalID, let completed):
      guard let top = modals.last else { throw .nothingPresented }
      guard top.content.id == modalID else { throw .notVisible(modalID) }
      guard top.style.isSwipeDismissible else { throw .notSwipeDismissible(top.style) }
      return completed ? [.dismiss] : []
    case .escape(let modalID):
      guard let top = modals.last else { throw .nothingPresented }
      guard top.content.id == modalID else { throw .notVisible(modalID) }
      guard !top.style.isDialog else { throw .dialogNeedsAnswer(top.content.visibleScreen.route) }
      if let stack = visibleStack, stack.entries.count > 1 {
        throw .illegalStep("escape goes back on \(stack.id) before it dismisses \(modalID)")
      }
      return [.dismiss]
    case .tabTap(let index, let tabsID):
      guard let tabs = visibleTabs else { throw .noVisibleContainer(.tabs) }
      guard tabs.id == tabsID else { throw .notVisible(tabsID) }
      var copy = self
      return try copy.steps(for: .selectTab(.index(index), in: tabsID))
    case .pageSwipe(let index, let pagesID):
      guard let pages = visiblePages else { throw .noVisibleContainer(.pages) }
      guard pages.id == pagesID else { throw .notVisible(pagesID) }
      guard pages.pages.indices.contains(index) else {
        throw .pageOutOfRange(index, count: pages.pages.count)
      }
      // One page either way; from the last to the first and back when it wraps.
      guard
        index != pages.currentIndex,
        pages.index(after: pages.currentIndex) == index
          || pages.index(before: pages.currentIndex) == index
      else {
        throw .illegalStep("a swipe moves one page, not from \(pages.currentIndex) to \(index)")
      }
      return [.selectPage(index, in: pagesID)]
    case .backToColumn(let column, let splitID):
      guard let split = visibleSplit else { throw .noVisibleContainer(.split) }
      guard split.id == splitID else { throw .notVisible(splitID) }
      guard split.isCollapsed else {
        throw .illegalStep("split \(splitID) shows its columns side by side: no column is on top")
      }
      guard split.column(column) != nil else { throw .noColumn(column, in: splitID) }
      // Back leaves each column above `column` from its root: each shows one entry.
      let above = split.columns.filter {
        $0.order > column.order && $0.order <= split.compactColumn.order
      }
      guard !above.isEmpty else {
        throw .illegalStep("the \(column) column of \(splitID) is on top already")
      }
      for other in above where (split.column(other)?.entries.count ?? 0) > 1 {
        throw .illegalStep("the \(other) column of \(splitID) is not at its root")
      }
      return [.showColumn(column, in: splitID)]
    case .resize(let width):
      return width == widthClass ? [] : [.resize(width)]
    case .appChangedStack(let stackID, let was, let shows, let foreign):
      return try stepsSetting(
        try stack(stackID), from: was, to: shows, foreign: foreign, lenient: false)
    }
  }

  /// `count` IDs this tree has not handed out, in order (fewer when they run out): for the
  /// screens a host adopts, which the app's own code showed
  /// (``Gesture/appChangedStack(_:from:to:foreign:)``). The tree hands them out when it applies
  /// that gesture.
  public func unusedNodeIDs(_ count: Int) -> [NodeID] {
    guard count > 0 else { return [] }
    let left = UInt64.max - lastID
    let wanted = UInt64(count) <= left ? UInt64(count) : left
    return (0..<wanted).map { NodeID(rawValue: lastID + 1 + $0) }
  }

  /// The step for ``Gesture/appChangedStack(_:from:to:foreign:)`` on `stack`: the entries of
  /// `from` that `to` no longer shows leave it; each foreign screen goes right above the
  /// nearest entry below it in `to` that the stack has (at the bottom when none), so entries
  /// the navigator pushed since the host saw `from` stay on top. None when nothing changes.
  /// Strict (`lenient` false), the stack must show `from` exactly.
  private func stepsSetting(
    _ stack: Stack, from was: [NodeID], to shows: [NodeID], foreign: [Screen], lenient: Bool
  ) throws(NavigationError) -> [Step] {
    let current = stack.entries.array
    if !lenient, current.map(\.id) != was {
      throw .illegalStep("\(stack.id) does not show \(was), which the app's own code changed")
    }
    var newcomers: [NodeID: Screen] = [:]
    for screen in foreign {
      guard screen.route.isForeign else {
        throw .illegalStep("\(screen.route) is not a screen the app's own code showed")
      }
      if contains(screen.id) { throw .duplicateID(screen.id) }
      guard !wasHandedOut(screen.id) else { throw .staleNode(screen.id) }
      guard newcomers.updateValue(screen, forKey: screen.id) == nil else {
        throw .duplicateID(screen.id)
      }
    }
    // What stays of `from` keeps its order, and nothing else of the host's appears.
    var placed: Set<NodeID> = []
    var lastIndex = -1
    for id in shows {
      guard placed.insert(id).inserted else { throw .duplicateID(id) }
      guard newcomers[id] == nil else { continue }
      guard let index = was.firstIndex(of: id) else {
        throw .nodeNotFound(id, in: stack.entries.summary(of: stack.id))
      }
      guard index > lastIndex else {
        throw .illegalStep("the app's own code cannot reorder the entries of \(stack.id)")
      }
      lastIndex = index
    }
    if let unshown = newcomers.keys.first(where: { !placed.contains($0) }) {
      throw .illegalStep("\(unshown) is a foreign screen that \(stack.id) does not show")
    }
    guard !shows.isEmpty else { throw .emptyStack }
    let removed = Set(was).subtracting(placed)
    var entries = current.filter { !removed.contains($0.id) }
    for (index, id) in shows.enumerated() {
      guard let screen = newcomers[id] else { continue }
      let below = shows[..<index].reversed().lazy.compactMap { below in
        entries.firstIndex { $0.id == below }
      }.first
      entries.insert(.screen(screen), at: below.map { $0 + 1 } ?? 0)
    }
    guard !entries.isEmpty else { throw .emptyStack }
    if entries.map(\.id) == current.map(\.id) { return [] }
    return [.setStack(stack.id, entries: entries)]
  }

  /// The steps that bring this tree to what the host showed after the gesture: what the
  /// navigator applies for a gesture a host reports (`GestureReceiver.receive(_:)`), so a host
  /// that keeps a copy of the navigator's tree applies them to it too.
  ///
  /// Lenient where strictness would make the tree and the host drift: a gesture naming nodes
  /// that have left the tree since the host performed it (clean-up steps already removed them)
  /// changes nothing, because the host shows them gone too; a back to a column of a split
  /// that has expanded since changes nothing either.
  /// - Throws: ``NavigationError`` for a gesture no host could have performed on any tree this
  ///   one came from: nodes that were never handed out, the wrong kind of node, an index out of
  ///   range, a full-screen modal swiped down.
  public func steps(applying gesture: Gesture) throws(NavigationError) -> [Step] {
    switch gesture {
    case .backButton(let stackID, let entry), .edgeSwipe(let stackID, let entry, _):
      let found = try unlessLeft(stackID) { () throws(NavigationError) in try [stack(stackID)] }
      guard let stack = found.first else { return [] }
      if case .edgeSwipe(_, _, completed: false) = gesture { return [] }
      guard let above = stack.entries.entries(above: entry) else {
        guard entry.rawValue <= lastID else {
          throw .nodeNotFound(entry, in: stack.entries.summary(of: stackID))
        }
        return []
      }
      return above.isEmpty ? [] : [.pop(to: entry, in: stackID)]
    case .swipeDown(let modalID, let completed):
      guard let level = modalLevel(of: modalID) else {
        guard modalID.rawValue <= lastID else { throw .nodeNotFound(modalID, in: modalSummary) }
        return []
      }
      guard modals[level].style.isSwipeDismissible else {
        throw .notSwipeDismissible(modals[level].style)
      }
      return completed ? Array(repeating: .dismiss, count: modals.count - level) : []
    case .escape(let modalID):
      guard let level = modalLevel(of: modalID) else {
        guard modalID.rawValue <= lastID else { throw .nodeNotFound(modalID, in: modalSummary) }
        return []
      }
      guard !modals[level].style.isDialog else {
        throw .dialogNeedsAnswer(modals[level].content.visibleScreen.route)
      }
      return Array(repeating: .dismiss, count: modals.count - level)
    case .tabTap(let index, let tabsID):
      var copy = self
      return try unlessLeft(tabsID) { () throws(NavigationError) in
        try copy.steps(for: .selectTab(.index(index), in: tabsID))
      }
    case .pageSwipe(let index, let pagesID):
      let pages = try unlessLeft(pagesID) { () throws(NavigationError) in
        try [self.pages(pagesID)]
      }
      guard let pages = pages.first else { return [] }
      guard pages.pages.indices.contains(index) else {
        throw .pageOutOfRange(index, count: pages.pages.count)
      }
      return index == pages.currentIndex ? [] : [.selectPage(index, in: pagesID)]
    case .backToColumn(let column, let splitID):
      let found = try unlessLeft(splitID) { () throws(NavigationError) in try [split(splitID)] }
      guard let split = found.first else { return [] }
      // Expanded or rearranged since: the host shows the column that is there now.
      guard split.isCollapsed, split.column(column) != nil,
        column.order < split.compactColumn.order
      else { return [] }
      return [.showColumn(column, in: splitID)]
    case .resize(let width):
      return width == widthClass ? [] : [.resize(width)]
    case .appChangedStack(let stackID, let was, let shows, let foreign):
      let found = try unlessLeft(stackID) { () throws(NavigationError) in try [stack(stackID)] }
      guard let stack = found.first else { return [] }
      return try stepsSetting(stack, from: was, to: shows, foreign: foreign, lenient: true)
    }
  }

  /// Runs `body`; when it fails because `id` has left the tree, returns nothing instead.
  private func unlessLeft<T>(_ id: NodeID, _ body: () throws(NavigationError) -> [T])
    throws(NavigationError) -> [T]
  {
    do {
      return try body()
    } catch .nodeNotFound(id, _) where id.rawValue <= lastID {
      return []
    }
  }
}
