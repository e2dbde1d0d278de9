extension Navigator {
  // MARK: Starting

  /// Plans the start of `child` at `node`, and of every flow it embeds there (a tab
  /// coordinator's tab flows), checking each before anything changes.
  func planAdoption(
    _ child: FlowCoordinator,
    parent: Coordinator,
    at node: Node,
    ownStack: NodeID?,
    into adoptions: inout [Adoption],
    seen: inout SmallSet<ObjectIdentifier>
  ) throws(NavigationError) {
    guard child.navigator == nil, !child.isFinished, !child.isParked,
      seen.insert(ObjectIdentifier(child))
    else { throw .alreadyStarted(child.name) }
    guard anchors[node.id] == nil, !adoptions.contains(where: { $0.node.id == node.id }) else {
      throw .alreadyAnchored(node.id)
    }
    let observed = child.container(observedAt: node)
    if let observed,
      containerObservers[observed] != nil
        || adoptions.contains(where: { $0.observed == observed })
    {
      throw .alreadyAnchored(observed)  // One container reports its selection to one flow.
    }
    adoptions.append(
      Adoption(child: child, parent: parent, node: node, ownStack: ownStack, observed: observed))
    for (flow, embedded) in try child.flowsToEmbed(at: node) {
      let stack = if case .stack = embedded { embedded.id } else { Optional<NodeID>.none }
      try planAdoption(
        flow, parent: child, at: embedded, ownStack: stack, into: &adoptions, seen: &seen)
    }
  }

  func adopt(_ adoption: Adoption) {
    let child = adoption.child
    startCounter += 1
    child.startOrder = startCounter
    child.parent = adoption.parent
    child.navigator = self
    child.anchor = adoption.node.id
    child.ownStack = adoption.ownStack
    adoption.parent.childTable[ObjectIdentifier(child)] = child
    anchors[adoption.node.id] = child
    child.observedContainer = adoption.observed
    child.didPlace(adoption.node)
    if let container = adoption.observed { containerObservers[container] = child }
  }

  // MARK: Finishing

  /// Finds every coordinator that finishes: those anchored at nodes that left, and everything
  /// below them in the coordinator tree. What those started elsewhere and is still in the tree
  /// (a sheet a pushed flow presented) is removed with clean-up steps, and whatever that
  /// removes finishes too, with ``FinishReason/parentFinished``.
  ///
  /// Entries the change keeps aside (`parking`) do not depart: the flows anchored in them are
  /// kept with them. What those started elsewhere finishes: a sheet, dismissed, with
  /// ``FinishReason/stackReplaced``; a flow whose node stays (embedded), taken along, with
  /// ``FinishReason/parentFinished``. Parked entries whose keeper, or whose flows' parent,
  /// finishes now are discarded with them.
  func planDepartures(
    _ change: TreeChange, gesture: Gesture?, parking: [ParkedEntries] = [],
    into plan: inout TransactionPlan
  ) {
    var pending = change.removed.map {
      ($0.node, Self.reason(for: change.steps[$0.step], gesture))
    }
    var departing: SmallSet<ObjectIdentifier> = []
    var tops: [(Coordinator, FinishReason)] = []
    // Made only when the change keeps entries aside: nothing to pay for otherwise.
    let keeping = parking.isEmpty ? nil : Keeping(parking)
    while !pending.isEmpty {
      var newcomers: [Coordinator] = []
      for (subtree, reason) in pending {
        subtree.forEachNode { node in
          if let keeping, keeping.keeps(node.id, anchoredBy: anchors[node.id]) {
            if let flow = anchors[node.id] { newcomers.append(flow) }
            return
          }
          guard !change.readmitted.contains(node.id), plan.departedIDs.insert(node.id)
          else { return }
          if case .screen(let screen) = node { plan.departedScreens.append(screen) }
          if let coordinator = anchors[node.id],
            departing.insert(ObjectIdentifier(coordinator))
          {
            tops.append((coordinator, reason))
            if !coordinator.childTable.isEmpty { newcomers.append(coordinator) }
          }
        }
      }
      pending = []
      while let coordinator = newcomers.popLast() {
        let kept = keeping?.record(of: coordinator)
        for child in coordinator.children {
          if let kept, let keeping, keeping.keepsChild(child, of: kept) {
            newcomers.append(child)  // Started on the kept entries too: kept under its parent.
            continue
          }
          guard departing.insert(ObjectIdentifier(child)) else { continue }
          // What a kept flow started elsewhere goes, the flow being kept aside: a sheet it
          // presented is dismissed (`stackReplaced`); a flow whose node stays (embedded) is
          // taken along, as under a parent that finishes.
          let keptFlowsChild = kept == nil ? nil : tops.count
          if kept != nil { tops.append((child, .parentFinished)) }
          newcomers.append(child)
          guard let anchor = child.anchor, !plan.departedIDs.contains(anchor) else { continue }
          let extra = Self.removalSteps(for: child, anchoredAt: anchor, in: plan.tree)
          let batch = StepBatch(baseline: plan.tree.lastID, fresh: true)  // Pops and dismissals.
          guard !extra.isEmpty, let removed = try? plan.tree.apply(steps: extra, batch: batch)
          else { continue }
          if let keptFlowsChild { tops[keptFlowsChild].1 = .stackReplaced }
          plan.steps += extra
          pending += removed.removed.map { ($0.node, FinishReason.parentFinished) }
        }
      }
    }
    plan.finishing = Self.finishingOrder(tops, departing: departing)
    guard keeping != nil || !parked.isEmpty || plan.parking != nil else { return }
    var parkingPlan = plan.parking ?? ParkingPlan()
    defer { plan.parking = parkingPlan }
    if let keeping { parkingPlan.parking = keeping.plan() }
    for record in parked where !parkingPlan.discarding.contains(where: { $0.0 === record }) {
      let keeperGoes = record.keeper.map { departing.contains(ObjectIdentifier($0)) } ?? true
      let parentGoes = record.tops.contains { top in
        top.parent.map { departing.contains(ObjectIdentifier($0)) } ?? true
      }
      if keeperGoes || parentGoes { parkingPlan.discarding.append((record, .parentFinished)) }
    }
    var discarded: [(Coordinator, FinishReason)] = []
    for (record, reason) in parkingPlan.discarding {
      discarded += Self.departures(discarding: record, reason: reason)
      for id in record.ids { plan.departedIDs.insert(id) }
    }
    if !discarded.isEmpty { plan.finishing = discarded + plan.finishing }
  }

  /// Children first: each departing coordinator whose parent stays finishes with its reason,
  /// after its descendants (newest first), which finish with `parentFinished`.
  private static func finishingOrder(
    _ tops: [(Coordinator, FinishReason)], departing: SmallSet<ObjectIdentifier>
  ) -> [(Coordinator, FinishReason)] {
    var order: [(Coordinator, FinishReason)] = []
    for (top, reason) in tops {
      if let parent = top.parent, departing.contains(ObjectIdentifier(parent)) { continue }
      appendChildrenFirst(top, reason, to: &order)
    }
    return order
  }

  /// Appends `top` after its descendants (newest first): `top` with `reason`, the others with
  /// ``FinishReason/parentFinished``.
  static func appendChildrenFirst(
    _ top: Coordinator, _ reason: FinishReason, to order: inout [(Coordinator, FinishReason)]
  ) {
    if top.childTable.isEmpty {
      order.append((top, reason))
      return
    }
    var work: [(Coordinator, expanded: Bool)] = [(top, false)]
    while let (coordinator, expanded) = work.popLast() {
      if expanded {
        order.append((coordinator, coordinator === top ? reason : .parentFinished))
      } else {
        work.append((coordinator, true))
        for child in coordinator.children { work.append((child, false)) }
      }
    }
  }

  /// The steps that remove a node that outlived its coordinator's parent: dismiss down to its
  /// modal, remove its split's column (not a primary one), or pop its stack to the entry below
  /// it. Nothing for a root or an embedded node.
  private static func removalSteps(
    for coordinator: Coordinator, anchoredAt anchor: NodeID, in tree: NavigationTree
  ) -> [Step] {
    if let level = tree.modalLevel(of: anchor) {
      return Array(repeating: .dismiss, count: tree.modals.count - level)
    }
    if let (split, column) = tree.column(holding: anchor), column != .primary {
      return [.setColumn(column, in: split.id, to: nil)]
    }
    guard let stackID = coordinator.ownStack, stackID != anchor,
      let stack = try? tree.stack(stackID),  // The stack may be deep in a page: then it stays.
      let below = stack.entries.entry(below: anchor)
    else { return [] }
    return [.pop(to: below.id, in: stackID)]
  }

  private static func reason(for step: Step, _ gesture: Gesture?) -> FinishReason {
    if let gesture { return gesture.finishReason }
    switch step {
    case .dismiss: return .dismissed
    case .setStack, .restoreStack: return .stackReplaced
    case .replaceRoot: return .rootReplaced
    case .replaceModal, .setColumn: return .replaced
    case .setPages: return .pageRemoved
    default: return .popped
    }
  }

  /// Takes a finishing coordinator out of the tables and marks it finished; its hooks run later.
  func retire(_ coordinator: Coordinator, _ reason: FinishReason) {
    if let anchor = coordinator.anchor, anchors[anchor] === coordinator {
      anchors.removeValue(forKey: anchor)
    }
    if let container = coordinator.observedContainer, containerObservers[container] === coordinator
    {
      containerObservers.removeValue(forKey: container)
    }
    coordinator.parent?.childTable.removeValue(forKey: ObjectIdentifier(coordinator))
    coordinator.markFinished(reason)
    if !guards.isEmpty { guards.removeAll { $0.hasOwner && $0.owner === coordinator } }
  }
}

