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

/// The recipes app's root coordinator: what each intent shows. The kit does the rest — the
/// registry, links, the sign-in gate, restoration.
public final class RecipesCoordinator: PluginAppCoordinator<RecipesDependencies, RecipesIntent> {
  /// The gate that keeps the tabs behind sign-in.
  public static let gateName = "sign-in"

  public init(dependencies: RecipesDependencies) {
    super.init(dependencies: dependencies, features: RecipesFeatures.all)
  }

  public override func launch() {
    let account = dependencies.account
    requireAccess(named: Self.gateName) { account.isSignedIn }
    if restoreAtLaunch() { return }
    handle(account.isSignedIn ? .showMain : .showSignIn)
  }

  public override func carryOut(_ intent: RecipesIntent) throws(IntentRefusal) {
    switch intent {
    case .showSignIn:
      try replaceRoot(with: registry.flow(SignInPlugin.signIn, in: .root))
      launchDecided()
    case .showMain:
      try showMainTabs()
    case .showRecipe(let id, let tab):
      try push(on: tab) { context throws(IntentRefusal) in
        try registry.flow(RecipesPlugin.recipe, id, in: context)
      }
    case .openLink(let link, let source):
      open(link, from: source)
    case .signedOut:
      dependencies.account.signOut()
      try replaceRoot(with: registry.flow(SignInPlugin.signIn, in: .root))
    // new-feature: intent handling above this line
    }
  }
}

/// The recipes app on a host: what its hosts and its shell run.
public typealias RecipesApp = PluginApp<RecipesDependencies, RecipesIntent, RecipesCoordinator>
