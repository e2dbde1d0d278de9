public import Testing
public import Waypoint

extension HeadlessFlow {
  /// Expects the one screen of the tree that shows `route` to have `state`, as the navigator
  /// last reported it to the screens' models (``Navigator/lifecycle(of:)``): after the host
  /// finished. Records a test issue when no screen or several show `route`.
  ///
  /// ```swift
  /// flow.expectLifecycle(TodayRoute.article(id: 3), .visible)  // under the share sheet
  /// ```
  public func expectLifecycle(
    _ route: Route, _ state: ScreenLifecycle, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var matching: [Screen] = []
    tree.forEachNode { node in
      if let screen = node.screen, screen.route == route { matching.append(screen) }
    }
    let outline = tree.outline { self.navigator.lifecycle(of: $0) }
    guard matching.count == 1, let screen = matching.first else {
      Issue.record(
        "\(matching.count) screens show \(route), expected one\n\(outline)",
        sourceLocation: sourceLocation)
      return
    }
    let actual = navigator.lifecycle(of: screen.id)
    if actual != state {
      Issue.record(
        "\(screen) is \(actual.map { "\($0)" } ?? "not reported yet"), expected \(state)\n\(outline)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the one screen that shows a feature's typed `route` to have `state`, as the
  /// navigator last reported it.
  public func expectLifecycle(
    _ route: some TypedRoute, _ state: ScreenLifecycle,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectLifecycle(route.route, state, sourceLocation: sourceLocation)
  }
}
