import RecipesApp
import WaypointPlugins
import WaypointShell

/// The recipes app as its shell runs it.
@MainActor
enum RecipesShell {
  /// `expect favourites 2 1`: the favourite recipes, as stored. The graph tells states apart by
  /// it too.
  static let favourites = StoredList(
    name: "favourites", items: "recipe IDs", summary: "the favourite recipes, in order",
    read: { ($0.dependencies as? RecipesDependencies)?.favourites.ids ?? [] })

  static var composition: ShellComposition {
    ShellComposition(
      command: "recipes-shell",
      summary: "Runs the recipes app (sign-in, a Recipes tab, a Favourites tab).",
      exampleLinks: ["recipes://recipe/2", "recipes://favourites"],
      features: RecipesFeatures.all, versions: RecipesFeatures.versions,
      surface: DriverSurface(commands: [], lists: [favourites]),
      live: { directory, _ in .live(in: directory) },
      inMemory: { .inMemory() },
      problems: { $0.problems },
      app: { dependencies, host, store, restoring, alone in
        RecipesApp(
          coordinator: RecipesCoordinator(recipes: dependencies), host: host, store: store,
          restoring: restoring, alone: alone)
      })
  }
}
