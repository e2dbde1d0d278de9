package import Waypoint
package import WaypointPlugins

/// Why the saved navigation was not restored: what the app no longer accepts in it.
package enum RestorationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The main tab bar has other tabs now.
  case tabsChanged(saved: [TabName], now: [TabName])
  /// The tree has a container where the app never puts one.
  case unsupported(String)
  /// No entry opens this screen, and the flow below it does not show it.
  case notShown(Route)
  /// The entry that opens this screen refused it (an article that no longer exists).
  case refused(Route, IntentRefusal)
  /// The tree rebuilt from the saved one was refused (a page that no longer exists).
  case navigation(NavigationError)

  package var description: String {
    switch self {
    case .tabsChanged(let saved, let now):
      "the tabs were \(saved.map(\.rawValue)) and are \(now.map(\.rawValue)) now"
    case .unsupported(let what): what
    case .notShown(let route): "no feature shows \(route) there"
    case .refused(let route, let refusal): "\(route) cannot be shown: \(refusal)"
    case .navigation(let error): "\(error)"
    }
  }
}

/// What became of the saved navigation at launch.
package enum RestorationOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The saved tree was rebuilt: every screen, its flow and its model.
  case restored
  /// Nothing was saved (or the file could not be read: its problem is reported).
  case nothingSaved
  /// The saved tree shows no main tabs (launch, onboarding, login): the app starts fresh.
  case nothingToRestore
  /// The saved screens are behind login and the session is gone: the app starts fresh.
  case loggedOut
  /// The app refused the saved tree (why); the file was kept aside and the app starts fresh.
  case refused(RestorationRefusal)
  /// The last launch ended while it restored the saved tree, before the tree had settled once:
  /// the file was kept aside and the app starts fresh, so a tree that ends the app when it is
  /// restored does not end it at every launch.
  case interrupted

  package var description: String {
    switch self {
    case .restored: "restored the saved navigation"
    case .nothingSaved: "no saved navigation"
    case .nothingToRestore: "the saved navigation shows no main tabs: starting fresh"
    case .loggedOut: "the saved navigation is behind login and the session is gone: starting fresh"
    case .refused(let why): "the saved navigation could not be restored (\(why)): starting fresh"
    case .interrupted:
      "the last launch ended while restoring the saved navigation, so it was kept aside: "
        + "starting fresh"
    }
  }
}

extension AppCoordinator {
  /// Whether a request waited in the navigator's queue: its draft is then built later, on the
  /// tree as it is then, and must not assume what was checked when it was made.
  final class Submission {
    var waited = false
  }

  /// A saved tree turned into flows and screens, before anything changes: each tab's pushed
  /// screens and each modal, as flows the registry built or screens the flow below places.
  struct RestorationPlan {
    enum Item {
      case flow(FlowCoordinator)
      case screen(Route)
    }

    struct Modal {
      var style: ModalStyle
      var inStack: Bool
      var items: [Item]
    }

    var tabBar: FlowCoordinator
    var roots: [Node]
    var pushes: [[Item]]
    var selected: Int
    var modals: [Modal]
  }

  /// Restores `saved` as taps would have built it, in one transaction from the launch screen,
  /// with what its screens kept put back into their rebuilt models before they show (a state
  /// that no longer reads is dropped, and listed in ``screenStateProblems``); the app starts
  /// fresh (at the splash) when it cannot.
  func restore(_ savedNavigation: SavedNavigation) -> RestorationOutcome {
    let saved = savedNavigation.tree
    guard case .tabs = saved.root else { return .nothingToRestore }
    guard dependencies.session.hasValidSession else { return .loggedOut }
    do throws(RestorationRefusal) {
      let plan = try restorationPlan(saved)
      guard let navigator else { throw .unsupported("the app was released") }
      // Restoration runs as the app starts, when nothing else runs; should it ever have to
      // wait, it would find another tree: it then does nothing and the app starts fresh.
      let submission = Submission()
      let outcome: RequestOutcome
      do throws(NavigationError) {
        outcome = try navigator.perform("restore the saved navigation", by: self) {
          [weak self] draft throws(NavigationError) in
          guard let self, !submission.waited else { return }
          try Self.rebuild(plan, by: self, in: &draft)
          savedNavigation.screens.restore(
            saved: saved, into: &draft,
            restored: { [weak self] route in self?.restoredScreenStates.append(route) },
            problem: { [weak self] problem in self?.screenStateProblems.append(problem) })
        }
      } catch {
        throw .navigation(error)
      }
      guard case .applied = outcome else {
        submission.waited = true
        throw .unsupported("the restoration would have had to wait for another change")
      }
      return .restored
    } catch {
      return .refused(error)
    }
  }

