extension Content {
  /// A page container of typed routes, showing the page at `current` first; `wraps` and
  /// `models` as for ``Content/pages(_:current:wraps:models:)-enum.case``.
  public static func pages(
    _ routes: [some TypedRoute], current: Int = 0, wraps: Bool = false,
    models: PageModels = .all
  ) -> Content {
    .pages(routes.map(\.route), current: current, wraps: wraps, models: models)
  }

  /// A stack of typed routes, root first.
  public static func stack(_ routes: [some TypedRoute]) -> Content {
    .stack(routes.map { .screen($0.route) })
  }
}
