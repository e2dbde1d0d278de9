extension Navigator {
  /// What became of a request that ran: applied as a transaction, or held by a guard.
  enum Ran {
    case applied(Transaction)
    case held(HeldChange)
  }

  /// Runs one request as a transaction: plan, guards, commit, hooks (see ``Navigator``).
  func run(_ request: Request) throws(NavigationError) -> Ran {
    insideRun = true
    // What the transaction's hooks ask for is their own request, not forced with this one.
    let forcing = forcedReason
    forcedReason = nil
    defer {
      insideRun = false  // `inFlight` stays until observers have heard (`pump`).
      forcedReason = forcing
    }
    var request = request
    while true {
      if !request.isGesture { inFlight = request }
      if let forced = request.forced { cancelHeldChanges(for: forced.reason) }
      var plan: TransactionPlan
      do throws(NavigationError) {
        plan = try makePlan(for: request)
      } catch {
        journal.record(cause: request.cause, result: .refused(error))
        requestEnded(request, error)
        throw error
      }
      if request.forced != nil {
        // Every coordinator it finishes finishes because of it; the guards only hear it.
        if !plan.finishing.isEmpty { plan.finishing = plan.finishing.map { ($0.0, .forced) } }
        tellGuards(forced: plan, for: request)
      } else if !request.isGesture, let (found, answer) = guardAnswer(on: plan, for: request) {
        switch try settle(answer, of: found, for: request) {
        case .rewritten(let next):
          request = next
          continue
        case .held(let held):
          return .held(held)
        }
      }
      if !draftChildren.isEmpty {
        if plan.leavesFlowsUnstarted { flowsLeftUnstarted = draftChildren }
        draftChildren = []
      }
      if accessibility.host != nil {
        noteAccessibleChange(request, steps: plan.steps, departed: plan.departedIDs)
      }
      let (released, droppedHandlers) = commit(&plan)
      if case .finish(let flow, let value) = request.kind, flow.isFinished {
        flow.resultSink?.value = value
      }
      let transaction = journal.recordApplied(
        cause: request.cause, steps: plan.steps, tree: tree,
        finished: plan.finishing.map { Transaction.Finish(coordinator: $0.0.name, reason: $0.1) })
      if plan.hostStepsStart < plan.steps.count {
        let hostSteps =
          plan.hostStepsStart == 0 ? plan.steps : Array(plan.steps[plan.hostStepsStart...])
        render(hostSteps, transaction: transaction.id)
      }
      runHooks(plan, released: released, request: request)
      if plan.leavesFlowsUnstarted { tellLeftUnstarted(by: request) }
      if let forced = request.forced {
        for handler in droppedHandlers { handler.onBack(.forced(forced.reason)) }
      }
      if !request.earlierDraftChildren.isEmpty {
        // The draft built again without them: the held build's flows never start.
        let error = NavigationError.cancelledByGuard(request.resumedFrom ?? "")
        for child in request.earlierDraftChildren { Self.tellNotStarted(child, error) }
      }
      return .applied(transaction)
    }
  }

  // MARK: Plan

  /// Everything a transaction will change, worked out on a copy of the tree.
  struct TransactionPlan {
    var tree: NavigationTree
    var steps: [Step]
    /// Where the steps the host must render begin: at 0, all of them, except after a gesture's
    /// own (the host did those).
    var hostStepsStart = 0
    /// Every node that left the tree (not counting nodes a later step put back).
    var departedIDs: SmallSet<NodeID> = []
    var departedScreens: [Screen] = []
    /// The coordinators that finish, in finishing order (children first), with their reasons.
    var finishing: [(Coordinator, FinishReason)] = []
    /// The coordinators that start, parents before the flows they embed.
    var adoptions: [Adoption] = []
    /// Who asked for each step of a draft (its screens' models are made by it); empty for
    /// other requests, whose steps all belong to the request's requester.
    var requesters: [Coordinator?] = []
    /// What the change keeps aside, puts back or discards; `nil` when none of that happens
    /// (the common case: it costs nothing then).
    var parking: ParkingPlan?
    /// Whether a flow the request started for its result stays unstarted, its sink holding why
    /// (``ResultSink/refusal``): told after the hooks (``tellLeftUnstarted(by:)``).
    /// A flag, not a list: the common transaction copies nothing for it.
    var leavesFlowsUnstarted = false
    /// What a draft asked to run when it commits (``NavigationDraft/onCommit(_:)``).
    var commitActions: [@MainActor () -> Void] = []
    /// The containers the steps select in more than once, with their selection before the
    /// transaction (`nil` for a container the transaction adds): their observers are told
    /// once, of the last selection, and only when it moved. (A container selected once is told
    /// of that step: no operation, gesture or plan makes a selection that stays where it is.)
    var reselected: [(container: NodeID, before: Int?)] = []
    /// Page containers given new pages that still show the same page at the same index: their
    /// observer is not told (nothing it sees as a selection moved).
    var unmovedPageLists: [NodeID] = []
  }

  /// What a transaction keeps aside (``ParkedEntries``), puts back and discards.
  struct ParkingPlan {
    /// Entries the change keeps aside, with the flows anchored in them whose parent stays
    /// (`tops`) and every flow kept with them.
    var parking: [(record: ParkedEntries, tops: [Coordinator], flows: [Coordinator])] = []
    /// Parked entries the change puts back.
    var unparking: [ParkedEntries] = []
    /// Parked entries that go for good, and why their flows finish.
    var discarding: [(ParkedEntries, FinishReason)] = []
  }

  /// A coordinator about to start at a node.
  struct Adoption {
    let child: FlowCoordinator
    let parent: Coordinator
    let node: Node
    let ownStack: NodeID?
    /// The container whose selection it will hear of.
    let observed: NodeID?
  }

  func makePlan(for request: Request) throws(NavigationError) -> TransactionPlan {
    var next = tree
    let change: TreeChange
    var draft: NavigationDraft?
    var started: (child: FlowCoordinator, style: PresentationStyle)?
    var leavesFlowsUnstarted = false
    switch request.kind {
    case .operation(let operation):
      change = try next.perform(operation)
    case .start(let child, let style):
      if case .replacePresented = style,
        sameFlowShows(child, as: style, in: next, anchored: { anchors[$0] })
      {
        // The same flow shows there already: it stays as it is, and `child` never starts.
        change = TreeChange(steps: [], removed: [])
        if let sink = child.resultSink {
          sink.refusal = .alreadyAnchored(next.topNode.id)
          leavesFlowsUnstarted = true
        }
      } else if let operation = style.operation(placing: child.initialContent) {
        started = (child, style)
        change = try next.perform(operation, keepingWhatStays: false)
      } else {
        started = (child, style)
        change = TreeChange(steps: [], removed: [])
      }
    case .gesture(let gesture), .confirmedGesture(let gesture):
      change = try next.apply(steps: next.steps(applying: gesture))
      if case .appChangedStack(_, _, _, let foreign) = gesture, !foreign.isEmpty {
        // The IDs the host gave screens the app's own code showed stay handed out, also when
        // the stack had left (a sheet being dismissed): the host knows its controllers by them.
        next.reserve(foreign.map(\.id))
      }
    case .finish(let flow, _):
      change = try next.perform(Self.leaving(flow, in: next))
    case .draft(_, _, let build):
      draftChildren = []
      var parts = NavigationDraft(navigator: self, requester: request.requester ?? root)
      try build(&parts)
      // Applied again in one call: the removals and re-admissions are then counted across parts.
      change = try next.apply(steps: parts.steps)
      try checkParking(
        parking: parts.parking, unparking: parts.unparking,
        discarding: parts.discarding.map(\.0), change: change, in: next)
      draft = parts
    }
    try checkRoutes(in: change.steps)
    try checkAnchorsKeepTheirFlows(change.steps, in: next)
    var plan = TransactionPlan(tree: consume next, steps: change.steps)
    if leavesFlowsUnstarted { plan.leavesFlowsUnstarted = true }
    if let draft {
      if draft.leavesFlowsUnstarted { plan.leavesFlowsUnstarted = true }
      plan.adoptions = draft.adoptions
      plan.requesters = draft.requesters
      plan.commitActions = draft.commitActions
      if !draft.unparking.isEmpty || !draft.discarding.isEmpty {
        plan.parking = ParkingPlan(unparking: draft.unparking, discarding: draft.discarding)
      }
      if !draft.modelSetUps.isEmpty {
        // Kept by the navigator from the commit until the hooks have made the models.
        let setUps = draft.modelSetUps
        plan.commitActions.append { [unowned self] in self.modelSetUps = setUps }
      }
    }
    if let (child, style) = started {
      let node = try Self.placedNode(by: change, style: style, in: plan.tree)
      let parent = adopter(for: style, requester: request.requester ?? root, in: tree)
      var seen: SmallSet<ObjectIdentifier> = []
      try planAdoption(
        child, parent: parent, at: node, ownStack: Self.ownStack(of: node, change, plan.tree),
        into: &plan.adoptions, seen: &seen)
    }
    planDepartures(change, gesture: request.gesture, parking: draft?.parking ?? [], into: &plan)
    if plan.steps.count > 1, plan.steps.count(where: { $0.selectedContainer != nil }) > 1 {
      var selected: SmallSet<NodeID> = []
      for step in plan.steps {
        guard let container = step.selectedContainer, !selected.insert(container),
          !plan.reselected.contains(where: { $0.container == container })
        else { continue }
        plan.reselected.append((container, tree.node(container)?.selection))
      }
    }
    for case .setPages(let id, let pages, let current) in plan.steps {
      guard case .pages(let before)? = tree.node(id), before.currentIndex == current,
        before.current.id == pages[current].id
      else { continue }
      plan.unmovedPageLists.append(id)
    }
    // A start whose placement makes coordinators finish (content replacing a modal's) may
    // have their clean-up remove what it placed: refused like a draft's.
    if draft != nil || !plan.finishing.isEmpty { try Self.checkAdoptionsStay(plan) }
    if request.isGesture { plan.hostStepsStart = change.steps.count }
    return plan
  }

  /// Refuses a draft (or a start that finishes coordinators) that starts a flow which the same
  /// transaction removes again (a later part, or the clean-up of a coordinator that leaves), or
  /// starts it under a coordinator that finishes in it: a flow must not start and leave at
  /// once, nor run under a finished parent.
  private static func checkAdoptionsStay(_ plan: TransactionPlan) throws(NavigationError) {
    guard !plan.adoptions.isEmpty else { return }
    let finishing = Set(plan.finishing.map { ObjectIdentifier($0.0) })
    for adoption in plan.adoptions {
      if plan.departedIDs.contains(adoption.node.id) {
        throw .illegalStep(
          "the change removes \(adoption.child.name), which it starts")
      }
      if finishing.contains(ObjectIdentifier(adoption.parent)) {
        throw .illegalStep(
          "the change finishes \(adoption.parent.name), which it gives a child")
      }
    }
  }

  /// Refuses steps that add a screen whose route the navigator's ``RouteTable`` does not
  /// accept (a navigator without one accepts every route).
  private func checkRoutes(in steps: [Step]) throws(NavigationError) {
    guard let routeTable else { return }
    for step in steps {
      for node in step.addedNodes {
        if let refusal = routeTable.refusal(in: node) { throw refusal }
      }
    }
  }

  /// The coordinator a flow started in `style` by `requester` becomes a child of: the root
  /// coordinator for a new root; for content replacing the top modal's or a split column's,
  /// the parent of the flow anchored at that content (whoever showed it), else the requester's
  /// nearest ancestor (or itself) whose anchor is not in that content; else the requester. `tree` is the tree
  /// before the start: the navigator's, or a draft's so far.
  func adopter(for style: PresentationStyle, requester: Coordinator, in tree: NavigationTree)
    -> Coordinator
  {
    let replaced: Node
    switch style {
    case .replaceRoot: return root
    case .replacePresented:
      guard let top = tree.modals.last else { return requester }
      replaced = top.content
    case .column(let column, let split):
      guard let split = try? tree.targetSplit(split), let stack = split.column(column) else {
        return requester
      }
      replaced = .stack(stack)
    case .push, .present, .embedded: return requester
    }
    if let flow = anchors[replaced.id], let parent = flow.parent { return parent }
    var leaving: Set<NodeID> = []
    replaced.forEachNode { leaving.insert($0.id) }
    var candidate: Coordinator? = requester
    while let coordinator = candidate {
      guard let anchor = coordinator.anchor, leaving.contains(anchor) else { return coordinator }
      candidate = coordinator.parent
    }
    return root
  }

  /// The node a start placed: the one its last step added, or the embedded node.
  static func placedNode(
    by change: TreeChange, style: PresentationStyle, in tree: NavigationTree
  ) throws(NavigationError) -> Node {
    if case .embedded(let id) = style {
      guard let node = tree.node(id) else { throw .nodeNotFound(id, in: tree.containerSummary) }
      return node
    }
    switch change.steps.last {
    case .push(let node, _): return node
    case .present(let modal): return modal.content
    case .replaceRoot(let node), .replaceModal(let node), .setColumn(_, _, let node?): return node
    default: throw .illegalStep("starting a flow placed nothing")
    }
  }

  /// The stack a coordinator anchored at `node` pushes onto: the node when it is a stack, a
  /// split's primary column, else the stack it was pushed onto or stands in; `nil` when it
  /// stands in no stack.
  static func ownStack(of node: Node, _ change: TreeChange, _ tree: NavigationTree)
    -> NodeID?
  {
    if case .stack = node { return node.id }
    if case .split(let split) = node { return split.primary.id }
    if case .push(let pushed, let stack) = change.steps.last, pushed.id == node.id { return stack }
    return tree.stack(holding: node.id)?.id
  }

  // MARK: Commit

  /// Makes the plan true: tree, models, coordinator tree, anchors. Calls no hook.
  /// - Returns: The models released, for the departure hooks, and the back handlers dropped
  ///   with their screens (told of a forced change).
  private func commit(_ plan: inout TransactionPlan) -> (
    models: [(AnyObject, Screen)], backHandlers: [BackHandler]
  ) {
    tree = plan.tree
    var released: [(AnyObject, Screen)] = []
    for screen in plan.departedScreens {
      guard let model = models.removeValue(forKey: screen.id) else { continue }
      released.append((model, screen))
      if lifecycleObservers > 0, model is any ScreenLifecycleObserver { lifecycleObservers -= 1 }
    }
    if let parking = plan.parking {
      for (record, _) in parking.discarding { released += releaseModels(of: record) }
    }
    for (coordinator, reason) in plan.finishing { retire(coordinator, reason) }
    if let parking = plan.parking {
      for (record, tops, flows) in parking.parking { park(record, tops: tops, flows: flows) }
      for record in parking.unparking { unpark(record) }
    }
    let droppedHandlers = dropBackHandlers(departed: plan.departedIDs)
    for adoption in plan.adoptions { adopt(adoption) }
    for action in plan.commitActions { action() }
    return (released, droppedHandlers)
  }

  // MARK: Hooks

  private func runHooks(
    _ plan: TransactionPlan, released: [(AnyObject, Screen)], request: Request
  ) {
    for (model, screen) in released { notify(.model(model, screen)) }
    for (coordinator, reason) in plan.finishing {
      coordinator.runFinishHooks()
      coordinator.parent = nil
      notify(.coordinator(coordinator, reason))
    }
    for (index, step) in plan.steps.enumerated() {
      if case .setPages = step { continue }  // Its pages get their models below, by window.
      let requester = index < plan.requesters.count ? plan.requesters[index] : request.requester
      let owner = owner(ofScreensAddedBy: step, requester: requester)
      for node in step.addedNodes {
        createModels(in: node, owner: owner, skipping: plan.departedIDs)
      }
    }
    for adoption in plan.adoptions {
      createModels(in: adoption.node, owner: adoption.child, skipping: plan.departedIDs)
    }
    var moved = Self.pageContainersMoved(by: plan.steps)
    for adoption in plan.adoptions {
      // A flow embedded at a page made that page's model: drop it if the page is far.
      guard case .screen = adoption.node,
        !plan.steps.contains(where: { $0.addedNodes.contains { $0.id == adoption.node.id } }),
        let pages = tree.pageContainer(holding: adoption.node.id), !moved.contains(pages)
      else { continue }
      moved.append(pages)
    }
    for pages in moved where !plan.departedIDs.contains(pages) { refreshPageModels(of: pages) }
    if !modelSetUps.isEmpty { modelSetUps = [:] }  // Screens that got no model.
    // Told once per container, of its last selection step, when the selection moved: a draft
    // that selects twice, or selects where it started, is not heard step by step.
    for (index, step) in plan.steps.enumerated() {
      guard let container = step.selectedContainer, !plan.departedIDs.contains(container),
        let observer = containerObservers[container]
      else { continue }
      if case .setPages = step, plan.unmovedPageLists.contains(container) { continue }
      if let reselected = plan.reselected.first(where: { $0.container == container }) {
        guard !plan.steps[(index + 1)...].contains(where: { $0.selectedContainer == container }),
          tree.node(container)?.selection != reselected.before
        else { continue }
      }
      observer.containerDidChange(step)
    }
    for adoption in plan.adoptions where !adoption.child.isFinished { adoption.child.didStart() }
    if !plan.finishing.isEmpty { cancelOrphanedHeldChanges() }
  }

  func notify(_ departure: Departure) {
    for observer in departureObservers { observer(departure) }
  }
}
