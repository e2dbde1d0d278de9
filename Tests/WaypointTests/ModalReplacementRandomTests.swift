import Testing

@testable import Waypoint

/// Seeded random replacements of a sheet's content, often by a variation of what it shows:
/// each leaves the tree a fresh build would give (IDs aside), keeps exactly the nodes that show
/// the same thing, with their models, and releases the others' models.
@MainActor
@Suite struct ModalReplacementRandomTests {
  @Test(
    arguments: [(1, .compact), (2, .compact), (3, .regular), (4, .regular)]
      as [(UInt64, WidthClass)])
  func aReplacementIsAFreshBuildThatKeepsWhatShowsTheSame(seed: UInt64, width: WidthClass)
    throws
  {
    let host = HeadlessHost()
    let root = ModelRoot()  // every screen gets a model
    let home = Content.stack([.screen(route("Home"))])
    let navigator = try Navigator(
      root: root, host: host, tree: NavigationTree(root: home, widthClass: width))
    navigator.start()
    var rng = SeededGenerator(seed: seed)
    try root.present(Self.randomContent(&rng))
    var problems: [String] = []
    var counts = (unchanged: 0, partly: 0, replaced: 0)
    for step in 1...150 where problems.isEmpty {
      let old = try #require(navigator.tree.modals.last?.content)
      let content =
        Bool.random(using: &rng) ? Self.mutate(old.content, &rng) : Self.randomContent(&rng)
      var models: [NodeID: AnyObject] = [:]
      old.forEachNode { if let model = navigator.model(for: $0.id) { models[$0.id] = model } }
      try root.navigate(.replacePresented(content))
      let new = try #require(navigator.tree.modals.last?.content)
      var fresh = try NavigationTree(root: home, widthClass: width)
      try fresh.perform(.present(content))
      let expected = try Self.canonical(#require(fresh.modals.last?.content))
      let context = "step \(step): \(old.content) → \(content)"
      if try Self.canonical(new) != expected {
        problems.append("\(context): not what a fresh build gives\n\(navigator.tree.outline)")
      }
      var oldIDs: Set<NodeID> = []
      old.forEachNode { oldIDs.insert($0.id) }
      var kept: Set<NodeID> = []
      new.forEachNode { if oldIDs.contains($0.id) { kept.insert($0.id) } }
      if kept != Self.staying(old, content) {
        problems.append("\(context): kept \(kept.sorted { $0.rawValue < $1.rawValue })")
      }
      for (id, model) in models {
        let now = navigator.model(for: id)
        if kept.contains(id) ? now !== model : now != nil {
          problems.append("\(context): the model of \(id) is \(String(describing: now))")
        }
      }
      if host.rendered != navigator.tree || !host.mismatches.isEmpty {
        problems.append("\(context): the host shows another tree \(host.mismatches)")
      }
      let steps = navigator.journal.last?.steps ?? []
      if try Self.canonical(old) == expected, !steps.isEmpty {
        problems.append("\(context): the same content took steps \(steps)")
      }
      if kept.isEmpty {
        counts.replaced += 1
      } else if steps.isEmpty {
        counts.unchanged += 1
      } else {
        counts.partly += 1
      }
    }
    #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3).joined(separator: "\n"))")
    #expect(
      counts.unchanged > 5 && counts.partly > 30 && counts.replaced > 30,
      "the replacements must cover every case: \(counts)")
  }

  // MARK: What stays, as the documentation says it

  /// The IDs of the nodes of `old` that stay when its place is given `content`.
  static func staying(_ old: Node, _ content: Content) -> Set<NodeID> {
    switch (old, content) {
    case (.screen(let screen), .screen(let route)):
      return screen.route == route ? [screen.id] : []
    case (.pages(let pages), .pages(let routes, _, let wraps, let models)):
      guard pages.pages.map(\.route) == routes, pages.wraps == wraps, pages.models == models
      else { return [] }
      return Set([pages.id] + pages.pages.map(\.id))
    case (.stack(let stack), .stack(let entries)):
      var kept: Set<NodeID> = []
      for (entry, content) in zip(stack.entries.array, entries) {
        let stays = staying(entry, content)
        if stays.isEmpty { break }
        kept.formUnion(stays)
      }
      return kept.isEmpty ? [] : kept.union([stack.id])
    case (.tabs(let tabs), .tabs(let contents, _, let style)):
      guard tabs.style == style, tabs.names == contents.map(\.name) else { return [] }
      var kept: Set<NodeID> = [tabs.id]
      for (tab, content) in zip(tabs.tabs, contents) {
        let stays = staying(tab.content, content.content)
        if stays.isEmpty { return [] }
        kept.formUnion(stays)
      }
      return kept
    case (.split(let split), .split(let primary, let supplementary, let detail)):
      let primaryStays = staying(.stack(split.primary), primary.inStack)
      guard !primaryStays.isEmpty else { return [] }
      var kept = primaryStays.union([split.id])
      if let old = split.supplementary, let new = supplementary {
        kept.formUnion(staying(.stack(old), new.inStack))
      }
      if let old = split.detail, let new = detail {
        kept.formUnion(staying(.stack(old), new.inStack))
      }
      return kept
    default:
      return []
    }
  }

  // MARK: Values without identities

