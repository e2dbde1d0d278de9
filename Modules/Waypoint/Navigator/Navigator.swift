/// Runs navigation: owns the tree, the coordinators, the screen models and the journal, and
/// carries out every change as one transaction.
///
/// A transaction has three phases, each in one place:
/// 1. **Plan** (`Navigator+Transaction.swift`): the request becomes steps on a copy of the
///    tree; every coordinator whose anchor leaves, and everything those coordinators started
///    elsewhere, is found, with clean-up steps for the latter; a refused request stops here and
///    changes nothing.
/// 2. **Commit**: the tree, the anchors, the coordinator tree and the screen models change
///    together, the host gets the steps, and the journal records the transaction.
/// 3. **Hooks**: departed models and coordinators are reported, coordinators finish (children
///    first), new screens get their models, containers report their selection, started
///    coordinators hear ``Coordinator/didStart()``, and journal observers are told.
/// Hooks therefore always see the tree, the host and the models agree. Once the host has
/// finished, models that observe their screen's lifecycle hear what changed
/// (``ScreenLifecycleObserver``).
///
/// Transactions run one at a time. A request made while one runs — from a hook, a journal
/// observer, or while the host animates — is queued and runs after it, in order, computed
/// against the tree as it is then. A request identical to the running one or to a queued one
/// (a double tap) is dropped and journaled. Gestures are facts the host already performed: see
/// <doc:GesturesDuringAnimations>.
///
/// ```swift
/// let host = HeadlessHost()
/// let navigator = Navigator(root: AppCoordinator(), host: host)
/// navigator.start()
/// ```
@MainActor
public final class Navigator: GestureReceiver {
  /// The navigation tree as of the last transaction.
  @exclusivity(unchecked) public internal(set) var tree: NavigationTree
  /// The root coordinator; it lives as long as the navigator.
  public let root: Coordinator
  /// The host that renders the tree.
  public let host: any NavigationHost
  /// Every transaction, with observers.
  public let journal: Journal

  // Exclusivity: the navigator's state (like its journal's, its coordinators' and the headless
  // host's) is used only on the main actor, by transactions that never nest, and no access to
  // it lasts across a call into a coordinator, a model, a guard or an observer (loops over
  // observers run on a copy). The stored properties are therefore `@exclusivity(unchecked)`:
  // the runtime check each access would otherwise make was a sixth of a push + pop's
  // instructions (`Tools/count-operations.sh`).
  @exclusivity(unchecked) var anchors: [NodeID: Coordinator] = [:]
  @exclusivity(unchecked) var containerObservers: [NodeID: Coordinator] = [:]
  @exclusivity(unchecked) var models: [NodeID: AnyObject] = [:]
  /// The models of parked entries' screens (``ParkedEntries``), by screen.
  @exclusivity(unchecked) var parkedModels: [NodeID: AnyObject] = [:]
  /// Entries kept aside now, oldest first.
  @exclusivity(unchecked) var parked: [ParkedEntries] = []
  /// What the committing draft sets up in the models of the screens it adds, until they are
  /// made (``NavigationDraft/whenModelIsMade(for:_:)``); empty otherwise.
  @exclusivity(unchecked) var modelSetUps: [NodeID: @MainActor (AnyObject) -> Void] = [:]
  @exclusivity(unchecked) var queue: [Request] = []
  @exclusivity(unchecked) var deferredGestures: [Gesture] = []
  /// The programmatic request running, or whose host work is still pending.
  @exclusivity(unchecked) var inFlight: Request?
  @exclusivity(unchecked) var insideRun = false
  @exclusivity(unchecked) var pumping = false
  @exclusivity(unchecked) var pendingHostWork = 0
  /// What waits for the navigator to settle (``whenSettled(_:)``).
  @exclusivity(unchecked) var settledWaiters: [@MainActor () -> Void] = []
  /// Why the requests made now are forced (``forcing(_:announcing:_:)``); `nil` outside of it.
  @exclusivity(unchecked) var forcedReason: Forcing?
  @exclusivity(unchecked) var startCounter: UInt64 = 0
  @exclusivity(unchecked) var departureObservers: [@MainActor (Departure) -> Void] = []
  @exclusivity(unchecked) var lifecycleLedger = LifecycleLedger()
  /// How many screen models observe their lifecycle: with none, there is nothing to report.
  @exclusivity(unchecked) var lifecycleObservers = 0
  /// The registered route types, when created with ``init(root:host:journalCapacity:routes:)``.
  @exclusivity(unchecked) var routeTable: RouteTable?
  /// The guards, in the order they answer.
  @exclusivity(unchecked) var guards: [RegisteredGuard] = []
  @exclusivity(unchecked) var guardCounter = 0
  /// The back handlers, oldest first, and the one that took the running swipe.
  @exclusivity(unchecked) var backHandlers: [BackHandler] = []
  @exclusivity(unchecked) var backHandlerCounter = 0
  @exclusivity(unchecked) var swipingBack: BackHandler?
  /// The flows the draft being planned starts for a result (see
  /// ``NavigationDraft/start(_:as:by:onResult:)``): told if the draft never commits.
  @exclusivity(unchecked) var draftChildren: [FlowCoordinator] = []
  /// The draft's flows started for a result, kept from the commit of a transaction that left
  /// some unstarted until its hooks have run (``tellLeftUnstarted(by:)``).
  @exclusivity(unchecked) var flowsLeftUnstarted: [FlowCoordinator] = []
  /// The changes guards hold, until they are resumed or cancelled.
  @exclusivity(unchecked) var heldRequests: [HeldRequest] = []
  /// Where focus is and what waits to be announced, for an ``AccessibilityHost``.
  @exclusivity(unchecked) var accessibility = AccessibilityState()
  /// Why the navigator does not run, when its root coordinator belongs to another navigator.
  let inertBecause: NavigationError?
  /// Whether `inertBecause` is set. Stored, not computed: it is read on every request, and
  /// comparing the optional error with `nil` copies it (about 350 instructions a request).
  let isInert: Bool

