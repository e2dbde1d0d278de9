import RecipeModels
import RecipesFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

/// Records what the Recipes feature reported.
@MainActor
final class RecipesNavigationSpy: RecipesNavigation {
  private(set) var tapped: [Int] = []
  func recipeTapped(id: Int) { tapped.append(id) }
}

/// The clients the tests give the feature: the built-in recipes, favourites in memory.
@MainActor
struct TestDependencies: RecipesDependencies {
  var recipes: any RecipeClient = BuiltInRecipes()
  var favourites: any FavouritesClient = MemoryFavourites()
}

/// The Recipes feature alone: its flows through its plugin's entries, its actions reported to
/// a spy, its models released when their screens leave.
@MainActor
@Suite struct RecipesFeatureTests {
  let spy = RecipesNavigationSpy()

  @Test func theListReportsTheRecipeTheUserTapped() throws {
    let flow = HeadlessFlow(
      root: ScriptedRoot(starting: try RecipesPlugin.list.makeFlow(TestDependencies(), spy)))
    flow.start()
    flow.expectScreen(RecipeRoute.recipes)
    let list = try #require(flow.navigator.visibleModel as? any ScreenModel)
    try list.perform("recipe", arguments: ["2"])
    #expect(spy.tapped == [2])
    #expect(throws: ScreenActionError.self) { try list.perform("recipe", arguments: ["9"]) }
    #expect(spy.tapped == [2], "a recipe the list does not show is not reported")
  }

  @Test func aRecipeKeepsItsFavouriteAndIsReleasedWhenItLeaves() throws {
    let dependencies = TestDependencies()
    let flow = HeadlessFlow(
      root: ScriptedRoot(starting: try RecipesPlugin.recipe.makeFlow(dependencies, spy, 3)))
    flow.start()
    flow.expectScreen(RecipeRoute.recipe(id: 3))
    try #require(flow.navigator.visibleModel as? any ScreenModel).perform(
      "favourite", arguments: [])
    #expect(dependencies.favourites.ids == [3])
    try flow.navigator.perform(.replaceRoot(.stack([.screen(Route("Elsewhere"))])))
    flow.expectReleased()
  }

  @Test func aRecipeThatDoesNotExistIsRefusedByItsEntry() {
    #expect(throws: EntryRefusal.self) {
      try RecipesPlugin.recipe.makeFlow(TestDependencies(), spy, 99)
    }
  }
}
