import Waypoint
import WaypointPlugins

/// The Basket feature's screen: `Basket`.
enum BasketRoute: TypedRoute {
  case basket
}

/// What the Basket feature asks of the app.
@MainActor
protocol BasketNavigation: AnyObject {
  /// The user tapped an item of the basket.
  func itemTapped(id: Int)
  /// The user signed out.
  func signOutTapped()
}

/// The Basket feature: its tab, a split whose primary column lists the basket; what the app
/// opens from it shows in the detail column.
@MainActor
enum BasketPlugin {
  nonisolated static let tabName = TabName("Basket")

  static let basket = EntryPoint<ShopDependencies, any BasketNavigation, Void>(
    "basket", shows: [BasketRoute.basket],
    opens: { _, _ in Opening(landing: .root(in: tabName)) },
    make: { dependencies, navigation in
      BasketFlow(dependencies: dependencies, navigation: navigation)
    })

  static let plugin = FeaturePlugin(
    name: "Basket", routes: [BasketRoute.self], tab: FeatureTab(tabName, order: 1, root: basket),
    links: [LinkPattern("shop://basket", example: BasketRoute.basket)])
}

/// The Basket tab's flow: a split, the basket in its primary column.
final class BasketFlow: TypedFlowCoordinator<BasketRoute> {
  private let dependencies: ShopDependencies
  private let navigation: any BasketNavigation

  init(dependencies: ShopDependencies, navigation: any BasketNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(initialContent: .split(primary: .screen(BasketRoute.basket.route)))
  }

  override func makeModel(for route: BasketRoute, on screen: Screen) -> AnyObject? {
    BasketModel(dependencies: dependencies, navigation: navigation)
  }
}

/// The basket: its items, as stored now; `item ID` and `sign-out`.
final class BasketModel: ScreenModel {
  private let dependencies: ShopDependencies
  private weak var navigation: (any BasketNavigation)?

  init(dependencies: ShopDependencies, navigation: any BasketNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
  }

  var listed: [ShopItem] { dependencies.basketIDs.compactMap(ShopItem.item) }

  var title: String { "Basket" }
  var lines: [String] {
    listed.isEmpty ? ["The basket is empty."] : listed.map { "\($0.id). \($0.name)" }
  }
  var actions: [ScreenAction] {
    [
      ScreenAction("item", "ID", "open an item of the basket") {
        [weak self] (id: Int) throws(ScreenActionError) in
        guard let self else { return }
        guard listed.contains(where: { $0.id == id }) else {
          throw .failed("item \(id) is not in the basket")
        }
        navigation?.itemTapped(id: id)
      },
      ScreenAction("sign-out", "sign out") { [weak self] () throws(ScreenActionError) in
        self?.navigation?.signOutTapped()
      },
    ]
  }
}
