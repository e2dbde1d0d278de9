#if canImport(UIKit) && canImport(SwiftUI)
  import AppShell
  import Foundation
  public import UIKit
  import WaypointSwiftUI
  import WaypointUIKit

  /// One window of the reference app: it connects a scene of ``ReadingAppWindows`` on the host
  /// chosen by ``ReadingAppHost/chosen``, with the link the window was opened with, restoring
  /// the window's saved navigation; links opened later land in this window.
  @MainActor
  public final class ReadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    private var scene: String?

    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let id = session.persistentIdentifier
      let link = connectionOptions.urlContexts.first?.url.absoluteString
      do {
        window = try ReadingAppWindows.shared.connect(id, in: windowScene, link: link)
        self.scene = id
      } catch {
        window = ReadingAppWindows.failure(error, in: windowScene)
      }
    }

    public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
      guard let id = self.scene else { return }
      for context in contexts {
        try? ReadingAppWindows.shared.scenes?.open(context.url.absoluteString, in: id)
      }
    }

    /// The system may end the app from here on: the window saves what its screens keep (what
    /// the reader typed), which changed no navigation since the last save.
    public func sceneDidEnterBackground(_ scene: UIScene) {
      guard let id = self.scene else { return }
      try? ReadingAppWindows.shared.scenes?.enterBackground(id)
    }

    public func sceneDidDisconnect(_ scene: UIScene) {
      guard let id = self.scene else { return }
      try? ReadingAppWindows.shared.scenes?.disconnect(id)
      self.scene = nil
    }
  }
#endif
