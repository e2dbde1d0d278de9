#if canImport(UIKit)
  import ShopModels
  import UIKit

  @MainActor
  protocol CheckoutCoordinatorDelegate: AnyObject {
    func checkout(_ checkout: CheckoutCoordinator, didPlace order: Order)
  }

  /// The checkout: the cart, the address, the confirmation, pushed onto the Shop tab's
  /// navigation controller. It tells its delegate when the order is placed; when the user goes
  /// back past the cart, nobody tells anyone, and the Shop coordinator keeps it.
  @MainActor
  final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    weak var delegate: (any CheckoutCoordinatorDelegate)?
    let product: Product
    let navigationController: UINavigationController
    private(set) var address = ""

    init(product: Product, navigationController: UINavigationController) {
      self.product = product
      self.navigationController = navigationController
    }

    func start() {
      navigationController.pushViewController(CartViewController(coordinator: self), animated: true)
    }

    func cartConfirmed() {
      navigationController.pushViewController(
        AddressViewController(coordinator: self), animated: true)
    }

    func addressEntered(_ address: String) {
      self.address = address
      navigationController.pushViewController(
        ConfirmViewController(coordinator: self), animated: true)
    }

    func placeOrder() {
      delegate?.checkout(self, didPlace: Order(product: product, address: address))
    }
  }

  final class CartViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    init(coordinator: CheckoutCoordinator) {
      self.coordinator = coordinator
      super.init(nibName: nil, bundle: nil)
      title = "Cart"
    }

    required init?(coder: NSCoder) { nil }

    func continueTapped() { coordinator?.cartConfirmed() }
  }

  final class AddressViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    init(coordinator: CheckoutCoordinator) {
      self.coordinator = coordinator
      super.init(nibName: nil, bundle: nil)
      title = "Address"
    }

    required init?(coder: NSCoder) { nil }

    func addressSubmitted(_ address: String) { coordinator?.addressEntered(address) }
  }

  final class ConfirmViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    init(coordinator: CheckoutCoordinator) {
      self.coordinator = coordinator
      super.init(nibName: nil, bundle: nil)
      title = "Confirm"
    }

    required init?(coder: NSCoder) { nil }

    func placeOrderTapped() { coordinator?.placeOrder() }

    func helpTapped() {
      navigationController?.pushViewController(HelpViewController(topic: "Paying"), animated: true)
    }
  }
#endif
