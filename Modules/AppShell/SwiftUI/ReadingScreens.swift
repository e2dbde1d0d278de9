#if canImport(SwiftUI)
  import WaypointPlugins
  package import SwiftUI
  package import Waypoint

  /// The reference app's screens in SwiftUI, for both hosts: each screen is drawn by the feature
  /// whose route type reads it, when that type is ``SwiftUIScreens``, found among the routes the
  /// registry's plugins declare; any other screen is drawn from its model's declared surface.
  @MainActor
  package enum ReadingScreens {
    /// The view of `screen`, drawn from `model`, the model the navigator keeps for it.
    package static func view(
      for screen: Waypoint.Screen, model: AnyObject?,
      routes: RouteTable = AppFeatures.routes
    ) -> AnyView {
      for case let type as any SwiftUIScreens.Type in routes.types {
        if let drawn = drawn(screen, model: model, by: type) { return drawn }
      }
      if let model = model as? any ScreenModel {
        return AnyView(ScreenScaffold(declaredActionsOf: model))
      }
      return AnyView(Text(screen.route.name))
    }

    /// The view `Route` draws for `screen`, when `Route` reads its route.
    private static func drawn<Route: SwiftUIScreens>(
      _ screen: Waypoint.Screen, model: AnyObject?, by type: Route.Type
    ) -> AnyView? {
      Route(route: screen.route)?.view(model: model)
    }

    /// The title and message of the dialog `screen` (its model's title and lines), for a host
    /// that draws dialogs itself.
    package static func dialogText(for model: AnyObject?, screen: Waypoint.Screen) -> (
      title: String, message: String?
    ) {
      guard let model = model as? any ScreenModel else { return (screen.route.name, nil) }
      let lines = model.lines
      return (model.title, lines.isEmpty ? nil : lines.joined(separator: "\n"))
    }
  }
#endif
