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
/// back button at a stack's root, a full-screen modal cannot be swiped down) and throws a
/// ``NavigationError`` otherwise, changing nothing.
@MainActor
public final class HeadlessHost: NavigationHost {
  /// The tree as this host has rendered it.
  public private(set) var rendered = NavigationTree()
  /// Every step rendered so far, in order.
  public private(set) var renderedSteps: [Step] = []
  /// When `true`, transactions stay open until ``finishAnimations()``, as with animated UI.
  public var animates = false
  /// Whether to keep ``renderedSteps`` (benchmarks turn it off).
  public var recordsSteps = true

  private weak var receiver: (any GestureReceiver)?
  private var pendingCompletions: [@MainActor () -> Void] = []

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
    do {
      try rendered.apply(steps: steps)
    } catch {
      preconditionFailure("HeadlessHost received a step that does not fit: \(error)")
    }
    if recordsSteps { renderedSteps += steps }
    if animates {
      pendingCompletions.append(completion)
    } else {
      completion()
    }
  }

  /// Whether a transaction is waiting for its animations.
  public var isAnimating: Bool { !pendingCompletions.isEmpty }

  /// Ends the pending animations, which lets the navigator run queued requests.
  public func finishAnimations() {
    while !pendingCompletions.isEmpty {
      pendingCompletions.removeFirst()()
    }
  }

  // MARK: Gestures

  /// Performs a gesture as the user would and reports it.
  /// - Throws: ``NavigationError`` when the gesture is impossible on the rendered tree.
  public func perform(_ gesture: Gesture) throws(NavigationError) {
    let steps = try rendered.steps(for: gesture)
    try rendered.apply(steps: steps)
    if recordsSteps { renderedSteps += steps }
    receiver?.receive(gesture)
  }

  /// Taps the back button of the visible stack.
  public func tapBack() throws(NavigationError) {
    try perform(.backButton(stack: try visibleStackID()))
  }

  /// Swipes back from the screen's edge on the visible stack; `completed: false` lets go early.
  public func edgeSwipe(completed: Bool = true) throws(NavigationError) {
    try perform(.edgeSwipe(stack: try visibleStackID(), completed: completed))
  }

  /// Swipes the top modal down.
  public func swipeDown() throws(NavigationError) {
    try perform(.swipeDown)
  }

  /// Taps a tab of the visible tab bar by name.
  public func tapTab(_ name: String) throws(NavigationError) {
    guard let tabs = rendered.visibleTabs else { throw .noVisibleContainer(kind: "tab container") }
    guard let index = tabs.tabs.firstIndex(where: { $0.name == name }) else {
      throw .unknownTab(name)
    }
    try perform(.tabTap(index, in: tabs.id))
  }

  /// Swipes the visible page container to the next or previous page.
  public func swipePage(_ direction: PageSelector) throws(NavigationError) {
    guard let pages = rendered.visiblePages else {
      throw .noVisibleContainer(kind: "page container")
    }
    try perform(.pageSwipe(to: try pages.index(of: direction), in: pages.id))
  }

  private func visibleStackID() throws(NavigationError) -> NodeID {
    guard let stack = rendered.visibleStack else { throw .noVisibleContainer(kind: "stack") }
    return stack.id
  }
}
