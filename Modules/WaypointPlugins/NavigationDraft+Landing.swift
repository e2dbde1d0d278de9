public import Waypoint

extension NavigationDraft {
  /// Lands on `route` the way `landing` says, in this draft, whose root must be the main tab
  /// bar: the modals dismissed, the tab selected, its stack popped to its root or returned to
  /// a screen it already shows (a screen already in the stack is returned to, not pushed
  /// again), the root's page selected, and `flow` (the flow whose first screen is `route`)
  /// pushed by the tab's flow. A link's synthetic back stack is built this way, in one
  /// transaction with whatever else the draft does.
  ///
  /// ```swift
  /// try draft.land(TodayRoute.article(id: 8).route,
  ///   at: .pushed(on: "Today", over: TodayRoute.today(page: .weekly).route),
  ///   flow: article, on: "Today")
  /// ```
  /// - Parameters:
  ///   - route: The route the landing shows: the first screen of `flow`.
  ///   - landing: Where it lands.
  ///   - flow: The flow to push; `nil` for ``Landing/tabRoot(_:page:)``.
  ///   - tab: The tab it lands on: the landing's tab, or for
  ///     ``Landing/pushedOnSelectedTab`` the tab selected when the link arrived (the tab
  ///     its flow was built for).
  /// - Throws: `NavigationError` when the root is not a tab bar, the tab does not exist or
  ///   holds no stack, the tab's root is not a page container where a page is asked for, or
  ///   the tab has no flow to push on. The draft then holds the steps made before the refusal:
  ///   land on a copy (`var attempt = draft`) to keep the draft as it was.
  public mutating func land(
    _ route: Route, at landing: Landing, flow: FlowCoordinator?, on tab: TabName
  ) throws(NavigationError) {
    guard case .tabs(let tabs) = tree.root else { throw .noVisibleContainer(.tabs) }
    if !tree.modals.isEmpty { try perform(.dismissAll) }
    let name = tab  // For `pushedOnSelectedTab`, the tab that was selected: its flow's context.
    guard let content = tabs.tabs.first(where: { $0.name == name })?.content else {
      throw .unknownTab(name)
    }
    guard case .stack(let stack) = content else {
      throw .wrongKind(content.id, expected: .stack, found: content.kind)
    }
    if tabs.selected.name != name { try perform(.selectTab(.named(name), in: tabs.id)) }
    let entries = stack.entries.array
    // A screen already in the stack is returned to, not pushed again.
    let existing = entries.dropFirst().last { entry in
      if case .screen(let screen) = entry { screen.route == route } else { false }
    }
    func returnTo(_ entry: Node) throws(NavigationError) {
      if entry.id != entries.last?.id { try perform(.popTo(entry.id)) }
    }
    func show(_ page: Route?) throws(NavigationError) {
      guard let page else { return }
      guard case .pages(let pages) = entries[0] else {
        throw .wrongKind(entries[0].id, expected: .pages, found: entries[0].kind)
      }
      if pages.current.route != page { try perform(.selectPage(.route(page), in: pages.id)) }
    }
    func push() throws(NavigationError) {
      guard let flow, let tabFlow = coordinator(anchoredAt: stack.id) else {
        throw .illegalStep("the \(name) tab has no flow to push \(route) on")
      }
      try start(flow, as: .push(onto: stack.id), by: tabFlow)
    }
    switch landing {
    case .tabRoot(_, let page):
      if entries.count > 1 { try perform(.popToRoot(stack: stack.id)) }
      try show(page)
    case .pushed(_, let page):
      if let existing {
        try returnTo(existing)
      } else if entries.count > 1 {
        try perform(.popToRoot(stack: stack.id))
      }
      try show(page)
      if existing == nil { try push() }
    case .pushedOnSelectedTab:
      if let existing { try returnTo(existing) } else { try push() }
    }
  }
}
