import Waypoint
import WaypointPlugins

/// Where the shop goes next: what its features' adapters send.
enum ShopIntent: NavigationIntent {
  /// The intro, then the sign-in (a launch while nobody is signed in).
  case showIntro
  /// The main tabs.
  case showMain
  /// A main tab.
  case showTab(TabName)
  /// An item, pushed on the stack of tab `on` (the selected tab when `nil`).
  case showItem(id: Int, on: TabName?)
  /// A link that reached the app.
  case openLink(String, from: LinkSource)
  /// The user signed out: the sign-in replaces whatever is shown. Forced.
  case signOut
  /// The window shows an account that signed out in another window. Forced.
  case signedOutElsewhere

  var isForced: Bool { self == .signOut || self == .signedOutElsewhere }
  var decidesLaunch: Bool { self == .showIntro }

  var description: String {
    switch self {
    case .showIntro: "show the intro"
    case .showMain: "show the main tabs"
    case .showTab(let tab): "show tab \(tab)"
    case .showItem(let id, _): "show item \(id)"
    case .openLink(let link, _): "open \(link)"
    case .signOut: "sign out"
    case .signedOutElsewhere: "the window's account signed out in another window"
    }
  }
}

/// The shop's features, one line each.
@MainActor
enum ShopFeatures {
  static let all: [RegisteredFeature<ShopDependencies, ShopIntent>] = [
    .init(SignInPlugin.plugin, dependencies: { $0 }, adapter: { SignInAdapter(sink: $0) }),
    .init(
      CataloguePlugin.plugin, dependencies: { $0 }, adapter: CatalogueAdapter.init(sink:context:)),
    .init(BasketPlugin.plugin, dependencies: { $0 }, adapter: BasketAdapter.init(sink:context:)),
    .init(TabBarPlugin.plugin, dependencies: { _ in () }, adapter: { _ in () }),
  ]

  /// The versions of the saved navigation: the first.
  nonisolated static let versions = NavigationVersions(current: 1)
}

/// The main tab bar around the features' tabs: a sidebar at regular width.
@MainActor
enum TabBarPlugin {
  static let tabBar = EntryPoint<Void, Void, [(name: TabName, flow: FlowCoordinator)]>(
    "tabBar", example: []
  ) { _, _, tabs in TabCoordinator(tabs: tabs, style: .sidebarAdaptable) }

  static let plugin = FeaturePlugin<Void, Void>(name: "TabBar", routes: [], tabBar: tabBar)
}

final class SignInAdapter: IntentAdapter<ShopIntent>, SignInNavigation {
  func signedIn() { send(.showMain) }
}

final class CatalogueAdapter: IntentAdapter<ShopIntent>, CatalogueNavigation {
  func itemTapped(id: Int) { send(.showItem(id: id, on: context.tab)) }
  func basketTapped() { send(.showTab(BasketPlugin.tabName)) }
}

final class BasketAdapter: IntentAdapter<ShopIntent>, BasketNavigation {
  func itemTapped(id: Int) { send(.showItem(id: id, on: context.tab)) }
  func signOutTapped() { send(.signOut) }
}

/// What the shop decides: the intro while nobody is signed in, else the main tabs; the main
/// tabs kept behind the sign-in, for the account signed in.
final class ShopRules: AppRules {
  typealias Dependencies = ShopDependencies
  typealias Intent = ShopIntent

  /// The journal's name for the gate that keeps the main tabs behind the sign-in.
  static let gateName = "sign-in"

  let access: AccessRule<ShopIntent>?

  init(dependencies: ShopDependencies) {
    let account = dependencies.account
    access = AccessRule(
      named: Self.gateName, account: { account.value }, signedOutElsewhere: .signedOutElsewhere)
  }

  func launch(_ app: App) {
    app.handle(app.dependencies.account.value == nil ? .showIntro : .showMain)
  }

  func carryOut(_ intent: ShopIntent, in app: App) throws(IntentRefusal) {
    switch intent {
    case .showIntro:
      try app.replaceRoot(with: app.registry.flow(SignInPlugin.start, .intro, in: .root))
    case .showMain:
      try app.showMainTabs()
    case .showTab(let tab):
      try app.selectTab(tab)
    case .showItem(let id, let tab):
      try app.push(on: tab) { context throws(IntentRefusal) in
        try app.registry.flow(CataloguePlugin.item, id, in: context)
      }
    case .openLink(let link, let source):
      app.open(link, from: source)
    case .signOut:
      app.dependencies.account.update { _ in nil }
      try app.replaceRoot(with: app.registry.flow(SignInPlugin.start, .signIn, in: .root))
    case .signedOutElsewhere:
      try app.replaceRoot(with: app.registry.flow(SignInPlugin.start, .signIn, in: .root))
    }
  }
}

/// The shop on a host: what its shell runs.
typealias ShopApp = PluginApp<ShopDependencies, ShopIntent>

extension PluginApp where Dependencies == ShopDependencies, Intent == ShopIntent {
  /// The shop on `dependencies`, with its rules.
  convenience init(
    shop dependencies: ShopDependencies, host: any NavigationHost, store: NavigationStore?,
    restoring: Bool, alone: FeatureAlone?
  ) {
    self.init(
      coordinator: PluginAppCoordinator(
        dependencies: dependencies, features: ShopFeatures.all,
        rules: ShopRules(dependencies: dependencies)),
      host: host, store: store, restoring: restoring, alone: alone)
  }
}
