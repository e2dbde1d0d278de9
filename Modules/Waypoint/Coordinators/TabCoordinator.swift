/// A coordinator for a tab container: one child flow per tab, each in its own stack.
///
/// Start it like any flow, usually replacing the root (a tab bar is never pushed onto a stack).
/// Each tab's flow becomes a child, embedded at its tab's stack; tapping the selected tab pops
/// that stack to its root.
///
/// ```swift
/// let tabs = TabCoordinator(tabs: [("Today", TodayCoordinator()), ("Bookmarks", BookmarksCoordinator())])
/// try app.start(tabs, as: .replaceRoot())
/// ```
@MainActor
open class TabCoordinator: FlowCoordinator {
  /// The names of the tabs, in tab-bar order.
  public let tabNames: [TabName]
  private var flows: [FlowCoordinator]
  /// Each tab's saved back stack, kept aside with its models and flows (see
  /// ``replaceFlow(of:with:)``).
  var savedStacks: [TabName: ParkedEntries] = [:]

  /// Creates a tab coordinator.
  /// - Parameters:
  ///   - tabs: Each tab's name and flow; the flow's initial content goes in a stack.
  ///   - selected: The index of the tab selected first.
  ///   - style: How the container shows its tabs: ``TabsStyle/sidebarAdaptable`` makes it a
  ///     sidebar at regular width.
  public init(
    tabs: [(name: TabName, flow: FlowCoordinator)], selected: Int = 0, style: TabsStyle = .tabBar
  ) {
    tabNames = tabs.map(\.name)
    flows = tabs.map(\.flow)
    super.init(
      initialContent: .tabs(
        tabs.map { Content.TabContent($0.name, $0.flow.initialContent.inStack) },
        selected: selected, style: style))
  }

  /// Pairs each tab flow with its tab's content. Refuses tabs of another kind or with other
  /// names (``NavigationError/tabsMismatch(expected:found:)``, when embedded at an existing
  /// container). A flow given for two tabs is refused by the navigator when it plans the
  /// adoptions (``NavigationError/alreadyStarted(_:)``).
  override func flowsToEmbed(at node: Node) throws(NavigationError) -> [(FlowCoordinator, Node)] {
    guard case .tabs(let tabs) = node else {
      throw .wrongKind(node.id, expected: .tabs, found: node.kind)
    }
    guard tabs.names == tabNames else { throw .tabsMismatch(expected: tabNames, found: tabs.names) }
    return Array(zip(flows, tabs.tabs.map(\.content)))
  }

  override func didPlace(_ node: Node) {
    flows = []  // The navigator holds them now, as this coordinator's children.
  }

  override func container(observedAt node: Node) -> NodeID? { node.id }

  /// The tab container as it is now; `nil` when not running.
  public var container: Tabs? {
    guard let anchor else { return nil }
    return try? navigator?.tree.tabs(anchor)
  }

  /// The name of the selected tab; `nil` when not running.
  public var selectedTab: TabName? { container?.selected.name }

  /// Selects a tab by name; selecting the selected tab pops it to its root.
  @discardableResult
  public func select(_ name: TabName) throws(NavigationError) -> RequestOutcome {
    try navigate(.selectTab(.named(name), in: anchor))
  }

  /// Called after the selected tab changed, by the user or programmatically.
  open func didSelectTab(_ name: TabName) {}

  override func containerDidChange(_ step: Step) {
    if case .selectTab(let index, _) = step, tabNames.indices.contains(index) {
      didSelectTab(tabNames[index])
    }
  }
}
