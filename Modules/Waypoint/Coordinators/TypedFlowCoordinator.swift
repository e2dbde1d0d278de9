/// A ``FlowCoordinator`` whose screens are the routes of one ``TypedRoute`` type: it starts
/// with a typed route and receives typed routes in ``makeModel(for:on:)``.
///
/// ```swift
/// final class ArticleCoordinator: TypedFlowCoordinator<TodayRoute> {
///   init(id: Int) { super.init(showing: .article(id: id)) }
///   override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
///     guard case .article(let id) = route else { return nil }
///     return ArticleModel(id: id)
///   }
/// }
/// ```
@MainActor
open class TypedFlowCoordinator<FeatureRoute: TypedRoute>: FlowCoordinator {
  /// A flow that shows the screen of `route` first.
  public init(showing route: FeatureRoute) {
    super.init(initialContent: .screen(route.route))
  }

  /// A flow that shows `content` first (a stack, pages, ...), built from typed routes.
  public override init(initialContent: Content) {
    super.init(initialContent: initialContent)
  }

  /// The screen model for a screen of this flow, with its typed route. The default returns
  /// `nil`: no model.
  open func makeModel(for route: FeatureRoute, on screen: Screen) -> AnyObject? { nil }

  /// Decodes the screen's route and asks ``makeModel(for:on:)``; a screen of another route
  /// type has no model here.
  public final override func makeModel(for screen: Screen) -> AnyObject? {
    guard let route = FeatureRoute(route: screen.route) else { return nil }
    return makeModel(for: route, on: screen)
  }
}
