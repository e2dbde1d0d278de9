public import RecipeModels
public import Waypoint
public import WaypointPlugins

/// The Favourites tab's screen: `Favourites`.
public enum FavouritesRoute: TypedRoute {
  case favourites
}

/// What the Favourites feature needs.
@MainActor
public protocol FavouritesDependencies {
  var recipes: any RecipeClient { get }
  var favourites: any FavouritesClient { get }
}

/// What the user did in the Favourites feature that leads outside it.
@MainActor
public protocol FavouritesNavigation: AnyObject {
  func favouriteTapped(id: Int)
  func signOutTapped()
}

/// The Favourites feature: the second tab.
@MainActor
public enum FavouritesPlugin {
  nonisolated public static let tabName = TabName("Favourites")

  public static let favourites = EntryPoint<
    any FavouritesDependencies, any FavouritesNavigation, Void
  >(
    "favourites", shows: [FavouritesRoute.favourites],
    opens: { _, _ in Opening(landing: .root(in: tabName)) },
    make: { dependencies, navigation in
      FavouritesFlow(dependencies: dependencies, navigation: navigation)
    })

  public static let plugin = FeaturePlugin(
    name: "Favourites", routes: [FavouritesRoute.self],
    tab: FeatureTab(tabName, order: 1, root: favourites),
    links: [LinkPattern("recipes://favourites", example: FavouritesRoute.favourites)])
}

final class FavouritesFlow: TypedFlowCoordinator<FavouritesRoute> {
  let dependencies: any FavouritesDependencies
  let navigation: any FavouritesNavigation

  init(dependencies: any FavouritesDependencies, navigation: any FavouritesNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(showing: .favourites)
  }

  override func makeModel(for route: FavouritesRoute, on screen: Screen) -> AnyObject? {
    FavouritesModel(dependencies: dependencies, navigation: navigation)
  }
}

/// The favourite recipes, and signing out.
final class FavouritesModel: ScreenModel {
  let dependencies: any FavouritesDependencies
  weak var navigation: (any FavouritesNavigation)?

  init(dependencies: any FavouritesDependencies, navigation: any FavouritesNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
  }

  var listed: [Recipe] { dependencies.favourites.ids.compactMap(dependencies.recipes.recipe) }

  var title: String { "Favourites" }
  var lines: [String] {
    listed.isEmpty ? ["No favourites yet."] : listed.map { "\($0.id). \($0.name)" }
  }
  var actions: [ScreenAction] {
    var actions = [
      ScreenAction("sign-out", "sign out") { [weak self] in self?.navigation?.signOutTapped() }
    ]
    if !listed.isEmpty {
      actions.insert(
        ScreenAction("recipe", "ID", "open a favourite") {
          [weak self] (id: Int) throws(ScreenActionError) in
          guard let self else { return }
          guard listed.contains(where: { $0.id == id }) else {
            throw .failed("recipe \(id) is not a favourite")
          }
          navigation?.favouriteTapped(id: id)
        }, at: 0)
    }
    return actions
  }
}