  /// The node with its IDs numbered 1, 2, 3… in walking order: equal for nodes that show the
  /// same, whatever their IDs.
  static func canonical(_ node: Node) throws -> Node {
    var next: UInt64 = 0
    func id() -> NodeID {
      next += 1
      return NodeID(rawValue: next)
    }
    func stack(_ stack: Stack) throws -> Stack {
      let own = id()
      return try Stack(id: own, entries: stack.entries.array.map(walk))
    }
    func walk(_ node: Node) throws -> Node {
      switch node {
      case .screen(let screen):
        return .screen(Screen(id: id(), route: screen.route))
      case .stack(let value):
        return .stack(try stack(value))
      case .pages(let pages):
        let own = id()
        return .pages(
          try Pages(
            id: own, pages: pages.pages.map { Screen(id: id(), route: $0.route) },
            currentIndex: pages.currentIndex, wraps: pages.wraps, models: pages.models))
      case .tabs(let tabs):
        let own = id()
        return .tabs(
          try Tabs(
            id: own, tabs: tabs.tabs.map { Tab(name: $0.name, content: try walk($0.content)) },
            selectedIndex: tabs.selectedIndex, style: tabs.style, showsSidebar: tabs.showsSidebar
          ))
      case .split(let split):
        let own = id()
        return .split(
          try Split(
            id: own, primary: stack(split.primary), supplementary: split.supplementary.map(stack),
            detail: split.detail.map(stack), isCollapsed: split.isCollapsed,
            compactColumn: split.compactColumn))
      }
    }
    return try walk(node)
  }

  // MARK: Content

  static let routes = ["A", "B", "C"].map { Route($0) }
  static let pageLists = [["P", "Q"], ["P", "Q", "R"]].map { $0.map { Route($0) } }

  static func randomRoute(_ rng: inout SeededGenerator) -> Route {
    routes[Int.random(in: 0..<routes.count, using: &rng)]
  }

  static func randomPages(_ rng: inout SeededGenerator) -> Content {
    let pages = pageLists[Int.random(in: 0..<pageLists.count, using: &rng)]
    return .pages(pages, current: Int.random(in: 0..<pages.count, using: &rng))
  }

  static func randomEntry(_ rng: inout SeededGenerator) -> Content {
    Int.random(in: 0..<6, using: &rng) == 0 ? randomPages(&rng) : .screen(randomRoute(&rng))
  }

  static func randomStack(_ rng: inout SeededGenerator) -> Content {
    .stack((0..<Int.random(in: 1...3, using: &rng)).map { _ in randomEntry(&rng) })
  }

  static func randomSplit(_ rng: inout SeededGenerator) -> Content {
    .split(
      primary: randomStack(&rng),
      supplementary: Int.random(in: 0..<4, using: &rng) == 0 ? randomStack(&rng) : nil,
      detail: Bool.random(using: &rng) ? randomStack(&rng) : nil)
  }

  static func randomContent(_ rng: inout SeededGenerator) -> Content {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1: return .screen(randomRoute(&rng))
    case 2, 3, 4, 5: return randomStack(&rng)
    case 6:
      let names: [TabName] = Bool.random(using: &rng) ? ["One", "Two"] : ["One"]
      let tabs = names.map { name in
        Content.TabContent(
          name, Int.random(in: 0..<5, using: &rng) == 0 ? randomSplit(&rng) : randomStack(&rng))
      }
      return .tabs(tabs, selected: Int.random(in: 0..<tabs.count, using: &rng))
    case 7: return randomPages(&rng)
    default: return randomSplit(&rng)
    }
  }

  /// A variation of `content`: an entry pushed, popped or changed, another selection, a column
  /// added or removed, or new content.
  static func mutate(_ content: Content, _ rng: inout SeededGenerator) -> Content {
    switch content {
    case .screen:
      return Bool.random(using: &rng) ? content : .stack([content, randomEntry(&rng)])
    case .stack(var entries):
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: entries.append(randomEntry(&rng))
      case 1: if entries.count > 1 { entries.removeLast() }
      case 2: entries[Int.random(in: 0..<entries.count, using: &rng)] = randomEntry(&rng)
      default: break
      }
      return .stack(entries)
    case .pages(let routes, _, let wraps, let models):
      return .pages(
        routes, current: Int.random(in: 0..<routes.count, using: &rng), wraps: wraps,
        models: models)
    case .tabs(var tabs, let selected, let style):
      if Bool.random(using: &rng) {
        return .tabs(tabs, selected: Int.random(in: 0..<tabs.count, using: &rng), style: style)
      }
      let index = Int.random(in: 0..<tabs.count, using: &rng)
      tabs[index].content = mutate(tabs[index].content, &rng)
      return .tabs(tabs, selected: selected, style: style)
    case .split(let primary, let supplementary, let detail):
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        return .split(
          primary: mutate(primary, &rng), supplementary: supplementary, detail: detail)
      case 1:
        return .split(
          primary: primary, supplementary: supplementary,
          detail: detail == nil ? randomStack(&rng) : nil)
      default:
        return .split(
          primary: primary, supplementary: supplementary,
          detail: detail.map { mutate($0, &rng) } ?? randomStack(&rng))
      }
    }
  }
}
