/// A ``PageCoordinator`` whose pages are routes of one ``TypedRoute`` type.
///
/// ```swift
/// final class TodayCoordinator: TypedPageCoordinator<TodayRoute> {
///   init() { super.init(pages: TodayPage.allCases.map { .today(page: $0) }) }
///   override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? { ... }
/// }
/// ```
@MainActor
open class TypedPageCoordinator<FeatureRoute: TypedRoute>: PageCoordinator {
  /// Creates a page coordinator.
  /// - Parameters:
  ///   - pages: The pages' routes, in order.
  ///   - current: The index of the page shown first.
  ///   - wraps: Whether paging wraps around (``Pages/wraps``).
  ///   - models: Which page models are kept (``PageModels``).
  public init(
    pages: [FeatureRoute], current: Int = 0, wraps: Bool = false, models: PageModels = .all
  ) {
    super.init(pages: pages.map(\.route), current: current, wraps: wraps, models: models)
  }

  /// The typed route of the current page; `nil` when not running.
  public var currentRoute: FeatureRoute? { currentPage.flatMap(FeatureRoute.init(route:)) }

  /// Shows the page with this route.
  @discardableResult
  public func select(_ page: FeatureRoute) throws(NavigationError) -> RequestOutcome {
    try select(page.route)
  }

  /// The screen model for a page, with its typed route. The default returns `nil`: no model.
  open func makeModel(for route: FeatureRoute, on screen: Screen) -> AnyObject? { nil }

  /// Decodes the page's route and asks ``makeModel(for:on:)``.
  public final override func makeModel(for screen: Screen) -> AnyObject? {
    guard let route = FeatureRoute(route: screen.route) else { return nil }
    return makeModel(for: route, on: screen)
  }
}
