import Waypoint
import WaypointPlugins

/// How the explorer tells states apart: a canonical description of what the user can act on.
///
/// - the navigation tree in screen kinds (route names without arguments), with its structure
///   (stacks, the selected tab, modals and their styles); the other tabs' content is left
///   out (it shows again only after a tab tap, whose edge leads to the tab as the explorer
///   first reached it), and a page container is written with its current page's arguments
///   only while that page is the top of what is shown (so every onboarding or Today page is
///   visited, and a screen pushed over any page is one state);
/// - the visible screen's actions, with their summaries, which say what an action will do
///   (`close (asks first: not saved)`, `remove the bookmark`);
/// - for each stored list the app declares (``DriverSurface/lists``), whether it is empty.
///
/// Node IDs, article IDs and texts are left out, so the state space stays small and bounded:
/// opening article 3 or article 8 from the same page reaches one state.
@MainActor
enum GraphState {
  /// The key of what `session` shows now.
  static func key(of session: ShellSession) -> String {
    let tree = session.tree
    var parts = [describe(tree.root, isTop: tree.modals.isEmpty)]
    for (index, modal) in tree.modals.enumerated() {
      let isTop = index == tree.modals.count - 1
      parts.append("⧉\(modal.style.rawValue) " + describe(modal.content, isTop: isTop))
    }
    let actions = (session.model?.actions ?? []).map { "\($0.usage): \($0.summary)" }
    return parts.joined(separator: " ") + " | " + actions.joined(separator: "; ") + " | "
      + lists(of: session)
  }

  /// For each stored list the app declares, whether it is empty: `bookmarks=some`.
  static func lists(of session: ShellSession) -> String {
    session.surface.lists.map { list in
      "\(list.name)=" + (list.read(session.app).isEmpty ? "empty" : "some")
    }.joined(separator: " ")
  }

  private static func describe(_ node: Node, isTop: Bool) -> String {
    switch node {
    case .screen(let screen): return screen.route.name
    case .stack(let stack):
      let entries = stack.entries.array
      let written = entries.enumerated().map { index, entry in
        describe(entry, isTop: isTop && index == entries.count - 1)
      }
      return "[" + written.joined(separator: " › ") + "]"
    case .tabs(let tabs):
      return "{\(tabs.selected.name.rawValue): \(describe(tabs.selected.content, isTop: isTop))}"
    case .pages(let pages):
      return isTop ? "pages:\(pages.current.route)" : "pages:\(pages.current.route.name)"
    case .split(let split):
      guard !split.isCollapsed else {
        let entries = split.collapsedEntries
        let written = entries.enumerated().map { index, entry in
          describe(entry, isTop: isTop && index == entries.count - 1)
        }
        return "[" + written.joined(separator: " › ") + "]"
      }
      let focused = split.focusedStack.id
      return split.stacks.map { describe(.stack($0), isTop: isTop && $0.id == focused) }
        .joined(separator: " ‖ ")
    }
  }

  /// The node `session` shows: the visible screen's kind, the tab under it and the style of
  /// the modal that holds it.
  static func node(of session: ShellSession, features: [String: String]) -> GraphNode {
    node(of: session.tree, features: features)
  }

  /// The node `tree` shows (see ``node(of:features:)``); a route `features` does not name
  /// has the feature `?`.
  nonisolated static func node(of tree: NavigationTree, features: [String: String]) -> GraphNode {
    let kind = tree.visibleScreen.route.name
    return GraphNode(
      location: selectedTab(tree.root) ?? GraphNode.outsideTabs, kind: kind,
      modal: tree.modals.last?.style.rawValue, feature: features[kind] ?? "?")
  }

  /// The tab selected on the visible path from `node`, if the path crosses a tab bar.
  nonisolated private static func selectedTab(_ node: Node) -> String? {
    var node = node
    while true {
      switch node {
      case .screen, .pages: return nil
      case .stack(let stack): node = stack.top
      case .tabs(let tabs): return tabs.selected.name.rawValue
      case .split(let split): node = .stack(split.focusedStack)
      }
    }
  }

  /// The whole tree without node IDs: every tab, stack, page and modal, each screen with its
  /// arguments (`Article(3)`). Two sessions with the same shape show the same app, wherever
  /// their IDs differ.
  static func shape(of tree: NavigationTree) -> String {
    written(tree, route: \.description)
  }

  /// The whole tree in route names: ``shape(of:)`` without route arguments (a page container
  /// keeps its current index), after the width class. What `check` tells states apart by.
  static func kinds(of tree: NavigationTree) -> String {
    tree.widthClass.rawValue + " " + written(tree, route: \.name)
  }

  /// `tree`'s root and modals, each screen written by `route`.
  private static func written(_ tree: NavigationTree, route: (Route) -> String) -> String {
    ([written(tree.root, route)]
      + tree.modals.map { "⧉\($0.style.rawValue) " + written($0.content, route) })
      .joined(separator: " ")
  }

  private static func written(_ node: Node, _ route: (Route) -> String) -> String {
    switch node {
    case .screen(let screen): return route(screen.route)
    case .stack(let stack):
      return "[" + stack.entries.array.map { written($0, route) }.joined(separator: " › ") + "]"
    case .tabs(let tabs):
      let contents = tabs.tabs.map { "\($0.name.rawValue): \(written($0.content, route))" }
      return "{\(tabs.selected.name.rawValue) | " + contents.joined(separator: "; ") + "}"
    case .pages(let pages):
      return "pages(\(pages.currentIndex)):"
        + pages.pages.map { route($0.route) }.joined(separator: ",")
    case .split(let split):
      let columns = SplitColumn.allCases.map { column in
        split.column(column).map { written(.stack($0), route) } ?? "–"
      }
      return "split(\(split.isCollapsed ? split.compactColumn.rawValue : "side by side")):"
        + columns.joined(separator: " ‖ ")
    }
  }
}
