/// A coordinator: the object that decides where a flow goes next.
///
/// Coordinators form a parent/child tree. Their lifetime is derived from the navigation tree:
/// a coordinator lives while the node it started (its ``anchor``) is in the tree. When that node
/// leaves — back button, edge swipe, sheet swipe-down, programmatic pop or dismissal, root
/// replacement, or its parent finishing — the ``Navigator`` finishes it exactly once: its
/// children first; then its tasks are cancelled, ``didFinish(_:)`` and the ``onFinish(_:)``
/// handlers run with the ``FinishReason``, and it is removed from its parent, which was its
/// only owner. A coordinator writes no finish bookkeeping.
///
/// Subclass ``FlowCoordinator`` for a feature flow; the navigator's root coordinator is a plain
/// `Coordinator` (it has no anchor and lives as long as the navigator).
///
/// > Warning: Do not keep strong references to coordinators outside the coordinator tree
/// > (screen models should hold their navigation target `weak`), or they outlive their screens.
@MainActor
open class Coordinator {
  /// The parent coordinator; `nil` for the root and after finishing.
  @exclusivity(unchecked) public internal(set) weak var parent: Coordinator?
  /// The navigator this coordinator runs in; `nil` before it starts.
  @exclusivity(unchecked) public internal(set) weak var navigator: Navigator?
  /// The node this coordinator started; `nil` for the root coordinator.
  @exclusivity(unchecked) public internal(set) var anchor: NodeID? {
    didSet { cachedName = nil }
  }
  /// Why it finished; `nil` while it runs.
  @exclusivity(unchecked) public internal(set) var finishReason: FinishReason?

  @exclusivity(unchecked) var childTable: [ObjectIdentifier: Coordinator] = [:]
  @exclusivity(unchecked) var startOrder: UInt64 = 0
  /// The stack ``push(_:)`` and ``pop()`` act on; `nil` for the visible stack.
  @exclusivity(unchecked) var ownStack: NodeID?
  /// Whether the root coordinator's ``didStart()`` was called.
  @exclusivity(unchecked) var hasStarted = false
  /// Whether it is kept aside with the entries it was started on (``ParkedEntries``).
  @exclusivity(unchecked) var isParked = false
  @exclusivity(unchecked) private var tasks: [UInt64: Task<Void, Never>] = [:]
  @exclusivity(unchecked) private var taskCounter: UInt64 = 0
  @exclusivity(unchecked) private var finishHandlers: [@MainActor (FinishReason) -> Void] = []
  @exclusivity(unchecked) private var finishHooksRan = false
  /// Where this flow's result goes, when it was started for one.
  @exclusivity(unchecked) var resultSink: ResultSink?

  /// Creates a coordinator.
  public init() {}

  /// A name for journals and messages: the type's name and the anchor, e.g. `ArticleCoordinator#12`.
  open var name: String {
    if let cachedName { return cachedName }
    let type = Self.typeName(of: self)
    var name = type
    if let anchor {
      name += "#"  // As `anchor.description` writes it, without an interpolation's buffer.
      name += String(anchor.rawValue)
    }
    cachedName = name
    return name
  }

  /// The name, until the anchor changes (it is set once, when the coordinator starts).
  @exclusivity(unchecked) private var cachedName: String?

  @exclusivity(unchecked) private static var typeNames: [ObjectIdentifier: String] = [:]

  private static func typeName(of coordinator: Coordinator) -> String {
    let type = Swift.type(of: coordinator)
    if let name = typeNames[ObjectIdentifier(type)] { return name }
    let name = String(describing: type)
    typeNames[ObjectIdentifier(type)] = name
    return name
  }

  /// Whether it has finished.
  public var isFinished: Bool { finishReason != nil }

  /// Whether it runs in a navigator now: started, not finished, and not kept aside with a
  /// saved back stack (``TabCoordinator/replaceFlow(of:with:)``).
  public var isActive: Bool { navigator != nil && !isFinished && !isParked }

  /// The child coordinators, in the order they started.
  public var children: [Coordinator] {
    childTable.isEmpty ? [] : childTable.values.sorted { $0.startOrder < $1.startOrder }
  }

  // MARK: Hooks

  /// Called once, after its initial content is in the tree (or, for the root coordinator,
  /// when the navigator starts). Requests made here run after the current transaction.
  open func didStart() {}

