public import Waypoint

/// One change an app made to the routes and tabs of what it saves, between one version of its
/// saved navigation and the next (``NavigationVersions``).
///
/// A migration rewrites a saved tree the way the app's update changed its screens, so that a
/// file saved before the update restores after it:
///
/// ```swift
/// let versions = NavigationVersions(
///   current: 3,
///   migrations: [
///     1: [.renameRoute("Story", to: "Article")],
///     2: [.addArgument("source", value: "feed", to: "Article"), .removeTab("Labs")],
///   ])
/// ```
///
/// Renames and arguments apply to every screen showing the route, in stacks, pages and modals.
/// A removal takes what forgiving restoration would drop for a screen that no longer exists:
/// a removed screen takes the entries above it in its stack and the modals presented over them
/// (a stack's root takes its stack: a tab goes, a modal level goes with the levels above it),
/// and a page container goes when one of its pages does. Each removal is listed in the
/// migration's report (``SavedNavigation/removals``).
public enum NavigationMigration: Hashable, Sendable, CustomStringConvertible {
  /// A route renamed: screens showing `old` show `new`, with the same arguments.
  case renameRoute(String, to: String)
  /// An argument the route now takes, with the value screens saved without it get.
  case addArgument(String, value: String, to: String)
  /// An argument of the route renamed.
  case renameArgument(String, to: String, in: String)
  /// An argument the route no longer takes.
  case removeArgument(String, from: String)
  /// A screen the app no longer shows.
  case removeRoute(String)
  /// A tab renamed.
  case renameTab(TabName, to: TabName)
  /// A tab the app no longer has; the first remaining tab is selected when it was selected.
  case removeTab(TabName)
  /// A feature the app no longer has: its screens and its tab, if it had one.
  case removeFeature(routes: [String], tab: TabName?)

  public var description: String {
    switch self {
    case .renameRoute(let old, let new): "route \(old) renamed \(new)"
    case .addArgument(let name, let value, let route):
      "\(route) takes \(name) (\(value) when saved without)"
    case .renameArgument(let old, let new, let route): "\(route)'s \(old) renamed \(new)"
    case .removeArgument(let name, let route): "\(route) no longer takes \(name)"
    case .removeRoute(let route): "route \(route) removed"
    case .renameTab(let old, let new): "tab \(old) renamed \(new)"
    case .removeTab(let tab): "tab \(tab) removed"
    case .removeFeature(let routes, let tab):
      "feature removed (routes \(routes.joined(separator: ", "))\(tab.map { ", tab \($0)" } ?? ""))"
    }
  }
}

/// Something a migration removed from a saved tree, and how much went with it.
public struct MigrationRemoval: Hashable, Sendable, CustomStringConvertible {
  /// What was removed, as the tree summarises it: a route, a page container, or `tab <name>`.
  public var removed: String
  /// The version whose migration removed it (the version it upgraded from).
  public var version: Int
  /// The saved entries that went: stack entries and modal levels' entries, the removed one
  /// included.
  public var entries: Int

  public init(removed: String, version: Int, entries: Int) {
    self.removed = removed
    self.version = version
    self.entries = entries
  }

  public var description: String {
    "migrating from version \(version) removed \(removed) (\(entries) saved "
      + "entr\(entries == 1 ? "y" : "ies"))"
  }
}

extension NavigationMigration {
  /// `tree` with the changes of one version applied in order; what they removed is appended
  /// to `removals`. Returns `nil` when nothing is left (the root was removed).
  /// - Throws: `NavigationError` when the changes make a tree no app could hold (a tab
  ///   renamed to the name of another).
  static func apply(
    _ changes: [NavigationMigration], to tree: NavigationTree, version: Int,
    removals: inout [MigrationRemoval]
  ) throws(NavigationError) -> NavigationTree? {
    var rewriter = Rewriter(changes: changes, version: version)
    defer { removals += rewriter.removals }
    guard let root = try rewriter.node(tree.root, visible: true) else {
      let modals = tree.modals.reduce(0) { $0 + Rewriter.entries(of: $1.content) }
      if case .tabs = tree.root {
        rewriter.addToVisibleCut(entries: modals)  // Each tab's removal is recorded.
      } else {
        rewriter.record(entries: Rewriter.entries(of: tree.root) + modals)
      }
      return nil
    }
    var modals: [Modal] = []
    for (level, modal) in tree.modals.enumerated() {
      let fromHere = tree.modals[level...].reduce(0) { $0 + Rewriter.entries(of: $1.content) }
      if rewriter.visibleCut != nil {
        // What this level was presented over went: it goes with it, and the levels above.
        rewriter.addToVisibleCut(entries: fromHere)
        break
      }
      guard let content = try rewriter.node(modal.content, visible: true) else {
        rewriter.record(entries: fromHere)
        break
      }
      modals.append(Modal(style: modal.style, content: content, presentation: modal.presentation))
    }
    return try tree.withNodes(root: root, modals: modals)
  }
}

/// Rewrites the nodes of one tree for one version's changes.
private struct Rewriter {
  let version: Int
  var routeNames: [String: String] = [:]
  var removedRoutes: Set<String> = []
  var added: [String: [(name: String, value: String)]] = [:]
  var renamedArguments: [String: [(old: String, new: String)]] = [:]
  var removedArguments: [String: Set<String>] = [:]
  var tabNames: [TabName: TabName] = [:]
  var removedTabs: Set<TabName> = []
  var removals: [MigrationRemoval] = []
  /// The removal that cut what the modals are presented over (a stack on the visible path lost
  /// its top, or the selected tab went), by index in ``removals``; `nil` while none did.
  var visibleCut: Int?
  /// The last screen or page container that went, as the tree summarises it.
  var removed = ""

