public import AppModels

/// The clients the splash feature needs; the app's dependencies conform.
@MainActor
public protocol SplashDependencies {
  /// Tells whether the app was launched before.
  var launch: any LaunchClient { get }
  /// Tells whether a valid session is stored.
  var session: any SessionClient { get }
}
