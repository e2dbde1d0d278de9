public import ShopModels
public import Waypoint

/// The checkout's screens.
public enum CheckoutRoute: TypedRoute {
  case cart, address, confirm
}

/// The checkout as a Waypoint flow: the cart, the address, the confirmation. It finishes with
/// the order; whoever starts it hears that, or why it ended without one (the user went back
/// past the cart, say), once.
///
/// It knows nothing of UIKit: its tests run it on the fakes, and the app shows
/// its screens with view controllers of its own.
public final class CheckoutFlow: TypedFlowCoordinator<CheckoutRoute>, ProducesResult {
  public typealias Output = Order

  public let product: Product
  /// The address the user entered.
  public private(set) var address = ""

  public init(product: Product) {
    self.product = product
    super.init(showing: .cart)
  }

  public func cartConfirmed() throws(NavigationError) {
    try push(.screen(CheckoutRoute.address.route))
  }

  public func addressEntered(_ address: String) throws(NavigationError) {
    self.address = address
    try push(.screen(CheckoutRoute.confirm.route))
  }

  public func placeOrder() throws(NavigationError) {
    try finish(with: Order(product: product, address: address))
  }
}
