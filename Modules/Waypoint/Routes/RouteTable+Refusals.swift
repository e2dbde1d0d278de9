extension RouteTable {
  /// The refusal for the first screen under `node` whose route the table does not accept.
  func refusal(in node: Node) -> NavigationError? {
    var refusal: NavigationError?
    node.forEachNode { node in
      // A screen the app's own code showed is no route of the table's, and needs none.
      if refusal == nil, case .screen(let screen) = node, !screen.route.isForeign,
        let problem = problem(with: screen.route)
      {
        refusal = .invalidRoute(screen.route, problem)
      }
    }
    return refusal
  }
}

extension RouteTable {
  /// The refusal for the first screen of `tree` whose route the table does not accept (a route
  /// of no registered type, or one its type does not read); `nil` when it accepts them all.
  /// Check a restored tree with it before trusting its routes.
  ///
  /// ```swift
  /// if let refusal = routes.refusal(in: savedTree) { print("not restored: \(refusal)") }
  /// ```
  public func refusal(in tree: NavigationTree) -> NavigationError? {
    if let refusal = refusal(in: tree.root) { return refusal }
    for modal in tree.modals {
      if let refusal = refusal(in: modal.content) { return refusal }
    }
    return nil
  }
}
