#if os(Linux)
  @testable import ShopApp
  import Testing
  import UIKit
  import Waypoint
  import WaypointUIKit

  /// The checkout, moved to Waypoint: a flow pushed over the Shop tab's own screens, on the
  /// behavioural UIKit.
  @MainActor
  @Suite struct CheckoutTests {
    /// The app launched, a product opened by the list's own push, and Buy tapped.
    func checkingOut(_ version: SimulatedIOS) throws -> (LaunchedShop, EmbeddedFlow) {
      let app = try LaunchedShop(version)
      try app.openProduct(0).buyTapped()
      app.simulation.finishAnimations()
      let embedded = try #require(app.shop.checkout)
      #expect(app.titles(app.shop.navigationController) == ["Shop", "Watering can", "Cart"])
      return (app, embedded)
    }

    /// The user goes on from the cart and gives an address: the confirmation is on top.
    func goOnToConfirmation(_ app: LaunchedShop) throws {
      try app.shopTop(CartViewController.self).continueTapped()
      app.simulation.finishAnimations()
      try app.shopTop(AddressViewController.self).addressSubmitted("1 Garden Lane")
      app.simulation.finishAnimations()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func buyingPushesTheCheckoutAndPlacingTheOrderPopsIt(_ version: SimulatedIOS) throws {
      let (app, embedded) = try checkingOut(version)
      var faults: [HostFault] = []
      embedded.host.onFault = { faults.append($0) }
      try goOnToConfirmation(app)
      try app.shopTop(ConfirmViewController.self).placeOrderTapped()
      app.simulation.finishAnimations()
      #expect(app.titles(app.shop.navigationController) == ["Shop", "Watering can"])
      let product = try app.shopTop(ProductViewController.self)
      #expect(product.isOrdered && app.store.orders.first?.address == "1 Garden Lane")
      #expect(app.shop.checkout == nil, "the app let go of the ended flow")
      #expect(
        app.window.rootViewController === app.coordinator.tabBarController,
        "the app keeps its window")
      #expect(faults.isEmpty && app.simulation.log.isEmpty, "\(faults) \(app.simulation.log)")
    }

    /// The wall the app hit is gone: back past the cart ends the checkout, and it is released.
    @Test(arguments: SimulatedIOS.allCases)
    func backPastTheCartEndsTheCheckoutAndReleasesIt(_ version: SimulatedIOS) throws {
      let (app, _) = try checkingOut(version)
      weak let flow = try app.shopTop(CartViewController.self).flow
      weak let cart = try app.shopTop(CartViewController.self)
      weak let released = app.shop.checkout
      #expect(flow?.isActive == true)
      app.shop.navigationController.userTapsBack()
      app.simulation.finishAnimations()
      #expect(app.titles(app.shop.navigationController) == ["Shop", "Watering can"])
      #expect(app.shop.checkout == nil && app.store.orders.isEmpty)
      #expect(flow == nil && cart == nil && released == nil, "nothing of the checkout is left")
      #expect(app.simulation.log.isEmpty, "\(app.simulation.log)")
    }

    /// An edge swipe from the cart that the user lets go of keeps the checkout; a finished one
    /// ends it.
    @Test(arguments: SimulatedIOS.allCases)
    func aCancelledEdgeSwipeAcrossTheBoundaryKeepsTheCheckout(_ version: SimulatedIOS) throws {
      let (app, embedded) = try checkingOut(version)
      var faults: [HostFault] = []
      embedded.host.onFault = { faults.append($0) }
      let navigation = app.shop.navigationController
      #expect(navigation.userBeginsInteractivePop())
      navigation.userEndsInteractivePop(completed: false)
      app.simulation.finishAnimations()
      #expect(app.titles(navigation) == ["Shop", "Watering can", "Cart"])
      #expect(embedded.isRunning && embedded.navigator.tree.visibleScreen.route.name == "Cart")

      #expect(navigation.userBeginsInteractivePop())
      navigation.userEndsInteractivePop(completed: true)
      app.simulation.finishAnimations()
      #expect(!embedded.isRunning && app.shop.checkout == nil)
      #expect(app.titles(navigation) == ["Shop", "Watering can"])
      #expect(faults.isEmpty && app.simulation.log.isEmpty, "\(faults) \(app.simulation.log)")
    }

    /// The confirmation screen's own code still pushes Help: the flow's host adopts it as a
    /// foreign entry, back releases it, and the checkout goes on.
    @Test(arguments: SimulatedIOS.allCases)
    func helpPushedByTheScreensOwnCodeIsAdopted(_ version: SimulatedIOS) throws {
      let (app, embedded) = try checkingOut(version)
      var faults: [HostFault] = []
      embedded.host.onFault = { faults.append($0) }
      try goOnToConfirmation(app)
      weak var help: HelpViewController?
      try app.shopTop(ConfirmViewController.self).helpTapped()
      app.simulation.finishAnimations()
      help = try app.shopTop(HelpViewController.self)
      #expect(embedded.navigator.tree.visibleScreen.route == .foreign("HelpViewController"))

      app.shop.navigationController.userTapsBack()
      app.simulation.finishAnimations()
      #expect(help == nil, "popped, the app's screen is released")
      try app.shopTop(ConfirmViewController.self).placeOrderTapped()
      app.simulation.finishAnimations()
      #expect(app.store.orders.count == 1)
      #expect(app.titles(app.shop.navigationController) == ["Shop", "Watering can"])
      #expect(faults.isEmpty && app.simulation.log.isEmpty, "\(faults) \(app.simulation.log)")
    }

    /// The user long-presses back and picks the list: the checkout ends, popped with the
    /// product.
    @Test func pickingTheListFromTheBackMenuEndsTheCheckout() throws {
      let (app, embedded) = try checkingOut(.iOS18)
      let navigation = app.shop.navigationController
      navigation.userPicksFromBackMenu(navigation.viewControllers[0])
      app.simulation.finishAnimations()
      #expect(app.titles(navigation) == ["Shop"])
      #expect(!embedded.isRunning && app.shop.checkout == nil)
    }
  }
#endif
