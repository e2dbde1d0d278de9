#if canImport(UIKit)
  import ShopModels
  import UIKit

  /// The Shop tab: the product list, a product (which the list pushes on its own), and the
  /// checkout.
  @MainActor
  final class ShopCoordinator: Coordinator, CheckoutCoordinatorDelegate {
    let navigationController = UINavigationController()
    var childCoordinators: [any Coordinator] = []
    let store: ShopStore

    init(store: ShopStore) {
      self.store = store
    }

    func start() {
      let list = ProductListViewController(store: store)
      list.coordinator = self
      navigationController.viewControllers = [list]
    }

    func buy(_ product: Product) {
      let checkout = CheckoutCoordinator(
        product: product, navigationController: navigationController)
      checkout.delegate = self
      childCoordinators.append(checkout)
      checkout.start()
    }

    func checkout(_ checkout: CheckoutCoordinator, didPlace order: Order) {
      store.place(order)
      childDidFinish(checkout)
      if let product = navigationController.viewControllers.last(where: {
        $0 is ProductViewController
      }) {
        navigationController.popToViewController(product, animated: true)
      }
    }
  }
#endif
