public import RecipeModels
public import Waypoint
public import WaypointPlugins

/// The Recipes tab's screens: `Recipes` and `Recipe(2)`.
public enum RecipeRoute: TypedRoute {
  case recipes
  case recipe(id: Int)
}

/// What the Recipes feature needs.
@MainActor
public protocol RecipesDependencies {
  var recipes: any RecipeClient { get }
  var favourites: any FavouritesClient { get }
}

/// What the user did in the Recipes feature that leads outside it.
@MainActor
public protocol RecipesNavigation: AnyObject {
  func recipeTapped(id: Int)
}

/// Why the feature refuses to show a recipe.
public enum RecipeRefusal: Hashable, Sendable, CustomStringConvertible {
  case noSuchRecipe(Int)

  public var description: String {
    switch self {
    case .noSuchRecipe(let id): "there is no recipe \(id)"
    }
  }
}

/// The Recipes feature as the app registers it: its tab (the list) and the recipe, which a
/// link opens (`recipes://recipe/2`).
@MainActor
public enum RecipesPlugin {
  nonisolated public static let tabName = TabName("Recipes")

  public static let list = EntryPoint<any RecipesDependencies, any RecipesNavigation, Void>(
    "list", shows: [RecipeRoute.recipes],
    opens: { _, _ in Opening(landing: .root(in: tabName)) },
    make: { dependencies, navigation in
      ListFlow(dependencies: dependencies, navigation: navigation)
    })

  /// One recipe; the one place that checks it exists.
  public static let recipe = EntryPoint<any RecipesDependencies, any RecipesNavigation, Int>(
    "recipe", shows: [RecipeRoute.recipe(id: 1)], example: 1,
    opens: { (route, dependencies) throws(EntryRefusal) in
      guard case .recipe(let id) = route else { return nil }
      guard dependencies.recipes.recipe(id: id) != nil else {
        throw EntryRefusal(RecipeRefusal.noSuchRecipe(id))
      }
      return Opening(id, landing: .pushed(in: tabName))
    },
    make: { (dependencies, _, id) throws(EntryRefusal) in
      guard let recipe = dependencies.recipes.recipe(id: id) else {
        throw EntryRefusal(RecipeRefusal.noSuchRecipe(id))
      }
      return RecipeFlow(recipe: recipe, favourites: dependencies.favourites)
    })

  public static let plugin = FeaturePlugin(
    name: "Recipes", routes: [RecipeRoute.self], entries: [recipe.erased],
    tab: FeatureTab(tabName, order: 0, root: list),
    links: [
      LinkPattern("recipes://recipes", example: RecipeRoute.recipes),
      LinkPattern("recipes://recipe/{id}", example: RecipeRoute.recipe(id: 1)),
    ])
}

final class ListFlow: TypedFlowCoordinator<RecipeRoute> {
  let dependencies: any RecipesDependencies
  let navigation: any RecipesNavigation

  init(dependencies: any RecipesDependencies, navigation: any RecipesNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(showing: .recipes)
  }

  override func makeModel(for route: RecipeRoute, on screen: Screen) -> AnyObject? {
    ListModel(recipes: dependencies.recipes, navigation: navigation)
  }
}

/// The list of recipes.
final class ListModel: ScreenModel {
  let recipes: any RecipeClient
  weak var navigation: (any RecipesNavigation)?

  init(recipes: any RecipeClient, navigation: any RecipesNavigation) {
    self.recipes = recipes
    self.navigation = navigation
  }

  var title: String { "Recipes" }
  var lines: [String] { recipes.all.map { "\($0.id). \($0.name) (\($0.minutes) min)" } }
  var actions: [ScreenAction] {
    [
      ScreenAction("recipe", "ID", "open a recipe") {
        [weak self] (id: Int) throws(ScreenActionError) in
        guard let self else { return }
        guard recipes.recipe(id: id) != nil else { throw .failed("there is no recipe \(id)") }
        navigation?.recipeTapped(id: id)
      }
    ]
  }
}

final class RecipeFlow: TypedFlowCoordinator<RecipeRoute> {
  let recipe: Recipe
  let favourites: any FavouritesClient

  init(recipe: Recipe, favourites: any FavouritesClient) {
    self.recipe = recipe
    self.favourites = favourites
    super.init(showing: .recipe(id: recipe.id))
  }

  override func makeModel(for route: RecipeRoute, on screen: Screen) -> AnyObject? {
    RecipeModel(recipe: recipe, favourites: favourites)
  }
}

/// One recipe, which the user may keep as a favourite.
final class RecipeModel: ScreenModel {
  let recipe: Recipe
  let favourites: any FavouritesClient

  init(recipe: Recipe, favourites: any FavouritesClient) {
    self.recipe = recipe
    self.favourites = favourites
  }

  var title: String { recipe.name }
  var lines: [String] {
    ["\(recipe.minutes) minutes", favourites.ids.contains(recipe.id) ? "A favourite." : ""]
      .filter { !$0.isEmpty }
  }
  var actions: [ScreenAction] {
    [
      ScreenAction("favourite", "add it to the favourites, or take it out") { [weak self] in
        guard let self else { return }
        favourites.toggle(recipe.id)
      }
    ]
  }
}
