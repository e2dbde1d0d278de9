public import AppModels

/// The clients the auth feature needs; the app's dependencies conform.
@MainActor
public protocol AuthDependencies {
  /// Logs the user in and stores the session.
  var session: any SessionClient { get }
  /// Records that the user went through the introduction.
  var launch: any LaunchClient { get }
}
