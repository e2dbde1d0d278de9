extension NavigationTree {
  /// The step that brings the selected entry to the top of its stack: one
  /// ``Step/setStack(_:entries:)`` keeping every entry; none when it is on top already.
  func stepsBringingToFront(_ selector: EntrySelector, in stackID: NodeID?)
    throws(NavigationError) -> [Step]
  {
    let (stack, entry) = try self.entry(selector, in: stackID)
    guard stack.top.id != entry.id else { return [] }
    var entries = stack.entries.array
    entries.removeAll { $0.id == entry.id }
    entries.append(entry)
    return [.setStack(stack.id, entries: entries)]
  }

  /// The selected entry and the stack holding it.
  /// - Throws: ``NavigationError/nodeNotFound(_:in:)`` for an ID that is in no stack (or not in
  ///   the named one), ``NavigationError/routeNotFound(_:in:)`` for a route no entry shows.
  func entry(_ selector: EntrySelector, in stackID: NodeID?) throws(NavigationError)
    -> (Stack, Node)
  {
    switch selector {
    case .id(let id):
      if let stackID {
        let stack = try self.stack(stackID)
        guard let entry = stack.entries.array.first(where: { $0.id == id }) else {
          throw .nodeNotFound(id, in: stack.entries.summary(of: stack.id))
        }
        return (stack, entry)
      }
      guard let stack = stack(holding: id),
        let entry = stack.entries.array.first(where: { $0.id == id })
      else {
        let visible = visibleStack.map { $0.entries.summary(of: $0.id) } ?? "no stack"
        throw .nodeNotFound(id, in: "any stack (the visible one is \(visible))")
      }
      return (stack, entry)
    case .route(let route):
      let stack = try targetStack(stackID)
      var cell = stack.entries.topCell
      while let current = cell {
        if current.node.visibleScreen.route == route { return (stack, current.node) }
        cell = current.below
      }
      throw .routeNotFound(route, in: stack.entries.summary(of: stack.id))
    }
  }

  /// The entry a pop stops at when it pops while `condition` holds for the screen each entry
  /// shows, from the top down: the first entry it does not hold for, or the root, which is
  /// never popped (the condition is not asked about it).
  /// - Throws: ``NavigationError`` when `stackID` names no stack, or for `nil` no stack is
  ///   visible.
  func entry(poppingWhile condition: (Screen) -> Bool, in stackID: NodeID?)
    throws(NavigationError) -> Node
  {
    let stack = try targetStack(stackID)
    // justified: a stack is never empty.
    var cell = stack.entries.topCell!
    while let below = cell.below, condition(cell.node.visibleScreen) { cell = below }
    return cell.node
  }
}

extension Node {
  /// Whether pushing `content` would add an entry showing what this one shows: a screen with
  /// the same route, or a page container with the same pages (whichever is current).
  func shows(_ content: Content) -> Bool {
    switch (self, content) {
    case (.screen(let screen), .screen(let route)): screen.route == route
    case (.pages(let pages), .pages(let routes, _, _, _)): pages.pages.map(\.route) == routes
    default: false
    }
  }
}
