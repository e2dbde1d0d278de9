/// A change of several parts — operations and flow starts, each on behalf of a coordinator —
/// built on a copy of the tree and applied as **one** transaction: what a deep link or a
/// restoration needs (dismiss the modals, select a tab, pop its stack, select a page, start
/// the flow that shows the target), with one journal entry, one hand-over to the host, and
/// nothing applied when any part is refused.
///
/// Each part sees the draft as the parts before it left it (``tree``), so a later part can
/// act on a node an earlier one added, and a coordinator started by an earlier part can start
/// children or place screens: it is adopted when the transaction commits, parents first.
///
/// ```swift
/// try navigator.perform("open reading://article/8", by: app) { draft throws(NavigationError) in
///   try draft.perform(.dismissAll)
///   try draft.perform(.selectTab(.named("Today")))
///   try draft.start(article, as: .push(onto: todayStack), by: todayFlow)
/// }
/// ```
@MainActor
public struct NavigationDraft {
  /// The tree as the parts so far left it.
  public private(set) var tree: NavigationTree
  /// The steps of the parts so far, in order.
  public private(set) var steps: [Step] = []
  /// Who asked for each step: its screens' models are made by that coordinator.
  var requesters: [Coordinator?] = []
  var adoptions: [Navigator.Adoption] = []
  /// What runs when the draft's transaction commits, in order.
  var commitActions: [@MainActor () -> Void] = []
  /// What sets up the model of a screen the draft adds, as soon as it is made.
  var modelSetUps: [NodeID: @MainActor (AnyObject) -> Void] = [:]
  /// Whether a flow started on the draft for its result stays unstarted (its sink holds why,
  /// ``ResultSink/refusal``): the same flow shows where it would
  /// (``Navigator/sameFlowShows(_:as:in:anchored:)``), or the build went on after its start
  /// was refused.
  var leavesFlowsUnstarted = false
  /// Entries the draft's steps take out and keep aside, with their models and flows.
  var parking: [ParkedEntries] = []
  /// Parked entries the draft's steps put back.
  var unparking: [ParkedEntries] = []
  /// Parked entries the draft discards for good, and why their flows finish.
  var discarding: [(ParkedEntries, FinishReason)] = []
  private var seen: SmallSet<ObjectIdentifier> = []
  private var adoptedNodes: [NodeID: Coordinator] = [:]
  private var observedContainers: Set<NodeID> = []
  private unowned let navigator: Navigator
  private let requester: Coordinator

  init(navigator: Navigator, requester: Coordinator) {
    self.navigator = navigator
    self.requester = requester
    tree = navigator.tree
  }

  /// Performs an operation on the draft on behalf of `coordinator` (the draft's requester when
  /// `nil`): the models of the screens it adds are made by that coordinator.
  /// - Throws: ``NavigationError`` when the operation is refused on the draft as it is, or
  ///   `coordinator` neither runs in this navigator nor was started earlier in the draft.
  public mutating func perform(
    _ operation: NavigationOperation, by coordinator: Coordinator? = nil
  ) throws(NavigationError) {
    let actor = coordinator ?? requester
    try checkRuns(actor)
    var next = tree
    let change = try next.perform(operation)
    tree = next
    steps += change.steps
    requesters += Array(repeating: actor, count: change.steps.count)
  }

  /// Starts `child` in `style` as a child of `parent` (of the root coordinator when it replaces
  /// the root), as ``Coordinator/start(_:as:)`` does.
  /// - Throws: ``NavigationError`` when placing it is refused, `child` has started already,
  ///   its node or the container it would observe belongs to another coordinator, or `parent`
  ///   neither runs in this navigator nor was started earlier in the draft.
  public mutating func start(
    _ child: FlowCoordinator, as style: PresentationStyle, by parent: Coordinator
  ) throws(NavigationError) {
    try checkRuns(parent)
    if case .replacePresented = style,
      navigator.sameFlowShows(
        child, as: style, in: tree, anchored: { coordinator(anchoredAt: $0) })
    {
      // The same flow shows there already: it stays as it is, and `child` never starts.
      if let sink = child.resultSink {
        sink.refusal = .alreadyAnchored(tree.topNode.id)
        leavesFlowsUnstarted = true
      }
      return
    }
    var next = tree
    let change: TreeChange
    if let operation = style.operation(placing: child.initialContent) {
      change = try next.perform(operation, keepingWhatStays: false)
    } else {
      change = TreeChange(steps: [], removed: [])
    }
    let node = try Navigator.placedNode(by: change, style: style, in: next)
    let adopter = navigator.adopter(for: style, requester: parent, in: tree)
    var planned: [Navigator.Adoption] = []
    var seen = self.seen
    try navigator.planAdoption(
      child, parent: adopter, at: node, ownStack: Navigator.ownStack(of: node, change, next),
      into: &planned, seen: &seen)
    for adoption in planned {
      if adoptedNodes[adoption.node.id] != nil { throw .alreadyAnchored(adoption.node.id) }
      if let observed = adoption.observed, observedContainers.contains(observed) {
        throw .alreadyAnchored(observed)
      }
    }
    self.seen = seen
    for adoption in planned {
      adoptedNodes[adoption.node.id] = adoption.child
      if let observed = adoption.observed { observedContainers.insert(observed) }
    }
    adoptions += planned
    tree = next
    steps += change.steps
    requesters += Array(repeating: parent, count: change.steps.count)
  }

