/// Where content is about to stand; decides which kinds are allowed.
enum Placement: Sendable {
  case root, modal, tab, stackEntry, page

  var name: String {
    switch self {
    case .root: "the root"
    case .modal: "a modal"
    case .tab: "a tab"
    case .stackEntry: "a stack"
    case .page: "a page container"
    }
  }
}

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
        throw .misplaced(kind: "stack", placement: placement.name)
      }
      guard !entries.isEmpty else { throw .emptyStack }
      let id = try makeID()
      var nodes: [Node] = []
      for entry in entries { nodes.append(try instantiate(entry, at: .stackEntry)) }
      return .stack(try Stack(id: id, entries: nodes))
    case .tabs(let tabs, let selected):
      guard placement == .root || placement == .modal else {
        throw .misplaced(kind: "tab container", placement: placement.name)
      }
      guard !tabs.isEmpty else { throw .emptyContainer(kind: "tab container") }
      guard tabs.indices.contains(selected) else {
        throw .tabOutOfRange(selected, count: tabs.count)
      }
      var names: Set<String> = []
      for tab in tabs where !names.insert(tab.name).inserted { throw .duplicateTab(tab.name) }
      let id = try makeID()
      var built: [Tab] = []
      for tab in tabs {
        built.append(Tab(name: tab.name, content: try instantiate(tab.content, at: .tab)))
      }
      return .tabs(try Tabs(id: id, tabs: built, selectedIndex: selected))
    case .pages(let routes, let current):
      guard placement != .page else {
        throw .misplaced(kind: "page container", placement: placement.name)
      }
      guard !routes.isEmpty else { throw .emptyContainer(kind: "page container") }
      guard routes.indices.contains(current) else {
        throw .pageOutOfRange(current, count: routes.count)
      }
      let id = try makeID()
      var pages: [Screen] = []
      for route in routes { pages.append(Screen(id: try makeID(), route: route)) }
      return .pages(try Pages(id: id, pages: pages, currentIndex: current))
    }
  }
}