  /// Called once when it finishes, after its children have finished.
  open func didFinish(_ reason: FinishReason) {}

  /// The screen model for a screen this coordinator placed (what a UI binds to). The navigator
  /// keeps it while the screen is in the tree and releases it when the screen leaves.
  /// The default returns `nil`: no model.
  open func makeModel(for screen: Screen) -> AnyObject? { nil }

  /// The flows to start with this coordinator, each embedded at a node of `node` (what it was
  /// placed at): a tab coordinator's tab flows. Called before anything changes; throw to refuse
  /// the start.
  func flowsToEmbed(at node: Node) throws(NavigationError) -> [(FlowCoordinator, Node)] { [] }

  /// Called with the node it was placed at, when the start commits, before any hook.
  func didPlace(_ node: Node) {}

  /// The container whose selection changes it would hear of through
  /// ``containerDidChange(_:)`` if placed at `node`; `nil` when it observes none. One container
  /// reports to one coordinator: the navigator refuses a second.
  func container(observedAt node: Node) -> NodeID? { nil }

  /// The container whose selection changes it hears of; set when it starts.
  @exclusivity(unchecked) var observedContainer: NodeID?

  /// Called after a step changed the selection of the container it is anchored at.
  func containerDidChange(_ step: Step) {}

  // MARK: Lifetime

  /// Adds a handler called once when it finishes, after ``didFinish(_:)``. On a coordinator
  /// that has finished already, the handler runs at once with the reason.
  public func onFinish(_ handler: @escaping @MainActor (FinishReason) -> Void) {
    if finishHooksRan, let finishReason {
      handler(finishReason)
    } else {
      finishHandlers.append(handler)
    }
  }