  /// Turns the saved tree into flows (built by the registry, as taps build them) and screens
  /// placed by the flow below, refusing what the app no longer accepts.
  private func restorationPlan(_ saved: NavigationTree) throws(RestorationRefusal)
    -> RestorationPlan
  {
    guard case .tabs(let tabs) = saved.root else { throw .unsupported("no main tabs") }
    if let refusal = AppFeatures.routes.refusal(in: saved) { throw .navigation(refusal) }
    let now = registry.features.compactMap(\.tab).sorted { $0.order < $1.order }
    guard tabs.names == now.map(\.name) else {
      throw .tabsChanged(saved: tabs.names, now: now.map(\.name))
    }
    let tabBar: FlowCoordinator
    do throws(IntentRefusal) {
      tabBar = try registry.mainTabBar()
    } catch {
      throw .unsupported("the main tab bar cannot be built: \(error)")
    }
    var plan = RestorationPlan(
      tabBar: tabBar, roots: [], pushes: [], selected: tabs.selectedIndex, modals: [])
    var topShows: Set<String> = []
    for (index, tab) in tabs.tabs.enumerated() {
      guard case .stack(let stack) = tab.content else {
        throw .unsupported("the \(tab.name) tab holds a \(tab.content.kind), not a stack")
      }
      var shows = Set(now[index].shows.map(\.name))
      plan.roots.append(stack.rootEntry)
      var items: [RestorationPlan.Item] = []
      for entry in stack.entries.array.dropFirst() {
        items.append(try item(for: entry, on: tab.name, shows: &shows))
      }
      plan.pushes.append(items)
      if index == tabs.selectedIndex { topShows = shows }
    }
    // A dialog asks about a change the process held, which did not outlive it: it is never
    // restored (the navigation store does not save it either).
    for modal in saved.modals where !modal.style.isDialog {
      let entries: [Node]
      switch modal.content {
      case .screen: entries = [modal.content]
      case .stack(let stack): entries = stack.entries.array
      default: throw .unsupported("a \(modal.content.kind) is presented")
      }
      var items: [RestorationPlan.Item] = []
      for entry in entries {
        items.append(try item(for: entry, on: tabs.selected.name, shows: &topShows))
      }
      let inStack = if case .stack = modal.content { true } else { false }
      plan.modals.append(.init(style: modal.style, inStack: inStack, items: items))
    }
    return plan
  }

  /// A saved screen as a flow (an entry opens it) or as a screen the flow below shows.
  private func item(
    for node: Node, on tab: TabName, shows: inout Set<String>
  ) throws(RestorationRefusal) -> RestorationPlan.Item {
    guard case .screen(let screen) = node else {
      throw .unsupported("a \(node.kind) stands where the app puts screens")
    }
    let route = screen.route
    let opening: AppRegistry.OpenedRoute
    do throws(IntentRefusal) {
      opening = try registry.opening(route)
    } catch .nothingOpens {
      guard shows.contains(route.name) else { throw .notShown(route) }
      return .screen(route)
    } catch {
      throw .refused(route, error)
    }
    if case .tabRoot = opening.landing {
      throw .unsupported("\(route) is a tab's root, not a screen pushed on it")
    }
    do throws(IntentRefusal) {
      let flow = try registry.flow(opening, in: FlowContext(tab: tab))
      shows = Set(opening.shows.map(\.name))
      return .flow(flow)
    } catch {
      throw .refused(route, error)
    }
  }

