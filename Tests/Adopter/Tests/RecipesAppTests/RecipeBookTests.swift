import RecipesApp
import Testing
import Waypoint
import WaypointPlugins

/// The recipe book, an app whose root is one stack, takes links and restores, as the tabbed
/// recipes app does.
@MainActor
@Suite struct RecipeBookTests {
  let dependencies = RecipesDependencies.inMemory()

  func book() -> (RecipesCoordinator, Navigator) {
    let app = RecipesCoordinator(recipeBook: dependencies)
    let navigator = Navigator(
      root: app, host: HeadlessHost(),
      routes: RegisteredFeature.routes(of: RecipeBookRules.features))
    navigator.start()
    return (app, navigator)
  }

  @Test func aLinkLandsOnTheBooksOwnStack() {
    let (app, navigator) = book()
    #expect(navigator.tree.visibleStackNames == ["Recipes"])
    #expect(app.open("recipes://recipe/2") == .landed(Route("Recipe", ["id": "2"])))
    #expect(navigator.tree.visibleStackNames == ["Recipes", "Recipe"])
    #expect(app.open("recipes://recipes") == .landed(Route("Recipes")))
    #expect(navigator.tree.visibleStackNames == ["Recipes"])
    guard case .refused = app.open("recipes://recipe/999") else {
      Issue.record("a recipe that does not exist is refused")
      return
    }
    #expect(navigator.tree.visibleStackNames == ["Recipes"])
  }

  @Test func theSavedStackIsRestored() {
    let (app, navigator) = book()
    _ = app.open("recipes://recipe/2")
    let saved = SavedNavigation(tree: navigator.tree)
    let (restoring, restored) = book()
    #expect(restoring.restore(saved) == .restored)
    #expect(restored.tree.visibleStackNames == ["Recipes", "Recipe"])
    #expect(restored.tree.visibleScreen.route == Route("Recipe", ["id": "2"]))
  }
}
