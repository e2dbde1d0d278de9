#if canImport(SwiftUI)
  public import SwiftUI
  public import Waypoint

  /// A feature's route type whose screens the feature draws in SwiftUI, each from its screen
  /// model. The app finds the drawing through the routes its plugins declare, so a feature
  /// adds its SwiftUI screens by conforming its route type in its own target, under
  /// `#if canImport(SwiftUI)`:
  ///
  /// ```swift
  /// extension BookmarkRoute: SwiftUIScreens {
  ///   public func view(model: AnyObject?) -> AnyView {
  ///     switch self {
  ///     case .bookmarks: AnyView(BookmarksView(model: model as? BookmarksModel))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A route type without the conformance is drawn from its models' ``ScreenModel`` surface
  /// (``ScreenScaffold`` with the declared actions as buttons).
  public protocol SwiftUIScreens: TypedRoute {
    /// The view of the screen this route shows, drawn from `model`, the model the navigator
    /// keeps for the screen (`nil` when the screen has none).
    @MainActor func view(model: AnyObject?) -> AnyView
  }
#endif