  /// Starts `child` for its result, as ``start(_:as:by:)`` does: `onResult` hears exactly once
  /// — the value, the reason it ended without one, or why it never started when the draft
  /// does not commit (refused, vetoed, cancelled by the guard that held it). A held draft
  /// builds again when resumed; starting the same child again then replaces `onResult`, and a
  /// child of the held build that the new build does not start hears
  /// ``NavigationError/cancelledByGuard(_:)``.
  public mutating func start<Child: ProducesResult>(
    _ child: Child, as style: PresentationStyle, by parent: Coordinator,
    onResult: @escaping @MainActor (FlowResult<Child.Output>) -> Void
  ) throws(NavigationError) {
    guard child.navigator == nil, !child.isFinished else { throw .alreadyStarted(child.name) }
    let sink = Coordinator.sink(for: child, onResult)
    child.resultSink = sink
    navigator.draftChildren.append(child)
    do throws(NavigationError) {
      try start(child, as: style, by: parent)
    } catch {
      // Heard when the draft commits all the same (its build went on without this start), or
      // with the draft's own refusal when it does not.
      sink.refusal = error
      leavesFlowsUnstarted = true
      throw error
    }
  }

  /// Announces `text` to VoiceOver once the draft's transaction has committed and the
  /// navigator has settled (``Navigator/announce(_:)``): for a change the user did not make,
  /// such as a link that landed. A draft that is refused announces nothing.
  public mutating func announce(_ text: String) {
    onCommit { [weak navigator] in navigator?.announce(text) }
  }

  /// Runs `action` when the draft's transaction commits, with the tree, the anchors and the
  /// models, before any hook; never when it is refused, by a later part or by the navigator's
  /// checks after the draft is built. For state kept beside the tree that must change with it
  /// (a tab coordinator's saved back stacks).
  mutating func onCommit(_ action: @escaping @MainActor () -> Void) {
    commitActions.append(action)
  }

  /// Replaces the entries of `stack` with `entries`, keeping the entries it shows now aside —
  /// with their models and the flows started on them — for ``putBack(_:into:by:)``.
  /// - Returns: The entries kept aside, to put back or discard later.
  mutating func replaceKeepingAside(
    stack: NodeID, with entries: [Content], keeper: Coordinator, by owner: Coordinator
  ) throws(NavigationError) -> ParkedEntries {
    let kept = try tree.stack(stack).entries.array
    try perform(.replaceStack(entries, stack: stack), by: owner)
    let record = ParkedEntries(keeper: keeper, entries: kept)
    parking.append(record)
    return record
  }

  /// Puts entries kept aside back as the entries of `stack`, replacing what it shows: the same
  /// nodes, models and flows.
  mutating func putBack(
    _ record: ParkedEntries, into stack: NodeID, by owner: Coordinator
  ) throws(NavigationError) {
    try checkRuns(owner)
    guard record.isParked, !unparking.contains(where: { $0 === record }) else {
      throw .illegalStep("the entries \(record.entries.map(\.summary)) are not kept aside")
    }
    var next = tree
    let change = try next.apply(steps: [.restoreStack(stack, entries: record.entries)])
    tree = next
    steps += change.steps
    requesters += Array(repeating: owner, count: change.steps.count)
    unparking.append(record)
  }

  /// Discards entries kept aside for good when the draft commits: their flows finish with
  /// `reason`, their models are released.
  mutating func discard(_ record: ParkedEntries, reason: FinishReason) {
    guard record.isParked, !discarding.contains(where: { $0.0 === record }) else { return }
    discarding.append((record, reason))
  }

  /// Sets up the model of `screen`, a screen this draft adds, as soon as its coordinator has
  /// made it: after the transaction commits, before any other hook sees the model and before
  /// the screen's lifecycle is told. For state a model takes from outside its coordinator, such
  /// as what a restoration saved for the screen (the draft a user typed before the process
  /// ended):
  ///
  /// ```swift
  /// draft.whenModelIsMade(for: note) { model in (model as? NoteModel)?.restore(saved) }
  /// ```
  ///
  /// Nothing runs when the transaction is refused, when the screen gets no model, or when it
  /// is not a screen the transaction adds. Several calls for one screen (its saved state, an
  /// object kept for it) run in the order they were made.
  public mutating func whenModelIsMade(
    for screen: NodeID, _ setUp: @escaping @MainActor (AnyObject) -> Void
  ) {
    if let earlier = modelSetUps[screen] {
      modelSetUps[screen] = { model in
        earlier(model)
        setUp(model)
      }
    } else {
      modelSetUps[screen] = setUp
    }
  }

  /// The coordinator anchored at `node`: one that runs, or one the draft has started.
  public func coordinator(anchoredAt node: NodeID) -> Coordinator? {
    adoptedNodes[node] ?? navigator.coordinator(anchoredAt: node)
  }

  private func checkRuns(_ coordinator: Coordinator) throws(NavigationError) {
    if coordinator === navigator.root { return }
    if coordinator.navigator === navigator, !coordinator.isFinished, !coordinator.isParked {
      return
    }
    if seen.contains(ObjectIdentifier(coordinator)) { return }  // Started by the draft.
    throw .inactiveCoordinator(coordinator.name)
  }
}
