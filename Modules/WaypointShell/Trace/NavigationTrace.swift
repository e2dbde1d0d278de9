import Waypoint

/// A session's navigation as steps, ready to become one self-contained HTML page
/// (``html()``): the commands a user or a flow ran, the transactions each caused, the tree
/// after every step with each screen's lifecycle, what changed, a failed expectation, and the
/// app's graph with the session's path over it.
///
/// A trace made from an exported journal has transactions only; one made by the shell
/// (``TraceRecorder``) has each command followed by its transactions. A command's tree is the
/// tree after it (after all its transactions); what it changed is measured from the tree
/// before it.
package struct NavigationTrace {
  /// What a step is.
  enum Kind: String, Sendable {
    /// A command a user typed or a flow ran (`tap article`, `expect screen Today`), or the
    /// app's launch.
    case command
    /// A transaction of the navigator's journal.
    case transaction
  }

  /// An expectation that did not hold, or a command that was refused.
  struct Failure: Hashable, Sendable {
    /// What the flow expected; for a refused command, the command.
    var expected: String
    /// What the app showed instead; for a refused command, why it was refused.
    var actual: String
    /// Where: `Tests/Flows/01-login.flow:12`.
    var location: String?

    init(expected: String, actual: String, location: String? = nil) {
      self.expected = expected
      self.actual = actual
      self.location = location
    }
  }

  /// One step of the timeline.
  package struct Step: Sendable {
    var kind: Kind
    /// The command as written, or the transaction as the journal prints it.
    var text: String
    /// The transaction's number, counting from 1 in its navigator.
    var transaction: Int?
    /// The kind of the transaction's cause (`gesture`, `operation`).
    var cause: String?
    /// What became of it: `applied`, `forced`, `refused`, `held`, `vetoed`, `cancelled`,
    /// `dropped`, `rewritten`, `taken`; `nil` for a command.
    var result: String?
    /// The guards that answered the transaction (vetoed, held, cancelled, rewrote it).
    var guards: [String]
    /// What the command printed.
    var output: String
    /// The index of the tree after the step in ``NavigationTrace/trees``.
    var tree: Int
    /// The graph node of the screen the user sees after the step (``GraphNode/id``).
    var node: String
    /// The nodes (screens and containers, by ``NodeID``) that came into the tree.
    var added: [String]
    /// The nodes whose state changed: a screen's lifecycle, a container's selection or layout.
    var changed: [String]
    /// The screens that left the tree, as the outline writes them: `Article(3)#12`.
    var removed: [String]
    /// The failure marked at this step.
    var failure: Failure?
    /// Where VoiceOver's focus is after a command, as the shell writes it (`Login › login`);
    /// `nil` for a transaction (focus moves once the command's transactions have settled).
    var focus: String? = nil
    /// The screen that has focus after a command (its ``NodeID``), which the page marks.
    var focusScreen: String? = nil
    /// What the command announced.
    var announced: [String] = []
  }

  /// The page's title: the flow's path, or the journal's.
  var title: String
  /// The steps, in order.
  package private(set) var steps: [Step] = []
  /// The distinct trees the steps show, each once.
  private(set) var trees: [NavigationTree] = []
  /// The app's graph, drawn under the steps with the session's path over it.
  var graph: NavigationGraph?
  /// Whether the page reloads itself to follow a file the shell keeps rewriting.
  var isLive = false

  private var treeIndex: [NavigationTree: Int] = [:]
  /// The tree before the last command, until its first transaction is appended (`.some(nil)`
  /// before the launch: everything the launch built is new).
  private var commandBefore: NavigationTree?? = nil
  /// The tree after the last step.
  private(set) var current: NavigationTree?

  /// An empty trace titled `title`, drawn over `graph` when there is one.
  init(title: String, graph: NavigationGraph? = nil) {
    self.title = title
    self.graph = graph
  }

  /// A trace of the transactions of an exported journal. A transaction that did not apply
  /// shows the tree before it; entries before the first kept tree show none until one is kept.
  init(title: String, journal: JournalExport, graph: NavigationGraph? = nil) {
    self.init(title: title, graph: graph)
    for entry in journal.entries { append(entry) }
  }

  /// Appends a command with the tree after it.
  /// - Parameters:
  ///   - text: The command as written.
  ///   - tree: The tree after the command ran (and all its transactions).
  ///   - output: What the command printed.
  ///   - failure: Why it failed, if it did.
  ///   - focus: Where VoiceOver's focus is after it, and its screen.
  ///   - announced: What it announced.
  mutating func appendCommand(
    _ text: String, tree: NavigationTree, output: String = "", failure: Failure? = nil,
    focus: (text: String, screen: NodeID)? = nil, announced: [String] = []
  ) {
    let previous = current
    steps.append(
      Step(
        kind: .command, text: text, transaction: nil, cause: nil, result: nil, guards: [],
        output: output, tree: index(of: tree), node: Self.node(of: tree), added: [],
        changed: [], removed: [], failure: failure, focus: focus?.text,
        focusScreen: focus?.screen.description, announced: announced))
    mark(from: previous, to: tree)
    current = tree
    commandBefore = .some(previous)
  }

  /// Appends a transaction of the journal; one that did not apply shows the tree before it.
  /// The first transaction after a command starts from the tree before the command.
  mutating func append(_ entry: JournalExport.Entry) {
    var previous = current
    if let before = commandBefore {
      previous = before
      commandBefore = nil
    }
    guard let tree = entry.tree ?? previous else { return }
    let result: String =
      switch entry.result {
      case .applied: entry.forced == true ? "forced" : "applied"
      case .refused, .refusedByApp: "refused"
      case .held, .heldByApp: "held"
      case .vetoed: "vetoed"
      case .cancelled: "cancelled"
      case .dropped: "dropped"
      case .rewritten: "rewritten"
      case .takenByScreen: "taken"
      }
    steps.append(
      Step(
        kind: .transaction, text: entry.text, transaction: entry.id, cause: entry.cause.rawValue,
        result: result, guards: entry.guards ?? [], output: "", tree: index(of: tree),
        node: Self.node(of: tree), added: [], changed: [], removed: [], failure: nil))
    mark(from: previous, to: tree)
    current = tree
  }

  /// Marks a failure at the last step (a command that failed after its transactions ran).
  mutating func markFailure(_ failure: Failure) {
    guard !steps.isEmpty else { return }
    steps[steps.count - 1].failure = failure
  }

  private mutating func index(of tree: NavigationTree) -> Int {
    if let index = treeIndex[tree] { return index }
    trees.append(tree)
    treeIndex[tree] = trees.count - 1
    return trees.count - 1
  }

  /// Fills the last step's `added`, `changed` and `removed` from `before` to `after`.
  private mutating func mark(from before: NavigationTree?, to after: NavigationTree) {
    let old = before.map(TraceTreeState.init) ?? TraceTreeState(empty: ())
    let new = TraceTreeState(after)
    var step = steps[steps.count - 1]
    step.added = new.order.filter { old.states[$0] == nil }.map(\.description)
    step.changed = new.order.filter { id in
      old.states[id].map { $0 != new.states[id] } ?? false
    }.map(\.description)
    step.removed = old.order.filter { new.states[$0] == nil }.compactMap { old.screens[$0] }
    steps[steps.count - 1] = step
  }

  /// The graph node of what `tree` shows: the visible screen's kind, in the selected tab (or
  /// outside the tabs), and the style of the modal on top.
  static func node(of tree: NavigationTree) -> String {
    GraphState.node(of: tree, features: [:]).id
  }
}

