/// Runs navigation: owns the tree, the coordinators, the screen models and the journal, and
/// carries out every change as one transaction.
///
/// A transaction validates the request (a refused one changes nothing), updates the tree,
/// finishes and releases every coordinator whose anchor left, releases and creates screen
/// models, hands the steps to the host, and records itself in the ``journal``.
///
/// Transactions run one at a time. A request made while one runs — from
/// ``Coordinator/didStart()``, ``Coordinator/makeModel(for:)``, a finish handler, a journal
/// observer, or while the host animates — is queued and runs after it, in order. A request
/// identical to the running one or to a queued one (a double tap) is dropped and journaled.
///
/// ```swift
/// let host = HeadlessHost()
/// let navigator = Navigator(root: AppCoordinator(), host: host)
/// navigator.start()
/// ```
@MainActor
public final class Navigator: GestureReceiver {
  /// The navigation tree as of the last transaction.
  public private(set) var tree: NavigationTree
  /// The root coordinator; it lives as long as the navigator.
  public let root: Coordinator
  /// The host that renders the tree.
  public let host: any NavigationHost
  /// Every transaction, with observers.
  public let journal: Journal

  private var anchors: [NodeID: Coordinator] = [:]
  private var models: [NodeID: AnyObject] = [:]
  private var queue: [Request] = []
  private var running: Request?
  private var insideRun = false
  private var waitingForHost = false
  private var startCounter: UInt64 = 0
  private var startedInTransaction: [Coordinator] = []
  private var departureObservers: [@MainActor (Departure) -> Void] = []
  private let checkRoute: (@MainActor (Route) -> NavigationError?)?

  /// Creates a navigator.
  /// - Parameters:
  ///   - root: The root coordinator; ``start()`` calls its ``Coordinator/didStart()``.
  ///   - host: Renders the tree and reports gestures.
  ///   - tree: The tree to start from; a single `Launch` screen by default.
  ///   - journalCapacity: How many transactions the journal keeps.
  ///   - isKnownRoute: Decides which routes have a screen (an app's registry of feature
  ///     screens); a request adding any other route is refused with
  ///     ``NavigationError/unknownRoute(_:)``. `nil` accepts every route.
  public convenience init(
    root: Coordinator,
    host: any NavigationHost,
    tree: NavigationTree = NavigationTree(),
    journalCapacity: Int = 256,
    isKnownRoute: (@MainActor (Route) -> Bool)? = nil
  ) {
    var checkRoute: (@MainActor (Route) -> NavigationError?)?
    if let isKnownRoute {
      checkRoute = { route in isKnownRoute(route) ? nil : NavigationError.unknownRoute(route) }
    }
    self.init(
      root: root, host: host, tree: tree, journalCapacity: journalCapacity,
      checkRoute: checkRoute)
  }

  /// The designated initializer: `checkRoute` returns why a route may not be shown.
  init(
    root: Coordinator,
    host: any NavigationHost,
    tree: NavigationTree,
    journalCapacity: Int,
    checkRoute: (@MainActor (Route) -> NavigationError?)?
  ) {
    self.checkRoute = checkRoute
    self.root = root
    self.host = host
    self.tree = tree
    self.journal = Journal(capacity: journalCapacity)
    root.navigator = self
    host.attach(to: self, tree: tree)
  }

  /// Starts the root coordinator (calls its ``Coordinator/didStart()``).
  public func start() {
    root.didStart()
  }

  /// Whether a transaction is running; requests are queued until it ends.
  public var isInTransaction: Bool { running != nil }

  /// The screen model of a screen in the tree, if its coordinator made one.
  public func model(for screen: NodeID) -> AnyObject? { models[screen] }

  /// The model of the visible screen, if its coordinator made one.
  public var visibleModel: AnyObject? { models[tree.visibleScreen.id] }

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

  // MARK: GestureReceiver

  /// Records a gesture the host has performed, as a transaction.
  public func receive(_ gesture: Gesture) {
    _ = try? submit(.gesture(gesture), by: nil)
  }

  // MARK: Transactions

