public import RecipeModels
public import Waypoint
public import WaypointPlugins

/// The sign-in screen: `SignIn`.
public enum SignInRoute: TypedRoute {
  case signIn
}

/// What the SignIn feature needs.
@MainActor
public protocol SignInDependencies {
  var account: any AccountClient { get }
}

/// What the user did on the sign-in screen.
@MainActor
public protocol SignInNavigation: AnyObject {
  func signedIn()
}

/// The SignIn feature: the screen before the tabs.
@MainActor
public enum SignInPlugin {
  public static let signIn = EntryPoint<any SignInDependencies, any SignInNavigation, Void>(
    "signIn", shows: [SignInRoute.signIn],
    make: { dependencies, navigation in
      SignInFlow(account: dependencies.account, navigation: navigation)
    })

  public static let plugin = FeaturePlugin(
    name: "SignIn", routes: [SignInRoute.self], entries: [signIn.erased])
}

final class SignInFlow: TypedFlowCoordinator<SignInRoute> {
  let account: any AccountClient
  let navigation: any SignInNavigation

  init(account: any AccountClient, navigation: any SignInNavigation) {
    self.account = account
    self.navigation = navigation
    super.init(showing: .signIn)
  }

  override func makeModel(for route: SignInRoute, on screen: Screen) -> AnyObject? {
    SignInModel(account: account, navigation: navigation)
  }
}

final class SignInModel: ScreenModel {
  let account: any AccountClient
  weak var navigation: (any SignInNavigation)?

  init(account: any AccountClient, navigation: any SignInNavigation) {
    self.account = account
    self.navigation = navigation
  }

  var title: String { "Sign in" }
  var lines: [String] { ["Sign in to see your recipes."] }
  var actions: [ScreenAction] {
    [
      ScreenAction("sign-in", "sign in") { [weak self] in
        guard let self else { return }
        account.signIn()
        navigation?.signedIn()
      }
    ]
  }
}
