extension Content {
  /// A page container of typed routes, showing the page at `current` first.
  public static func pages(_ routes: [some TypedRoute], current: Int = 0) -> Content {
    .pages(routes.map(\.route), current: current)
  }

  /// A stack of typed routes, root first.
  public static func stack(_ routes: [some TypedRoute]) -> Content {
    .stack(routes.map { .screen($0.route) })
  }
}