  /// The parts that rebuild the plan on a draft of the launch tree.
  private static func rebuild(
    _ plan: RestorationPlan, by app: AppCoordinator, in draft: inout NavigationDraft
  ) throws(NavigationError) {
    try draft.start(plan.tabBar, as: .replaceRoot(), by: app)
    guard case .tabs(let tabs) = draft.tree.root else { throw .noVisibleContainer(.tabs) }
    var owners: [Coordinator] = []
    for (index, tab) in tabs.tabs.enumerated() {
      guard case .stack(let stack) = tab.content,
        let tabFlow = draft.coordinator(anchoredAt: stack.id)
      else { throw .illegalStep("the \(tab.name) tab has no flow") }
      try restoreRoot(plan.roots[index], at: stack.rootEntry, on: tab.name, in: &draft)
      owners.append(try place(plan.pushes[index], onto: stack.id, by: tabFlow, in: &draft))
    }
    if plan.selected != tabs.selectedIndex {
      try draft.perform(.selectTab(.index(plan.selected), in: tabs.id))
    }
    var owner = owners[plan.selected]
    for modal in plan.modals {
      guard let first = modal.items.first else { continue }
      switch first {
      case .flow(let flow):
        try draft.start(flow, as: .present(modal.style, inStack: modal.inStack), by: owner)
        owner = flow
      case .screen(let route):
        let style = PresentationStyle.present(modal.style, inStack: modal.inStack)
        if let child = try restoreChild(route, as: style, by: owner, in: &draft) {
          owner = child
        } else {
          let content: Content = modal.inStack ? .stack([.screen(route)]) : .screen(route)
          try draft.perform(.present(content, style: modal.style), by: owner)
        }
      }
      guard modal.items.count > 1, let top = draft.tree.modals.last else { continue }
      owner = try place(Array(modal.items.dropFirst()), onto: top.content.id, by: owner, in: &draft)
    }
  }

  /// Pushes items onto a stack, each flow by the flow below it; returns the topmost flow.
  private static func place(
    _ items: [RestorationPlan.Item], onto stack: NodeID, by owner: Coordinator,
    in draft: inout NavigationDraft
  ) throws(NavigationError) -> Coordinator {
    var owner = owner
    for item in items {
      switch item {
      case .flow(let flow):
        try draft.start(flow, as: .push(onto: stack), by: owner)
        owner = flow
      case .screen(let route):
        if let child = try restoreChild(route, as: .push(onto: stack), by: owner, in: &draft) {
          owner = child
        } else {
          try draft.perform(.push(.screen(route), onto: stack), by: owner)
        }
      }
    }
    return owner
  }

  /// The child flow the flow below rebuilds for a saved screen, as it starts it itself (a flow
  /// it started for its result); `nil` when the screen is the flow's own.
  private static func restoreChild(
    _ route: Route, as style: PresentationStyle, by owner: Coordinator,
    in draft: inout NavigationDraft
  ) throws(NavigationError) -> FlowCoordinator? {
    guard let restorer = owner as? any RestoresChildFlows else { return nil }
    return try restorer.restoreChild(showing: route, as: style, in: &draft)
  }

  /// Shows the saved root of a tab on the rebuilt one: the same screen, or the same pages
  /// with the saved page current.
  private static func restoreRoot(
    _ saved: Node, at live: Node, on tab: TabName, in draft: inout NavigationDraft
  ) throws(NavigationError) {
    switch (saved, live) {
    case (.screen(let old), .screen(let new)) where old.route == new.route:
      return
    case (.pages(let old), .pages(let new)):
      guard old.pages.map(\.route) == new.pages.map(\.route) else {
        throw .illegalStep(
          "the pages of the \(tab) tab were \(old.pages.map(\.route)) and are "
            + "\(new.pages.map(\.route))")
      }
      guard let index = new.pages.firstIndex(where: { $0.route == old.current.route }) else {
        throw .unknownPage(old.current.route)
      }
      if index != new.currentIndex { try draft.perform(.selectPage(.index(index), in: new.id)) }
    default:
      throw .illegalStep("the root of the \(tab) tab was \(saved.summary) and is \(live.summary)")
    }
  }
}
