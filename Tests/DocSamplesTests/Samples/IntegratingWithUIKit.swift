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

    /// Every link a window receives goes to one intake.
    final class LinkingSceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      /// The app's link intake (a `PluginApp`'s `open(_:from:)`).
      private func open(_ link: String) {}

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        // Make the host and the navigator, then:
        for link in SceneLinks(connectionOptions).links { open(link) }
      }

      func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        for link in SceneLinks(contexts).links { open(link) }
      }

      func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        for link in SceneLinks(userActivity).links { open(link) }
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

    final class DraftViewController: UIViewController {
      weak var host: ContainerHost?

      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(
          title: "Back", primaryAction: UIAction { [weak self] _ in self?.backTapped() })
      }

      private func backTapped() {
        _ = try? host?.userTappedBack()  // screens, then guards, answer first
      }
    }

    enum DraftScreens {
      static func register(in screens: inout ScreenFactory) {
        screens.registerDialog(DraftRoute.self) { _, _ in
          DialogText(title: "Discard the draft?", message: "What you wrote will be lost.")
        }
      }
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

  // MARK: Ask before the user leaves

  enum DraftRoute: TypedRoute {
    case draft
    case discardDraft
  }

  enum DiscardChoice: String, DialogChoiceWithRole {
    case discard, keepEditing

    var description: String { self == .discard ? "Discard" : "Keep Editing" }
    var role: DialogAction.Role { self == .discard ? .destructive : .cancel }
  }

  final class DraftCoordinator: TypedFlowCoordinator<DraftRoute> {
    var hasDraft = false

    init() { super.init(showing: .draft) }

    override func didStart() {
      _ = try? addGuard(named: "unsaved draft") { [weak self] change in
        guard let self, change.finishes(self), hasDraft else { return .allow }
        return .ask { [weak self] held in self?.confirmDiscard(held) }
      }
    }

    private func confirmDiscard(_ held: HeldChange) {
      let dialog = DialogCoordinator<DraftRoute, DiscardChoice>(showing: .discardDraft)
      showDialog(dialog, style: .confirmationDialog) { result in
        if result.value == .discard { _ = try? held.resume() } else { held.cancel() }
      }
    }
  }

  // MARK: Test it

  @MainActor @Test func aCancelledEdgeSwipeKeepsTheArticle() throws {
    let window = FakeWindow()
    let host = ContainerHost(containers: window)
    let navigator = Navigator(root: AppCoordinator(), host: host)
    navigator.start()
    let root = navigator.tree.root.id
    let today = navigator.coordinator(anchoredAt: root) as? TodayCoordinator
    try today?.articleTapped(id: 3)
    let navigation = try #require(window.visibleNavigationController)
    navigation.beginInteractivePop()
    navigation.endInteractivePop(completed: false)
    #expect(navigator.tree.visibleScreen.route.name == "Article")
  }

  @MainActor @Test func aDraftIsNotLostToASwipe() throws {
    let window = FakeWindow()
    let host = ContainerHost(containers: window)
    let navigator = Navigator(root: AppCoordinator(), host: host)
    navigator.start()
    let draft = DraftCoordinator()
    try navigator.root.start(draft, as: .present(.sheet))
    draft.hasDraft = true
    host.refreshGuards()  // the sheet is locked
    window.presenter.swipeDown()  // the guard asks
    #expect(window.presenter.presented.last?.style == .confirmationDialog)
    window.presenter.tapAction(titled: "Discard")
    #expect(navigator.tree.modals.isEmpty)
  }

  @MainActor @Test func aDraftThatIsKeptKeepsItsSheet() throws {
    let window = FakeWindow()
    let host = ContainerHost(containers: window)
    let navigator = Navigator(root: AppCoordinator(), host: host)
    navigator.start()
    let draft = DraftCoordinator()
    try navigator.root.start(draft, as: .present(.sheet))
    draft.hasDraft = true
    host.refreshGuards()
    #expect(window.presenter.presented.last?.isModalInPresentation == true)
    window.presenter.swipeDown()
    window.presenter.tapAction(titled: "Keep Editing")
    #expect(navigator.tree.modals.map(\.style) == [.sheet])
    #expect(draft.isActive)
    #expect(navigator.journal.last?.result == .cancelled(by: "unsaved draft"))
  }
}

#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  enum IntegratingWithUIKitSwiftUISamples {
    enum NoteRoute: TypedRoute {
      case note
    }

    @MainActor
    final class NoteModel {}

    struct NoteView: View {
      let model: NoteModel?
      var body: some View { Text("Note") }
    }

    enum NoteScreens {
      static func register(
        in screens: inout ScreenFactory, models: @escaping @MainActor (NodeID) -> AnyObject?
      ) {
        screens.registerSwiftUI(NoteRoute.self) { route, screen in
          NoteView(model: models(screen.id) as? NoteModel)
        }
      }
    }
  }
#endif
