extension Coordinator {
  /// Pushes the screen of a typed route onto this coordinator's own stack (see
  /// ``push(_:)-(Content)``).
  @discardableResult
  public func push(_ route: some TypedRoute) throws(NavigationError) -> RequestOutcome {
    try push(.screen(route.route))
  }

  /// Presents the screen of a typed route modally, in a stack of its own unless `inStack` is
  /// `false`.
  @discardableResult
  public func present(
    _ route: some TypedRoute, style: ModalStyle = .sheet, inStack: Bool = true
  ) throws(NavigationError) -> RequestOutcome {
    try present(.screen(route.route), style: style, inStack: inStack)
  }
}
