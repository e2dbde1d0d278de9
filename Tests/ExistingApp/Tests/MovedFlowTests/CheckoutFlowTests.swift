import CheckoutFlow
import ShopModels
import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

/// The checkout flow on the fakes, pushed over the Shop tab's own screens as the app pushes
/// it: no UIKit, no simulator.
@MainActor
@Suite struct CheckoutFlowTests {
  let appScreens = ["ProductListViewController", "ProductViewController"]
  let product = ShopStore.catalogue[0]

  func routes(_ embedded: EmbeddedFlow) -> [String] {
    embedded.navigator.tree.visibleStack?.entries.array.compactMap {
      $0.screen?.route.description
    } ?? []
  }

  @Test func theCheckoutFinishesWithTheOrderAndLeavesTheAppsScreens() throws {
    let window = FakeWindow.appNavigation(showing: appScreens)
    let flow = CheckoutFlow(product: product)
    var results: [FlowResult<Order>] = []
    let embedded = try EmbeddedFlow.push(flow, onto: window, over: appScreens) {
      results.append($0)
    }
    #expect(
      routes(embedded) == [
        "Foreign(ProductListViewController)", "Foreign(ProductViewController)", "Cart",
      ])
    try flow.cartConfirmed()
    try flow.addressEntered("1 Garden Lane")
    #expect(routes(embedded).suffix(3) == ["Cart", "Address", "Confirm"])
    try flow.placeOrder()
    #expect(results == [.value(Order(product: product, address: "1 Garden Lane"))])
    #expect(window.appNavigationController?.viewControllers.count == 2)
    #expect(window.embeddingEnded && !embedded.isRunning)
  }

  @Test func backFromTheCartEndsTheCheckoutWithoutAnOrder() throws {
    let window = FakeWindow.appNavigation(showing: appScreens)
    var results: [FlowResult<Order>] = []
    weak var released: CheckoutFlow?
    var embedded: EmbeddedFlow? = try {
      let flow = CheckoutFlow(product: product)
      released = flow
      return try EmbeddedFlow.push(flow, onto: window, over: appScreens) { results.append($0) }
    }()
    window.appNavigationController?.tapBack()
    #expect(results == [.ended(.backButton)])
    #expect(embedded?.isRunning == false)
    embedded = nil
    #expect(released == nil, "the ended flow is released with its embedding")
  }
}
