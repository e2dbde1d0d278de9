import Waypoint
import WaypointPlugins

extension AppCoordinator {
  /// Why a link that arrived before the launch waits, as the journal says it.
  static let launchHoldReason = "held until the launch has decided where to go"

  /// A link on its way: what opens it, the tab it lands on, and the flows its draft starts.
  /// Its draft builds again, on the tree as it is then, when it had to wait or is resumed.
  final class LinkLanding {
    /// The intent that opens it, for the journal and refusals.
    let intent: AppIntent
    /// The route it opens.
    let route: Route
    /// What opens the route, and where it lands.
    var opening: AppRegistry.OpenedRoute
    /// The tab it lands on, decided when it arrived: its flow is built for that tab.
    let tab: TabName
    /// The flow the landing pushes; `nil` for a tab's root.
    var flow: FlowCoordinator?
    /// The main tab bar its draft starts when the root is not the main tabs.
    var tabBar: FlowCoordinator?
    /// Whether its request waited in the navigator's queue: its draft was then built on
    /// another tree than the one it was made for, and a landing that no longer fits is
    /// reported while the rest of the draft (the main tabs) goes on.
    var waited = false

    init(intent: AppIntent, route: Route, opening: AppRegistry.OpenedRoute, tab: TabName) {
      self.intent = intent
      self.route = route
      self.opening = opening
      self.tab = tab
    }

    /// The journal's title of its draft.
    var title: String { intent.description }
  }

  /// Reads `link`, finds the entry that opens its route (which may refuse it), and lands on
  /// it in one transaction. Before the launch has decided where to go, the link waits in the
  /// app; afterwards its draft always builds — starting the main tab bar when the root is not
  /// the main tabs — and the login guard holds it while there is no valid session.
  func open(_ link: String, as intent: AppIntent) throws(IntentRefusal) {
    let match: LinkMatch
    do throws(LinkError) {
      match = try registry.links.match(link)
    } catch {
      throw .link(error)
    }
    let opening = try registry.opening(match.value.route)
    guard isLaunchDecided else {
      linkBeforeLaunch = intent  // A newer link replaces it.
      navigator?.journal.recordHeld(intent, because: Self.launchHoldReason)
      return
    }
    try land(makeLanding(opening, for: intent))
  }

  /// Decides the tab a link lands on and builds its flows, on the tree as it is now.
  private func makeLanding(_ opening: AppRegistry.OpenedRoute, for intent: AppIntent)
    throws(IntentRefusal) -> LinkLanding
  {
    let tabs = try? mainTabBar()
    let tab: TabName
    switch opening.landing {
    case .tabRoot(let name, _), .pushed(let name, _):
      tab = name
    case .pushedOnSelectedTab:
      if let tabs {
        tab = tabs.selected.name
      } else {
        // The tab bar the draft starts selects its first tab.
        guard let first = registry.features.compactMap(\.tab).min(by: { $0.order < $1.order })
        else { throw .noMainTabBar }
        tab = first.name
      }
    }
    let landing = LinkLanding(intent: intent, route: opening.route, opening: opening, tab: tab)
    try rebuildFlow(of: landing)
    if tabs == nil { landing.tabBar = try registry.mainTabBar() }
    return landing
  }

  /// Builds the landing's flow again (the entry checks again that it can show the route: an
  /// article may have gone since the link arrived).
  func rebuildFlow(of landing: LinkLanding) throws(IntentRefusal) {
    if case .tabRoot = landing.opening.landing { return }
    landing.opening = try registry.opening(landing.route)
    landing.flow = try registry.flow(landing.opening, in: FlowContext(tab: landing.tab))
  }