extension Navigator {
  // MARK: Anchors in reordered stacks

  /// Refuses a change that sets a stack so that an entry which may belong to the flow of a
  /// running coordinator anchored lower in the stack (a pushed flow) now stands below that
  /// flow's anchor: a flow's screens must never outlast the screen that started it (popping it
  /// would finish the flow and leave them behind, with models from a finished coordinator).
  ///
  /// Which flow pushed a plain screen is not recorded, so an entry above an anchor counts as
  /// that flow's unless a running coordinator that is neither the anchor's coordinator nor one
  /// of its descendants is anchored at it, or at the nearest anchored entry between it and
  /// the anchor: it then belongs to that other flow, and may move below the anchor. Compares
  /// each set stack before the change (``tree``) and after it (`next`); stacks the change adds
  /// are new and need no check.
  func checkAnchorsKeepTheirFlows(_ steps: [Step], in next: NavigationTree)
    throws(NavigationError)
  {
    var checked: Set<NodeID> = []
    for case .setStack(let stackID, _) in steps where checked.insert(stackID).inserted {
      guard let before = try? tree.stack(stackID), let after = try? next.stack(stackID) else {
        continue
      }
      var position: [NodeID: Int] = [:]
      for (index, entry) in after.entries.array.enumerated() { position[entry.id] = index }
      let old = before.entries.array
      for (index, entry) in old.enumerated() {
        guard let flow = runningCoordinator(anchoredAt: entry.id), let moved = position[entry.id]
        else { continue }
        var owner = flow
        for above in old[(index + 1)...] {
          if let other = runningCoordinator(anchoredAt: above.id) { owner = other }
          guard let now = position[above.id], now < moved, owner.isWithin(flow) else { continue }
          throw .cannotMoveAnchor(entry.id, coordinator: flow.name)
        }
      }
    }
  }

  private func runningCoordinator(anchoredAt node: NodeID) -> Coordinator? {
    guard let coordinator = anchors[node], !coordinator.isFinished else { return nil }
    return coordinator
  }
}

extension Coordinator {
  /// Whether this coordinator is `ancestor` or one of its descendants.
  fileprivate func isWithin(_ ancestor: Coordinator) -> Bool {
    var current: Coordinator? = self
    while let coordinator = current {
      if coordinator === ancestor { return true }
      current = coordinator.parent
    }
    return false
  }
}
