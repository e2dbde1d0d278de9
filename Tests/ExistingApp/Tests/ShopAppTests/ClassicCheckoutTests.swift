#if os(Linux)
  @testable import ShopApp
  import Testing
  import UIKit

  /// The checkout as the app wrote it: a child coordinator pushing its screens.
  @MainActor
  @Suite struct ClassicCheckoutTests {
    @Test(arguments: SimulatedIOS.allCases)
    func buyingPushesTheCheckoutAndPlacingTheOrderPopsIt(_ version: SimulatedIOS) throws {
      let shop = LaunchedShop(version)
      let product = try shop.openProduct(0)
      product.buyTapped()
      shop.simulation.finishAnimations()
      try shop.shopTop(CartViewController.self).continueTapped()
      shop.simulation.finishAnimations()
      try shop.shopTop(AddressViewController.self).addressSubmitted("1 Garden Lane")
      shop.simulation.finishAnimations()
      try shop.shopTop(ConfirmViewController.self).placeOrderTapped()
      shop.simulation.finishAnimations()
      #expect(try shop.titles(shop.shop.navigationController) == ["Shop", "Watering can"])
      #expect(product.isOrdered && shop.store.orders.first?.address == "1 Garden Lane")
      #expect(try shop.shop.childCoordinators.isEmpty)
    }

    /// The wall the app hit: back past the cart tells nobody, and the Shop coordinator keeps
    /// the checkout.
    @Test func backPastTheCartLeavesTheCheckoutBehind() throws {
      let shop = LaunchedShop(.iOS18)
      try shop.openProduct(0).buyTapped()
      shop.simulation.finishAnimations()
      try shop.shop.navigationController.userTapsBack()
      shop.simulation.finishAnimations()
      #expect(try shop.titles(shop.shop.navigationController) == ["Shop", "Watering can"])
      #expect(try shop.shop.childCoordinators.count == 1)
    }
  }
#endif
