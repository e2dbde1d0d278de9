/// A host without UI: it keeps the rendered tree in memory and simulates every user gesture.
///
/// Use it to test flows on any platform:
///
/// ```swift
/// let host = HeadlessHost()
/// let navigator = Navigator(root: AppCoordinator(), host: host)
/// navigator.start()
/// try host.tapBack()                    // back button on the visible stack
/// try host.edgeSwipe(completed: false)  // a cancelled swipe: nothing changes
/// ```
///
/// Each simulation checks that a user could make the gesture on what is shown (there is no
/// back button at a stack's root, a full-screen modal cannot be swiped down, a hidden tab bar
/// cannot be tapped) and throws a ``NavigationError`` otherwise, changing nothing. Gestures
/// work while ``animates`` keeps a transaction open, as a user's taps do: see
/// <doc:GesturesDuringAnimations>.
@MainActor
public final class HeadlessHost: AccessibilityHost {
  /// The tree as this host has rendered it.
  @exclusivity(unchecked) public private(set) var rendered = NavigationTree()
  /// Every step rendered so far, in order.
  @exclusivity(unchecked) public private(set) var renderedSteps: [Step] = []
  /// Steps the navigator handed over that did not fit the rendered tree, with the reason; they
  /// were not rendered. Always empty unless the host and the navigator drifted apart.
  @exclusivity(unchecked) public private(set) var mismatches: [NavigationError] = []
  /// When `true`, transactions stay open until ``finishAnimations()``, as with animated UI.
  @exclusivity(unchecked) public var animates = false
  /// Whether to keep ``renderedSteps`` (benchmarks turn it off).
  @exclusivity(unchecked) public var recordsSteps = true
  /// Whether to apply each transaction's steps to ``rendered`` and report the ones that do not
  /// fit in ``mismatches``, as a UI host must render them (the default; tests and the soak rely
  /// on it). Off, the host takes the tree the navigator computed as it is: nothing is derived
  /// twice, and nothing is checked (benchmarks of the navigator's own path turn it off).
  @exclusivity(unchecked) public var checksSteps = true

  /// Whether the navigator follows accessibility focus for this host (the default), read when
  /// a navigator adopts it. Benchmarks of the navigator's own path turn it off, as they turn
  /// off ``checksSteps``: the focus bookkeeping at each settle is the hosts' cost.
  @exclusivity(unchecked) public var followsAccessibility = true
  /// Where accessibility focus is, as the navigator last moved it; `nil` before it settled.
  @exclusivity(unchecked) public private(set) var focus: FocusTarget?
  /// Every accessibility update the navigator handed over, in order (kept while
  /// ``recordsSteps``).
  @exclusivity(unchecked) public private(set) var accessibilityUpdates: [AccessibilityUpdate] =
    []
  /// Everything announced so far, in order (kept while ``recordsSteps``).
  @exclusivity(unchecked) public private(set) var announcements: [String] = []
  @exclusivity(unchecked) private weak var receiver: (any GestureReceiver)?
  @exclusivity(unchecked) private var pendingCompletions: [@MainActor () -> Void] = []

  /// Creates a headless host.
  public init() {}

  public func attach(to receiver: any GestureReceiver, tree: NavigationTree) {
    self.receiver = receiver
    rendered = tree
  }

  public func apply(
    _ steps: [Step],
    resulting tree: NavigationTree,
    completion: @escaping @MainActor () -> Void
  ) {
    if checksSteps {
      do {
        try rendered.record(steps: steps)
      } catch {
        mismatches.append(error)
        return finish(completion)
      }
    } else {
      rendered = tree
    }
    if recordsSteps { renderedSteps += steps }
    finish(completion)
  }

  /// Records where focus went and what was announced.
  public func accessibilityDidChange(_ update: AccessibilityUpdate) {
    if let target = update.focus { focus = target }
    guard recordsSteps else { return }
    accessibilityUpdates.append(update)
    announcements += update.announcements
  }

  /// Calls `completion` now, or when animations finish.
  private func finish(_ completion: @escaping @MainActor () -> Void) {
    if animates {
      pendingCompletions.append(completion)
    } else {
      completion()
    }
  }

  /// Whether a transaction is waiting for its animations.
  public var isAnimating: Bool { !pendingCompletions.isEmpty }

  /// Ends the pending animations, in order, which lets the navigator run queued requests.
  public func finishAnimations() {
    while !pendingCompletions.isEmpty {
      pendingCompletions.removeFirst()()
    }
  }

  // MARK: Gestures

