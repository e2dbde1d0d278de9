public import Waypoint

extension NavigationDraft {
  /// Lands on `route` the way `landing` says, in this draft, in whatever root it shows: the
  /// modals dismissed; in a tab bar, the tab selected; the stack popped to its root or
  /// returned to a screen it already shows (a screen already in the stack is returned to, not
  /// pushed again); the root's page selected; and `flow` (the flow whose first screen is
  /// `route`) pushed by the flow that owns the stack. A link's synthetic back stack is built
  /// this way, in one transaction with whatever else the draft does.
  ///
  /// Where the stack is: the root's own stack; in a tab bar, the stack of `tab`; in a split
  /// (the root or a tab), its primary column, and `flow` shows in its detail column instead
  /// (a detail already showing `route` is returned to), while landing on the root brings the
  /// primary column on top; in a page container, its pages: a landing there selects a page
  /// (its ``Landing/root(in:page:)`` page, or `route` when it is one of the pages), as
  /// nothing can be pushed on pages.
  ///
  /// ```swift
  /// try draft.land(TodayRoute.article(id: 8).route,
  ///   at: .pushed(in: "Today", over: TodayRoute.today(page: .weekly).route),
  ///   flow: article, in: "Today")
  /// ```
  /// - Parameters:
  ///   - route: The route the landing shows: the first screen of `flow`.
  ///   - landing: Where it lands.
  ///   - flow: The flow to push; `nil` when the screen is the stack's root
  ///     (``Landing/isRoot``).
  ///   - tab: The tab it lands in when the root is a tab bar: the landing's tab, or the tab
  ///     selected when the link arrived (the tab its flow was built for); `nil` for the tab
  ///     selected now, and for a root that is no tab bar.
  /// - Throws: `NavigationError` when a tab is named and the root is no tab bar
  ///   (`noVisibleContainer(.tabs)`), the tab does not exist, the container holds no stack
  ///   where something must be pushed, the root is not a page container where a page is asked
  ///   for, or no flow owns the stack to push on. The draft then holds the steps made before
  ///   the refusal: land on a copy (`var attempt = draft`) to keep the draft as it was.
  public mutating func land(
    _ route: Route, at landing: Landing, flow: FlowCoordinator?, in tab: TabName?
  ) throws(NavigationError) {
    if !tree.modals.isEmpty { try perform(.dismissAll) }
    var content = tree.root
    if case .tabs(let tabs) = content {
      let name = tab ?? tabs.selected.name
      guard let tabContent = tabs.tabs.first(where: { $0.name == name })?.content else {
        throw .unknownTab(name)
      }
      if tabs.selected.name != name { try perform(.selectTab(.named(name), in: tabs.id)) }
      content = tabContent
    }
    switch content {
    case .pages(let pages):
      try selectPage(for: route, at: landing, in: pages)
    case .split(let split):
      try land(route, at: landing, flow: flow, on: split.primary, split: split, owner: content.id)
    case .stack(let stack):
      try land(route, at: landing, flow: flow, on: stack, split: nil, owner: content.id)
    case .screen, .tabs:
      throw .wrongKind(content.id, expected: .stack, found: content.kind)
    }
  }

  /// Lands in a page container that stands where a stack would: only a page can be shown.
  private mutating func selectPage(for route: Route, at landing: Landing, in pages: Pages)
    throws(NavigationError)
  {
    let page: Route
    if case .root(_, let asked?) = landing {
      page = asked
    } else if pages.pages.contains(where: { $0.route == route }) {
      page = route
    } else if landing.isRoot {
      return  // The container is the root: it stays on the page it shows.
    } else {
      throw .wrongKind(pages.id, expected: .stack, found: .pages)
    }
    if pages.current.route != page { try perform(.selectPage(.route(page), in: pages.id)) }
  }

  /// Lands in `stack` (a split's primary column when `split` is given), whose flow is
  /// anchored at `owner` (the stack, or the split holding it).
  private mutating func land(
    _ route: Route, at landing: Landing, flow: FlowCoordinator?, on stack: Stack, split: Split?,
    owner: NodeID
  ) throws(NavigationError) {
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
    /// Shows `page` under what lands; a page the container no longer holds (the user hid it)
    /// leaves it on the page it shows, when something is pushed over it: the link still shows
    /// its screen.
    func show(_ page: Route?, under pushed: Bool) throws(NavigationError) {
      guard let page else { return }
      guard case .pages(let pages) = entries[0] else {
        throw .wrongKind(entries[0].id, expected: .pages, found: entries[0].kind)
      }
      if pushed, !pages.pages.contains(where: { $0.route == page }) { return }
      if pages.current.route != page { try perform(.selectPage(.route(page), in: pages.id)) }
    }
    func push() throws(NavigationError) {
      guard let flow,
        let stackFlow = coordinator(anchoredAt: owner) ?? coordinator(anchoredAt: stack.id)
          ?? coordinator(anchoredAt: stack.rootEntry.id)
      else { throw .illegalStep("no flow shows the stack to push \(route) on") }
      let style: PresentationStyle =
        if let split { .column(.detail, in: split.id) } else { .push(onto: stack.id) }
      try start(flow, as: style, by: stackFlow)
    }
    switch landing {
    case .root(_, let page):
      if entries.count > 1 { try perform(.popToRoot(stack: stack.id)) }
      if let split { try perform(.showColumn(.primary, in: split.id)) }
      try show(page, under: false)
    case .pushed(_, let page):
      if let existing {
        try returnTo(existing)
      } else if entries.count > 1 {
        try perform(.popToRoot(stack: stack.id))
      }
      try show(page, under: true)
      if existing == nil { try push() }
    case .onTop:
      if let existing { try returnTo(existing) } else { try push() }
    }
  }
}
