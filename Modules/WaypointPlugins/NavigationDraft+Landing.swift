public import Waypoint

extension NavigationDraft {
  /// Lands on `route` the way `landing` says, in this draft, whose root must be the main tab
  /// bar: the modals dismissed, the tab selected, its stack popped to its root or returned to
  /// a screen it already shows (a screen already in the stack is returned to, not pushed
  /// again), the root's page selected, and `flow` (the flow whose first screen is `route`)
  /// pushed by the tab's flow. A link's synthetic back stack is built this way, in one
  /// transaction with whatever else the draft does. On a tab that is a split, its primary
  /// column is the tab's stack and `flow` is shown in its detail column (a detail already
  /// showing `route` is returned to); landing on the tab's root brings the primary column on
  /// top.
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
    // A split tab: its primary column is the tab's stack, and what lands shows in its detail
    // column, as the tab's flows open things there.
    let split: Split? = if case .split(let split) = content { split } else { nil }
    guard let stack = split?.primary ?? content.stackValue else {
      throw .wrongKind(content.id, expected: .stack, found: content.kind)
    }
    if tabs.selected.name != name { try perform(.selectTab(.named(name), in: tabs.id)) }
    let entries = stack.entries.array
    // A screen already in the stack (or at the detail column's root) is returned to, not
    // pushed again.
    let shown = split.map { $0.detail.map { [$0.rootEntry] } ?? [] } ?? Array(entries.dropFirst())
    let existing = shown.last { entry in
      if case .screen(let screen) = entry { screen.route == route } else { false }
    }
    func returnTo(_ entry: Node) throws(NavigationError) {
      if let split, let detail = split.detail {
        if detail.entries.count > 1 { try perform(.popToRoot(stack: detail.id)) }
        try perform(.showColumn(.detail, in: split.id))
      } else if entry.id != entries.last?.id {
        try perform(.popTo(entry.id))
      }
    }
    func show(_ page: Route?) throws(NavigationError) {
      guard let page else { return }
      guard case .pages(let pages) = entries[0] else {
        throw .wrongKind(entries[0].id, expected: .pages, found: entries[0].kind)
      }
      if pages.current.route != page { try perform(.selectPage(.route(page), in: pages.id)) }
    }
    func push() throws(NavigationError) {
      guard let flow, let tabFlow = coordinator(anchoredAt: content.id) else {
        throw .illegalStep("the \(name) tab has no flow to push \(route) on")
      }
      let style: PresentationStyle =
        if let split { .column(.detail, in: split.id) } else { .push(onto: stack.id) }
      try start(flow, as: style, by: tabFlow)
    }
    switch landing {
    case .tabRoot(_, let page):
      if entries.count > 1 { try perform(.popToRoot(stack: stack.id)) }
      if let split { try perform(.showColumn(.primary, in: split.id)) }
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

extension Node {
  /// The stack, when this node is one.
  fileprivate var stackValue: Stack? {
    if case .stack(let stack) = self { stack } else { nil }
  }
}