  /// Lands in one transaction: the main tab bar first when the root is not the main tabs,
  /// then the modals dismissed, the tab selected, its stack popped or returned to, the page
  /// selected and the flow pushed.
  func land(_ landing: LinkLanding) throws(IntentRefusal) {
    guard let navigator else { throw .appReleased }
    try navigation { () throws(NavigationError) in
      let outcome = try navigator.perform(landing.title, by: self) {
        [weak self] draft throws(NavigationError) in
        guard let self else { throw .inactiveCoordinator("AppCoordinator") }
        try self.build(landing, in: &draft)
      }
      if case .queued = outcome { landing.waited = true }
    }
  }

  /// The parts of a landing, on a draft of the tree as it is when the draft builds.
  private func build(_ landing: LinkLanding, in draft: inout NavigationDraft)
    throws(NavigationError)
  {
    landingInDraft = landing
    if case .tabs = draft.tree.root {
    } else {
      if landing.tabBar == nil { landing.tabBar = try? registry.mainTabBar() }
      guard let tabBar = landing.tabBar else { throw .noVisibleContainer(.tabs) }
      try draft.start(tabBar, as: .replaceRoot(), by: self)
    }
    let (route, target, flow, tab) = (
      landing.route, landing.opening.landing, landing.flow, landing.tab
    )
    guard landing.waited else {
      return try Self.land(route, target, flow: flow, tab: tab, in: &draft)
    }
    var attempt = draft
    do throws(NavigationError) {
      try Self.land(route, target, flow: flow, tab: tab, in: &attempt)
      draft = attempt
    } catch {
      report(landing.intent, .navigation(error), journaled: false)  // The draft goes on.
    }
  }

  /// The parts of a landing, added to a draft whose root is the main tab bar.
  private static func land(
    _ route: Route, _ landing: Landing, flow: FlowCoordinator?, tab: TabName,
    in draft: inout NavigationDraft
  ) throws(NavigationError) {
    guard case .tabs(let tabs) = draft.tree.root else { throw .noVisibleContainer(.tabs) }
    if !draft.tree.modals.isEmpty { try draft.perform(.dismissAll) }
    let name = tab  // For `pushedOnSelectedTab`, the tab that was selected: its flow's context.
    guard let content = tabs.tabs.first(where: { $0.name == name })?.content else {
      throw .unknownTab(name)
    }
    guard case .stack(let stack) = content else {
      throw .wrongKind(content.id, expected: .stack, found: content.kind)
    }
    if tabs.selected.name != name { try draft.perform(.selectTab(.named(name), in: tabs.id)) }
    let entries = stack.entries.array
    // A screen already in the stack is returned to, not pushed again.
    let existing = entries.dropFirst().last { entry in
      if case .screen(let screen) = entry { screen.route == route } else { false }
    }
    func returnTo(_ entry: Node) throws(NavigationError) {
      if entry.id != entries.last?.id { try draft.perform(.popTo(entry.id)) }
    }
    func show(_ page: Route?) throws(NavigationError) {
      guard let page else { return }
      guard case .pages(let pages) = entries[0] else {
        throw .wrongKind(entries[0].id, expected: .pages, found: entries[0].kind)
      }
      if pages.current.route != page { try draft.perform(.selectPage(.route(page), in: pages.id)) }
    }
    func push() throws(NavigationError) {
      guard let flow, let tabFlow = draft.coordinator(anchoredAt: stack.id) else {
        throw .illegalStep("the \(name) tab has no flow to push \(route) on")
      }
      try draft.start(flow, as: .push(onto: stack.id), by: tabFlow)
    }
    switch landing {
    case .tabRoot(_, let page):
      if entries.count > 1 { try draft.perform(.popToRoot(stack: stack.id)) }
      try show(page)
    case .pushed(_, let page):
      if let existing {
        try returnTo(existing)
      } else if entries.count > 1 {
        try draft.perform(.popToRoot(stack: stack.id))
      }
      try show(page)
      if existing == nil { try push() }
    case .pushedOnSelectedTab:
      if let existing { try returnTo(existing) } else { try push() }
    }
  }
}
