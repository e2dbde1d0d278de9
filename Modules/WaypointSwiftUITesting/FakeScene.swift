public import Waypoint
public import WaypointSwiftUI

/// A fake of how SwiftUI reads and writes the bindings of a ``SceneHost``: what it shows for
/// each binding, the transactions it was given, and the writes it makes when the user acts,
/// with the failure modes reported against SwiftUI (each is named where it is modelled).
///
/// Nothing completes by itself, as in SwiftUI, where a transaction's completion runs after the
/// update that drew it: ``endFrame()`` ends the update in progress (its non-animated
/// transactions complete and `afterUpdate` bodies run), ``finishAnimations()`` lets the
/// animations end, and ``settle()`` does both until nothing is left.
///
/// Like SwiftUI, the fake compares each binding's value with the value it last read from it,
/// not with what it shows: a change it dropped is not taken again when the same value is read
/// again; only a stack that is rebuilt (``SceneState/rebuilds``) shows its path again.
@MainActor
public final class FakeScene: SceneRenderer {
  /// The iOS release whose behaviour the fake reproduces where releases differ.
  public enum Release: Hashable, Sendable {
    /// A second change of a path in one frame is dropped.
    case iOS17
    /// A second push in one frame pushes the destination twice (sRouting#16, TCA#2396).
    case iOS18
  }

  public weak var host: SceneHost?
  /// The release whose behaviour is reproduced.
  public var release: Release
  /// Whether animated transactions wait for ``finishAnimations()``.
  public var animates = true
  /// When set, a child sheet's swipe-down also clears its parent's item
  /// (swift-navigation#309): the parent's binding is written `nil` after the child's.
  public var childSwipeClearsParent = false

  /// What SwiftUI got wrong or would have logged.
  public private(set) var warnings: [SwiftUIWarning] = []
  /// Every transaction it was given: the revision of its state, and whether it animated.
  public private(set) var transactions: [(revision: Revision, animated: Bool)] = []
  /// The paths the stacks show, by stack.
  public private(set) var shownPaths: [NodeID: [NodeID]] = [:]
  /// The content IDs of the modals it shows, bottom first.
  public private(set) var shownModals: [NodeID] = []
  /// The identities of the items its modal modifiers hold, bottom first
  /// (``ModalItem/id``): SwiftUI dismisses and presents a level whose identity changes, and
  /// shows new content in place when only the content changes.
  public private(set) var presentedItems: [NodeID] = []
  /// How many times a level was presented (an item of a new identity appeared).
  public private(set) var presentations = 0
  /// The selected tab of each tab container.
  public private(set) var shownTabs: [NodeID: Int] = [:]
  /// The current page of each page container.
  public private(set) var shownPages: [NodeID: Int] = [:]
  /// The column on top of each split when collapsed (its `preferredCompactColumn`).
  public private(set) var shownCompactColumns: [NodeID: SplitColumn] = [:]
  /// The last state it was given: its bindings are built from it.
  public private(set) var state: SceneState?

  // What each binding held when SwiftUI last read it.
  private var seenPaths: [NodeID: [NodeID]] = [:]
  private var seenModals: [NodeID] = []
  private var seenTabs: [NodeID: Int] = [:]
  private var seenPages: [NodeID: Int] = [:]
  private var seenRebuilds: [NodeID: Int] = [:]
  /// Bindings changed in the frame in progress.
  private var changedThisFrame: Set<NodeID> = []
  private var modalsChangedThisFrame = false
  /// Stacks whose path animates, with the path before.
  private var animatingPaths: [NodeID: [NodeID]] = [:]
  private var frameCompletions: [@MainActor () -> Void] = []
  private var animationCompletions: [@MainActor () -> Void] = []
  private var updateBodies: [@MainActor () -> Void] = []
  private var lateWrites: [@MainActor () -> Void] = []

  /// Creates a fake reproducing `release`.
  public init(release: Release = .iOS17) {
    self.release = release
  }

  // MARK: SceneRenderer

