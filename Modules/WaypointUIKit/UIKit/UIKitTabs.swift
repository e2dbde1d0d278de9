#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// A `UITabBarController` as a ``TabContainer``, its delegate, and the delegate of its More
  /// navigation controller.
  ///
  /// Past five tabs, UIKit shows four and a More tab: tapping More selects
  /// `moreNavigationController` (not a tab of the tree: nothing is reported, and
  /// `selectedIndex` is `NSNotFound`, so the host keeps the tab it rendered); picking a tab in
  /// the More list calls no tab bar delegate method, so it is seen as the More navigation
  /// controller showing that tab's controller, and reported as a tap on that tab.
  @MainActor
  final class UIKitTabs: NSObject, TabContainer, UITabBarControllerDelegate,
    UINavigationControllerDelegate
  {
    let id: NodeID
    private weak var controller: UITabBarController?
    private unowned let containers: UIKitContainers
    private var lastSelected = 0

    init(id: NodeID, controller: UITabBarController, containers: UIKitContainers) {
      self.id = id
      self.controller = controller
      self.containers = containers
      super.init()
      controller.delegate = self
      controller.moreNavigationController.delegate = self
    }

    var selectedIndex: Int {
      guard let controller, let selected = controller.selectedViewController,
        let index = index(of: selected)
      else { return lastSelected }
      return index
    }

    func select(_ index: Int) {
      lastSelected = index
      controller?.selectedIndex = index
    }

    private func index(of viewController: UIViewController) -> Int? {
      controller?.viewControllers?.firstIndex { $0 === viewController }
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      guard let index = index(of: viewController) else { return true }  // More
      return containers.events?.tabs(id, shouldSelect: index) ?? true
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
    {
      guard let viewController = tab.viewController else { return true }
      return self.tabBarController(tabBarController, shouldSelect: viewController)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let index = index(of: viewController) else { return }  // More: the list shows
      lastSelected = index
      containers.events?.tabs(id, didSelect: index)
    }

    // MARK: UINavigationControllerDelegate (the More navigation controller)

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {}

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      guard let index = index(of: viewController), index != lastSelected,
        containers.events?.tabs(id, shouldSelect: index) ?? true
      else { return }
      lastSelected = index
      containers.events?.tabs(id, didSelect: index)
    }
  }
#endif
