public import Waypoint

/// The platform-neutral core of the UIKit host: renders the navigator's steps into
/// containers, one UI transition at a time, and turns what containers report into gestures.
///
/// The host keeps two trees. ``rendered`` is what the containers show; ``target`` is the
/// navigator's latest tree (its last resulting tree, plus every gesture since). Each step
/// touches one container; the host queues one job per touched container and, when the job
/// runs, makes the fewest calls that bring that container from ``rendered`` to ``target``: a
/// pop of several levels is one `pop(to:)`, a mixed change is one `setEntries`. Because the
/// job reads ``target`` when it runs, a gesture that happened while an earlier transition
/// animated is never undone by a step computed before it.
///
/// A container callback is a gesture only when it shows something other than ``rendered``;
/// the echoes of the host's own calls match ``rendered`` and are ignored.
///
/// Gestures go to the navigator at once (`GestureReceiver.receive(_:)`), which applies them to
/// its tree at once and may answer with clean-up steps while an earlier transition still
/// animates; those wait in the queue.
///
/// The navigator's guards answer the user's gestures before UIKit carries them out: the host
/// asks `GestureReceiver.wouldAllow(_:)` ahead of time (to lock a sheet against its
/// swipe-down) and `GestureReceiver.attempt(_:)` when the user really tries (a locked sheet's
/// swipe, an edge swipe's start), and offers the system back to the screens that handle it
/// first (`GestureReceiver.offerBack(_:)`). A gesture they do not allow is cancelled in the
/// containers; the navigator journals why and, for a held one that is resumed, hands the host
/// the steps that carry it out. See <doc:IntegratingWithUIKit>.
///
/// ```swift
/// let host = ContainerHost(containers: FakeWindow())  // or the UIKit layer's containers
/// let navigator = Navigator(root: AppCoordinator(), host: host)
/// navigator.start()
/// ```
@MainActor
public final class ContainerHost: NavigationHost, RootFirstAttaching {
  /// The containers the host renders into.
  public let containers: any ContainerProvider
  /// Whether container calls animate.
  public var animated = true
  /// Also receives every gesture the user performed, after the navigator (for logging).
  public var onGesture: (@MainActor (Gesture) -> Void)?
  /// The navigator: it records the gestures and its guards answer them.
  weak var receiver: (any GestureReceiver)?
  /// Receives what a container did that the host could not explain (log it: nothing else
  /// does).
  public var onFault: (@MainActor (HostFault) -> Void)?

  /// What the host does with view controllers a stack shows that it did not render (the app's
  /// own code pushed or set them): drives the stack back by default; a flow that lives beside
  /// existing code adopts them (``ForeignEntryPolicy``).
  public var foreignEntries = ForeignEntryPolicy.driveBack
  /// A stack's own policy (by its node: its root's route, say), which wins over
  /// ``foreignEntries``; `nil` for the host's.
  public var foreignEntriesByStack: (@MainActor (Stack) -> ForeignEntryPolicy?)?

  /// What the containers show, as far as the host has rendered and observed.
  public internal(set) var rendered = NavigationTree()
  /// The navigator's latest tree: what the containers are being brought to.
  public internal(set) var target = NavigationTree()

  var queue: [Job] = []
  var transition: Transition?
  var transitionCount: UInt64 = 0
  var isPumping = false
  /// Stacks the user is popping (back button, its menu, an edge swipe, a tab reselect).
  var userTransitions: Set<NodeID> = []
  /// Stacks driven back to the target after showing what the host could not explain.
  var resyncedStacks: Set<NodeID> = []
  /// Stacks with an interactive pop in progress, and the entry it reveals.
  var interactivePops: [NodeID: NodeID] = [:]
  /// Stacks whose interactive pop the host cancelled because a guard or a screen's back
  /// handler did not allow it (the navigator journaled why).
  var stoppedPops: Set<NodeID> = []
  /// Stacks whose interactive pop a screen's back handler took: the host cancelled the pop
  /// and tells the screen when the interaction ends.
  var screenSwipes: Set<NodeID> = []
  /// A modal whose presentation a busy presenter blocked (``HostFault/presenterBusy(modal:)``).
  var blockedModal: NodeID?
  /// Stacks UIKit pops to their root because their selected tab was tapped again.
  var reselectedStacks: Set<NodeID> = []
  /// The sheet the user is swiping down, between will-dismiss and its outcome.
  var swipingModal: NodeID?
  /// A sheet whose swipe was refused because a transition ran (not a veto): its
  /// did-attempt-to-dismiss is not a veto either. Expires when the host settles, since UIKit
  /// may never send that did-attempt (a short pull).
  var busyRefusedModal: NodeID?
  /// Sheets whose swipe-down is locked (`isModalInPresentation`).
  var lockedModals: Set<NodeID> = []
  /// Dialogs the user answered, which the container dismissed itself (an alert does), while
  /// the navigator's tree still has them.
  var closedDialogs: Set<NodeID> = []
  /// Focus and announcements waiting for the containers to settle.
  var pendingAccessibility: AccessibilityUpdate?

