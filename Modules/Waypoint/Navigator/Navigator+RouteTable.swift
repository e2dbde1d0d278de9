extension Navigator {
  /// Creates a navigator that accepts only routes of the table's types, starting from a single
  /// `Launch` screen.
  ///
  /// A request that would add a screen whose route does not decode into a registered
  /// ``TypedRoute`` type is refused with ``NavigationError/invalidRoute(_:_:)``, which says
  /// what is wrong; the tree is unchanged.
  /// - Parameters:
  ///   - root: The root coordinator; ``start()`` calls its ``Coordinator/didStart()``.
  ///   - host: Renders the tree and reports gestures.
  ///   - journalCapacity: How many transactions the journal keeps.
  ///   - routes: The app's route types.
  public convenience init(
    root: Coordinator,
    host: any NavigationHost,
    journalCapacity: Int = 256,
    routes: RouteTable
  ) {
    self.init(root: root, host: host, journalCapacity: journalCapacity)
    routeTable = routes
  }

  /// Creates a navigator that accepts only routes of the table's types, starting from `tree`
  /// (a restored or hand-built tree).
  ///
  /// - Throws: ``NavigationError/invalidRoute(_:_:)`` for the first screen of `tree` whose
  ///   route does not decode into a registered type, or what
  ///   ``init(root:host:tree:journalCapacity:)`` throws.
  public convenience init(
    root: Coordinator,
    host: any NavigationHost,
    tree: NavigationTree,
    journalCapacity: Int = 256,
    routes: RouteTable
  ) throws(NavigationError) {
    if let refusal = routes.refusal(in: tree.root) { throw refusal }
    for modal in tree.modals {
      if let refusal = routes.refusal(in: modal.content) { throw refusal }
    }
    try self.init(root: root, host: host, tree: tree, journalCapacity: journalCapacity)
    routeTable = routes
  }
}
