// The ```swift blocks of Modules/Waypoint/Waypoint.docc/NavigationPrimitives.md, verbatim, in
// the context they need: a shop with a Shop tab and a checkout, and tests that run them.
import Testing
import Waypoint
import WaypointTesting

@Suite struct NavigationPrimitives {
  enum ShopRoute: TypedRoute {
    case home
    case cart
    case product(id: Int)
    case details
    case reviews(product: Int)
    case checkoutAddress
    case checkoutPayment
    case search
    case signIn
    case signUp
    case story(index: Int)
  }

  final class ProductCoordinator: TypedFlowCoordinator<ShopRoute> {
    func reviewsTapped(product: Int) throws {
      // A second tap while the reviews show pushes nothing; the journal records it.
      try push(.screen(ShopRoute.reviews(product: product)), unlessOnTop: true)
    }
  }

  final class SearchCoordinator: TypedFlowCoordinator<ShopRoute> {
    init() { super.init(showing: .search) }
  }

  final class SignInCoordinator: TypedFlowCoordinator<ShopRoute> {
    func createAccountTapped() throws {
      // The sheet stays up and shows the sign-up flow; sign-in finishes with `.replaced`.
      try start(SignUpCoordinator(), as: .replacePresented())
    }
  }

  final class CartCoordinator: TypedFlowCoordinator<ShopRoute> {
    func payTapped() throws {
      // The sheet shows [Cart, Address]: the cart stays, with its model and this flow; the
      // address is popped and the payment pushed.
      try replacePresented(.stack([.screen(ShopRoute.cart), .screen(ShopRoute.checkoutPayment)]))
    }
  }

  final class SignUpCoordinator: TypedFlowCoordinator<ShopRoute> {
    init() { super.init(showing: .signUp) }
  }

  final class StoriesCoordinator: TypedPageCoordinator<ShopRoute> {
    init(count: Int) {
      // After the last story comes the first; only the story shown and its neighbours have a
      // model.
      super.init(
        pages: (0..<count).map { .story(index: $0) }, wraps: true, models: .nearCurrent)
    }

    override func makeModel(for route: ShopRoute, on screen: Screen) -> AnyObject? {
      StoryModel()
    }
  }

  final class StoryModel {}

  final class FeedCoordinator: TypedPageCoordinator<ShopRoute> {
    func storyPublished(_ index: Int) throws {
      // The new story goes first; the story the user reads stays on screen, one page later.
      try insert(ShopRoute.story(index: index).route, at: 0)
    }
  }

  @MainActor
  static func bringTheCartToTheFront(_ navigator: Navigator) throws {
    // [Home, Cart, Product, Details] becomes [Home, Product, Details, Cart].
    try navigator.perform(.bringToFront(.route(ShopRoute.cart)))
  }

  @MainActor
  static func leaveTheCheckout(_ navigator: Navigator) throws {
    // Leave every step of the checkout, whatever their number, in one pop.
    try navigator.pop(while: { $0.route.name.hasPrefix("Checkout") })
  }

  @MainActor
  static func searchThenBackToTheShop(_ tabs: TabCoordinator) throws {
    // The Shop tab shows search; its screens are saved.
    try tabs.replaceFlow(of: "Shop", with: SearchCoordinator())
    // Later: the Shop tab's screens come back, and search finishes.
    try tabs.restoreSavedStack(of: "Shop")
  }

  @MainActor
  static func searchAndForgetTheShop(_ tabs: TabCoordinator) throws {
    try tabs.replaceFlow(of: "Shop", with: SearchCoordinator())
    // The user will not come back to what the Shop tab showed: its screens go.
    try tabs.clearSavedStack(of: "Shop")
  }

  @MainActor @Test func aSecondTapOnReviewsPushesNothing() throws {
    let product = ProductCoordinator(showing: .product(id: 3))
    let flow = HeadlessFlow(root: ScriptedRoot(pushing: product))
    flow.start()
    try product.reviewsTapped(product: 3)
    try product.reviewsTapped(product: 3)
    flow.expectStack(["Home", "Product", "Reviews"])
    #expect(flow.navigator.journal.last?.steps == [])
  }

  @MainActor @Test func theCartComesToTheFront() throws {
    let flow = HeadlessFlow(root: ScriptedRoot { _ in })
    flow.start()
    try flow.navigator.perform(
      .replaceRoot(
        .stack([
          .screen(ShopRoute.home), .screen(ShopRoute.cart), .screen(ShopRoute.product(id: 3)),
          .screen(ShopRoute.details),
        ])))
    try Self.bringTheCartToTheFront(flow.navigator)
    flow.expectStack(["Home", "Product", "Details", "Cart"])
  }

