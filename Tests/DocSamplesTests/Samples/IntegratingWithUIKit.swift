// The ```swift blocks of Modules/WaypointUIKit/WaypointUIKit.docc/IntegratingWithUIKit.md,
// verbatim, in the context they need. The blocks that use UIKit itself compile only where
// UIKit exists (`#if canImport(UIKit)`); on Linux they are checked for presence only. The
// others compile everywhere, and the test runs.
import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

#if canImport(UIKit)
  import UIKit

  extension IntegratingWithUIKit {
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      private var navigator: Navigator?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        var screens = ScreenFactory()
        TodayScreens.register(in: &screens) { [weak self] in self?.navigator?.model(for: $0) }
        let host = ContainerHost(window: window, screens: screens)
        let navigator = Navigator(root: AppCoordinator(), host: host)
        self.window = window
        self.navigator = navigator
        navigator.start()
      }
    }

    /// One host per window.
    final class WindowPerScene {
      var window: UIWindow?
      private var navigator: Navigator?

      func connect(_ windowScene: UIWindowScene, screens: ScreenFactory) {
        let host = ContainerHost(scene: windowScene, screens: screens)
        self.window = host.window
        let navigator = Navigator(root: AppCoordinator(), host: host)
        navigator.start()
        self.navigator = navigator
      }
    }

    /// The article's feature has one screen.
    enum TodayRoute: TypedRoute {
      case article(id: Int)
    }

    final class ArticleViewController: UIViewController {
      let model: ArticleModel?

      init(model: ArticleModel?) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }
    }

    enum TodayScreens {
      static func register(
        in screens: inout ScreenFactory, models: @escaping @MainActor (NodeID) -> AnyObject?
      ) {
        screens.register(TodayRoute.self) { route, screen in
          switch route {
          case .article:
            ArticleViewController(model: models(screen.id) as? ArticleModel)
          }
        }
      }
    }
  }
#endif

@Suite struct IntegratingWithUIKit {
  typealias AppCoordinator = GettingStarted.AppCoordinator
  typealias TodayCoordinator = GettingStarted.TodayCoordinator
  typealias ArticleModel = GettingStarted.ArticleModel

  // MARK: Test it

  @MainActor @Test func aCancelledEdgeSwipeKeepsTheArticle() throws {
    let window = FakeWindow()
    let navigator = Navigator(root: AppCoordinator(), host: ContainerHost(containers: window))
    navigator.start()
    let today = navigator.coordinator(anchoredAt: navigator.tree.root.id) as? TodayCoordinator
    try today?.articleTapped(id: 3)
    let navigation = try #require(window.visibleNavigationController)
    navigation.beginInteractivePop()
    navigation.endInteractivePop(completed: false)
    #expect(navigator.tree.visibleScreen.route.name == "Article")
  }
}
