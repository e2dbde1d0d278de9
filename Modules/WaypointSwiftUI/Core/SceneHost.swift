public import Waypoint

/// Renders a navigator into SwiftUI's bindings, and turns the writes SwiftUI makes to them into
/// the user's gestures: the host core of the pure SwiftUI host, platform-neutral and tested on
/// any platform against the fakes of `WaypointSwiftUITesting`. See <doc:IntegratingWithSwiftUI>.
///
/// The host shows a ``SceneState`` (per stack a path, per modal level an item, per tab
/// container a selection, per page container a page) and changes it one SwiftUI transaction
/// at a time, paced by each transaction's completion, never by a timer:
/// - while a transaction runs, it keeps only the navigator's latest tree, and brings the state
///   to it when the transaction completes;
/// - one modal level per transaction, top first, so SwiftUI never dismisses or presents two
///   sheets at once;
/// - a stack changes in one path write (a pop of three screens is one shorter path), and
///   containers the user cannot see change with the next visible change;
/// - the containers on screen change one at a time, the innermost first, so a tab never
///   switches while a stack in it animates.
///
/// A binding write is the user's gesture only when it describes something the user could do
/// to what the host shows, through a binding built for the latest state of that container;
/// the guards answer it first (`GestureReceiver.attempt(_:)`), and a write they do not
/// allow, or the host does not take (``IgnoredWrite``), is reverted after SwiftUI's update.
///
/// ```swift
/// let host = SceneHost(renderer: FakeScene())  // or the SwiftUI layer's model
/// let navigator = Navigator(root: AppCoordinator(), host: host)
/// navigator.start()
/// ```
@MainActor
public final class SceneHost: NavigationHost, RootFirstAttaching {
  /// What the host renders into.
  public let renderer: any SceneRenderer
  /// Whether visible changes animate.
  public var animated = true
  /// Also receives every gesture the user performed, after the navigator (for logging).
  public var onGesture: (@MainActor (Gesture) -> Void)?
  /// Receives every binding write the host did not take as the user's (log it: nothing else
  /// does).
  public var onIgnoredWrite: (@MainActor (IgnoredWrite) -> Void)?
  /// The navigator: it records the gestures and its guards answer them.
  weak var receiver: (any GestureReceiver)?

  /// What the bindings show: the host's own changes and the user's.
  public internal(set) var rendered = NavigationTree()
  /// The navigator's latest tree: what the bindings are being brought to.
  public internal(set) var target = NavigationTree()
  /// The state the bindings read now.
  public private(set) var state: SceneState
  /// How many transactions the host has handed to the renderer.
  public private(set) var transactionCount = 0

  /// Transactions handed to the renderer whose completion has not run.
  var running: [UInt64: RunningTransaction] = [:]
  var tokens: UInt64 = 0
  var isPumping = false
  /// The navigator's completions, called once the bindings show its tree.
  var completions: [@MainActor () -> Void] = []
  /// The revision at which each part last changed.
  var changedAt: [Part: Revision] = [:]
  /// A revert is asked for after SwiftUI's update; `reassertDue` once it has finished.
  var reassertScheduled = false
  var reassertDue = false
  /// Stacks to build again once the running transactions completed.
  var pendingRebuilds: Set<NodeID> = []
  var rebuilds: [NodeID: Int] = [:]
  /// Focus and announcements waiting for the bindings to settle.
  var pendingAccessibility: AccessibilityUpdate?

  /// Creates a host over `renderer` and becomes where its bindings write.
  public init(renderer: any SceneRenderer) {
    self.renderer = renderer
    state = SceneState(
      tree: NavigationTree(), revision: .initial, lockedModals: [], interceptedStacks: [],
      rebuilds: [:])
    renderer.host = self
  }

  public func attach(to receiver: any GestureReceiver, tree: NavigationTree) {
    attach(receiver: receiver, showing: tree)
  }

  /// Shows `tree`: its root at once, then its modals one level per transaction.
  public func attach(tree: NavigationTree) {
    show(attached: tree)
  }

  /// Whether a transaction runs or a change waits.
  public var isBusy: Bool { !running.isEmpty || rendered != target }

  public func apply(
    _ steps: [Step], resulting tree: NavigationTree,
    completion: @escaping @MainActor () -> Void
  ) {
    target = tree
    completions.append(completion)
    pump()
  }

  /// Locks the top sheet and the visible stack's system back while the navigator's guards
  /// would not allow the user to leave, and unlocks them once they would. The host calls it
  /// whenever it settles; call it when a guard's answer changes while nothing moves (the user
  /// typed into a form).
  public func refreshGuards() {
    guard running.isEmpty else { return }
    let (locked, intercepted) = guardLocks()
    guard locked != state.lockedModals || intercepted != state.interceptedStacks else { return }
    publish(animated: false, parts: [])
  }

  // MARK: The queue

