extension NavigationTree {
  /// The steps that make the top modal, whose content is `old`, show `content` in place.
  ///
  /// When `old` stays (``Node/stays(showing:)``), the content is built on it: every node that
  /// stays keeps its ID, the rest get new ones, and the steps are the ``Planner``'s from `old`
  /// to that node (pops, pushes and selections inside it; none when everything stays as it
  /// is), as a planned transition changes a node both trees keep. Otherwise, or without
  /// `keepingWhatStays` (a flow started there brings screens of its own), it is one
  /// ``Step/replaceModal(_:)`` with new nodes.
  mutating func stepsReplacingModalContent(
    _ old: Node, with content: Content, keepingWhatStays: Bool
  ) throws(NavigationError) -> [Step] {
    guard keepingWhatStays, old.stays(showing: content) else {
      return [.replaceModal(try instantiate(content, at: .modal))]
    }
    // Checked as new content is, so a bad description is refused with the same error; the
    // copy's IDs are thrown away.
    var scratch = self
    _ = try scratch.instantiate(content, at: .modal)
    let new = try instantiate(content, keeping: old)
    return try Planner.steps(from: old, to: new)
  }

  /// Builds checked `content` where `old` stands, `old` staying: nodes that stay keep their
  /// IDs (and a screen its node), the others are new. The result is what
  /// ``instantiate(_:at:)`` builds, but for those IDs.
  private mutating func instantiate(_ content: Content, keeping old: Node)
    throws(NavigationError) -> Node
  {
    switch (old, content) {
    case (.pages(var pages), .pages(_, let current, _, _)):
      pages.currentIndex = current
      return .pages(pages)
    case (.stack(let stack), .stack(let contents)):
      let olds = stack.entries.array
      var entries: [Node] = []
      var staying = true
      for (index, entry) in contents.enumerated() {
        // From the root up, as a stack keeps what is below what changed.
        staying = staying && index < olds.count && olds[index].stays(showing: entry)
        entries.append(
          staying
            ? try instantiate(entry, keeping: olds[index])
            : try instantiate(entry, at: .stackEntry))
      }
      return .stack(Stack(checkedID: stack.id, entries: StackEntries(entries)))
    case (.tabs(var tabs), .tabs(let contents, let selected, _)):
      for index in tabs.tabs.indices {
        tabs.tabs[index].content = try instantiate(
          contents[index].content, keeping: tabs.tabs[index].content)
      }
      tabs.selectedIndex = selected
      return .tabs(tabs)
    case (.split(let split), .split(let primary, let supplementary, let detail)):
      let primaryStack = try column(primary, keeping: split.primary)
      let supplementaryStack = try supplementary.map { c throws(NavigationError) in
        try column(c, keeping: split.supplementary)
      }
      let detailStack = try detail.map { c throws(NavigationError) in
        try column(c, keeping: split.detail)
      }
      var new = try Split(
        id: split.id, primary: primaryStack, supplementary: supplementaryStack,
        detail: detailStack, isCollapsed: split.isCollapsed)
      new.compactColumn = new.deepestColumn
      return .split(new)
    default:
      return old  // A screen showing the same route.
    }
  }

  /// A split's column showing `content` in a stack of its own: `old` when it stays, else new.
  private mutating func column(_ content: Content, keeping old: Stack?) throws(NavigationError)
    -> Stack
  {
    let node =
      if let old, Node.stack(old).stays(showing: content.inStack) {
        try instantiate(content.inStack, keeping: .stack(old))
      } else {
        try instantiate(content.inStack, at: .column)
      }
    guard case .stack(let stack) = node else { throw .misplaced(node.kind, in: .column) }
    return stack
  }
}

extension Node {
  /// Whether this node stays, keeping its ID, when its place is given `content` in place
  /// (``NavigationOperation/replacePresented(_:)``): whether `content` shows the same thing in
  /// the same shape.
  ///
  /// - A screen stays for a screen with the same route.
  /// - A page container stays for the same pages (routes, in order), wrapping and page models;
  ///   the current page may change.
  /// - A stack stays when its root entry does; its entries stay from the root up to the first
  ///   that does not.
  /// - A tab container stays for the same tabs (names, in order) in the same style when each
  ///   tab's content stays; the selected tab may change.
  /// - A split stays when its primary column's stack does; each other column's stack stays
  ///   when it does, and is new or removed otherwise.
  ///
  /// Anything else, another kind above all, does not stay, and neither does anything in it.
  func stays(showing content: Content) -> Bool {
    switch (self, content) {
    case (.screen(let screen), .screen(let route)):
      return screen.route == route
    case (.pages(let pages), .pages(let routes, _, let wraps, let models)):
      return pages.pages.map(\.route) == routes && pages.wraps == wraps && pages.models == models
    case (.stack(let stack), .stack(let entries)):
      guard let root = entries.first else { return false }
      return stack.rootEntry.stays(showing: root)
    case (.tabs(let tabs), .tabs(let contents, _, let style)):
      guard tabs.style == style, tabs.names == contents.map(\.name) else { return false }
      return zip(tabs.tabs, contents).allSatisfy { $0.content.stays(showing: $1.content) }
    case (.split(let split), .split(let primary, _, _)):
      return Node.stack(split.primary).stays(showing: primary.inStack)
    default:
      return false
    }
  }
}
