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
        case .cart: CartViewController(flow: flow, title: "Cart")
        case .address: AddressViewController(flow: flow, title: "Address")
        case .confirm: ConfirmViewController(flow: flow, title: "Confirm")
        }
      }
      return screens
    }
  }

  final class CartViewController: FlowScreen<CheckoutFlow> {
    func continueTapped() { try? flow?.cartConfirmed() }
  }

  final class AddressViewController: FlowScreen<CheckoutFlow> {
    func addressSubmitted(_ address: String) { try? flow?.addressEntered(address) }
  }

  final class ConfirmViewController: FlowScreen<CheckoutFlow> {
    func placeOrderTapped() { try? flow?.placeOrder() }

    /// The screen's own code, kept as it was: the flow's host adopts what it pushes.
    func helpTapped() {
      navigationController?.pushViewController(HelpViewController(topic: "Paying"), animated: true)
    }
  }
#endif
