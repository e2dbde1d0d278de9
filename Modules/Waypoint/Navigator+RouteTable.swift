extension Navigator {
  /// Creates a navigator that accepts only routes of the table's types.
  ///
  /// A request that would add a screen whose route does not decode into a registered
  /// ``TypedRoute`` type is refused with ``NavigationError/invalidRoute(_:_:)``, which says
  /// what is wrong; the tree is unchanged.
  /// - Parameters:
  ///   - root: The root coordinator; ``start()`` calls its ``Coordinator/didStart()``.
  ///   - host: Renders the tree and reports gestures.
  ///   - tree: The tree to start from; a single `Launch` screen by default.
  ///   - journalCapacity: How many transactions the journal keeps.
  ///   - routes: The app's route types.
  public convenience init(
    root: Coordinator,
    host: any NavigationHost,
    tree: NavigationTree = NavigationTree(),
    journalCapacity: Int = 256,
    routes: RouteTable
  ) {
    self.init(
      root: root, host: host, tree: tree, journalCapacity: journalCapacity,
      checkRoute: { route in routes.problem(with: route).map { .invalidRoute(route, $0) } })
  }
}
