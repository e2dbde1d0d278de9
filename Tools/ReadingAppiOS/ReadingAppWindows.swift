#if canImport(UIKit) && canImport(SwiftUI)
  import AppShell
  import Foundation
  import SwiftUI
  import UIKit
  import Waypoint
  import WaypointSwiftUI
  import WaypointUIKit

  /// The app's windows on iOS: one ``ReadingAppScenes`` for the process (the data in the app's
  /// Application Support folder, shared by every window), and a window per scene on the chosen
  /// host.
  @MainActor
  final class ReadingAppWindows {
    static let shared = ReadingAppWindows()
    private(set) var scenes: ReadingAppScenes?

    /// Connects the scene `id` and returns its window, shown.
    /// - Throws: When the app's data folder cannot be made or its catalogue read, or the scene
    ///   is connected already.
    func connect(_ id: String, in windowScene: UIWindowScene, link: String?) throws -> UIWindow {
      let scenes = try self.scenes ?? Self.makeScenes()
      self.scenes = scenes
      let host = ReadingAppHost(
        defaultsValue: UserDefaults.standard.string(forKey: ReadingAppHost.defaultsKey))
      switch host {
      case .uikit: return try connectUIKit(id, in: windowScene, link: link, scenes: scenes)
      case .swiftui: return try connectSwiftUI(id, in: windowScene, link: link, scenes: scenes)
      }
    }

    private static func makeScenes() throws -> ReadingAppScenes {
      let support = try FileManager.default.url(
        for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      let directory = support.appendingPathComponent("ReadingApp", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      return ReadingAppScenes(
        dependencies: try .live(dataDirectory: directory), dataDirectory: directory)
    }

    /// Tier 1: the UIKit host, each screen the feature's SwiftUI view in a `UIHostingController`.
    private func connectUIKit(
      _ id: String, in windowScene: UIWindowScene, link: String?, scenes: ReadingAppScenes
    ) throws -> UIWindow {
      let models = ModelSource()
      var screens = ScreenFactory()
      for type in AppFeatures.routes.types { register(type, in: &screens, models: models) }
      let host = ContainerHost(scene: windowScene, screens: screens)
      models.app = try scenes.connect(id, host: host, restoring: true, link: link)
      return host.window ?? UIWindow(windowScene: windowScene)
    }

    private func register<Route: TypedRoute>(
      _ type: Route.Type, in screens: inout ScreenFactory, models: ModelSource
    ) {
      screens.registerSwiftUI(type) { _, screen in ModelScreen(screen: screen, models: models) }
      screens.registerDialog(type) { _, screen in
        let text = ReadingScreens.dialogText(for: models.model(for: screen), screen: screen)
        return DialogText(title: text.title, message: text.message)
      }
    }

    /// Tier 2: the SwiftUI host, in a `UIHostingController` that fills the window.
    private func connectSwiftUI(
      _ id: String, in windowScene: UIWindowScene, link: String?, scenes: ReadingAppScenes
    ) throws -> UIWindow {
      let models = ModelSource()
      let model = SceneModel()
      let host = SceneHost(renderer: model)
      models.app = try scenes.connect(id, host: host, restoring: true, link: link)
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UIHostingController(
        rootView: SceneView(model: model) { screen in ModelScreen(screen: screen, models: models) })
      window.makeKeyAndVisible()
      return window
    }

    /// A window that says why the app could not start.
    static func failure(_ error: any Error, in windowScene: UIWindowScene) -> UIWindow {
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UIHostingController(
        rootView: Text("The app could not start: \(error)"))
      window.makeKeyAndVisible()
      return window
    }
  }

  /// A screen's view, which finds its model when SwiftUI draws it: a host makes the first
  /// screens while the app starts, before ``ModelSource/app`` is set.
  struct ModelScreen: View {
    let screen: Waypoint.Screen
    let models: ModelSource

    var body: some View {
      ReadingScreens.view(for: screen, model: models.model(for: screen))
    }
  }

  /// Where a screen's view finds its model: the window's app, once it is connected.
  @MainActor
  final class ModelSource {
    weak var app: ReadingApp?

    func model(for screen: Waypoint.Screen) -> AnyObject? {
      app?.navigator.model(for: screen.id)
    }
  }
#endif
