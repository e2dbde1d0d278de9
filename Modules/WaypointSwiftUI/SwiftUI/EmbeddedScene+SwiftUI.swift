#if canImport(SwiftUI) && canImport(UIKit)
  public import SwiftUI
  public import Waypoint

  extension EmbeddedScene {
    /// Presents `flow` over the app's own view named `view`, in `style`, on a new
    /// ``SceneModel``: ``present(_:on:over:style:onResult:)``. Show it with
    /// `View.waypointFlow(_:screen:)` on that view.
    ///
    /// ```swift
    /// struct OrdersView: View {
    ///   @State private var checkout: EmbeddedScene?
    ///
    ///   var body: some View {
    ///     Button("Check out") {
    ///       checkout = try? EmbeddedScene.present(CheckoutFlow(), over: "OrdersView") { _ in
    ///         checkout = nil
    ///       }
    ///     }
    ///     .waypointFlow(checkout) { screen in CheckoutScreens.view(for: screen) }
    ///   }
    /// }
    /// ```
    public static func present<Flow: ProducesResult>(
      _ flow: Flow, over view: String, style: ModalStyle = .sheet,
      onResult: @escaping @MainActor (FlowResult<Flow.Output>) -> Void
    ) throws(NavigationError) -> EmbeddedScene {
      try present(flow, on: SceneModel(), over: view, style: style, onResult: onResult)
    }
  }

  extension View {
    /// Presents the modals of `embedded`, a flow the app started from this view
    /// (``EmbeddedScene``), over this view, making each screen with `screen`; nothing while it
    /// is `nil` or shows none. The view keeps its identity whether a flow runs or not.
    @MainActor
    public func waypointFlow<ScreenView: View>(
      _ embedded: EmbeddedScene?,
      @ViewBuilder screen: @escaping (Waypoint.Screen) -> ScreenView
    ) -> some View {
      let model = embedded?.host.renderer as? SceneModel ?? SceneModel.idle
      let state =
        model.state
        ?? SceneState(
          tree: NavigationTree(), revision: .initial, lockedModals: [], interceptedStacks: [],
          rebuilds: [:])
      return presenting(0, of: state, model: model, screen: screen)
    }
  }

  extension SceneModel {
    /// A model no host renders into: what `View.waypointFlow(_:screen:)` reads while no flow
    /// runs, so that it presents nothing.
    static let idle = SceneModel()
  }
#endif
