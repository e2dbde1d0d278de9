/// What the splash screen found out, for the app to decide where to go next.
@MainActor
public protocol SplashNavigation: AnyObject {
  /// The app is launched for the first time ever.
  func firstLaunchDetected()
  /// No valid session is stored.
  func sessionMissing()
  /// A valid session was found.
  func sessionRestored()
}