  func submit(_ kind: Request.Kind, by requester: Coordinator?) throws(NavigationError)
    -> RequestOutcome
  {
    let request = Request(kind: kind, requester: requester)
    if let requester, requester.isFinished {
      let error = NavigationError.inactiveCoordinator(requester.name)
      journal.record(cause: request.cause, result: .refused(error), finished: [])
      throw error
    }
    guard let running else {
      defer { drainQueue() }
      return .applied(try run(request))
    }
    if running.repeats(request) || queue.contains(where: { $0.repeats(request) }) {
      journal.record(cause: request.cause, result: .dropped, finished: [])
      return .dropped
    }
    if case .gesture = request.kind {
      // The host has already performed it: it must run before programmatic requests queued
      // earlier, which were computed for neither the old nor the new screen.
      queue.insert(request, at: queue.firstIndex { !$0.isGesture } ?? queue.endIndex)
    } else {
      queue.append(request)
    }
    return .queued
  }

  private func drainQueue() {
    while running == nil, !queue.isEmpty {
      let request = queue.removeFirst()
      if let requester = request.requester, requester.isFinished {
        let error = NavigationError.inactiveCoordinator(requester.name)
        journal.record(cause: request.cause, result: .refused(error), finished: [])
        continue
      }
      _ = try? run(request)
    }
  }

  private func run(_ request: Request) throws(NavigationError) -> Transaction {
    running = request
    insideRun = true
    defer {
      insideRun = false
      if !waitingForHost { running = nil }
    }

    var next = tree
    let change: TreeChange
    var placed: Node?
    do throws(NavigationError) {
      change = try next.perform(request)
      try checkRoutes(in: change.steps)
      if case .start(let child, let style) = request.kind {
        guard child.navigator == nil, !child.isFinished else { throw .alreadyStarted(child.name) }
        let node = try Self.placedNode(by: change, style: style, in: next)
        guard anchors[node.id] == nil else { throw .alreadyAnchored(node.id) }
        placed = node
      }
    } catch {
      journal.record(cause: request.cause, result: .refused(error), finished: [])
      throw error
    }
    tree = next

    if case .start(let child, let style) = request.kind, let placed {
      let parent = if case .replaceRoot = style { root } else { request.requester ?? root }
      adopt(child, parent: parent, at: placed)
    }

    var steps = change.steps
    let finished = finishDeparted(change, cause: request.kind, steps: &steps)
    for step in steps { createModels(addedBy: step, requester: request.requester) }

    // After a gesture the host has already performed the gesture's own steps.
    let hostSteps =
      if case .gesture = request.kind { Array(steps[change.steps.count...]) } else { steps }
    if !hostSteps.isEmpty {
      waitingForHost = true
      host.apply(hostSteps, resulting: tree) { [weak self] in self?.hostDidFinish() }
    }

    journal.record(
      cause: request.cause, result: .applied(steps: steps, tree: tree), finished: finished)
    let transaction = journal.last!
    for step in steps {
      switch step {
      case .selectTab(_, let container), .selectPage(_, let container):
        (anchors[container] ?? owner(ofContainer: container))?.containerDidChange(step)
      default: break
      }
    }
    let started = startedInTransaction
    startedInTransaction = []
    for coordinator in started where !coordinator.isFinished { coordinator.didStart() }
    return transaction
  }

  /// Refuses steps that add a screen whose route is not known.
  private func checkRoutes(in steps: [Step]) throws(NavigationError) {
    guard let checkRoute else { return }
    var refusal: NavigationError?
    for step in steps {
      let added: [Node] =
        switch step {
        case .push(let node, _), .replaceRoot(let node): [node]
        case .present(let modal): [modal.content]
        case .setStack(_, let entries): entries
        case .pop, .dismiss, .selectTab, .selectPage: []
        }
      for node in added {
        node.forEachNode { node in
          if refusal == nil, case .screen(let screen) = node {
            refusal = checkRoute(screen.route)
          }
        }
      }
    }
    if let refusal { throw refusal }
  }

  private func hostDidFinish() {
    waitingForHost = false
    guard !insideRun, running != nil else { return }
    running = nil
    drainQueue()
  }

  /// The node a start placed: the one its last step added, or the embedded node.
  private static func placedNode(
    by change: TreeChange, style: PresentationStyle, in tree: NavigationTree
  )
    throws(NavigationError) -> Node
  {
    if case .embedded(let id) = style {
      guard let node = tree.node(id) else { throw .nodeNotFound(id) }
      return node
    }
    switch change.steps.last {
    case .push(let node, _): return node
    case .present(let modal): return modal.content
    case .replaceRoot(let node): return node
    default: throw .illegalStep("starting a flow placed nothing")
    }
  }

  // MARK: Coordinators

