extension NavigationTree {
  /// Turns a description into nodes with fresh IDs, checking where each kind may stand.
  mutating func instantiate(_ content: Content, at placement: Placement) throws(NavigationError)
    -> Node
  {
    switch content {
    case .screen(let route):
      return .screen(Screen(id: try makeID(), route: route))
    case .stack(let entries):
      guard placement != .stackEntry, placement != .page else {
        throw .misplaced(.stack, in: placement)
      }
      guard !entries.isEmpty else { throw .emptyStack }
      let id = try makeID()
      var nodes: [Node] = []
      for entry in entries { nodes.append(try instantiate(entry, at: .stackEntry)) }
      return .stack(try Stack(id: id, entries: nodes))
    case .tabs(let tabs, let selected, let style):
      guard placement == .root || placement == .modal else {
        throw .misplaced(.tabs, in: placement)
      }
      guard !tabs.isEmpty else { throw .emptyContainer(.tabs) }
      guard tabs.indices.contains(selected) else {
        throw .tabOutOfRange(selected, count: tabs.count)
      }
      var names: Set<TabName> = []
      for tab in tabs where !names.insert(tab.name).inserted { throw .duplicateTab(tab.name) }
      let id = try makeID()
      var built: [Tab] = []
      for tab in tabs {
        built.append(Tab(name: tab.name, content: try instantiate(tab.content, at: .tab)))
      }
      return .tabs(
        try Tabs(
          id: id, tabs: built, selectedIndex: selected, style: style,
          showsSidebar: style == .sidebarAdaptable && widthClass == .regular))
    case .split(let primary, let supplementary, let detail):
      guard placement == .root || placement == .modal || placement == .tab else {
        throw .misplaced(.split, in: placement)
      }
      let id = try makeID()
      func column(_ content: Content) throws(NavigationError) -> Stack {
        let node = try instantiate(content.inStack, at: .column)
        guard case .stack(let stack) = node else { throw .misplaced(node.kind, in: .column) }
        return stack
      }
      let primaryStack = try column(primary)
      let supplementaryStack = try supplementary.map { c throws(NavigationError) in try column(c) }
      let detailStack = try detail.map { c throws(NavigationError) in try column(c) }
      var split = try Split(
        id: id, primary: primaryStack, supplementary: supplementaryStack, detail: detailStack,
        isCollapsed: widthClass == .compact)
      split.compactColumn = split.deepestColumn
      return .split(split)
    case .pages(let routes, let current, let wraps, let models):
      guard placement != .page, placement != .column else {
        throw .misplaced(.pages, in: placement)
      }
      guard !routes.isEmpty else { throw .emptyContainer(.pages) }
      guard routes.indices.contains(current) else {
        throw .pageOutOfRange(current, count: routes.count)
      }
      let id = try makeID()
      var pages: [Screen] = []
      for route in routes { pages.append(Screen(id: try makeID(), route: route)) }
      return .pages(
        try Pages(id: id, pages: pages, currentIndex: current, wraps: wraps, models: models))
    }
  }
}

extension Node {
  /// A description of this node without its IDs: instantiating it builds a node that shows the
  /// same routes, selections and pages, with fresh IDs.
  var content: Content {
    switch self {
    case .screen(let screen):
      return .screen(screen.route)
    case .stack(let stack):
      return .stack(stack.entries.array.map(\.content))
    case .tabs(let tabs):
      return .tabs(
        tabs.tabs.map { Content.TabContent($0.name, $0.content.content) },
        selected: tabs.selectedIndex, style: tabs.style)
    case .pages(let pages):
      return .pages(pages.pages.map(\.route), current: pages.currentIndex)
    case .split(let split):
      return .split(
        primary: Node.stack(split.primary).content,
        supplementary: split.supplementary.map { Node.stack($0).content },
        detail: split.detail.map { Node.stack($0).content })
    }
  }
}