  /// Creates a navigator that starts from a single `Launch` screen and accepts every route
  /// (see ``init(root:host:journalCapacity:routes:)`` for one that accepts only an app's
  /// route types).
  ///
  /// - Parameters:
  ///   - root: The root coordinator; ``start()`` calls its ``Coordinator/didStart()``. A root
  ///     that already runs in another navigator is refused: this navigator then journals
  ///     ``NavigationError/alreadyStarted(_:)`` and runs nothing.
  ///   - host: Renders the tree and reports gestures.
  ///   - journalCapacity: How many transactions the journal keeps.
  public init(root: Coordinator, host: any NavigationHost, journalCapacity: Int = 256) {
    self.root = root
    self.host = host
    self.tree = NavigationTree()
    self.journal = Journal(capacity: journalCapacity)
    if root.navigator != nil || root.isFinished {
      inertBecause = .alreadyStarted(root.name)
      isInert = true
      journal.record(cause: .setUp(root.name), result: .refused(.alreadyStarted(root.name)))
      journal.deliver()
      return
    }
    inertBecause = nil
    isInert = false
    root.navigator = self
    accessibility.host = (host as? any AccessibilityHost).flatMap {
      $0.followsAccessibility ? $0 : nil
    }
    journal.requestDelivery = { [weak self] in self?.pump() }
    host.attach(to: self, tree: tree)
  }

  /// Creates a navigator that starts from `tree` (a restored or hand-built tree) and accepts
  /// every route.
  ///
  /// - Throws: ``NavigationError`` when `tree` breaks a rule (see
  ///   ``NavigationTree/validate()``) or `root` already runs in another navigator.
  public convenience init(
    root: Coordinator,
    host: any NavigationHost,
    tree: NavigationTree,
    journalCapacity: Int = 256
  ) throws(NavigationError) {
    try tree.validate()
    guard root.navigator == nil, !root.isFinished else { throw .alreadyStarted(root.name) }
    self.init(root: root, host: host, journalCapacity: journalCapacity)
    self.tree = tree
    host.attach(to: self, tree: tree)
  }