  /// Performs a gesture as the user would and reports it. A gesture that would change what is
  /// shown is first put to the navigator's guards (``GestureReceiver/attempt(_:)``); one they
  /// do not allow is not performed, as a UI would cancel it, and the verdict says why.
  /// - Returns: Whether it was performed.
  /// - Throws: ``NavigationError`` when a user could not make the gesture on what is shown
  ///   (see ``NavigationTree/userSteps(for:)``).
  @discardableResult
  public func perform(_ gesture: Gesture) throws(NavigationError) -> GestureVerdict {
    let steps = try rendered.userSteps(for: gesture)
    if !steps.isEmpty, gesture.isRefusable, let receiver {
      let verdict = receiver.attempt(gesture)
      guard verdict.isAllowed else { return verdict }
    }
    try rendered.apply(steps: steps)
    if recordsSteps { renderedSteps += steps }
    receiver?.receive(gesture)
    return .allowed
  }

  /// Taps the back button of the visible stack. A screen that handles the back takes it first
  /// (``Navigator/addBackHandler(named:at:priority:answer:onBack:)``), even at a stack's root.
  @discardableResult
  public func tapBack() throws(NavigationError) -> GestureVerdict {
    if let verdict = receiver?.offerBack(.tap) { return verdict }
    return try perform(try rendered.backTap())
  }

  /// Taps the back button of a column of the visible split. Side by side every column has
  /// its own; collapsed, only the column on top shows one, and this is ``tapBack()``.
  /// - Throws: `NavigationError.noVisibleContainer(_:)` without a visible split,
  ///   `NavigationError.noColumn(_:in:)` for a column it does not have,
  ///   `NavigationError.cannotPopRoot(_:)` at the column's root, and
  ///   `NavigationError.notVisible(_:)` for a column a collapsed split hides.
  @discardableResult
  public func tapBack(in column: SplitColumn) throws(NavigationError) -> GestureVerdict {
    guard let split = rendered.visibleSplit else { throw .noVisibleContainer(.split) }
    guard let stack = split.column(column) else { throw .noColumn(column, in: split.id) }
    if split.isCollapsed, column == split.compactColumn { return try tapBack() }
    return try perform(.backButton(stack: stack.id, to: try entry(below: stack)))
  }

  /// Picks `entry` from the back button's long-press menu: the visible stack pops until
  /// `entry` is on top.
  @discardableResult
  public func longPressBack(to entry: NodeID) throws(NavigationError) -> GestureVerdict {
    try perform(.backButton(stack: try visibleStack().id, to: entry))
  }

  /// Swipes back from the screen's edge on the visible stack; `completed: false` lets go early.
  /// A screen that handles the back takes the swipe first, as for ``tapBack()``.
  @discardableResult
  public func edgeSwipe(completed: Bool = true) throws(NavigationError) -> GestureVerdict {
    if let verdict = receiver?.offerBack(.swipeBegan) {
      guard case .handledByScreen = verdict else { return verdict }
      _ = receiver?.offerBack(.swipeProgressed(completed ? 1 : 0.3))
      return receiver?.offerBack(.swipeEnded(completed: completed)) ?? verdict
    }
    let stack = try visibleStack()
    if stack.entries.count == 1, case .backToColumn = try rendered.backTap() {
      // From the root of a collapsed split's column on top: back to the column before it.
      return completed ? try perform(try rendered.backTap()) : .allowed
    }
    return try perform(
      .edgeSwipe(stack: stack.id, to: try entry(below: stack), completed: completed))
  }

  /// Makes the escape gesture on what is shown (VoiceOver's two-finger scrub, the Escape key):
  /// a dialog takes the choice escape makes (its ``DialogAction/Role/cancel`` choice); a screen that
  /// handles the back takes it, as for ``tapBack()``; otherwise the visible stack goes back,
  /// or, at the root of what the top modal shows, the modal is dismissed
  /// (``NavigationTree/escapeGesture()``). The guards are asked, as for a back or a swipe down.
  /// - Throws: `NavigationError.dialogNeedsAnswer(_:)` for a dialog escape cannot answer, and
  ///   `NavigationError.nothingToEscape(_:)` where escape has nothing to do.
  @discardableResult
  public func escape() throws(NavigationError) -> GestureVerdict {
    if let top = rendered.modals.last, top.style.isDialog {
      guard receiver?.escapeDialog(top.content.id) == true else {
        throw .dialogNeedsAnswer(top.content.visibleScreen.route)
      }
      return .allowed
    }
    if let verdict = receiver?.offerBack(.tap) { return verdict }
    return try perform(try rendered.escapeGesture())
  }