  /// Runs work that is cancelled when this coordinator finishes.
  ///
  /// On a coordinator that has finished, `operation` never runs: the returned task is
  /// cancelled and does nothing. Finished tasks are forgotten.
  @discardableResult
  public func task(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<
    Void, Never
  > {
    guard !isFinished else {
      let task = Task<Void, Never> {}
      task.cancel()
      return task
    }
    taskCounter += 1
    let id = taskCounter
    let task = Task { @MainActor [weak self] in
      await operation()
      self?.tasks.removeValue(forKey: id)
    }
    tasks[id] = task
    return task
  }

  /// How many tasks are still running.
  var runningTaskCount: Int { tasks.count }

  /// Marks it finished and cancels its work; the navigator calls this when it commits.
  func markFinished(_ reason: FinishReason) {
    finishReason = reason
    for task in tasks.values { task.cancel() }
    tasks = [:]
  }

  /// Runs ``didFinish(_:)`` and the ``onFinish(_:)`` handlers; the navigator calls this after
  /// the transaction committed.
  func runFinishHooks() {
    guard let reason = finishReason, !finishHooksRan else { return }
    finishHooksRan = true
    didFinish(reason)
    let handlers = finishHandlers
    finishHandlers = []
    for handler in handlers { handler(reason) }
    if let resultSink {
      self.resultSink = nil
      resultSink.send(.finished(reason, resultSink.value))
    }
  }

  // MARK: Navigation

  /// Asks the navigator to perform an operation on this coordinator's behalf.
  ///
  /// - Returns: Whether it ran now, was queued behind the running transaction, or was dropped
  ///   as a repeat of a request already running or queued (a double tap).
  /// - Throws: ``NavigationError`` when it runs now and is refused (the tree is unchanged), or
  ///   ``NavigationError/inactiveCoordinator(_:)`` when this coordinator is not running.
  @discardableResult
  public func navigate(_ operation: NavigationOperation) throws(NavigationError) -> RequestOutcome {
    guard let navigator else { throw .inactiveCoordinator(name) }
    return try navigator.submit(.operation(operation), by: self)
  }

  /// Starts a child flow: places its initial content in `style` and makes it a child of this
  /// coordinator (of the root coordinator for ``PresentationStyle/replaceRoot(inStack:)``).
  @discardableResult
  public func start(_ child: FlowCoordinator, as style: PresentationStyle) throws(NavigationError)
    -> RequestOutcome
  {
    guard let navigator else { throw .inactiveCoordinator(name) }
    return try navigator.submit(.start(child, style), by: self)
  }

  /// Pushes content onto this coordinator's own stack: its anchor when that is a stack (a
  /// flow presented in a stack, a tab's flow), else the stack holding its anchor (a pushed
  /// flow). The root coordinator pushes onto the visible stack.
  @discardableResult
  public func push(_ content: Content) throws(NavigationError) -> RequestOutcome {
    try navigate(.push(content, onto: ownStack))
  }

  /// Pops this coordinator's own stack (see ``push(_:)``).
  @discardableResult
  public func pop() throws(NavigationError) -> RequestOutcome {
    try navigate(.pop(stack: ownStack))
  }

  /// Pushes content onto this coordinator's own stack (see ``push(_:)``); with `unlessOnTop`,
  /// only when the stack's top entry does not show it already
  /// (``NavigationOperation/pushUnlessOnTop(_:onto:)``).
  @discardableResult
  public func push(_ content: Content, unlessOnTop: Bool) throws(NavigationError)
    -> RequestOutcome
  {
    try navigate(
      unlessOnTop ? .pushUnlessOnTop(content, onto: ownStack) : .push(content, onto: ownStack))
  }

  /// Brings an entry of this coordinator's own stack (see ``push(_:)``) to its top, keeping
  /// its identity (``NavigationOperation/bringToFront(_:in:)``).
  @discardableResult
  public func bringToFront(_ entry: EntrySelector) throws(NavigationError) -> RequestOutcome {
    try navigate(.bringToFront(entry, in: ownStack))
  }

  /// Pops this coordinator's own stack (see ``push(_:)``) while `condition` holds for the
  /// screen on top, never popping the root (see ``Navigator/pop(while:stack:)``).
  @discardableResult
  public func pop(while condition: @escaping @MainActor (Screen) -> Bool)
    throws(NavigationError) -> RequestOutcome
  {
    guard let navigator else { throw .inactiveCoordinator(name) }
    return try navigator.submitPop(while: condition, stack: ownStack, by: self)
  }

  /// Presents content modally, in a stack of its own unless `inStack` is `false`.
  @discardableResult
  public func present(_ content: Content, style: ModalStyle = .sheet, inStack: Bool = true)
    throws(NavigationError) -> RequestOutcome
  {
    try navigate(.present(inStack ? content.inStack : content, style: style))
  }

  /// Replaces the content of the top modal in place, in a stack of its own unless `inStack` is
  /// `false` (``NavigationOperation/replacePresented(_:)``): the sheet stays and shows
  /// `content`. What shows the same thing stays, with its IDs, models and flows: the routes
  /// the sheet shows, in the same shape, change nothing; a stack with the same root keeps the
  /// entries that are the same from the root up, and only the rest is popped and pushed.
  @discardableResult
  public func replacePresented(_ content: Content, inStack: Bool = true)
    throws(NavigationError) -> RequestOutcome
  {
    try navigate(.replacePresented(inStack ? content.inStack : content))
  }

  /// Shows content in a column of a split (the visible one unless an ID is given), in a stack
  /// of its own (``NavigationOperation/setColumn(_:to:in:)``): what the column showed leaves,
  /// and at compact width the column comes on top, as if pushed.
  @discardableResult
  public func show(_ content: Content, in column: SplitColumn, of split: NodeID? = nil)
    throws(NavigationError) -> RequestOutcome
  {
    try navigate(.setColumn(column, to: content, in: split))
  }

  /// Dismisses the top modal.
  @discardableResult
  public func dismiss() throws(NavigationError) -> RequestOutcome {
    try navigate(.dismiss)
  }
}

extension Coordinator: CustomStringConvertible {
  nonisolated public var description: String {
    String(describing: Swift.type(of: self))
  }
}

/// A coordinator for one flow of a feature: it supplies its initial content, and its parent
/// places it with a ``PresentationStyle``. A feature with typed routes subclasses
/// ``TypedFlowCoordinator`` (or ``TypedPageCoordinator``), which adds typed screens and models.
///
/// ```swift
/// final class ArticleCoordinator: TypedFlowCoordinator<TodayRoute> {
///   init(id: Int) { super.init(showing: .article(id: id)) }
///   override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? { ArticleModel(...) }
/// }
/// try parent.start(ArticleCoordinator(id: 3), as: .push())
/// ```
@MainActor
open class FlowCoordinator: Coordinator {
  /// What this flow shows first.
  public let initialContent: Content

  /// Creates a flow that shows `initialContent` first.
  public init(initialContent: Content) {
    self.initialContent = initialContent
    super.init()
  }
}
