public import Waypoint

/// The screens of the splash feature.
public enum SplashRoute: TypedRoute {
  /// The one screen that shows while the launch is checked.
  case splash
}
