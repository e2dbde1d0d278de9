import Waypoint
import WaypointPlugins

/// The Catalogue feature's screens.
enum CatalogueRoute: TypedRoute {
  /// A shelf, a page of the Catalogue tab: `Shelf(New)`.
  case shelf(page: ShelfPage)
  /// An item: `Item(3)`.
  case item(id: Int)
  /// An item's share sheet: `Share(3)`.
  case share(id: Int)
  /// An item's review sheet: `Review(3)`.
  case review(id: Int)
  /// The dialog that asks before an unsaved review is discarded: `DiscardReview`.
  case discardReview
}

/// The shelves, the Catalogue tab's pages, in order.
enum ShelfPage: String, CaseIterable, Codable, Sendable {
  case new = "New"
  case sale = "Sale"
}

/// What the Catalogue feature asks of the app.
@MainActor
protocol CatalogueNavigation: AnyObject {
  /// The user tapped an item.
  func itemTapped(id: Int)
  /// The user tapped the basket button.
  func basketTapped()
}

/// The Catalogue feature: its tab (the shelves) and the item, which a link opens.
@MainActor
enum CataloguePlugin {
  nonisolated static let tabName = TabName("Catalogue")

  /// The shelves: the tab's root. A link to a shelf shows it.
  static let shelves = EntryPoint<ShopDependencies, any CatalogueNavigation, Void>(
    "shelves", shows: ShelfPage.allCases.map { CatalogueRoute.shelf(page: $0) },
    opens: { route, _ in
      guard case .shelf = route else { return nil }
      return Opening(landing: .root(in: tabName, page: route.route))
    },
    make: { _, navigation in ShelvesFlow(navigation: navigation) })

  /// One item, its share sheet and its review sheet; the one place that checks the item
  /// exists. A link lands on the shelf that lists it, with the item pushed.
  static let item = EntryPoint<ShopDependencies, any CatalogueNavigation, Int>(
    "item", shows: [CatalogueRoute.item(id: 1), .share(id: 1), .review(id: 1), .discardReview],
    example: 1,
    opens: { (route, dependencies) throws(EntryRefusal) in
      guard case .item(let id) = route else { return nil }
      guard let item = ShopItem.item(id) else { throw EntryRefusal(ShopRefusal.noSuchItem(id)) }
      let tab =
        dependencies.breakages.contains(.itemLinkNamesAMissingTab) ? TabName("Goods") : tabName
      return Opening(
        id, landing: .pushed(in: tab, over: CatalogueRoute.shelf(page: item.shelf).route))
    },
    make: { (dependencies, _, id) throws(EntryRefusal) in
      guard let item = ShopItem.item(id) else { throw EntryRefusal(ShopRefusal.noSuchItem(id)) }
      return ItemFlow(item: item, dependencies: dependencies)
    })

  static let plugin = FeaturePlugin(
    name: "Catalogue", routes: [CatalogueRoute.self], entries: [item.erased],
    tab: FeatureTab(tabName, order: 0, root: shelves),
    links: [
      LinkPattern("shop://shelf/{page}", example: CatalogueRoute.shelf(page: .sale)),
      LinkPattern("shop://item/{id}", example: CatalogueRoute.item(id: 1)),
    ])
}

/// The shelves: one page per ``ShelfPage``, each listing its items.
final class ShelvesFlow: TypedPageCoordinator<CatalogueRoute> {
  private let navigation: any CatalogueNavigation

  init(navigation: any CatalogueNavigation) {
    self.navigation = navigation
    super.init(pages: ShelfPage.allCases.map { .shelf(page: $0) })
  }

  override func makeModel(for route: CatalogueRoute, on screen: Screen) -> AnyObject? {
    guard case .shelf(let page) = route else { return nil }
    return ShelfModel(page: page, navigation: navigation)
  }
}

/// A shelf: its items, `item ID` and the basket button.
final class ShelfModel: ScreenModel {
  private let page: ShelfPage
  private weak var navigation: (any CatalogueNavigation)?

  init(page: ShelfPage, navigation: any CatalogueNavigation) {
    self.page = page
    self.navigation = navigation
  }

  var title: String { "\(page.rawValue) things" }
  var lines: [String] {
    ShopItem.all.filter { $0.shelf == page }.map { "\($0.id). \($0.name)" }
  }
  var actions: [ScreenAction] {
    [
      ScreenAction("item", "ID", "open an item") {
        [weak self] (id: Int) throws(ScreenActionError) in
        guard ShopItem.item(id) != nil else { throw .failed("there is no item \(id)") }
        self?.navigation?.itemTapped(id: id)
      },
      ScreenAction("basket", "show the basket") { [weak self] () throws(ScreenActionError) in
        self?.navigation?.basketTapped()
      },
    ]
  }
}

