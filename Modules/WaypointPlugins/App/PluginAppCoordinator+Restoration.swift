public import Waypoint

/// Why the saved navigation, or a part of it, was not restored: what the app no longer accepts
/// in it.
public enum RestorationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tree has a container where the app never puts one.
  case unsupported(String)
  /// No entry opens this screen, and the flow below it does not show it.
  case notShown(Route)
  /// The entry that opens this screen refused it (an article that no longer exists).
  case refused(Route, IntentRefusal)
  /// The tree rebuilt from the saved one was refused (a page that no longer exists).
  case navigation(NavigationError)
  /// The app's own code showed it, not Waypoint (`Route.foreign(_:)`): Waypoint
  /// cannot make it again.
  case foreign(Route)
  /// It shows the screens of another account than the one signed in (`saved`: the account it
  /// records; `nil` when it records none): it is kept aside unread
  /// (``AccessRule/init(named:account:signedOutElsewhere:)``).
  case anotherAccount(saved: String?)

  public var description: String {
    switch self {
    case .unsupported(let what): what
    case .notShown(let route): "no feature shows \(route) there"
    case .refused(let route, let refusal): "\(route) cannot be shown: \(refusal)"
    case .navigation(let error): "\(error)"
    case .foreign(let route):
      "\(route) was shown by the app's own code, which Waypoint cannot show again"
    case .anotherAccount(let saved):
      saved == nil
        ? "it records no account, and only the account that saved it may restore it"
        : "it was saved by another account than the one signed in"
    }
  }
}

/// A part of the saved navigation that the restoration dropped, and why; the rest was
/// restored. Only an unreadable structure refuses the whole file.
public enum RestorationDrop: Hashable, Sendable, CustomStringConvertible {
  /// A saved stack entry that cannot be shown now (`entry`, as the tree summarises it), with
  /// the entries above it in its stack and the modals presented over them: `alsoDropped`
  /// entries in all.
  case entry(String, because: RestorationRefusal, alsoDropped: Int)
  /// A tab the app no longer has, with its `entries` (and, when it was the selected one, the
  /// modals presented over it); the first tab is then selected instead.
  case tab(TabName, entries: Int, wasSelected: Bool)
  /// What a migration from an older version removed, as the app's update said it would
  /// (``NavigationVersions``).
  case migration(MigrationRemoval)

  /// The saved entries the drop took (stack entries and modal levels' entries).
  public var entries: Int {
    switch self {
    case .entry(_, _, let also): 1 + also
    case .tab(_, let entries, _): entries
    case .migration(let removal): removal.entries
    }
  }

  public var description: String {
    switch self {
    case .entry(let entry, let why, let also):
      "dropped \(entry)\(also > 0 ? " and the \(also) above it" : ""): \(why)"
    case .tab(let name, let entries, let selected):
      "dropped the \(name) tab (\(entries) entr\(entries == 1 ? "y" : "ies")): the app has no such tab"
        + (selected ? "; the first tab is selected" : "")
    case .migration(let removal): "\(removal)"
    }
  }
}

/// What became of the saved navigation at launch.
public enum RestorationOutcome: Hashable, Sendable, CustomStringConvertible {
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
  /// The restoration could not be marked (the store's problem), so it did not run: a saved
  /// tree that ended the app as it was restored would end it at every launch. The app starts
  /// fresh; the file stays for the next launch.
  case notMarked(StoreProblem)

  public var description: String {
    switch self {
    case .restored: "restored the saved navigation"
    case .nothingSaved: "no saved navigation"
    case .nothingToRestore: "the saved navigation shows no main tabs: starting fresh"
    case .loggedOut: "the saved navigation is behind login and the session is gone: starting fresh"
    case .refused(let why): "the saved navigation could not be restored (\(why)): starting fresh"
    case .interrupted:
      "the last launch ended while restoring the saved navigation, so it was kept aside: "
        + "starting fresh"
    case .notMarked(let problem):
      "the restoration could not be marked (\(problem.reason)), so the saved navigation was not "
        + "restored: starting fresh"
    }
  }
}

extension PluginAppCoordinator {
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

