extension NavigationTree {
  /// The whole tree, one node a line, indented by depth; selected tabs, current pages and the
  /// top of each stack are marked with `*`; a split names its layout, then each column.
  ///
  /// ```
  /// tabs#4 (Today* | Bookmarks)
  ///   Today: stack#5
  ///     pages#6 (Pick* | Weekly | Popular)
  ///     Article(3)#12 *
  /// modal 0 (sheet): stack#13
  ///   Share#14 *
  /// ```
  public var outline: String { outline(showing: nil) }

  /// The ``outline``, with each screen's lifecycle state as `state` gives it (a navigator's
  /// reported states, ``Navigator/lifecycle(of:)``, or the tree's own, ``lifecycle(of:)``);
  /// a screen it gives none for is shown without one.
  ///
  /// ```
  /// tabs#4 (Today* | Bookmarks)
  ///   Today: stack#5
  ///     pages#6 (Pick* [hidden] | Weekly [hidden])
  ///     Article(3)#12 * [visible]
  ///   Bookmarks: stack#7
  ///     Bookmarks#8 * [hidden]
  /// modal 0 (sheet): stack#13
  ///   Share#14 * [active]
  /// ```
  public func outline(showing state: ((NodeID) -> ScreenLifecycle?)?) -> String {
    var lines: [String] = []
    Self.outline(root, depth: 0, isTop: true, state: state, into: &lines)
    for (level, modal) in modals.enumerated() {
      lines.append("modal \(level) (\(modal.style)):")
      Self.outline(modal.content, depth: 1, isTop: true, state: state, into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  private static func outline(
    _ node: Node, depth: Int, isTop: Bool, state: ((NodeID) -> ScreenLifecycle?)?,
    into lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    func marked(_ id: NodeID) -> String {
      guard let state, let lifecycle = state(id) else { return "" }
      return " [\(lifecycle.rawValue)]"
    }
    switch node {
    case .screen(let screen):
      lines.append("\(indent)\(screen)\(isTop ? " *" : "")\(marked(screen.id))")
    case .stack(let stack):
      lines.append("\(indent)stack\(stack.id)")
      let entries = stack.entries.array
      for (index, entry) in entries.enumerated() {
        outline(
          entry, depth: depth + 1, isTop: index == entries.count - 1, state: state, into: &lines)
      }
    case .tabs(let tabs):
      let names = tabs.tabs.enumerated().map {
        $0.offset == tabs.selectedIndex ? "\($0.element.name)*" : $0.element.name.rawValue
      }
      let sidebar = tabs.showsSidebar ? " sidebar" : ""
      lines.append("\(indent)tabs\(tabs.id) (\(names.joined(separator: " | ")))\(sidebar)")
      for tab in tabs.tabs {
        lines.append("\(indent)  \(tab.name):")
        outline(tab.content, depth: depth + 2, isTop: true, state: state, into: &lines)
      }
    case .pages(let pages):
      let names = pages.pages.enumerated().map {
        ($0.offset == pages.currentIndex ? "\($0.element.route)*" : "\($0.element.route)")
          + marked($0.element.id)
      }
      lines.append(
        "\(indent)pages\(pages.id) (\(names.joined(separator: " | ")))\(isTop ? " *" : "")")
    case .split(let split):
      let layout =
        split.isCollapsed ? "collapsed, \(split.compactColumn) on top" : "side by side"
      lines.append("\(indent)split\(split.id) (\(layout))")
      for column in split.columns {
        guard let stack = split.column(column) else { continue }
        lines.append("\(indent)  \(column):")
        outline(.stack(stack), depth: depth + 2, isTop: true, state: state, into: &lines)
      }
    }
  }

  /// The visible stack's entries from its root to its top, by name: a screen's route name, a
  /// page container's current page name. A collapsed split shows one stack: its
  /// ``Split/collapsedEntries``. Empty when no stack is visible.
  public var visibleStackNames: [String] { visibleStackEntries.map(\.entryName) }

  /// The entries of the stack the user sees, root first: the visible stack's, or a collapsed
  /// split's ``Split/collapsedEntries`` when its column on top is the visible stack. Empty
  /// when no stack is visible.
  public var visibleStackEntries: [Node] {
    guard let stack = visibleStack else { return [] }
    if let split = visibleSplit, split.isCollapsed, split.focusedStack.id == stack.id {
      return split.collapsedEntries
    }
    return stack.entries.array
  }
}

extension Node {
  /// The name a stack entry goes by: a screen's route name, a page container's current page
  /// name.
  var entryName: String {
    switch self {
    case .screen(let screen): screen.route.name
    case .pages(let pages): pages.current.route.name
    case .stack, .tabs, .split: summary
    }
  }
}
