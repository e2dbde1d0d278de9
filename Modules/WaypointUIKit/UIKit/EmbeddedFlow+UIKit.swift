#if canImport(UIKit)
  public import UIKit
  public import Waypoint

  extension EmbeddedFlow {
    /// Pushes `flow` onto the app's own `navigationController`, above the view controllers it
    /// shows, making each of the flow's screens with `screens`: ``push(_:onto:over:onResult:)``
    /// on ``UIKitContainers/init(embeddingIn:screens:)``.
    ///
    /// ```swift
    /// checkout = try? EmbeddedFlow.push(
    ///   CheckoutFlow(), onto: navigationController, screens: screens
    /// ) { [weak self] result in self?.checkoutEnded(result) }
    /// ```
    public static func push<Flow: ProducesResult>(
      _ flow: Flow, onto navigationController: UINavigationController, screens: ScreenFactory,
      onResult: @escaping @MainActor (FlowResult<Flow.Output>) -> Void
    ) throws(NavigationError) -> EmbeddedFlow {
      let containers = UIKitContainers(embeddingIn: navigationController, screens: screens)
      return try push(flow, onto: containers, over: containers.existingKinds, onResult: onResult)
    }

    /// Presents `flow` from the top view controller of the app's own `navigationController`,
    /// in `style`: ``present(_:from:over:style:onResult:)`` on
    /// ``UIKitContainers/init(embeddingIn:screens:)``.
    public static func present<Flow: ProducesResult>(
      _ flow: Flow, from navigationController: UINavigationController, screens: ScreenFactory,
      style: ModalStyle = .sheet,
      onResult: @escaping @MainActor (FlowResult<Flow.Output>) -> Void
    ) throws(NavigationError) -> EmbeddedFlow {
      let containers = UIKitContainers(embeddingIn: navigationController, screens: screens)
      return try present(
        flow, from: containers, over: containers.existingKinds.last ?? "UIViewController",
        style: style, onResult: onResult)
    }
  }
#endif