/// One item: its screen, its share sheet and its review sheet (a child flow started for the
/// review it saves, and brought back by a restoration).
final class ItemFlow: TypedFlowCoordinator<CatalogueRoute> {
  let item: ShopItem
  let dependencies: ShopDependencies

  init(item: ShopItem, dependencies: ShopDependencies) {
    self.item = item
    self.dependencies = dependencies
    super.init(showing: .item(id: item.id))
  }

  override func didStart() {
    guard dependencies.breakages.contains(.itemCannotBeLeft) else { return }
    _ = try? addGuard(named: "item lock") { [weak self] change in
      guard let self, change.finishes(self), !change.isForced else { return .allow }
      return .veto(AppValue("the item is locked"))
    }
  }

  override func makeModel(for route: CatalogueRoute, on screen: Screen) -> AnyObject? {
    switch route {
    case .item: ItemModel(item: item, dependencies: dependencies, flow: self)
    case .share: ShareModel(item: item, flow: self)
    case .shelf, .review, .discardReview: nil
    }
  }

  func share() throws(NavigationError) {
    try present(.screen(CatalogueRoute.share(id: item.id)), style: .sheet, inStack: false)
  }

  func review() throws(NavigationError) {
    var refusal: NavigationError?
    start(makeReview(), as: .present(.sheet, inStack: false)) { result in
      if case .notStarted(let error) = result { refusal = error }
    }
    if let refusal, refusal != .droppedAsRepeat { throw refusal }
  }

  private func makeReview() -> ReviewFlow { ReviewFlow(item: item, dependencies: dependencies) }
}

extension ItemFlow: RestoresChildFlows {
  /// Rebuilds the review sheet of this item as ``review()`` starts it; a dialog is never
  /// restored.
  func restoreChild(
    showing route: Route, as style: PresentationStyle, in draft: inout NavigationDraft
  ) throws(NavigationError) -> FlowCoordinator? {
    switch CatalogueRoute(route: route) {
    case .review(let id)? where id == item.id:
      let review = makeReview()
      try draft.start(review, as: style, by: self) { _ in }
      return review
    case .discardReview?:
      throw .invalidRoute(route, .unsupported("a dialog is not restored"))
    default:
      return nil
    }
  }
}

/// An item: `basket`, `share`, `review` and `back`.
final class ItemModel: ScreenModel {
  private let item: ShopItem
  private let dependencies: ShopDependencies
  private let flow: FlowLink<ItemFlow>

  init(item: ShopItem, dependencies: ShopDependencies, flow: ItemFlow) {
    self.item = item
    self.dependencies = dependencies
    self.flow = FlowLink(flow)
    dependencies.itemModelMade?(self)
  }

  var inBasket: Bool { dependencies.basketIDs.contains(item.id) }

  var title: String { item.name }
  var lines: [String] {
    let review = dependencies.review(of: item.id)
    return [inBasket ? "In your basket." : "Not in your basket."]
      + (review.isEmpty ? [] : ["Your review: “\(review)”"])
  }
  var actions: [ScreenAction] {
    [
      ScreenAction("basket", inBasket ? "take it out of the basket" : "put it in the basket") {
        [weak self] () throws(ScreenActionError) in
        guard let self else { return }
        dependencies.toggleInBasket(item.id)
      },
      ScreenAction("share", "share the item") { [weak self] () throws(ScreenActionError) in
        try self?.flow.perform("share") { flow throws(NavigationError) in try flow.share() }
      },
      ScreenAction("review", "write a review") { [weak self] () throws(ScreenActionError) in
        try self?.flow.perform("write a review") { flow throws(NavigationError) in
          try flow.review()
        }
      },
      ScreenAction("back", "go back") { [weak self] () throws(ScreenActionError) in
        try self?.flow.perform("go back") { flow throws(NavigationError) in _ = try flow.pop() }
      },
    ]
  }
}

/// An item's share sheet: `close`.
final class ShareModel: ScreenModel {
  private let item: ShopItem
  private let flow: FlowLink<ItemFlow>

  init(item: ShopItem, flow: ItemFlow) {
    self.item = item
    self.flow = FlowLink(flow)
  }

  var title: String { "Share" }
  var lines: [String] { ["Share “\(item.name)”"] }
  var actions: [ScreenAction] {
    [
      ScreenAction("close", "close the sheet") { [weak self] () throws(ScreenActionError) in
        try self?.flow.perform("close") { flow throws(NavigationError) in _ = try flow.dismiss() }
      }
    ]
  }
}