  public func render(
    _ state: SceneState, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    self.state = state
    transactions.append((state.revision, animated))
    let tree = state.tree
    var stacks: [NodeID: [NodeID]] = [:]
    var tabs: [NodeID: Tabs] = [:]
    var pages: [NodeID: Int] = [:]
    var splits: [NodeID: SplitColumn] = [:]
    forEachNode(of: tree) { node in
      switch node {
      case .stack(let stack): stacks[stack.id] = stack.entries.array.dropFirst().map(\.id)
      case .tabs(let container): tabs[container.id] = container
      case .pages(let container): pages[container.id] = container.currentIndex
      // A split's columns are stacks, visited on their own.
      case .split(let split): splits[split.id] = split.compactColumn
      case .screen: break
      }
    }
    shownCompactColumns = splits
    // Tabs first: a switch that leaves a stack mid-animation leaves its path behind.
    for (id, container) in tabs {
      let index = container.selectedIndex
      guard seenTabs[id] != index else { continue }
      if seenTabs[id] != nil { noteChange(of: id) }
      if let old = seenTabs[id] { leaveBehind(container.tabs[old].content) }
      seenTabs[id] = index
      shownTabs[id] = index
    }
    for (id, path) in stacks {
      let rebuild = state.rebuildCount(of: id)
      if seenRebuilds[id, default: 0] != rebuild {
        seenRebuilds[id] = rebuild
        seenPaths[id] = path
        shownPaths[id] = path
        continue
      }
      guard let seen = seenPaths[id] else {
        seenPaths[id] = path  // a stack SwiftUI builds now, with its path
        shownPaths[id] = path
        continue
      }
      guard seen != path else { continue }
      if animatingPaths[id] != nil { warnings.append(.pathChangedWhileAnimating(id)) }
      seenPaths[id] = path
      if changedThisFrame.contains(id) {
        warnings.append(.updatedMultipleTimesPerFrame(id))
        // iOS 18 pushes the destination again; iOS 17 drops the change.
        if release == .iOS18, path.count > seen.count, let last = path.last {
          shownPaths[id] = path + [last]
        }
        continue
      }
      changedThisFrame.insert(id)
      if animated && animates { animatingPaths[id] = shownPaths[id] ?? [] }
      shownPaths[id] = path
    }
    for id in Array(seenPaths.keys) where stacks[id] == nil {
      seenPaths[id] = nil
      shownPaths[id] = nil
      animatingPaths[id] = nil
    }
    for (id, index) in pages where seenPages[id] != index {
      if seenPages[id] != nil { noteChange(of: id) }
      seenPages[id] = index
      shownPages[id] = index
    }
    let modals = tree.modals.indices.compactMap { state.modal(at: $0)?.id }
    if modals != seenModals {
      let common = zip(modals, seenModals).prefix { $0 == $1 }.count
      if modals.count - common + seenModals.count - common > 1 {
        warnings.append(.severalModalLevelsAtOnce(from: seenModals, to: modals))
      }
      if modalsChangedThisFrame, let top = modals.last ?? seenModals.last {
        warnings.append(.updatedMultipleTimesPerFrame(top))
      }
      modalsChangedThisFrame = true
      presentations += max(0, modals.count - common)
      seenModals = modals
      presentedItems = modals
    }
    shownModals = tree.modals.map(\.content.id)
    if animated && animates {
      animationCompletions.append(completion)
    } else {
      frameCompletions.append(completion)
    }
  }

  public func afterUpdate(_ body: @escaping @MainActor () -> Void) {
    updateBodies.append(body)
  }

  /// Where VoiceOver's focus went and what it announced, in order, as the host handed them
  /// over. One handed over while a transaction still animates is a warning too
  /// (``SwiftUIWarning/accessibilityDuringAnimation``).
  public private(set) var voiceOver: [AccessibilityUpdate] = []

  public func accessibilityDidChange(_ update: AccessibilityUpdate) {
    if !animationCompletions.isEmpty {
      warnings.append(.accessibilityDuringAnimation)
    }
    voiceOver.append(update)
  }

  // MARK: The clock

  /// Ends the update in progress: its `afterUpdate` bodies run, then the completions of its
  /// transactions that did not animate.
  public func endFrame() {
    changedThisFrame = []
    modalsChangedThisFrame = false
    let bodies = updateBodies
    updateBodies = []
    for body in bodies { body() }
    let completions = frameCompletions
    frameCompletions = []
    for completion in completions { completion() }
  }

  /// Lets every running animation end: their transactions complete.
  public func finishAnimations() {
    changedThisFrame = []
    modalsChangedThisFrame = false
    animatingPaths = [:]
    let completions = animationCompletions
    animationCompletions = []
    for completion in completions { completion() }
  }

  /// Whether a transaction or an update body waits.
  public var isBusy: Bool {
    !frameCompletions.isEmpty || !animationCompletions.isEmpty || !updateBodies.isEmpty
  }

  /// Ends frames and animations until nothing waits.
  public func settle() {
    var rounds = 0
    while isBusy, rounds < 1_000 {
      endFrame()
      finishAnimations()
      rounds += 1
    }
  }

  // MARK: What the user does

  /// The bindings' revision: the state the views were last built from.
  public var revision: Revision { state?.revision ?? .initial }

  /// The stack on the visible path of what the fake shows, with its path.
  public var visibleStack: NodeID? { state?.tree.visibleStack?.id }

  /// Taps the system back button (or swipes back and lets go past the middle) on `stack`, the
  /// visible stack by default: SwiftUI pops one screen and writes the shorter path. Nothing
  /// happens where the state hides the system back (``SceneState/interceptedStacks``).
  /// - Returns: Whether SwiftUI popped.
  /// At the root of the column on top of a collapsed split, SwiftUI shows the column before it
  /// and writes the split's `preferredCompactColumn`.
  @discardableResult
  public func tapBack(on stack: NodeID? = nil) -> Bool {
    if stack == nil, let tree = state?.tree, let split = tree.visibleSplit, split.isCollapsed,
      split.focusedStack.id == visibleStack, shownPaths[split.focusedStack.id]?.isEmpty ?? true,
      let before = split.column(before: split.compactColumn)
    {
      shownCompactColumns[split.id] = before
      host?.userShowedColumn(before, of: split.id, seen: revision)
      return true
    }
    guard let id = stack ?? visibleStack, let path = shownPaths[id], !path.isEmpty,
      state?.interceptedStacks.contains(id) != true
    else { return false }
    write(path: Array(path.dropLast()), of: id, seen: revision)
    return true
  }