  /// Starts the root coordinator: gives the screens already in the tree their models (from
  /// the root coordinator's ``Coordinator/makeModel(for:)``), then calls its
  /// ``Coordinator/didStart()``. Calling it again does nothing.
  public func start() {
    guard !isInert, !root.hasStarted else { return }
    root.hasStarted = true
    // Making models calls hooks: requests they make wait, as in any transaction.
    insideRun = true
    createModels(in: tree.root, owner: root, skipping: [])
    for modal in tree.modals { createModels(in: modal.content, owner: root, skipping: []) }
    insideRun = false
    pump()
    root.didStart()  // No transaction runs: the root's first requests apply at once.
    // Focus starts on the first screen the root shows.
    if accessibility.host != nil, accessibility.focus == nil { accessibility.isPending = true }
    pump()
  }

  /// Whether a transaction is running: its hooks run, journal observers are being told of it,
  /// or its host work is pending. Programmatic requests are queued until it ends.
  public var isInTransaction: Bool { insideRun || pumping || pendingHostWork > 0 }

  /// The screen model of a screen in the tree, if its coordinator made one.
  public func model(for screen: NodeID) -> AnyObject? { models[screen] }

  /// The screen model of a screen in the tree as `type`; `nil` when there is none or it is of
  /// another type.
  ///
  /// ```swift
  /// let article = navigator.model(for: screen.id, as: ArticleModel.self)
  /// ```
  public func model<Model>(for screen: NodeID, as type: Model.Type) -> Model? {
    models[screen] as? Model
  }

  /// The model of the visible screen, if its coordinator made one.
  public var visibleModel: AnyObject? { models[tree.visibleScreen.id] }

  /// The model of the visible screen as `type`; `nil` when there is none or it is of another
  /// type.
  public func visibleModel<Model>(as type: Model.Type) -> Model? {
    models[tree.visibleScreen.id] as? Model
  }

  /// The coordinator whose anchor is this node.
  public func coordinator(anchoredAt node: NodeID) -> Coordinator? { anchors[node] }

  /// Calls `observer` for every coordinator and screen model that leaves, right after it is
  /// finished or dropped; leak tracking hooks in here.
  public func observeDepartures(_ observer: @escaping @MainActor (Departure) -> Void) {
    departureObservers.append(observer)
  }

  /// Performs an operation on behalf of the root coordinator.
  @discardableResult
  public func perform(_ operation: NavigationOperation) throws(NavigationError) -> RequestOutcome {
    try submit(.operation(operation), by: root)
  }

  /// Applies a change of several parts as one transaction, on behalf of `requester` (the root
  /// coordinator when `nil`): `build` adds the parts to a ``NavigationDraft`` of the tree, and
  /// the whole draft commits, or nothing does. While a transaction runs, the request is queued
  /// and `build` runs when its turn comes, on the tree as it is then.
  ///
  /// ```swift
  /// try navigator.perform("open reading://bookmarks") { draft throws(NavigationError) in
  ///   try draft.perform(.dismissAll)
  ///   try draft.perform(.selectTab(.named("Bookmarks")))
  /// }
  /// ```
  /// - Parameters:
  ///   - title: What the change is, for the journal.
  ///   - requester: The coordinator asking; it must run in this navigator.
  ///   - purpose: What the change is for, as a typed value of the app's, for its guards to
  ///     read (``GuardedChange/purpose``, ``HeldChange/purpose``): a link's landing, which a
  ///     login guard holds with what lands it. The journal does not print it.
  ///   - build: Adds the parts; a part it throws for refuses the whole change.
  /// - Throws: ``NavigationError`` when it runs now and is refused (the tree is unchanged).
  @discardableResult
  public func perform(
    _ title: String,
    by requester: Coordinator? = nil,
    purpose: AppValue? = nil,
    _ build: @escaping @MainActor (inout NavigationDraft) throws(NavigationError) -> Void
  ) throws(NavigationError) -> RequestOutcome {
    let requester = requester ?? root
    guard requester === root || requester.navigator === self else {
      throw .inactiveCoordinator(requester.name)
    }
    return try submit(.draft(title, purpose, build), by: requester)
  }
}