  /// Creates a host over `containers` and becomes their event receiver.
  public init(containers: any ContainerProvider) {
    self.containers = containers
    containers.events = self
  }

  public func attach(to receiver: any GestureReceiver, tree: NavigationTree) {
    attach(receiver: receiver, showing: tree)
  }

  /// Shows `tree`: builds its root at once, then presents its modals through the queue.
  public func attach(tree: NavigationTree) {
    show(attached: tree)
  }

  /// Builds the attached tree's root at once, then presents its modals through the queue.
  func showAttachedTree() {
    containers.setRoot(target.root) {}
    if !target.modals.isEmpty { queue.append(.sync(.modals)) }
    pump()
  }

  /// Whether a UI transition runs or waits.
  public var isBusy: Bool { transition != nil || !queue.isEmpty || isUserTransitionRunning }

  /// Renders steps, then calls `completion` exactly once, after every earlier transition and
  /// these have settled.
  public func apply(
    _ steps: [Step], resulting tree: NavigationTree,
    completion: @escaping @MainActor () -> Void
  ) {
    target = tree
    var seen: Set<ContainerRef> = []
    for ref in steps.map(ContainerRef.init) where seen.insert(ref).inserted {
      queue.append(.sync(ref))
    }
    queue.append(.complete(Once { _ in completion() }))
    pump()
  }

  /// Presents again the modal a busy presenter blocked (``HostFault/presenterBusy(modal:)``),
  /// once the app dismissed what it presented there; nothing when none is blocked.
  public func retryBlockedPresentation() {
    guard blockedModal != nil else { return }
    blockedModal = nil
    queue.append(.presentBlocked)
    pump()
  }

  /// Locks the top sheet against its swipe-down while the navigator's guards would not allow
  /// it (`GestureReceiver.wouldAllow(_:)`), and unlocks it once they would. The host calls it
  /// whenever it settles; call it when a guard's answer changes while nothing moves (the user
  /// typed into a form).
  public func refreshGuards() {
    guard let top = rendered.modals.last, top.style.isSwipeDismissible else { return }
    let id = top.content.id
    let locked = !wouldAllow(.swipeDown(modal: id, completed: true))
    guard locked != lockedModals.contains(id) else { return }
    if locked { lockedModals.insert(id) } else { lockedModals.remove(id) }
    containers.modals.setSwipeLocked(locked, modal: id)
  }

  /// Whether the navigator's guards would allow `gesture`, asking no one and recording nothing.
  func wouldAllow(_ gesture: Gesture) -> Bool {
    receiver?.wouldAllow(gesture) ?? true
  }

  /// Asks the navigator's guards about a gesture the user attempts, before the containers
  /// carry it out; one they do not allow is journaled by the navigator.
  func attempt(_ gesture: Gesture) -> GestureVerdict {
    receiver?.attempt(gesture) ?? .allowed
  }

  // MARK: Reporting

  /// Records a gesture the user performed in the containers, then reports it.
  func performed(_ gesture: Gesture, steps: [Step]) {
    do {
      try rendered.apply(steps: steps)
    } catch {
      onFault?(.unknownNode(steps.first.map(\.subject) ?? rendered.root.id))
    }
    // The navigator's tree takes the gesture as the navigator does: leniently, since it may
    // have moved on (what the gesture names left, a split expanded) while the user acted.
    if let taken = try? target.steps(applying: gesture) { _ = try? target.apply(steps: taken) }
    report(gesture)
    if !isBusy { refreshGuards() }
  }

  /// Carries out, through the queue, a gesture the guards allowed but the containers did not
  /// perform (a back the app's own button asked for, a sheet whose lock was out of date), then
  /// reports it.
  func performAllowed(_ gesture: Gesture, steps: [Step]) {
    guard (try? target.apply(steps: steps)) != nil else { return }
    for ref in steps.map(ContainerRef.init) { queue.append(.sync(ref)) }
    pump()
    report(gesture)
  }

  /// Tells the navigator (and ``onGesture``) of a gesture.
  func report(_ gesture: Gesture) {
    receiver?.receive(gesture)
    onGesture?(gesture)
  }
}

extension ContainerHost: ContainerEvents {}