  /// Picks the entry at `depth` (0 is the root) from the back button's menu of `stack`: SwiftUI
  /// writes the shorter path once, for all the screens it pops.
  public func backMenu(toDepth depth: Int, on stack: NodeID? = nil) {
    guard let id = stack ?? visibleStack, let path = shownPaths[id], depth < path.count else {
      return
    }
    write(path: Array(path.prefix(depth)), of: id, seen: revision)
  }

  /// SwiftUI writes `path` to the path binding of `stack` as built at `seen` (a late write
  /// when `seen` is older than the state).
  public func write(path: [NodeID], of stack: NodeID, seen: Revision) {
    shownPaths[stack] = path
    seenPaths[stack] = path
    host?.userSetPath(path, of: stack, seen: seen)
  }

  /// Swipes the top sheet down. Nothing happens when the state disables its interactive
  /// dismissal. With `reportedLate`, the sheet goes but SwiftUI writes its item only at
  /// ``deliverLateWrites()`` (FlowStacks#69: about a second later).
  /// - Returns: Whether the sheet went.
  @discardableResult
  public func swipeDownTopSheet(reportedLate: Bool = false) -> Bool {
    guard let state, let top = state.tree.modals.last, shownModals.last == top.content.id,
      top.style == .sheet, !state.lockedModals.contains(top.content.id)
    else { return false }
    let seen = revision
    let id = top.content.id
    dropTopLevel()
    var writes: [@MainActor () -> Void] = [
      { [weak self] in self?.host?.userDismissed(modal: id, seen: seen) }
    ]
    if childSwipeClearsParent, let parent = shownModals.last {
      dropTopLevel()
      writes.append { [weak self] in self?.host?.userDismissed(modal: parent, seen: seen) }
    }
    if reportedLate {
      lateWrites += writes
    } else {
      for write in writes { write() }
    }
    return true
  }

  /// Makes the writes held back by ``swipeDownTopSheet(reportedLate:)``.
  public func deliverLateWrites() {
    let writes = lateWrites
    lateWrites = []
    for write in writes { write() }
  }

  /// Taps the tab at `index` of `tabs`: SwiftUI writes the selection, also when it is the
  /// selected one. A stack of the tab it leaves that still animates keeps its old path
  /// (swift#77088).
  public func tapTab(_ index: Int, of tabs: NodeID) {
    if let old = shownTabs[tabs], old != index, case .tabs(let node)? = state?.tree.node(tabs),
      node.tabs.indices.contains(old)
    {
      leaveBehind(node.tabs[old].content)
    }
    shownTabs[tabs] = index
    seenTabs[tabs] = index
    host?.userSelectedTab(index, of: tabs, seen: revision)
  }

  /// The scene's width changes (a rotation, multitasking, a foldable folding): SwiftUI's
  /// `horizontalSizeClass` changes, which the layer reports.
  public func resize(to width: WidthClass) {
    host?.userChangedWidth(to: width)
  }

  /// Swipes the page container `pages` to the page at `index`.
  public func swipePage(to index: Int, of pages: NodeID) {
    shownPages[pages] = index
    seenPages[pages] = index
    host?.userSelectedPage(index, of: pages, seen: revision)
  }

  /// Taps the button titled `title` of the dialog on top: SwiftUI closes the dialog (writes
  /// its presentation `false`), then runs the button's action.
  /// - Returns: Whether the dialog had that button.
  @discardableResult
  public func tapDialogButton(_ title: String) -> Bool {
    guard let host, let top = state?.tree.modals.last, top.style.isDialog,
      let index = host.dialogActions(top.content.id).firstIndex(where: { $0.title == title })
    else { return false }
    let id = top.content.id
    dropTopLevel()
    host.userDismissed(modal: id, seen: revision)
    host.userChose(index, inDialog: id)
    return true
  }

  // MARK: Helpers

  /// The user closed the top level: it is no longer shown, and its binding was read empty.
  private func dropTopLevel() {
    _ = shownModals.popLast()
    _ = seenModals.popLast()
    presentedItems = seenModals
  }

  private func noteChange(of id: NodeID) {
    if changedThisFrame.contains(id) { warnings.append(.updatedMultipleTimesPerFrame(id)) }
    changedThisFrame.insert(id)
  }

  /// A stack inside `node` whose path animates is left at its path before the animation.
  private func leaveBehind(_ node: Node) {
    node.forEachNode { child in
      if case .stack(let stack) = child, let before = animatingPaths[stack.id] {
        shownPaths[stack.id] = before
        animatingPaths[stack.id] = nil
      }
    }
  }

  private func forEachNode(of tree: NavigationTree, _ body: (Node) -> Void) {
    tree.root.forEachNode(body)
    for modal in tree.modals { modal.content.forEachNode(body) }
  }
}
