#if canImport(UIKit) && canImport(SwiftUI)
  import AppShell
  import Foundation
  public import UIKit
  import WaypointSwiftUI
  import WaypointUIKit

  /// One window of the reference app: it connects a scene of ``ReadingAppWindows`` on the host
  /// ``ReadingAppHost`` names, with the link the window was opened with (a URL context, or a
  /// universal link's web page), restoring the window's saved navigation; links opened later
  /// (URL contexts, universal links, Handoff) land in this window. Every link reaches the
  /// app's one intake as `SceneLinks` reads it; the app's link table decides.
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
      let links = SceneLinks(connectionOptions)
      do {
        window = try ReadingAppWindows.shared.connect(id, in: windowScene, link: links.first)
        self.scene = id
        open(links.afterFirst)
      } catch {
        window = ReadingAppWindows.failure(error, in: windowScene)
      }
    }

    public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
      open(SceneLinks(contexts).links)
    }

    /// A universal link, or a web page handed off from a browser: its web page is the link.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      open(SceneLinks(userActivity).links)
    }

    /// Opens `links` in this window, in order.
    private func open(_ links: some Sequence<String>) {
      guard let id = self.scene else { return }
      for link in links { try? ReadingAppWindows.shared.scenes?.open(link, in: id) }
    }

    /// The window comes to the front: if its account signed out in another window, it leaves
    /// that account's screens.
    public func sceneWillEnterForeground(_ scene: UIScene) {
      guard let id = self.scene else { return }
      try? ReadingAppWindows.shared.scenes?.enterForeground(id)
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
