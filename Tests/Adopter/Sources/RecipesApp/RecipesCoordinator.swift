import FavouritesFeature
import RecipesFeature
import SignInFeature
public import Waypoint
public import WaypointPlugins

/// Where the recipes app goes next: what the features' adapters send.
public enum RecipesIntent: NavigationIntent {
  case showSignIn
  case showMain
  case showRecipe(id: Int, on: TabName?)
  case openLink(String, from: LinkSource)
  case signedOut
  // new-feature: intent cases above this line

  /// Signing out leaves whatever is shown: no guard stops it.
  public var isForced: Bool { self == .signedOut }
  /// Sign-in and the main tabs decide where the launch goes.
  public var decidesLaunch: Bool { self == .showSignIn || self == .showMain }

  public var description: String {
    switch self {
    case .showSignIn: "show sign-in"
    case .showMain: "show the main tabs"
    case .showRecipe(let id, _): "show recipe \(id)"
    case .openLink(let link, _): "open \(link)"
    case .signedOut: "sign out"
    // new-feature: intent descriptions above this line
    }
  }
}

/// What the recipes app decides, which it gives the kit's coordinator: what it shows first
/// and what each intent shows. The kit does the rest — the registry, links, the sign-in gate,
/// restoration.
public final class RecipesRules: AppRules {
  public typealias Dependencies = RecipesDependencies
  public typealias Intent = RecipesIntent
  /// The gate that keeps the tabs behind sign-in.
  public static let gateName = "sign-in"

  public let access: AccessRule<RecipesIntent>?

  public init(dependencies: RecipesDependencies) {
    let account = dependencies.account
    access = AccessRule(named: Self.gateName) { account.isSignedIn }
  }

  public func launch(_ app: App) {
    app.handle(app.dependencies.account.isSignedIn ? .showMain : .showSignIn)
  }

  public func carryOut(_ intent: RecipesIntent, in app: App) throws(IntentRefusal) {
    switch intent {
    case .showSignIn:
      try app.replaceRoot(with: app.registry.flow(SignInPlugin.signIn, in: .root))
    case .showMain:
      try app.showMainTabs()
    case .showRecipe(let id, let tab):
      try app.push(on: tab) { context throws(IntentRefusal) in
        try app.registry.flow(RecipesPlugin.recipe, id, in: context)
      }
    case .openLink(let link, let source):
      app.open(link, from: source)
    case .signedOut:
      app.dependencies.account.signOut()
      try app.replaceRoot(with: app.registry.flow(SignInPlugin.signIn, in: .root))
    // new-feature: intent handling above this line
    }
  }
}

/// The recipes app's root coordinator: the kit's, with the recipes app's rules.
public typealias RecipesCoordinator = PluginAppCoordinator<RecipesDependencies, RecipesIntent>

extension PluginAppCoordinator where Dependencies == RecipesDependencies, Intent == RecipesIntent {
  /// The recipes app with its features, on its rules.
  public convenience init(recipes dependencies: RecipesDependencies) {
    self.init(
      dependencies: dependencies, features: RecipesFeatures.all,
      rules: RecipesRules(dependencies: dependencies))
  }
}

/// The recipes app on a host: what its hosts and its shell run.
public typealias RecipesApp = PluginApp<RecipesDependencies, RecipesIntent>