    /// What the root shows.
    enum Root {
      /// The main tab bar.
      case tabs(FlowCoordinator)
      /// The flow of the app's own root (an app without a tab bar): a stack, a split or a
      /// page container, in a stack of its own when `inStack`. The plan's lists have one
      /// element, for that root, as they have one per tab of a tab bar.
      case own(FlowCoordinator, inStack: Bool)
    }

    var root: Root
    /// Each tab's saved root, in the app's tab order; `nil` for a tab that was not saved.
    var roots: [Node?]
    var pushes: [[Item]]
    /// For a tab that is a split, what its detail column showed (root first) and the column
    /// that was on top; empty and `nil` for other tabs.
    var details: [[Item]] = []
    var compactColumns: [SplitColumn?] = []
    var selected: Int
    var modals: [Modal]
    /// What was dropped from the saved tree.
    var drops: [RestorationDrop] = []
  }

  /// Restores at launch when ``launchMode`` asks to (the system ended the app in the
  /// background), and records what became of it in ``restoration``.
  /// - Returns: Whether the saved navigation was restored: the launch has then decided where
  ///   to go. Otherwise the app starts fresh.
  func restoreAtLaunch() -> Bool {
    switch launchMode {
    case .fresh:
      return false
    case .interruptedRestoring:
      restoration = .interrupted
    case .unmarkedRestoring(let problem):
      restoration = .notMarked(problem)
    case .restoring(let saved):
      restoration = saved.map { restore($0) } ?? .nothingSaved
    }
    launchMode = .fresh
    guard restoration == .restored else { return false }
    launchDecided()
    return true
  }

  /// Restores what is still valid of `saved` as taps would have built it, in one transaction
  /// from the launch screen: the main tab bar from the registry, each saved screen's flow from
  /// the entry that opens it (its destination), each other screen placed by the flow below it.
  /// A screen that cannot be shown now takes the screens above it in its stack with it, and
  /// the modals presented over them; a tab the app no longer has is dropped (the first tab is
  /// selected when it was the selected one); each drop is listed in ``restorationDrops`` and
  /// journaled. Only a structure the app never builds refuses it all. What its screens kept
  /// is put back into their rebuilt models before they show (a state that no longer reads is
  /// dropped, and listed in ``screenStateProblems``), and so are the objects they kept when
  /// the window last went in this process (``retainedObjects``, listed in
  /// ``adoptedObjects``).
  ///
  /// The saved screens are behind access (``AppRules/access``): without it,
  /// nothing is restored (``RestorationOutcome/loggedOut``). With accounts
  /// (``AccessRule/init(named:account:signedOutElsewhere:)``), only the account that saved them
  /// gets them back: another account's file is refused
  /// (``RestorationRefusal/anotherAccount(saved:)``).
  public func restore(_ savedNavigation: SavedNavigation) -> RestorationOutcome {
    let saved = savedNavigation.tree
    // Kept objects are given back now or never: those not given back go with this launch.
    let retained = retainedObjects
    retainedObjects = RetainedObjects()
    guard showsMainScreens(saved) else { return .nothingToRestore }
    guard isAccessGranted else { return .loggedOut }
    if let refusal = accountRefusal(of: savedNavigation) { return .refused(refusal) }
    do throws(RestorationRefusal) {
      let plan: RestorationPlan =
        if case .tabs = saved.root {
          try restorationPlan(saved)
        } else {
          try ownRootRestorationPlan(saved)
        }
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
          retained.restore(
            saved: saved, into: &draft,
            adopted: { [weak self] route in self?.adoptedObjects.append(route) })
        }
      } catch {
        throw .navigation(error)
      }
      guard case .applied = outcome else {
        submission.waited = true
        throw .unsupported("the restoration would have had to wait for another change")
      }
      restorationDrops = savedNavigation.removals.map(RestorationDrop.migration) + plan.drops
      restoredFromVersion = savedNavigation.migratedFrom
      for drop in restorationDrops {
        navigator.journal.recordRefusal(of: "restore the saved navigation", because: drop)
      }
      if !restorationDrops.isEmpty {
        let change = UnaskedChange.restorationDropped(count: restorationDrops.count)
        if let words = announcement(for: change) { navigator.announce(words) }
      }
      return .restored
    } catch {
      return .refused(error)
    }
  }

  /// Whether `saved` shows what the app shows once the launch has decided where to go, so it
  /// is worth restoring: the main tabs in an app with a tab bar; in an app without one, its
  /// own stack on a screen that an entry opens as the root (``Landing/root(in:page:)``), not a
  /// splash or a login.
  func showsMainScreens(_ saved: NavigationTree) -> Bool {
    if registry.hasMainTabBar {
      if case .tabs = saved.root { return true }
      return false
    }
    guard let route = Self.rootRoute(of: saved.root),
      let destination = try? registry.destination(of: route)
    else { return false }
    return destination.landing.isRoot
  }

  /// The route of the screen at the root of `node` (a stack's root entry, a split's primary
  /// column's, a page container's current page), which the entry that opens it as the root
  /// builds the root's flow for; `nil` when there is none.
  static func rootRoute(of node: Node) -> Route? {
    switch node {
    case .screen(let screen): screen.route
    case .pages(let pages): pages.current.route
    case .stack(let stack): rootRoute(of: stack.rootEntry)
    case .split(let split): rootRoute(of: split.primary.rootEntry)
    case .tabs: nil
    }
  }

  /// Turns a saved tree whose root is the app's own (an app without a tab bar: a stack, a
  /// split or a page container) into flows and screens: the root's flow, from the entry that
  /// opens its root screen as the root; the screens pushed over it (and, in a split, what its
  /// detail column showed); the modals.
  private func ownRootRestorationPlan(_ saved: NavigationTree) throws(RestorationRefusal)
    -> RestorationPlan
  {
    guard let route = Self.rootRoute(of: saved.root) else {
      throw .unsupported("the root shows no screen an entry opens")
    }
    let root: FlowCoordinator
    let destination: FeatureRegistry<Dependencies, Intent>.Destination
    do throws(IntentRefusal) {
      destination = try registry.destination(of: route)
      root = try registry.flow(destination, in: .root)
    } catch {
      throw .refused(route, error)
    }
    let split: Split? = if case .split(let split) = saved.root { split } else { nil }
    if split?.supplementary != nil {
      throw .unsupported("the root's split has a supplementary column")
    }
    let stack: Stack? =
      if case .stack(let stack) = saved.root { stack } else { split?.primary }
    let inStack = if case .stack = saved.root { true } else { false }
    var plan = RestorationPlan(
      root: .own(root, inStack: inStack), roots: [stack?.rootEntry ?? saved.root], pushes: [],
      details: [], compactColumns: [split?.compactColumn], selected: 0, modals: [])
    var shows = Set(destination.shows.map(\.name))
    let modals = saved.modals.filter { !$0.style.isDialog }
    let over = modals.reduce(0) { $0 + Self.entries(of: $1.content) }
    let columns = [
      Array(stack?.entries.array.dropFirst() ?? []), split?.detail?.entries.array ?? [],
    ]
    var restored: [[RestorationPlan.Item]] = []
    columnLoop: for (number, entries) in columns.enumerated() {
      var items: [RestorationPlan.Item] = []
      defer { restored.append(items) }
      for (index, entry) in entries.enumerated() {
        do throws(RestorationRefusal) {
          items.append(try item(for: entry, on: nil, shows: &shows))
        } catch {
          // The entry takes the entries above it with it, the columns after its own, and
          // the modals presented over them.
          let after = columns.dropFirst(number + 1).reduce(0) { $0 + $1.count }
          let above = entries.count - index - 1 + after + over
          plan.drops.append(.entry(Self.name(of: entry), because: error, alsoDropped: above))
          break columnLoop
        }
      }
    }
    plan.pushes = [restored[0]]
    plan.details = [restored.count > 1 ? restored[1] : []]
    guard plan.drops.isEmpty else { return plan }
    plan.modals = try modalPlan(modals, on: nil, shows: &shows, drops: &plan.drops)
    return plan
  }

  /// Turns the saved tree into flows (built by the registry, as taps build them) and screens
  /// placed by the flow below, refusing what the app no longer accepts.
  private func restorationPlan(_ saved: NavigationTree) throws(RestorationRefusal)
    -> RestorationPlan
  {
    guard case .tabs(let tabs) = saved.root else { throw .unsupported("no main tabs") }
    let now = registry.tabs
    let tabBar: FlowCoordinator
    do throws(IntentRefusal) {
      tabBar = try registry.mainTabBar()
    } catch {
      throw .unsupported("the main tab bar cannot be built: \(error)")
    }
    let selectedName = tabs.selected.name
    let selected = now.firstIndex { $0.name == selectedName }
    var plan = RestorationPlan(
      root: .tabs(tabBar), roots: [], pushes: [], selected: selected ?? 0, modals: [])
    // A dialog asks about a change the process held, which did not outlive it: it is never
    // restored (the navigation store does not save it either).
    let modals = saved.modals.filter { !$0.style.isDialog }
    for tab in tabs.tabs where !now.contains(where: { $0.name == tab.name }) {
      let isSelected = tab.name == selectedName
      // The modals were presented over the selected tab: they go with it.
      let over = isSelected ? modals.reduce(0) { $0 + Self.entries(of: $1.content) } : 0
      plan.drops.append(
        .tab(tab.name, entries: Self.entries(of: tab.content) + over, wasSelected: isSelected))
    }
    var topShows: Set<String> = []
    var topComplete = selected != nil
    for live in now {
      guard let tab = tabs.tabs.first(where: { $0.name == live.name }) else {
        plan.roots.append(nil)  // A tab added since: it shows its root.
        plan.pushes.append([])
        plan.details.append([])
        plan.compactColumns.append(nil)
        continue
      }
      // A split tab: its primary column is the tab's stack; its detail column is restored
      // after it, as the tab's flow showed it.
      let split: Split? = if case .split(let split) = tab.content { split } else { nil }
      let stack: Stack
      if let split {
        stack = split.primary
      } else if case .stack(let tabStack) = tab.content {
        stack = tabStack
      } else {
        throw .unsupported("the \(tab.name) tab holds a \(tab.content.kind), not a stack")
      }
      if split?.supplementary != nil {
        throw .unsupported("the \(tab.name) tab's split has a supplementary column")
      }
      var shows = Set(live.shows.map(\.name))
      plan.roots.append(stack.rootEntry)
      let isSelected = tab.name == selectedName
      let over = isSelected ? modals.reduce(0) { $0 + Self.entries(of: $1.content) } : 0
      let detail = split?.detail?.entries.array ?? []
      let columns = [Array(stack.entries.array.dropFirst()), detail]
      var restored: [[RestorationPlan.Item]] = []
      columnLoop: for (number, entries) in columns.enumerated() {
        var items: [RestorationPlan.Item] = []
        defer { restored.append(items) }
        for (index, entry) in entries.enumerated() {
          do throws(RestorationRefusal) {
            items.append(try item(for: entry, on: tab.name, shows: &shows))
          } catch {
            // The entry takes the entries above it with it, the columns after its own, and
            // the modals presented over them.
            let after = columns.dropFirst(number + 1).reduce(0) { $0 + $1.count }
            let above = entries.count - index - 1 + after
            plan.drops.append(
              .entry(Self.name(of: entry), because: error, alsoDropped: above + over))
            if isSelected { topComplete = false }
            break columnLoop
          }
        }
      }
      plan.pushes.append(restored[0])
      plan.details.append(restored.count > 1 ? restored[1] : [])
      plan.compactColumns.append(split?.compactColumn)
      if isSelected { topShows = shows }
    }
    guard topComplete else { return plan }
    plan.modals = try modalPlan(
      modals, on: tabs.selected.name, shows: &topShows, drops: &plan.drops)
    return plan
  }

  /// The saved modals as flows and screens, bottom first, over a tab (`nil`: the root's own
  /// stack) whose top flow shows `shows`: an entry that cannot be shown now takes the entries
  /// above it with it (listed in `drops`).
  private func modalPlan(
    _ modals: [Waypoint.Modal], on tab: TabName?, shows: inout Set<String>,
    drops: inout [RestorationDrop]
  ) throws(RestorationRefusal) -> [RestorationPlan.Modal] {
    var planned: [RestorationPlan.Modal] = []
    var remaining = modals.reduce(0) { $0 + Self.entries(of: $1.content) }
    modalLoop: for modal in modals {
      let entries: [Node]
      switch modal.content {
      case .screen: entries = [modal.content]
      case .stack(let stack): entries = stack.entries.array
      default: throw .unsupported("a \(modal.content.kind) is presented")
      }
      let inStack = if case .stack = modal.content { true } else { false }
      var items: [RestorationPlan.Item] = []
      for entry in entries {
        remaining -= 1
        do throws(RestorationRefusal) {
          items.append(try item(for: entry, on: tab, shows: &shows))
        } catch {
          drops.append(.entry(Self.name(of: entry), because: error, alsoDropped: remaining))
          if !items.isEmpty {
            planned.append(.init(style: modal.style, inStack: inStack, items: items))
          }
          break modalLoop
        }
      }
      planned.append(.init(style: modal.style, inStack: inStack, items: items))
    }
    return planned
  }

  /// How a drop names a saved entry: its route, or the kind of node it is.
  static func name(of node: Node) -> String {
    if case .screen(let screen) = node { "\(screen.route)" } else { "a \(node.kind)" }
  }

  /// The stack entries and modal entries a saved node holds (a page container counts once).
  static func entries(of node: Node) -> Int {
    switch node {
    case .stack(let stack): stack.entries.array.count
    case .screen, .pages: 1
    case .tabs(let tabs): tabs.tabs.reduce(0) { $0 + entries(of: $1.content) }
    case .split(let split): split.stacks.reduce(0) { $0 + $1.entries.count }
    }
  }

  /// A saved screen as a flow (an entry opens it) or as a screen the flow below shows.
  private func item(
    for node: Node, on tab: TabName?, shows: inout Set<String>
  ) throws(RestorationRefusal) -> RestorationPlan.Item {
    guard case .screen(let screen) = node else {
      throw .unsupported("a \(node.kind) stands where the app puts screens")
    }
    let route = screen.route
    if route.isForeign { throw .foreign(route) }
    // A route the app no longer reads (a renamed screen, an argument it lacks or no longer
    // takes) is dropped here, not left for the navigator to refuse the whole draft for.
    if let problem = registry.routes.problem(with: route) {
      throw .navigation(.invalidRoute(route, problem))
    }
    let destination: FeatureRegistry<Dependencies, Intent>.Destination
    do throws(IntentRefusal) {
      destination = try registry.destination(of: route)
    } catch .nothingOpens {
      guard shows.contains(route.name) else { throw .notShown(route) }
      return .screen(route)
    } catch {
      throw .refused(route, error)
    }
    if destination.landing.isRoot {
      throw .unsupported("\(route) is a tab's root, not a screen pushed on it")
    }
    do throws(IntentRefusal) {
      let flow = try registry.flow(destination, in: FlowContext(tab: tab))
      shows = Set(destination.shows.map(\.name))
      return .flow(flow)
    } catch {
      throw .refused(route, error)
    }
  }

  /// The parts that rebuild the plan on a draft of the launch tree.
  private static func rebuild(
    _ plan: RestorationPlan, by app: Coordinator, in draft: inout NavigationDraft
  ) throws(NavigationError) {
    let tabBar: FlowCoordinator
    switch plan.root {
    case .tabs(let flow):
      tabBar = flow
    case .own(let flow, let inStack):
      try draft.start(flow, as: .replaceRoot(inStack: inStack), by: app)
      let owner = try restoreContainer(
        0, of: plan, in: draft.tree.root, by: flow, named: "the root", in: &draft)
      return try present(plan.modals, over: owner, in: &draft)
    }
    try draft.start(tabBar, as: .replaceRoot(), by: app)
    guard case .tabs(let tabs) = draft.tree.root else { throw .noVisibleContainer(.tabs) }
    var owners: [Coordinator] = []
    for (index, tab) in tabs.tabs.enumerated() {
      guard let tabFlow = draft.coordinator(anchoredAt: tab.content.id) else {
        throw .illegalStep("the \(tab.name) tab has no flow")
      }
      owners.append(
        try restoreContainer(
          index, of: plan, in: tab.content, by: tabFlow, named: "the \(tab.name) tab",
          in: &draft))
    }
    if plan.selected != tabs.selectedIndex {
      try draft.perform(.selectTab(.index(plan.selected), in: tabs.id))
    }
    try present(plan.modals, over: owners[plan.selected], in: &draft)
  }

  /// Restores the plan's `index`th container (a tab's, or the app's own root) into `content`,
  /// the rebuilt one its flow shows: its root (the same screen, or the saved pages), what was
  /// pushed on its stack, and in a split what its detail column showed and the column on top.
  /// Returns the topmost flow, which the modals are presented by.
  private static func restoreContainer(
    _ index: Int, of plan: RestorationPlan, in content: Node, by flow: Coordinator,
    named name: String, in draft: inout NavigationDraft
  ) throws(NavigationError) -> Coordinator {
    let split: Split? = if case .split(let split) = content { split } else { nil }
    let ownStack: Stack? = if case .stack(let stack) = content { stack } else { nil }
    guard let stack = split?.primary ?? ownStack else {
      // A page container: it shows its pages, and nothing is pushed on it.
      if let root = plan.roots[index] { try restoreRoot(root, at: content, in: name, in: &draft) }
      return flow
    }
    if let root = plan.roots[index] {
      try restoreRoot(root, at: stack.rootEntry, in: name, in: &draft)
    }
    // A container saved as a split and now a stack gets one stack, as the split showed
    // collapsed; one saved as a stack and now a split shows what was pushed in its detail
    // column.
    var (pushes, detail) = (plan.pushes[index], plan.details[index])
    let wasSplit = plan.compactColumns[index] != nil
    if split == nil {
      (pushes, detail) = (pushes + detail, [])
    } else if !wasSplit {
      (pushes, detail) = ([], pushes)
    }
    var owner = try place(pushes, onto: stack.id, by: flow, in: &draft)
    guard let split else { return owner }
    if let first = detail.first {
      owner = try showDetail(first, in: split.id, by: flow, in: &draft)
      if detail.count > 1, case .split(let shown)? = draft.tree.node(split.id),
        let stack = shown.detail
      {
        owner = try place(Array(detail.dropFirst()), onto: stack.id, by: owner, in: &draft)
      }
    }
    // The column that was on top stays on top (the detail comes on top when it is shown).
    if let column = plan.compactColumns[index], column != .detail,
      case .split(let shown)? = draft.tree.node(split.id), shown.column(column) != nil
    {
      try draft.perform(.showColumn(column, in: split.id))
      owner = flow
    }
    return owner
  }

  /// Presents the planned modals, bottom first, each flow by the flow below it (`owner` for
  /// the first).
  private static func present(
    _ modals: [RestorationPlan.Modal], over owner: Coordinator, in draft: inout NavigationDraft
  ) throws(NavigationError) {
    var owner = owner
    for modal in modals {
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

  /// Shows the first item of a split tab's saved detail column in that column, by the tab's
  /// flow; returns the flow that shows it (the tab's flow for a screen of its own).
  private static func showDetail(
    _ item: RestorationPlan.Item, in split: NodeID, by tabFlow: Coordinator,
    in draft: inout NavigationDraft
  ) throws(NavigationError) -> Coordinator {
    switch item {
    case .flow(let flow):
      try draft.start(flow, as: .column(.detail, in: split), by: tabFlow)
      return flow
    case .screen(let route):
      let style = PresentationStyle.column(.detail, in: split)
      if let child = try restoreChild(route, as: style, by: tabFlow, in: &draft) { return child }
      try draft.perform(.setColumn(.detail, to: .screen(route), in: split), by: tabFlow)
      return tabFlow
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

  /// Shows the saved root of a tab (or of the app's own root, `place` names which) on the
  /// rebuilt one: the same screen, or the saved pages
  /// (the user may have changed the list while it was shown: `NavigationOperation.setPages`)
  /// with the saved page current.
  private static func restoreRoot(
    _ saved: Node, at live: Node, in place: String, in draft: inout NavigationDraft
  ) throws(NavigationError) {
    switch (saved, live) {
    case (.screen(let old), .screen(let new)) where old.route == new.route:
      return
    case (.pages(let old), .pages(let new)):
      let routes = old.pages.map(\.route)
      if routes != new.pages.map(\.route) {
        // The flow's own makers accept each route when they make its model; the route table
        // checks them first.
        try draft.perform(.setPages(routes, in: new.id))
      }
      guard case .pages(let restored)? = draft.tree.node(new.id) else {
        throw .nodeNotFound(new.id, in: place)
      }
      let index = old.currentIndex
      if index != restored.currentIndex {
        try draft.perform(.selectPage(.index(index), in: new.id))
      }
    default:
      throw .illegalStep("the root of \(place) was \(saved.summary) and is \(live.summary)")
    }
  }
}
