#if canImport(SwiftUI) && canImport(UIKit)
  public import SwiftUI
  public import Waypoint

  /// One navigator per window: put it in a `WindowGroup`, and every window SwiftUI opens (on
  /// iPad and Mac it opens several) gets its own ``SceneHost``, navigator and tree, made once
  /// when the window first shows it and kept as long as the window.
  ///
  /// ```swift
  /// WindowGroup {
  ///   WaypointScene { host in
  ///     Navigator(root: AppCoordinator(), host: host)
  ///   } screen: { screen in
  ///     ReadingScreens.view(for: screen)
  ///   }
  /// }
  /// ```
  public struct WaypointScene<ScreenView: View>: View {
    @State private var session = SessionBox()
    let makeNavigator: @MainActor (SceneHost) -> Navigator
    let screen: (Waypoint.Screen) -> ScreenView

    /// A window's navigation.
    /// - Parameters:
    ///   - makeNavigator: Makes the window's navigator on the host it is given; the scene
    ///     starts it.
    ///   - screen: Makes the view of one screen.
    public init(
      navigator makeNavigator: @escaping @MainActor (SceneHost) -> Navigator,
      @ViewBuilder screen: @escaping (Waypoint.Screen) -> ScreenView
    ) {
      self.makeNavigator = makeNavigator
      self.screen = screen
    }

    public var body: some View {
      SceneView(model: session.model(making: makeNavigator), screen: screen)
    }
  }

  /// The window's model, host and navigator, made on first use: `@State` keeps the box for
  /// the window's life, and nothing observes it, so making them does not update the view.
  @MainActor
  final class SessionBox {
    private var made: (SceneModel, SceneHost, Navigator)?

    func model(making makeNavigator: @MainActor (SceneHost) -> Navigator) -> SceneModel {
      if let (model, _, _) = made { return model }
      let model = SceneModel()
      let host = SceneHost(renderer: model)
      let navigator = makeNavigator(host)
      made = (model, host, navigator)
      navigator.start()
      return model
    }
  }
#endif
