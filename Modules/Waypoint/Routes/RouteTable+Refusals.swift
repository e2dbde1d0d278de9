extension RouteTable {
  /// The refusal for the first screen under `node` whose route the table does not accept.
  func refusal(in node: Node) -> NavigationError? {
    var refusal: NavigationError?
    node.forEachNode { node in
      if refusal == nil, case .screen(let screen) = node, let problem = problem(with: screen.route)
      {
        refusal = .invalidRoute(screen.route, problem)
      }
    }
    return refusal
  }
}