  /// The coordinator anchored at the stack whose root entry is `container` (a page container
  /// wrapped in a stack).
  private func owner(ofContainer container: NodeID) -> Coordinator? {
    guard let stack = tree.stack(holding: container), stack.entries.root?.id == container else {
      return nil
    }
    return anchors[stack.id]
  }

  /// The stack a coordinator navigates in: its anchor when that is a stack, else the stack
  /// holding its anchor; `nil` (the visible stack) for the root coordinator or an anchor in no
  /// stack.
  func stack(of coordinator: Coordinator) -> NodeID? {
    guard let anchor = coordinator.anchor, let node = tree.node(anchor) else { return nil }
    if case .stack(let stack) = node { return stack.id }
    return tree.stack(holding: anchor)?.id
  }

  private func adopt(_ child: Coordinator, parent: Coordinator, at node: Node) {
    let anchor = node.id
    startCounter += 1
    child.startOrder = startCounter
    child.parent = parent
    child.navigator = self
    child.anchor = anchor
    parent.childTable[ObjectIdentifier(child)] = child
    anchors[anchor] = child
    startedInTransaction.append(child)
    child.didPlace(node)
  }

  /// Adopts `child` at a node already in the tree, inside the running transaction: how tab
  /// and page coordinators attach the flows of their tabs and pages.
  /// `node` must be part of the node that `parent` was just placed at.
  func embed(_ child: FlowCoordinator, in parent: Coordinator, at node: Node)
    throws(NavigationError)
  {
    guard child.navigator == nil, !child.isFinished else { throw .alreadyStarted(child.name) }
    guard anchors[node.id] == nil else { throw .alreadyAnchored(node.id) }
    adopt(child, parent: parent, at: node)
  }

  /// Finishes every coordinator whose anchor left and drops the models of screens that left.
  /// A coordinator that finishes because its parent did takes what it started along: any of
  /// its anchors still in the tree is popped or dismissed, with extra steps.
  private func finishDeparted(_ change: TreeChange, cause: Request.Kind, steps: inout [Step])
    -> [Transaction.Finish]
  {
    var pending = change.removed.map { ($0.node, Self.reason(for: change.steps[$0.step], cause)) }
    var finished: [Transaction.Finish] = []
    while !pending.isEmpty {
      var departing: [(Coordinator, FinishReason)] = []
      for (node, reason) in pending {
        node.forEachNode { node in
          if let coordinator = anchors[node.id] { departing.append((coordinator, reason)) }
          if case .screen(let screen) = node, let model = models.removeValue(forKey: screen.id) {
            notify(.model(model, screen))
          }
        }
      }
      pending = []
      if departing.count > 1 { departing.sort { $0.0.depth < $1.0.depth } }
      var orphans: [Coordinator] = []
      for (coordinator, reason) in departing {
        finish(coordinator, reason, into: &finished, orphans: &orphans)
      }
      for orphan in orphans {
        guard let anchor = orphan.anchor else { continue }
        let extra = removalSteps(for: anchor)
        guard let removed = try? tree.apply(steps: extra) else { continue }
        steps += extra
        pending += removed.removed.map { ($0.node, FinishReason.parentFinished) }
      }
    }
    return finished
  }

  private func finish(
    _ coordinator: Coordinator,
    _ reason: FinishReason,
    into finished: inout [Transaction.Finish],
    orphans: inout [Coordinator]
  ) {
    guard !coordinator.isFinished else { return }
    for child in coordinator.children.reversed() {
      finish(child, .parentFinished, into: &finished, orphans: &orphans)
      if let anchor = child.anchor, tree.contains(anchor) { orphans.append(child) }
    }
    if let anchor = coordinator.anchor, anchors[anchor] === coordinator {
      anchors.removeValue(forKey: anchor)
    }
    coordinator.finish(reason)
    coordinator.parent?.childTable.removeValue(forKey: ObjectIdentifier(coordinator))
    coordinator.parent = nil
    finished.append(Transaction.Finish(coordinator: coordinator.name, reason: reason))
    notify(.coordinator(coordinator, reason))
  }

  /// The steps that remove a node that outlived its coordinator: dismiss down to its modal, or
  /// pop its stack to the entry below it. Nothing for a root or an embedded node.
  private func removalSteps(for anchor: NodeID) -> [Step] {
    if let level = tree.modalLevel(of: anchor) {
      return Array(repeating: .dismiss, count: tree.modals.count - level)
    }
    if let stack = tree.stack(holding: anchor), let below = stack.entries.entry(below: anchor) {
      return [.pop(to: below.id, in: stack.id)]
    }
    return []
  }

