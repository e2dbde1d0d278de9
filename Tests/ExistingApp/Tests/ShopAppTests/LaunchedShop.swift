#if os(Linux)
  @testable import ShopApp
  import ShopModels
  import Testing
  import UIKit

  /// The app launched in a window on the behavioural UIKit, and what a test reads of it.
  @MainActor
  struct LaunchedShop {
    let simulation: UIKitSimulation
    let window = UIWindow()
    let store = ShopStore()
    let coordinator: AppCoordinator
    /// The Shop tab's coordinator and the Account tab's.
    let shop: ShopCoordinator
    let account: AccountCoordinator

    init(_ version: SimulatedIOS) throws {
      simulation = UIKitSimulation.start(version)
      coordinator = AppCoordinator(window: window, store: store)
      coordinator.start()
      simulation.finishAnimations()
      let children = coordinator.childCoordinators
      shop = try #require(children.lazy.compactMap { $0 as? ShopCoordinator }.first)
      account = try #require(children.lazy.compactMap { $0 as? AccountCoordinator }.first)
    }

    /// The titles of the view controllers a navigation controller shows, root first.
    func titles(_ navigation: UINavigationController) -> [String] {
      navigation.viewControllers.map { $0.title ?? "?" }
    }

    /// The user picks the product at `index` in the Shop tab's list.
    func openProduct(_ index: Int) throws -> ProductViewController {
      let navigation = shop.navigationController
      let list = try #require(navigation.viewControllers.first as? ProductListViewController)
      list.didSelectProduct(at: index)
      simulation.finishAnimations()
      return try #require(navigation.topViewController as? ProductViewController)
    }

    /// The Account tab's own screen.
    func accountScreen() throws -> AccountViewController {
      try #require(account.navigationController.viewControllers.first as? AccountViewController)
    }

    /// What is presented over the Account tab, bottom first.
    var presented: [UIViewController] { account.navigationController.simulatedPresentedChain }

    /// The profile editor's screen, in the sheet it is presented in.
    func editor() throws -> EditNameViewController {
      let sheet = try #require(presented.first as? UINavigationController)
      return try #require(sheet.viewControllers.first as? EditNameViewController)
    }

    /// The view controller on top of the Shop tab, as `Controller`.
    func shopTop<Controller: UIViewController>(_ type: Controller.Type) throws -> Controller {
      try #require(shop.navigationController.topViewController as? Controller)
    }
  }
#endif
