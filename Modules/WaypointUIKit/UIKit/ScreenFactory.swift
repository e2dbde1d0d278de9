#if canImport(UIKit)
  public import UIKit
  public import Waypoint

  /// Makes each screen's view controller: every feature registers a maker for its typed routes.
  ///
  /// ```swift
  /// var screens = ScreenFactory()
  /// screens.register(TodayRoute.self) { route, screen in
  ///   ArticleViewController(model: navigator.model(for: screen.id))
  /// }
  /// ```
  @MainActor
  public struct ScreenFactory {
    private var makers: [@MainActor (Screen) -> UIViewController?] = []
    /// Called with a screen no maker accepts; it is shown as an empty, titled controller.
    public var onUnknownScreen: (@MainActor (Screen) -> Void)?

    /// Creates a factory without makers.
    public init() {}

    /// Registers a maker for the screens whose route decodes as `Route`.
    public mutating func register<Route: TypedRoute>(
      _ type: Route.Type,
      _ make: @escaping @MainActor (Route, Screen) -> UIViewController
    ) {
      makers.append { screen in Route(route: screen.route).map { make($0, screen) } }
    }

    /// The view controller for `screen`, from the first maker that accepts its route.
    public func makeViewController(for screen: Screen) -> UIViewController {
      for make in makers {
        if let controller = make(screen) { return controller }
      }
      onUnknownScreen?(screen)
      let placeholder = UIViewController()
      placeholder.title = screen.route.name
      return placeholder
    }
  }
#endif
