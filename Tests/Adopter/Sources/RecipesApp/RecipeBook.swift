import RecipesFeature
import Waypoint
public import WaypointPlugins

/// The recipes as an app whose root is one stack, with no tab bar and no sign-in: the Recipes
/// feature alone, its list at the root and a recipe pushed over it. The same feature serves the
/// tabbed app: its landings name the Recipes tab, and an app without a tab bar lands them on
/// its own stack. Links land and the saved navigation is restored as in the tabbed app.
public final class RecipeBookRules: AppRules {
  public typealias Dependencies = RecipesDependencies
  public typealias Intent = RecipesIntent

  /// The recipe book's features: the Recipes feature.
  public static let features: [RegisteredFeature<RecipesDependencies, RecipesIntent>] = [
    .init(
      RecipesPlugin.plugin, dependencies: { $0 }, adapter: RecipesAdapter.init(sink:context:))
  ]

  public init() {}

  /// Shows the list.
  public func launch(_ app: App) {
    app.handle(.showMain)
  }

  public func carryOut(_ intent: RecipesIntent, in app: App) throws(IntentRefusal) {
    switch intent {
    case .showMain:
      try app.replaceRoot(with: app.registry.flow(RecipesPlugin.list, in: .root))
    case .showRecipe(let id, let tab):
      try app.push(on: tab) { context throws(IntentRefusal) in
        try app.registry.flow(RecipesPlugin.recipe, id, in: context)
      }
    case .openLink(let link, let source):
      app.open(link, from: source)
    default:
      // The recipe book has no sign-in and no tabs.
      throw .notRegistered(entry: "\(intent)")
    }
  }
}

extension PluginAppCoordinator where Dependencies == RecipesDependencies, Intent == RecipesIntent {
  /// The recipe book: the Recipes feature alone, its root one stack.
  public convenience init(recipeBook dependencies: RecipesDependencies) {
    self.init(
      dependencies: dependencies, features: RecipeBookRules.features, rules: RecipeBookRules())
  }
}