  /// Shows the attached tree's root in one transaction; the modals follow, one per transaction.
  func showAttachedTree() {
    publish(animated: false, parts: [.root, .modals])
    pump()
  }

  /// Starts the next transaction when none runs; calls the navigator's completions once the
  /// bindings show its tree.
  func pump() {
    guard !isPumping else { return }
    isPumping = true
    defer { isPumping = false }
    while running.isEmpty {
      if !pendingRebuilds.isEmpty {
        for stack in pendingRebuilds where rendered.contains(stack) {
          rebuilds[stack, default: 0] += 1
        }
        pendingRebuilds = []
        publish(animated: false, parts: [])
      } else if let change = nextChange() {
        rendered = change.tree
        publish(animated: change.animated, parts: change.parts)
      } else if reassertDue {
        publish(animated: false, parts: [])
      } else if !completions.isEmpty {
        completions.removeFirst()()
      } else {
        refreshGuards()
        if pendingAccessibility != nil, !isBusy { postAccessibility() }
        return
      }
    }
  }

  /// Hands the state to the renderer in one transaction.
  func publish(animated: Bool, parts: Set<Part>, isHostChange: Bool = true) {
    let revision = state.revision.next()
    for part in parts { changedAt[part] = revision }
    let (locked, intercepted) = guardLocks()
    state = SceneState(
      tree: rendered, revision: revision, lockedModals: locked, interceptedStacks: intercepted,
      rebuilds: rebuilds)
    reassertDue = false
    tokens &+= 1
    let token = tokens
    running[token] = RunningTransaction(parts: parts, isHostChange: isHostChange)
    transactionCount += 1
    renderer.render(state, animated: animated) { [weak self] in
      guard let self, self.running.removeValue(forKey: token) != nil else { return }
      self.pump()
    }
  }

  /// What the guards lock now: the top sheet's swipe-down, the visible stack's pop.
  func guardLocks() -> (Set<NodeID>, Set<NodeID>) {
    var locked: Set<NodeID> = []
    if let top = rendered.modals.last, top.style.isSwipeDismissible,
      !wouldAllow(.swipeDown(modal: top.content.id, completed: true))
    {
      locked.insert(top.content.id)
    }
    var intercepted: Set<NodeID> = []
    if let stack = rendered.visibleStack, let below = stack.entries.belowTop,
      !wouldAllow(.backButton(stack: stack.id, to: below.id))
    {
      intercepted.insert(stack.id)
    }
    return (locked, intercepted)
  }

  /// Asks for the state to be shown again once SwiftUI's update has finished: a write the
  /// host did not take is reverted.
  func scheduleReassert() {
    guard !reassertScheduled else { return }
    reassertScheduled = true
    renderer.afterUpdate { [weak self] in
      guard let self else { return }
      self.reassertScheduled = false
      self.reassertDue = true
      self.pump()
    }
  }

  // MARK: The navigator

  /// Whether the navigator's guards would allow `gesture`, asking no one and recording nothing.
  func wouldAllow(_ gesture: Gesture) -> Bool {
    receiver?.wouldAllow(gesture) ?? true
  }

  /// Asks the navigator's guards about a gesture the user made, before the host takes it.
  func attempt(_ gesture: Gesture) -> GestureVerdict {
    receiver?.attempt(gesture) ?? .allowed
  }

  /// Reports a gesture SwiftUI already shows: the state adopts it (in a transaction of its
  /// own, so the next change waits for SwiftUI's update), then the navigator hears of it.
  func performed(_ gesture: Gesture, steps: [Step], parts: Set<Part>) {
    do {
      _ = try rendered.apply(steps: steps)
    } catch {
      ignore(.notAUserChange(gesture.subject))
      return
    }
    _ = try? target.apply(steps: steps)
    publish(animated: false, parts: parts, isHostChange: false)
    report(gesture)
  }

  func report(_ gesture: Gesture) {
    receiver?.receive(gesture)
    onGesture?(gesture)
  }

  /// Tells the app a write was not taken, and reverts it after SwiftUI's update.
  func ignore(_ write: IgnoredWrite) {
    onIgnoredWrite?(write)
    scheduleReassert()
  }
}

/// A transaction whose completion has not run.
struct RunningTransaction {
  /// What it changes.
  let parts: Set<Part>
  /// Whether it is the host's own change; otherwise it adopts what SwiftUI already shows.
  let isHostChange: Bool
}

/// A part of the state a transaction changes: the root, the modal chain, or a container.
enum Part: Hashable {
  case root
  case modals
  case node(NodeID)
}

extension Gesture {
  /// The node a gesture names first.
  var subject: NodeID {
    switch self {
    case .backButton(let id, _), .edgeSwipe(let id, _, _), .swipeDown(let id, _), .escape(let id),
      .tabTap(_, let id), .pageSwipe(_, let id), .backToColumn(_, let id),
      .appChangedStack(let id, _, _, _):
      id
    case .resize: NodeID(rawValue: 0)
    }
  }
}
