import RecipesFeature
import Waypoint
public import WaypointPlugins

/// The recipes as an app whose root is one stack, with no tab bar and no sign-in: the Recipes
/// feature alone, its list at the root and a recipe pushed over it. The same feature serves the
/// tabbed app: its landings name the Recipes tab, and an app without a tab bar lands them on
/// its own stack. Links land and the saved navigation is restored as in the tabbed app.
public final class RecipeBookCoordinator: PluginAppCoordinator<
  RecipesDependencies, RecipesIntent
>
{
  /// The recipe book's features: the Recipes feature.
  public static let features: [RegisteredFeature<RecipesDependencies, RecipesIntent>] = [
    .init(
      RecipesPlugin.plugin, dependencies: { $0 }, adapter: RecipesAdapter.init(sink:context:))
  ]

  public init(dependencies: RecipesDependencies) {
    super.init(dependencies: dependencies, features: Self.features)
  }

  /// Restores the saved stack when asked to; else shows the list.
  public override func launch() {
    if restoreAtLaunch() { return }
    do throws(IntentRefusal) {
      try replaceRoot(with: registry.flow(RecipesPlugin.list, in: .root))
      launchDecided()
    } catch {
      report(.showMain, error)
    }
  }

  public override func carryOut(_ intent: RecipesIntent) throws(IntentRefusal) {
    switch intent {
    case .showRecipe(let id, let tab):
      try push(on: tab) { context throws(IntentRefusal) in
        try registry.flow(RecipesPlugin.recipe, id, in: context)
      }
    case .openLink(let link, let source):
      open(link, from: source)
    default:
      // The recipe book has no sign-in and no tabs.
      throw .notRegistered(entry: "\(intent)")
    }
  }
}
