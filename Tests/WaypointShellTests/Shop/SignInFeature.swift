import Waypoint
import WaypointPlugins

/// The shop's screens before the main tabs: the intro's pages and the sign-in.
enum SignInRoute: TypedRoute {
  /// A page of the intro: `Intro(Hello)`.
  case intro(page: IntroPage)
  /// The sign-in: `SignIn`.
  case signIn
}

/// The intro's pages, in order.
enum IntroPage: String, CaseIterable, Codable, Sendable {
  case hello = "Hello"
  case tour = "Tour"
}

/// Where the sign-in flow starts.
enum SignInStart: Hashable, Sendable {
  /// On the intro's first page; the sign-in follows.
  case intro
  /// On the sign-in.
  case signIn
}

/// What the SignIn feature tells the app.
@MainActor
protocol SignInNavigation: AnyObject {
  /// The user signed in.
  func signedIn()
}

/// The SignIn feature: the intro and the sign-in, shown while nobody is signed in.
@MainActor
enum SignInPlugin {
  static let start = EntryPoint<ShopDependencies, any SignInNavigation, SignInStart>(
    "start", shows: IntroPage.allCases.map { SignInRoute.intro(page: $0) } + [.signIn],
    example: .intro
  ) { dependencies, navigation, start in
    SignInFlow(start: start, account: dependencies.account, navigation: navigation)
  }

  static let plugin = FeaturePlugin(
    name: "SignIn", routes: [SignInRoute.self], entries: [start.erased])
}

/// The intro's pages and the sign-in, in one stack. The pages take the system back for
/// themselves: it shows the previous page, and on the first page it is refused. `skip`
/// replaces the stack with the sign-in.
final class SignInFlow: TypedFlowCoordinator<SignInRoute> {
  /// The journal's name for the intro's back handler.
  static let backHandlerName = "intro pages"

  private let account: Kept<String>
  private let navigation: any SignInNavigation

  init(start: SignInStart, account: Kept<String>, navigation: any SignInNavigation) {
    self.account = account
    self.navigation = navigation
    switch start {
    case .intro:
      super.init(
        initialContent: .stack([.pages(IntroPage.allCases.map { SignInRoute.intro(page: $0) })]))
    case .signIn:
      super.init(initialContent: .stack([SignInRoute.signIn]))
    }
  }

  /// Lets the intro's pages take the system back.
  override func didStart() {
    guard let navigator, let anchor, case .stack(let stack)? = navigator.tree.node(anchor),
      case .pages(let pages) = stack.rootEntry
    else { return }
    let id = pages.id
    _ = try? navigator.addBackHandler(named: Self.backHandlerName, at: id) { [weak self] in
      guard case .pages(let shown)? = self?.navigator?.tree.node(id) else { return .pass }
      return shown.currentIndex == 0 ? .refuse(AppValue("already on the first page")) : .take
    } onBack: { [weak self] event in
      if event == .completed { _ = try? self?.navigate(.selectPage(.previous, in: id)) }
    }
  }

  override func makeModel(for route: SignInRoute, on screen: Screen) -> AnyObject? {
    switch route {
    case .intro(let page): IntroModel(page: page, flow: self)
    case .signIn: SignInModel(account: account, navigation: navigation)
    }
  }

  /// Replaces the intro with the sign-in.
  func skip() throws(NavigationError) {
    try navigate(.replaceStack([.screen(SignInRoute.signIn)], stack: anchor))
  }
}

/// A page of the intro: `skip` on every page.
final class IntroModel: ScreenModel {
  private let page: IntroPage
  private let flow: FlowLink<SignInFlow>

  init(page: IntroPage, flow: SignInFlow) {
    self.page = page
    self.flow = FlowLink(flow)
  }

  var title: String { "Intro" }
  var lines: [String] {
    page == .hello ? ["Hello: a shop of things for tea."] : ["Put items in your basket."]
  }
  var systemBack: String? { page == .hello ? nil : "go to the previous page" }
  var actions: [ScreenAction] {
    [
      ScreenAction("skip", "skip the intro") { [weak self] () throws(ScreenActionError) in
        try self?.flow.perform("skip the intro") { flow throws(NavigationError) in
          try flow.skip()
        }
      }
    ]
  }
}

/// The sign-in: `sign-in USER PASSWORD`; a refused one says why and stays.
final class SignInModel: ScreenModel {
  private let account: Kept<String>
  private weak var navigation: (any SignInNavigation)?
  private(set) var message: String?

  init(account: Kept<String>, navigation: any SignInNavigation) {
    self.account = account
    self.navigation = navigation
  }

  var title: String { "Sign in" }
  var lines: [String] {
    let demo = ShopDependencies.demoAccount
    return ["Sign in to shop.", "Demo account: \(demo.user) / \(demo.password)"]
  }
  var actions: [ScreenAction] {
    [
      ScreenAction("sign-in", "USER", "PASSWORD", "sign in") {
        [weak self] (user: String, password: String) throws(ScreenActionError) in
        self?.signIn(user: user, password: password)
      }
    ]
  }

  func signIn(user: String, password: String) {
    let demo = ShopDependencies.demoAccount
    guard user == demo.user, password == demo.password else {
      message = "Wrong user name or password."
      return
    }
    message = nil
    account.update { _ in user }
    navigation?.signedIn()
  }
}
