import AppNavigation
import Waypoint

extension AppCoordinator {
  /// Why a link waits, as the journal says it.
  static let linkHoldReason = "held until the main tabs show (launch, onboarding or login)"

  /// Reads `link`, finds the entry that opens its route (which may refuse it), and lands on
  /// it — or holds it while the main tabs are not shown, replacing any link held before.
  func open(_ link: String, as intent: AppIntent) throws(IntentRefusal) {
    let match: LinkMatch
    do throws(LinkError) {
      match = try registry.links.match(link)
    } catch {
      throw .link(error)
    }
    let opening = try registry.opening(match.value.route)
    guard let navigator, case .tabs = navigator.tree.root else {
      hold(intent, opening)
      return
    }
    try land(opening, for: intent, title: intent.description, tabBar: nil)
  }

  /// Holds a link until the main tabs show; a newer link replaces it.
  func hold(_ intent: AppIntent, _ opening: FeatureRegistry.Opening) {
    heldLink = (intent, opening)
    navigator?.journal.recordHeld(intent, because: Self.linkHoldReason)
  }

  /// Whether a request waited in the navigator's queue: its draft is then built later, on the
  /// tree as it is then, and must not assume what was checked when it was made.
  final class Submission {
    var waited = false
  }

  /// Lands on an opening in one transaction: builds its flow (the feature may refuse), then
  /// dismisses the modals, selects the tab, pops its stack or returns to the screen, selects
  /// the page and pushes the flow — after starting `tabBar` in place of the root, when given.
  ///
  /// When the request has to wait (another transaction runs), the app may have moved on by
  /// the time it runs: a link that finds no main tabs then is held again, and one that cannot
  /// land is reported as refused; a tab bar it goes with still shows.
  func land(
    _ opening: FeatureRegistry.Opening, for intent: AppIntent, title: String,
    tabBar: FlowCoordinator?
  ) throws(IntentRefusal) {
    guard let navigator else { throw .appReleased }
    let tab: TabName
    switch opening.landing {
    case .tabRoot(let name, _), .pushed(let name, _):
      tab = name
    case .pushedOnSelectedTab:
      if tabBar != nil {
        guard let first = registry.features.compactMap(\.tab).min(by: { $0.order < $1.order })
        else { throw .noMainTabBar }
        tab = first.name
      } else {
        tab = try mainTabBar().selected.name
      }
    }
    var flow: FlowCoordinator?
    if case .tabRoot = opening.landing {
    } else {
      flow = try registry.flow(opening, in: FlowContext(tab: tab))
    }
    let submission = Submission()
    try navigation { () throws(NavigationError) in
      let outcome = try navigator.perform(title, by: self) {
        [weak self] draft throws(NavigationError) in
        guard let self else { throw .inactiveCoordinator("AppCoordinator") }
        if let tabBar { try draft.start(tabBar, as: .replaceRoot(), by: self) }
        guard submission.waited else {
          return try Self.land(opening.route, opening.landing, flow: flow, tab: tab, in: &draft)
        }
        guard case .tabs = draft.tree.root else { return self.hold(intent, opening) }
        var attempt = draft
        do throws(NavigationError) {
          try Self.land(opening.route, opening.landing, flow: flow, tab: tab, in: &attempt)
          draft = attempt
        } catch {
          self.report(intent, .navigation(error), journaled: false)  // The draft goes on.
        }
      }
      if case .queued = outcome { submission.waited = true }
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