  /// The user moves accessibility focus to `element` of the visible screen (or of `screen`),
  /// as VoiceOver's cursor does before they activate it: when what it opens leaves, focus
  /// comes back to it.
  /// - Throws: `NavigationError.notVisible(_:)` for a screen focus cannot be on.
  public func moveFocus(to element: String?, on screen: NodeID? = nil) throws(NavigationError) {
    let id = screen ?? rendered.visibleScreen.id
    try receiver?.focusMoved(to: element, on: id)
    if case .screen(let shown)? = rendered.node(id) {
      focus = FocusTarget(screen: id, route: shown.route, element: element)
    }
  }

  /// Changes the app's width, as resizing the window or folding the device does: every split
  /// collapses (compact) or shows its columns side by side (regular). The guards are not
  /// asked.
  @discardableResult
  public func resize(to width: WidthClass) throws(NavigationError) -> GestureVerdict {
    try perform(.resize(width))
  }

  /// Swipes the top modal down; `completed: false` lets go early.
  @discardableResult
  public func swipeDown(completed: Bool = true) throws(NavigationError) -> GestureVerdict {
    guard let top = rendered.modals.last else { throw .nothingPresented }
    return try perform(.swipeDown(modal: top.content.id, completed: completed))
  }

  /// Taps a tab of the visible tab bar by name.
  @discardableResult
  public func tapTab(_ name: TabName) throws(NavigationError) -> GestureVerdict {
    guard let tabs = rendered.visibleTabs else { throw .noVisibleContainer(.tabs) }
    guard let index = tabs.tabs.firstIndex(where: { $0.name == name }) else {
      throw .unknownTab(name)
    }
    return try perform(.tabTap(index, in: tabs.id))
  }

  /// Swipes the visible page container to the next or previous page.
  @discardableResult
  public func swipePage(_ direction: PageSelector) throws(NavigationError) -> GestureVerdict {
    guard let pages = rendered.visiblePages else {
      throw .noVisibleContainer(.pages)
    }
    return try perform(.pageSwipe(to: try pages.index(of: direction), in: pages.id))
  }

  /// The app's own code pushes a view controller of `kind` onto the visible stack (or onto
  /// `stack`), as existing code does with `pushViewController(_:animated:)`: the host adopts
  /// it as a foreign entry (``Route/foreign(_:)``,
  /// ``Gesture/appChangedStack(_:from:to:foreign:)``), which the guards are not asked about.
  /// - Returns: The ID the foreign entry has in the tree.
  /// - Throws: ``NavigationError`` when there is no such stack, or the navigator gives no ID.
  @discardableResult
  public func appPush(_ kind: String, onto stack: NodeID? = nil) throws(NavigationError)
    -> NodeID
  {
    let onto: Stack
    if let stack { onto = try rendered.stack(stack) } else { onto = try visibleStack() }
    guard let id = receiver?.unusedNodeIDs(1).first else {
      throw .illegalStep("the navigator gives no ID for a screen the app's own code showed")
    }
    try perform(
      .appChangedStack(
        onto.id, from: onto.entries.array.map(\.id), to: onto.entries.array.map(\.id) + [id],
        foreign: [Screen(id: id, route: .foreign(kind))]))
    return id
  }

  /// The app's own code sets the entries of `stack` (`setViewControllers(_:animated:)`): those
  /// of `keeping` it shows, in their order, and new view controllers of the `adding` kinds on
  /// top. The host adopts the new ones as foreign entries.
  /// - Returns: The IDs the new entries have in the tree.
  @discardableResult
  public func appSetEntries(of stack: NodeID, keeping: [NodeID], adding kinds: [String] = [])
    throws(NavigationError) -> [NodeID]
  {
    let was = try rendered.stack(stack).entries.array.map(\.id)
    let ids = receiver?.unusedNodeIDs(kinds.count) ?? []
    guard ids.count == kinds.count else {
      throw .illegalStep("the navigator gives no ID for a screen the app's own code showed")
    }
    let screens = zip(ids, kinds).map { Screen(id: $0, route: .foreign($1)) }
    try perform(.appChangedStack(stack, from: was, to: keeping + ids, foreign: screens))
    return ids
  }

  private func visibleStack() throws(NavigationError) -> Stack {
    guard let stack = rendered.visibleStack else { throw .noVisibleContainer(.stack) }
    return stack
  }

  private func entry(below stack: Stack) throws(NavigationError) -> NodeID {
    guard let below = stack.entries.belowTop else { throw .cannotPopRoot(stack.id) }
    return below.id
  }
}