/// What the trace compares between two trees: each node's state, by ID.
private struct TraceTreeState {
  /// Node IDs in the order the outline writes them.
  var order: [NodeID] = []
  /// A screen's lifecycle; a container's selection and layout.
  var states: [NodeID: String] = [:]
  /// Each screen as the outline writes it.
  var screens: [NodeID: String] = [:]

  init(empty: Void) {}

  init(_ tree: NavigationTree) {
    let lifecycles = tree.lifecycles
    func visit(_ node: Node) {
      switch node {
      case .screen(let screen):
        order.append(screen.id)
        states[screen.id] = lifecycles[screen.id]?.rawValue ?? ""
        screens[screen.id] = "\(screen)"
      case .stack(let stack):
        order.append(stack.id)
        states[stack.id] = "stack"
        stack.entries.array.forEach(visit)
      case .tabs(let tabs):
        order.append(tabs.id)
        states[tabs.id] = "\(tabs.selectedIndex) \(tabs.showsSidebar)"
        for tab in tabs.tabs { visit(tab.content) }
      case .pages(let pages):
        order.append(pages.id)
        states[pages.id] = "\(pages.currentIndex)"
        for page in pages.pages {
          order.append(page.id)
          states[page.id] = lifecycles[page.id]?.rawValue ?? ""
          screens[page.id] = "\(page)"
        }
      case .split(let split):
        order.append(split.id)
        states[split.id] = split.isCollapsed ? "collapsed \(split.compactColumn)" : "side by side"
        for stack in split.stacks { visit(.stack(stack)) }
      }
    }
    visit(tree.root)
    for modal in tree.modals { visit(modal.content) }
  }
}
