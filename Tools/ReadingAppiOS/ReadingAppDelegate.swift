#if canImport(UIKit) && canImport(SwiftUI)
  public import UIKit

  /// The reference app's application delegate for iOS and iPadOS: every window the system
  /// connects gets a ``ReadingSceneDelegate``, so each window has its own host, navigator and
  /// tree; a window discarded for good is forgotten. The app target (`Tools/ReadingApp.swiftpm`) makes it the app's entry point.
  @MainActor
  open class ReadingAppDelegate: UIResponder, UIApplicationDelegate {
    public func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(
        name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = ReadingSceneDelegate.self
      return configuration
    }

    /// The user closed windows for good: what their screens kept and their saved navigation
    /// go.
    public func application(
      _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {
      ReadingAppWindows.shared.scenes?.discard(sceneSessions.map(\.persistentIdentifier))
    }
  }
#endif
