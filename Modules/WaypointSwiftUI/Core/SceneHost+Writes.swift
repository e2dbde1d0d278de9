public import Waypoint

/// What the SwiftUI layer's bindings call when SwiftUI writes them. Each write names what the
/// binding was built for (its node) and the ``SceneState/revision`` of the state it was built
/// from.
extension SceneHost {
  /// SwiftUI wrote the path of `stack`: after the back button, the edge swipe or a choice from
  /// the back button's menu, a shorter path (several screens at once for the menu).
  ///
  /// A shorter path is offered to the screens that handle the back (one level only), then the
  /// guards answer it as a `Gesture.backButton(stack:to:)`: SwiftUI does not tell a tap from a
  /// swipe. A pop they do not allow is reverted.
  /// - Parameters:
  ///   - path: The path SwiftUI wrote: entry IDs above the stack's root.
  ///   - stack: The stack the binding was built for.
  ///   - seen: The revision of the state the binding was built from.
  public func userSetPath(_ path: [NodeID], of stack: NodeID, seen: Revision) {
    guard case .stack(let node)? = rendered.node(stack) else {
      return ignore(.unknownNode(stack))
    }
    let entries = node.entries.array.map(\.id)
    let shown = Array(entries.dropFirst())
    guard path != shown else { return }  // what is shown: an echo
    guard isTakenAsUserWrite(to: .node(stack), stack, seen: seen) else { return }
    guard path.count < shown.count, Array(shown.prefix(path.count)) == path,
      let to = path.last ?? entries.first
    else { return ignore(.notAUserChange(stack)) }
    let gesture = Gesture.backButton(stack: stack, to: to)
    guard (try? rendered.userSteps(for: gesture)) != nil else {
      return ignore(.notAUserChange(stack))
    }
    if path.count == shown.count - 1, receiver?.offerBack(.tap) != nil {
      return scheduleReassert()  // a screen took the back, or refused it (journaled)
    }
    guard attempt(gesture).isAllowed else { return scheduleReassert() }
    performed(gesture, steps: [.pop(to: to, in: stack)], parts: [.node(stack)])
  }

  /// SwiftUI cleared the item of the modal level that shows `modal` (`.sheet(item:)` set to
  /// `nil`): the user swiped the sheet down, or SwiftUI closed a dialog after a button tap.
  ///
  /// Only the top sheet can be swiped: a level below it, a full-screen cover (a screen's
  /// `dismiss` action: dismiss through the coordinator instead) and a write through a binding
  /// built before the chain last changed (a child sheet's swipe clearing its parent's item, a
  /// swipe reported after the host replaced the sheet) are not the user's, and are reverted. A
  /// dialog is answered by ``userChose(_:inDialog:)``; until then it is shown again.
  /// - Parameters:
  ///   - modal: The content ID of the item the binding was built for.
  ///   - seen: The revision of the state the binding was built from.
  public func userDismissed(modal: NodeID, seen: Revision) {
    guard let level = rendered.modalLevel(of: modal) else {
      // Gone already: the host dismissed it, or the write is about an older sheet.
      onIgnoredWrite?(.late(modal, seen: seen))
      return scheduleReassert()
    }
    let style = rendered.modals[level].style
    if style.isDialog {
      return scheduleReassert()  // shown again unless a button answers it in this update
    }
    guard isTakenAsUserWrite(to: .modals, modal, seen: seen) else { return }
    guard level == rendered.modals.count - 1, style.isSwipeDismissible else {
      return ignore(.notAUserChange(modal))
    }
    let gesture = Gesture.swipeDown(modal: modal, completed: true)
    guard attempt(gesture).isAllowed else { return scheduleReassert() }
    performed(gesture, steps: [.dismiss], parts: [.modals])
  }

  /// SwiftUI wrote the selection of `tabs`: the user tapped a tab. A tap on the selected tab
  /// (SwiftUI writes the same value) is a reselect: the navigator pops its stack to the root,
  /// which SwiftUI does not do, and the host renders that pop.
  /// - Parameters:
  ///   - index: The tab SwiftUI selected.
  ///   - tabs: The tab container the binding was built for.
  ///   - seen: The revision of the state the binding was built from.
  public func userSelectedTab(_ index: Int, of tabs: NodeID, seen: Revision) {
    guard case .tabs(let node)? = rendered.node(tabs) else { return ignore(.unknownNode(tabs)) }
    guard isTakenAsUserWrite(to: .node(tabs), tabs, seen: seen) else { return }
    let gesture = Gesture.tabTap(index, in: tabs)
    guard node.tabs.indices.contains(index), let steps = try? rendered.userSteps(for: gesture)
    else { return ignore(.notAUserChange(tabs)) }
    guard attempt(gesture).isAllowed else { return scheduleReassert() }
    guard index != node.selectedIndex else {
      // A reselect: SwiftUI changed nothing. The navigator takes the gesture's pop to the root
      // as done by the host, as UIKit does it: here the host shows it.
      _ = try? target.apply(steps: steps)
      report(gesture)
      return pump()
    }
    // A stack of the tab the user leaves that is still animating may be left behind by
    // SwiftUI: it is built again from its path once the transactions completed.
    node.selected.content.forEachNode { child in
      if case .stack(let stack) = child,
        running.values.contains(where: { $0.isHostChange && $0.parts.contains(.node(stack.id)) })
      {
        pendingRebuilds.insert(stack.id)
      }
    }
    performed(gesture, steps: [.selectTab(index, in: tabs)], parts: [.node(tabs)])
  }