  private static func reason(for step: Step, _ cause: Request.Kind) -> FinishReason {
    switch cause {
    case .gesture(.backButton): return .backButton
    case .gesture(.edgeSwipe): return .edgeSwipe
    case .gesture(.swipeDown): return .swipeDown
    case .gesture(.tabTap): return .tabReselected
    default: break
    }
    switch step {
    case .dismiss: return .dismissed
    case .setStack: return .stackReplaced
    case .replaceRoot: return .rootReplaced
    default: return .popped
    }
  }

  private func notify(_ departure: Departure) {
    for observer in departureObservers { observer(departure) }
  }

  // MARK: Models

  private func createModels(addedBy step: Step, requester: Coordinator?) {
    switch step {
    case .push(let node, _), .replaceRoot(let node): createModels(in: node, owner: requester)
    case .present(let modal): createModels(in: modal.content, owner: requester)
    case .setStack(_, let entries):
      for entry in entries { createModels(in: entry, owner: requester) }
    case .pop, .dismiss, .selectTab, .selectPage: break
    }
  }

  /// Asks the owner of each new screen for its model; the owner is the coordinator anchored
  /// at the closest node above the screen, or else the requester.
  private func createModels(in node: Node, owner: Coordinator?) {
    var owner = anchors[node.id] ?? owner
    if owner?.isFinished == true { owner = nil }
    switch node {
    case .screen(let screen):
      if models[screen.id] == nil, let model = owner?.makeModel(for: screen) {
        models[screen.id] = model
      }
    case .stack(let stack):
      for entry in stack.entries.array { createModels(in: entry, owner: owner) }
    case .tabs(let tabs): for tab in tabs.tabs { createModels(in: tab.content, owner: owner) }
    case .pages(let pages):
      for page in pages.pages { createModels(in: .screen(page), owner: owner) }
    }
  }
}

/// What became of a navigation request.
public enum RequestOutcome: Sendable {
  /// It ran now, as this transaction.
  case applied(Transaction)
  /// A transaction was running; it runs after it, in order.
  case queued
  /// It repeated the running request or a queued one (a double tap) and was dropped.
  case dropped
}

/// Something that left with its part of the tree.
public enum Departure {
  /// A coordinator finished.
  case coordinator(Coordinator, FinishReason)
  /// A screen left, and the navigator dropped its model.
  case model(AnyObject, Screen)
}

/// A request, as the navigator queues it.
struct Request {
  enum Kind {
    case operation(NavigationOperation)
    case start(FlowCoordinator, PresentationStyle)
    case gesture(Gesture)
  }

  let kind: Kind
  let requester: Coordinator?

  /// Whether `other` repeats this request: the same operation from the same coordinator, or
  /// the same kind of flow started the same way by the same coordinator. Gestures never
  /// repeat: the user has already made them.
  var isGesture: Bool {
    if case .gesture = kind { true } else { false }
  }

  func repeats(_ other: Request) -> Bool {
    guard requester === other.requester else { return false }
    switch (kind, other.kind) {
    case (.operation(let a), .operation(let b)):
      return a == b
    case (.start(let a, let styleA), .start(let b, let styleB)):
      return type(of: a) == type(of: b) && styleA == styleB && a.initialContent == b.initialContent
    default:
      return false
    }
  }

  @MainActor var cause: Transaction.Cause {
    let name = requester?.name ?? "user"
    switch kind {
    case .operation(let operation): return .operation(operation, requester: name)
    case .start(let child, let style): return .start(child.name, style: style, requester: name)
    case .gesture(let gesture): return .gesture(gesture)
    }
  }
}

extension NavigationTree {
  /// The change a request makes; for a start, the placement of the child's initial content.
  mutating func perform(_ request: Request) throws(NavigationError) -> TreeChange {
    switch request.kind {
    case .operation(let operation):
      return try perform(operation)
    case .start(let child, let style):
      guard let operation = style.operation(placing: child.initialContent) else {
        return TreeChange(steps: [], removed: [])
      }
      return try perform(operation)
    case .gesture(let gesture):
      return try apply(steps: steps(for: gesture))
    }
  }
}

extension Coordinator {
  /// How many ancestors it has.
  var depth: Int {
    var depth = 0
    var node = parent
    while let current = node {
      depth += 1
      node = current.parent
    }
    return depth
  }
}
