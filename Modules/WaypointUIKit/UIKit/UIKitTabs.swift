#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// A `UITabBarController` as a ``TabContainer``, and its delegate.
  @MainActor
  final class UIKitTabs: NSObject, TabContainer, UITabBarControllerDelegate {
    let id: NodeID
    private weak var controller: UITabBarController?
    private unowned let containers: UIKitContainers

    init(id: NodeID, controller: UITabBarController, containers: UIKitContainers) {
      self.id = id
      self.controller = controller
      self.containers = containers
      super.init()
      controller.delegate = self
    }

    var selectedIndex: Int { controller?.selectedIndex ?? 0 }

    func select(_ index: Int) {
      controller?.selectedIndex = index
    }

    private func index(of viewController: UIViewController) -> Int? {
      controller?.viewControllers?.firstIndex { $0 === viewController }
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      guard let index = index(of: viewController) else { return true }
      return containers.events?.tabs(id, shouldSelect: index) ?? true
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let index = index(of: viewController) else { return }
      containers.events?.tabs(id, didSelect: index)
    }
  }
#endif