  /// SwiftUI wrote the page of `pages` (a `.page` style `TabView`): the user swiped to the
  /// next or previous page.
  /// - Parameters:
  ///   - index: The page SwiftUI shows.
  ///   - pages: The page container the binding was built for.
  ///   - seen: The revision of the state the binding was built from.
  public func userSelectedPage(_ index: Int, of pages: NodeID, seen: Revision) {
    guard case .pages(let node)? = rendered.node(pages) else {
      return ignore(.unknownNode(pages))
    }
    guard index != node.currentIndex else { return }
    guard isTakenAsUserWrite(to: .node(pages), pages, seen: seen) else { return }
    let gesture = Gesture.pageSwipe(to: index, in: pages)
    guard (try? rendered.userSteps(for: gesture)) != nil else {
      return ignore(.notAUserChange(pages))
    }
    guard attempt(gesture).isAllowed else { return scheduleReassert() }
    performed(gesture, steps: [.selectPage(index, in: pages)], parts: [.node(pages)])
  }

  /// SwiftUI wrote the column on top of a collapsed `NavigationSplitView` (its
  /// `preferredCompactColumn`): the user went back from the root of the column on top, and the
  /// column before it shows (`Gesture.backToColumn(_:in:)`). A write of the column on top is an
  /// echo; a column after it, or any column while the split shows its columns side by side, is
  /// not the user's and is reverted.
  /// - Parameters:
  ///   - column: The column SwiftUI shows on top.
  ///   - split: The split container the binding was built for.
  ///   - seen: The revision of the state the binding was built from.
  public func userShowedColumn(_ column: SplitColumn, of split: NodeID, seen: Revision) {
    guard case .split(let node)? = rendered.node(split) else { return ignore(.unknownNode(split)) }
    guard column != node.compactColumn else { return }  // what is shown: an echo
    guard isTakenAsUserWrite(to: .node(split), split, seen: seen) else { return }
    let gesture = Gesture.backToColumn(column, in: split)
    guard (try? rendered.userSteps(for: gesture)) != nil else {
      return ignore(.notAUserChange(split))
    }
    guard attempt(gesture).isAllowed else { return scheduleReassert() }
    performed(gesture, steps: [.showColumn(column, in: split)], parts: [.node(split)])
  }

  /// The scene's horizontal size class changed (SwiftUI's `horizontalSizeClass`): the window
  /// changed width, or the device folded or unfolded. Every split collapses or expands with
  /// it; nothing is asked (`Gesture.resize(_:)` is a fact). The same width is nothing.
  /// - Parameter width: The width class the scene has now.
  public func userChangedWidth(to width: WidthClass) {
    guard rendered.widthClass != width else { return }
    performed(.resize(width), steps: [.resize(width)], parts: [.node(rendered.root.id)])
  }

  /// The user tapped back on the app's own back button (shown where
  /// ``SceneState/interceptedStacks`` hides the system's): the screens that handle the back
  /// are offered it, then the guards answer the pop, which the host then shows.
  /// - Returns: `GestureVerdict.allowed` when the stack pops; otherwise what a screen or a
  ///   guard answered, which the navigator has journaled.
  /// - Throws: `NavigationError.noVisibleContainer(_:)` when no stack is visible, and
  ///   `NavigationError.cannotPopRoot(_:)` at its root, once the screens passed.
  @discardableResult
  public func userTappedBack() throws(NavigationError) -> GestureVerdict {
    if let verdict = receiver?.offerBack(.tap) { return verdict }
    let gesture = try target.backTap()
    let verdict = attempt(gesture)
    guard verdict.isAllowed, case .backButton(let stack, let below) = gesture else {
      return verdict
    }
    // Not shown yet: the host shows the pop once the navigator has it.
    _ = try? target.apply(.pop(to: below, in: stack))
    report(gesture)
    pump()
    return .allowed
  }

  /// Whether a write to `part` through a binding built at `seen` may be the user's: not while
  /// the host's own transaction on it runs, and not through a binding older than its last
  /// change. Reports and reverts it otherwise.
  private func isTakenAsUserWrite(to part: Part, _ node: NodeID, seen: Revision) -> Bool {
    if running.values.contains(where: { $0.isHostChange && $0.parts.contains(part) }) {
      ignore(.duringTransition(node))
      return false
    }
    if let changed = changedAt[part], seen < changed {
      ignore(.late(node, seen: seen))
      return false
    }
    return true
  }
}
