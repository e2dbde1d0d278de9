/// Entries a transaction took out of a stack with what lives on them — their screens' models
/// and the flows started on them — kept aside to be put back as they were, with the same node
/// IDs, models and coordinators: a tab's saved back stack
/// (``TabCoordinator/replaceFlow(of:with:)``), as Android's `saveState`/`restoreState` keeps a
/// back stack's entries and view models.
///
/// While parked, the entries' models are kept by the navigator (not reachable through
/// ``Navigator/model(for:)``; each hears it is hidden) and the flows started on them are
/// detached from the coordinator tree: they do not run (``Coordinator/isActive`` is `false`,
/// their requests are refused), and they do not finish. Parked entries go for good — the flows
/// finish with ``FinishReason/stackReplaced`` (``FinishReason/parentFinished`` when their
/// keeper finishes), the models are released and both are reported as departures — when
/// discarded, or when the coordinator that keeps them finishes.
@MainActor
final class ParkedEntries {
  /// The coordinator that keeps them: they go when it finishes.
  weak var keeper: Coordinator?
  /// The entries, root first, with their IDs.
  let entries: [Node]
  /// Every node ID in the entries.
  let ids: Set<NodeID>
  /// The flows anchored in the entries whose parent stays in the tree, with that parent:
  /// detached while parked, each with its descendants still under it.
  fileprivate(set) var tops: [ParkedTop] = []
  /// Every parked flow (tops and their descendants anchored in the entries), with the
  /// container each observed.
  fileprivate(set) var flows: [(flow: Coordinator, observed: NodeID?)] = []
  /// Whether the entries are parked now (between the commit that parked them and the one that
  /// put them back or discarded them).
  fileprivate(set) var isParked = false

  init(keeper: Coordinator, entries: [Node]) {
    self.keeper = keeper
    self.entries = entries
    var ids: Set<NodeID> = []
    for entry in entries { entry.forEachNode { ids.insert($0.id) } }
    self.ids = ids
  }

  /// A parked flow and the parent it comes back under. The parent is held weakly: it is often
  /// the keeper itself, or one of its ancestors, which holds this record.
  struct ParkedTop {
    let flow: Coordinator
    weak var parent: Coordinator?
  }

  /// The screens of the entries.
  var screens: [Screen] {
    var screens: [Screen] = []
    for entry in entries {
      entry.forEachNode { if let screen = $0.screen { screens.append(screen) } }
    }
    return screens
  }
}

/// Which flows a change keeps aside with the entries it keeps aside, as its departures are
/// planned (``Navigator/planDepartures(_:gesture:parking:into:)``).
@MainActor
final class Keeping {
  private let records: [ParkedEntries]
  /// Each kept node's record, by index.
  private var recordOfNode: [NodeID: Int] = [:]
  /// Each kept flow's record, by index.
  private var recordOfFlow: [ObjectIdentifier: Int] = [:]
  /// Per record: the flows anchored at its nodes, and every flow kept with it.
  private var lists: [(anchored: [Coordinator], flows: [Coordinator])]

  init(_ records: [ParkedEntries]) {
    self.records = records
    lists = records.map { _ in ([], []) }
    for (index, record) in records.enumerated() {
      for id in record.ids { recordOfNode[id] = index }
    }
  }

  /// Whether `node` is kept aside; its flow, when it has one not seen yet, is kept with it.
  func keeps(_ node: NodeID, anchoredBy flow: Coordinator?) -> Bool {
    guard let index = recordOfNode[node] else { return false }
    if let flow, recordOfFlow.updateValue(index, forKey: ObjectIdentifier(flow)) == nil {
      lists[index].anchored.append(flow)
      lists[index].flows.append(flow)
    }
    return true
  }

  /// The record a flow is kept with, by index; `nil` when it is not kept.
  func record(of flow: Coordinator) -> Int? { recordOfFlow[ObjectIdentifier(flow)] }

  /// Whether `child`, a child of a flow kept with record `index`, is kept with it too: it was
  /// started on the same entries. Notes it the first time.
  func keepsChild(_ child: Coordinator, of index: Int) -> Bool {
    guard let anchor = child.anchor, recordOfNode[anchor] == index else { return false }
    if recordOfFlow.updateValue(index, forKey: ObjectIdentifier(child)) == nil {
      lists[index].flows.append(child)
    }
    return true
  }

  /// Each record with the flows to detach from their parents (those whose parent is not kept
  /// with them) and every flow kept with it.
  func plan() -> [(record: ParkedEntries, tops: [Coordinator], flows: [Coordinator])] {
    records.enumerated().map { index, record in
      let tops = lists[index].anchored.filter { flow in
        flow.parent.map { recordOfFlow[ObjectIdentifier($0)] != index } ?? true
      }
      return (record, tops, lists[index].flows)
    }
  }
}

