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
      return try draft.land(route, at: target, flow: flow, on: tab)
    }
    var attempt = draft
    do throws(NavigationError) {
      try attempt.land(route, at: target, flow: flow, on: tab)
      draft = attempt
    } catch {
      report(landing.intent, .navigation(error), journaled: false)  // The draft goes on.
    }
  }
}
