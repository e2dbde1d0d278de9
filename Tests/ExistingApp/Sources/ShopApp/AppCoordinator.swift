#if canImport(UIKit)
  public import ShopModels
  public import UIKit

  /// The app: two tabs of its own `UITabBarController`, Shop and Account, each a navigation
  /// controller with its coordinator.
  @MainActor
  public final class AppCoordinator: Coordinator {
    public let tabBarController = UITabBarController()
    var childCoordinators: [any Coordinator] = []
    let window: UIWindow
    let store: ShopStore

    public init(window: UIWindow, store: ShopStore) {
      self.window = window
      self.store = store
    }

    public func start() {
      let shop = ShopCoordinator(store: store)
      let account = AccountCoordinator(store: store)
      childCoordinators = [shop, account]
      shop.start()
      account.start()
      tabBarController.viewControllers = [shop.navigationController, account.navigationController]
      window.rootViewController = tabBarController
    }
  }
#endif