extension Navigator {
  // MARK: Planning

  /// Checks a draft's parking requests against the change it made: parked entries must leave
  /// the tree in it, and entries put back must be parked now and come back whole.
  func checkParking(
    parking: [ParkedEntries], unparking: [ParkedEntries], discarding: [ParkedEntries],
    change: TreeChange, in next: NavigationTree
  ) throws(NavigationError) {
    var removed: Set<NodeID> = []
    for (_, node) in change.removed { node.forEachNode { removed.insert($0.id) } }
    for record in parking {
      for id in record.ids where !removed.contains(id) || next.node(id) != nil {
        throw .illegalStep("\(id) is kept aside, but the change does not remove it")
      }
    }
    for record in unparking + discarding where !record.isParked {
      throw .illegalStep("the entries \(record.entries.map(\.summary)) are not kept aside")
    }
    for record in unparking {
      for id in record.ids where next.node(id) == nil {
        throw .illegalStep("\(id) is put back, but the change does not add it")
      }
      for top in record.tops {
        guard let parent = top.parent, parent.isActive || parent === root else {
          let parent = top.parent?.name ?? "a coordinator that is gone"
          throw .illegalStep(
            "\(top.flow.name) cannot come back under \(parent), which does not run")
        }
      }
    }
  }

  /// The flows that finish, and the models released, when `record` is discarded for good:
  /// the flows newest first, each after its descendants; each top with `reason`, the rest with
  /// ``FinishReason/parentFinished``.
  static func departures(
    discarding record: ParkedEntries, reason: FinishReason
  ) -> [(Coordinator, FinishReason)] {
    var order: [(Coordinator, FinishReason)] = []
    for top in record.tops.reversed() { appendChildrenFirst(top.flow, reason, to: &order) }
    return order
  }

  // MARK: Commit

  /// Takes parked entries' models and flows out of the running navigator (the entries left
  /// the tree in this commit).
  func park(_ record: ParkedEntries, tops: [Coordinator], flows: [Coordinator]) {
    for screen in record.screens {
      if let model = models.removeValue(forKey: screen.id) { parkedModels[screen.id] = model }
    }
    record.tops = tops.compactMap { flow in
      flow.parent.map { ParkedEntries.ParkedTop(flow: flow, parent: $0) }
    }
    record.flows = flows.map { ($0, $0.observedContainer) }
    for top in record.tops {
      top.parent?.childTable.removeValue(forKey: ObjectIdentifier(top.flow))
    }
    for (flow, observed) in record.flows {
      if let anchor = flow.anchor, anchors[anchor] === flow { anchors.removeValue(forKey: anchor) }
      if let observed, containerObservers[observed] === flow {
        containerObservers.removeValue(forKey: observed)
      }
      flow.isParked = true
    }
    record.isParked = true
    parked.append(record)
  }

  /// Puts parked entries' models and flows back (the entries came back to the tree in this
  /// commit). A model last heard its screen hidden (when it was parked) or nothing yet (a
  /// newcomer parked at once): it hears its state again when it is shown.
  func unpark(_ record: ParkedEntries) {
    for screen in record.screens {
      guard let model = parkedModels.removeValue(forKey: screen.id) else { continue }
      models[screen.id] = model
    }
    for (flow, observed) in record.flows {
      flow.isParked = false
      if let anchor = flow.anchor { anchors[anchor] = flow }
      if let observed { containerObservers[observed] = flow }
    }
    for top in record.tops { top.parent?.childTable[ObjectIdentifier(top.flow)] = top.flow }
    forget(record)
  }

  /// Takes a discarded record's models out of the navigator.
  /// - Returns: The models, for the departure hooks.
  func releaseModels(of record: ParkedEntries) -> [(AnyObject, Screen)] {
    var released: [(AnyObject, Screen)] = []
    for screen in record.screens {
      guard let model = parkedModels.removeValue(forKey: screen.id) else { continue }
      released.append((model, screen))
      if lifecycleObservers > 0, model is any ScreenLifecycleObserver { lifecycleObservers -= 1 }
    }
    for (flow, _) in record.flows { flow.isParked = false }
    forget(record)
    record.tops = []  // The transaction finishes them; nothing keeps them now.
    record.flows = []
    return released
  }

  private func forget(_ record: ParkedEntries) {
    record.isParked = false
    parked.removeAll { $0 === record }
  }
}