  init(changes: [NavigationMigration], version: Int) {
    self.version = version
    for change in changes {
      switch change {
      case .renameRoute(let old, let new): routeNames[old] = new
      case .addArgument(let name, let value, let route):
        added[route, default: []].append((name, value))
      case .renameArgument(let old, let new, let route):
        renamedArguments[route, default: []].append((old, new))
      case .removeArgument(let name, let route): removedArguments[route, default: []].insert(name)
      case .removeRoute(let route): removedRoutes.insert(route)
      case .renameTab(let old, let new): tabNames[old] = new
      case .removeTab(let tab): removedTabs.insert(tab)
      case .removeFeature(let routes, let tab):
        removedRoutes.formUnion(routes)
        if let tab { removedTabs.insert(tab) }
      }
    }
  }

  /// Records the removal of ``removed`` with `entries` saved entries in all.
  mutating func record(_ what: String? = nil, entries: Int) {
    removals.append(MigrationRemoval(removed: what ?? removed, version: version, entries: entries))
  }

  /// Notes that the removal just recorded cut what the modals are presented over.
  mutating func noteVisibleCut() {
    if visibleCut == nil, !removals.isEmpty { visibleCut = removals.count - 1 }
  }

  /// Counts `entries` more with the removal that cut the visible path (the modals presented
  /// over what it cut).
  mutating func addToVisibleCut(entries: Int) {
    guard let visibleCut else { return }
    removals[visibleCut].entries += entries
  }

  /// The route a saved one reads as after the changes; `nil` when it was removed.
  func route(_ route: Route) -> Route? {
    guard !removedRoutes.contains(route.name) else { return nil }
    var arguments = route.arguments
    for (old, new) in renamedArguments[route.name] ?? [] {
      if let value = arguments.removeValue(forKey: old) { arguments[new] = value }
    }
    for name in removedArguments[route.name] ?? [] { arguments[name] = nil }
    for (name, value) in added[route.name] ?? [] where arguments[name] == nil {
      arguments[name] = value
    }
    return Route(routeNames[route.name] ?? route.name, arguments)
  }

  /// The node rewritten; `nil` when it goes (a screen or page container the changes removed,
  /// named in ``removed``, or a stack whose root went): the caller records that removal.
  /// `visible` says whether the modals are presented over this node's top.
  mutating func node(_ node: Node, visible: Bool) throws(NavigationError) -> Node? {
    switch node {
    case .screen(let screen):
      guard let route = route(screen.route) else {
        removed = "\(screen.route)"
        return nil
      }
      return .screen(Screen(id: screen.id, route: route))
    case .pages(let pages):
      var screens: [Screen] = []
      for page in pages.pages {
        guard let route = route(page.route) else {
          removed = "the pages with \(page.route)"
          return nil
        }
        screens.append(Screen(id: page.id, route: route))
      }
      return .pages(
        try Pages(
          id: pages.id, pages: screens, currentIndex: pages.currentIndex, wraps: pages.wraps,
          models: pages.models))
    case .stack(let stack):
      let entries = stack.entries.array
      var kept: [Node] = []
      for (index, entry) in entries.enumerated() {
        let isTop = index == entries.count - 1
        guard let rewritten = try self.node(entry, visible: visible && isTop) else {
          // The root takes its stack: the caller records it with the stack's entries.
          guard index > 0 else { return nil }
          record(entries: entries.count - index)
          if visible { noteVisibleCut() }
          break
        }
        kept.append(rewritten)
      }
      return .stack(try Stack(id: stack.id, entries: kept))
    case .tabs(let tabs):
      var kept: [Tab] = []
      var selected = 0
      for (index, tab) in tabs.tabs.enumerated() {
        let isSelected = index == tabs.selectedIndex
        let content =
          removedTabs.contains(tab.name)
          ? nil : try self.node(tab.content, visible: visible && isSelected)
        guard let content else {
          let why = removedTabs.contains(tab.name) ? "" : " (its root \(removed))"
          record("tab \(tab.name)\(why)", entries: Self.entries(of: tab.content))
          if isSelected, visible { noteVisibleCut() }
          continue
        }
        if isSelected { selected = kept.count }
        kept.append(Tab(name: tabNames[tab.name] ?? tab.name, content: content))
      }
      guard !kept.isEmpty else {
        removed = "every tab"
        return nil
      }
      return .tabs(
        try Tabs(
          id: tabs.id, tabs: kept, selectedIndex: selected, style: tabs.style,
          showsSidebar: tabs.showsSidebar))
    case .split(let split):
      // The split goes with its primary column's root; another column goes alone.
      let shows = { (column: SplitColumn) in visible && split.focusedColumn == column }
      guard
        case .stack(let primary)? = try self.node(.stack(split.primary), visible: shows(.primary))
      else { return nil }
      var kept: [SplitColumn: Stack] = [:]
      for column in [SplitColumn.supplementary, .detail] {
        guard let stack = split.column(column) else { continue }
        if case .stack(let rewritten)? = try self.node(.stack(stack), visible: shows(column)) {
          kept[column] = rewritten
        } else {
          record("the \(column) column (its root \(removed))", entries: stack.entries.count)
          if shows(column) { noteVisibleCut() }
        }
      }
      var compactColumn = split.compactColumn
      while compactColumn != .primary, kept[compactColumn] == nil {
        compactColumn = compactColumn == .detail ? .supplementary : .primary
      }
      return .split(
        try Split(
          id: split.id, primary: primary, supplementary: kept[.supplementary],
          detail: kept[.detail], isCollapsed: split.isCollapsed, compactColumn: compactColumn))
    }
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
}
