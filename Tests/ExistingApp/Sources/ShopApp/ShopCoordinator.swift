#if canImport(UIKit)
  import CheckoutFlow
  import ShopModels
  import UIKit
  import WaypointUIKit

  /// The Shop tab: the product list, a product (which the list pushes on its own), and the
  /// checkout.
  @MainActor
  final class ShopCoordinator: Coordinator {
    let navigationController = UINavigationController()
    var childCoordinators: [any Coordinator] = []
    let store: ShopStore
    private(set) var checkout: EmbeddedFlow?

    init(store: ShopStore) {
      self.store = store
    }

    func start() {
      let list = ProductListViewController(store: store)
      list.coordinator = self
      navigationController.viewControllers = [list]
    }

    func buy(_ product: Product) {
      let flow = CheckoutFlow(product: product)
      checkout = try? EmbeddedFlow.push(
        flow, onto: navigationController, screens: .checkout(flow)
      ) { [weak self] result in
        self?.checkout = nil
        if case .value(let order) = result { self?.store.place(order) }
      }
    }
  }
#endif
