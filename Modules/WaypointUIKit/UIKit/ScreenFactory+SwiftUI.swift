#if canImport(UIKit) && canImport(SwiftUI)
  public import SwiftUI
  public import Waypoint

  extension ScreenFactory {
    /// Registers a maker of SwiftUI views for the screens whose route decodes as `Route`: each
    /// view is hosted in a `UIHostingController`, so the UIKit host's gesture handling, guards,
    /// back handlers and lifecycle apply to it as to any screen (tier 1 of
    /// <doc:IntegratingWithUIKit>, *SwiftUI screens*).
    ///
    /// ```swift
    /// screens.registerSwiftUI(TodayRoute.self) { route, screen in
    ///   ArticleView(model: navigator.model(for: screen.id) as? ArticleModel)
    /// }
    /// ```
    /// - Parameters:
    ///   - type: The route type whose screens the maker shows.
    ///   - make: Makes the view of one screen from its route and its screen (its node ID finds
    ///     the screen's model in the navigator).
    public mutating func registerSwiftUI<Route: TypedRoute, Content: View>(
      _ type: Route.Type, _ make: @escaping @MainActor (Route, Screen) -> Content
    ) {
      register(type) { route, screen in UIHostingController(rootView: make(route, screen)) }
    }
  }
#endif