  @MainActor @Test func theCheckoutIsLeftInOnePop() throws {
    let flow = HeadlessFlow(root: ScriptedRoot { _ in })
    flow.start()
    try flow.navigator.perform(
      .replaceRoot(
        .stack([
          .screen(ShopRoute.home), .screen(ShopRoute.cart),
          .screen(ShopRoute.checkoutAddress), .screen(ShopRoute.checkoutPayment),
        ])))
    try Self.leaveTheCheckout(flow.navigator)
    flow.expectStack(["Home", "Cart"])
    #expect(flow.navigator.journal.last?.steps.count == 1)
  }

  @MainActor @Test func theShopTabsScreensComeBackAfterSearch() throws {
    let shop = ProductCoordinator(showing: .home)
    let tabs = TabCoordinator(tabs: [("Shop", shop), ("Account", SearchCoordinator())])
    let flow = HeadlessFlow(root: ScriptedRoot(starting: tabs))
    flow.start()
    try shop.push(.screen(ShopRoute.cart))
    try Self.searchThenBackToTheShop(tabs)
    let searching = flow.navigator.journal.entries.dropLast().last?.tree
    #expect(searching?.visibleStackNames == ["Search"])
    flow.expectStack(["Home", "Cart"])
    #expect(tabs.savedStack(of: "Shop") == nil)
    #expect(flow.navigator.journal.last?.finished.map(\.reason) == [.stackReplaced])
    flow.expectReleased()
  }

  @MainActor @Test func signUpTakesTheSignInSheetsPlace() throws {
    let flow = HeadlessFlow(root: ScriptedRoot(presenting: SignInCoordinator(showing: .signIn)))
    flow.start()
    let sheet = flow.navigator.tree.modals.first?.presentation
    // Held weakly, as the navigator alone owns it: it must be released once replaced.
    weak let signIn = flow.navigator.root.children.first as? SignInCoordinator
    try signIn?.createAccountTapped()
    #expect(flow.navigator.tree.modals.map(\.presentation) == [sheet])
    #expect(flow.navigator.tree.visibleScreen.route == ShopRoute.signUp.route)
    #expect(flow.navigator.journal.last?.finished.map(\.reason) == [.replaced])
    flow.expectReleased()
  }

  @MainActor @Test func theCartStaysWhenTheSheetShowsThePaymentAfterIt() throws {
    let cart = CartCoordinator(showing: .cart)
    let flow = HeadlessFlow(root: ScriptedRoot(presenting: cart))
    flow.start()
    try cart.push(.screen(ShopRoute.checkoutAddress))
    let screen = flow.navigator.tree.modals.first?.content.visibleStackRoot
    try cart.payTapped()
    flow.expectStack(["Cart", "CheckoutPayment"])
    #expect(screen != nil && flow.navigator.tree.modals.first?.content.visibleStackRoot == screen)
    #expect(cart.isActive)
    #expect(flow.navigator.journal.last?.steps.count == 2)  // a pop and a push
  }

  @MainActor @Test func onlyTheStoryShownAndItsNeighboursHaveModels() throws {
    let flow = HeadlessFlow(root: ScriptedRoot(pushing: StoriesCoordinator(count: 5)))
    flow.start()
    let stories = try #require(flow.navigator.tree.visiblePages)
    func modelled() -> [Int] {
      stories.pages.indices.filter { flow.navigator.model(for: stories.pages[$0].id) != nil }
    }
    #expect(modelled() == [0, 1, 4])  // the last story is the first one's neighbour
    weak let first = flow.navigator.model(for: stories.pages[0].id)
    try flow.host.swipePage(.next)
    try flow.host.swipePage(.next)
    #expect(modelled() == [1, 2, 3])
    #expect(first == nil)
  }

  @MainActor @Test func afterTheLastStoryComesTheFirst() throws {
    let stories = StoriesCoordinator(count: 3)
    let flow = HeadlessFlow(root: ScriptedRoot(pushing: stories))
    flow.start()
    try flow.host.swipePage(.previous)  // before the first story, the last
    #expect(stories.currentRoute == .story(index: 2))
    try flow.host.swipePage(.next)  // after the last story, the first
    #expect(stories.currentRoute == .story(index: 0))
    try stories.previous()
    #expect(stories.currentIndex == 2)
    try stories.next()
    #expect(stories.currentIndex == 0)
  }

  @MainActor @Test func aPublishedStoryGoesFirstAndTheStoryReadStays() throws {
    let feed = FeedCoordinator(pages: [.story(index: 1), .story(index: 2)], current: 1)
    let flow = HeadlessFlow(root: ScriptedRoot(pushing: feed))
    flow.start()
    try feed.storyPublished(3)
    #expect(feed.currentRoute == .story(index: 2))
    #expect(feed.currentIndex == 2)
    #expect(feed.container?.pages.first?.route == ShopRoute.story(index: 3).route)
  }
}

extension Node {
  /// The ID of the root entry when this node is a stack.
  fileprivate var visibleStackRoot: NodeID? {
    if case .stack(let stack) = self { stack.entries.array.first?.id } else { nil }
  }
}
