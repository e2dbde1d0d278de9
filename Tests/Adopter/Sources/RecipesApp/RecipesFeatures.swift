import FavouritesFeature
import RecipesFeature
import SignInFeature
import Waypoint
public import WaypointPlugins

/// The features of the recipes app, one line each, and the versions of its saved navigation.
@MainActor
public enum RecipesFeatures {
  public static let all: [RegisteredFeature<RecipesDependencies, RecipesIntent>] = [
    .init(SignInPlugin.plugin, dependencies: { $0 }, adapter: { SignInAdapter(sink: $0) }),
    .init(
      RecipesPlugin.plugin, dependencies: { $0 }, adapter: RecipesAdapter.init(sink:context:)),
    .init(
      FavouritesPlugin.plugin, dependencies: { $0 },
      adapter: FavouritesAdapter.init(sink:context:)),
    .init(TabBarPlugin.plugin, dependencies: { _ in () }, adapter: { _ in () }),
  ]

  /// The versions of the saved navigation: the first.
  nonisolated public static let versions = NavigationVersions(current: 1)
}

/// The main tab bar around the features' tabs.
@MainActor
enum TabBarPlugin {
  static let tabBar = EntryPoint<Void, Void, [(name: TabName, flow: FlowCoordinator)]>(
    "tabBar", example: []
  ) { _, _, tabs in TabCoordinator(tabs: tabs) }

  static let plugin = FeaturePlugin<Void, Void>(name: "TabBar", routes: [], tabBar: tabBar)
}

final class SignInAdapter: IntentAdapter<RecipesIntent>, SignInNavigation {
  func signedIn() { send(.showMain) }
}

final class RecipesAdapter: IntentAdapter<RecipesIntent>, RecipesNavigation {
  func recipeTapped(id: Int) { send(.showRecipe(id: id, on: context.tab)) }
}

final class FavouritesAdapter: IntentAdapter<RecipesIntent>, FavouritesNavigation {
  func favouriteTapped(id: Int) { send(.showRecipe(id: id, on: context.tab)) }
  func signOutTapped() { send(.signedOut) }
}
