#if canImport(UIKit)
  import CheckoutFlow
  import UIKit
  import WaypointUIKit

  extension ScreenFactory {
    /// The checkout's screens, each telling `flow` what the user did.
    static func checkout(_ flow: CheckoutFlow) -> ScreenFactory {
      var screens = ScreenFactory()
      screens.register(CheckoutRoute.self) { route, _ in
        switch route {
        case .cart: CartViewController(flow: flow)
        case .address: AddressViewController(flow: flow)
        case .confirm: ConfirmViewController(flow: flow)
        }
      }
      return screens
    }
  }

  final class CartViewController: UIViewController {
    weak var flow: CheckoutFlow?

    init(flow: CheckoutFlow) {
      self.flow = flow
      super.init(nibName: nil, bundle: nil)
      title = "Cart"
    }

    required init?(coder: NSCoder) { nil }

    func continueTapped() { try? flow?.cartConfirmed() }
  }

  final class AddressViewController: UIViewController {
    weak var flow: CheckoutFlow?

    init(flow: CheckoutFlow) {
      self.flow = flow
      super.init(nibName: nil, bundle: nil)
      title = "Address"
    }

    required init?(coder: NSCoder) { nil }

    func addressSubmitted(_ address: String) { try? flow?.addressEntered(address) }
  }

  final class ConfirmViewController: UIViewController {
    weak var flow: CheckoutFlow?

    init(flow: CheckoutFlow) {
      self.flow = flow
      super.init(nibName: nil, bundle: nil)
      title = "Confirm"
    }

    required init?(coder: NSCoder) { nil }

    func placeOrderTapped() { try? flow?.placeOrder() }

    /// The screen's own code, kept as it was: the flow's host adopts what it pushes.
    func helpTapped() {
      navigationController?.pushViewController(HelpViewController(topic: "Paying"), animated: true)
    }
  }
#endif
