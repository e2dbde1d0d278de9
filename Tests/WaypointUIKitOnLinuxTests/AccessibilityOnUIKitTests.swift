#if os(Linux)
  import BehaviouralUIKit
  import Foundation
  import Testing
  import Waypoint
  import WaypointTesting
  import WaypointUIKitOnLinux

  /// The UIKit layer's VoiceOver: `UIAccessibility` posts name the views of the screens the
  /// host shows, modals keep VoiceOver inside them, and escape goes to the host.
  @MainActor
  @Suite struct AccessibilityOnUIKitTests {
    /// A list and the screens it opens.
    enum ListRoute: TypedRoute {
      case list, detail
    }

    /// Screens whose views hold a subview identified `row 2`.
    static func screens() -> ScreenFactory {
      var screens = ScreenFactory()
      screens.register(ListRoute.self) { route, _ in
        let controller = UIViewController()
        controller.title = route.route.name
        let row = UIView()
        row.accessibilityIdentifier = "row 2"
        controller.view.addSubview(row)
        return controller
      }
      return screens
    }

    func app() -> NavigatorOnUIKit {
      NavigatorOnUIKit(.iOS18, root: .stack([.screen(ListRoute.list)]), screens: Self.screens())
    }

    /// The notifications posted since the `count`th.
    static func posts(_ app: NavigatorOnUIKit, since count: Int) -> [(
      UIAccessibility.Notification, Any?
    )] {
      Array(app.uikit.simulation.accessibilityPosts.dropFirst(count))
    }

    @Test func aPushPostsScreenChangedWithTheNewScreensViewOnceItHasSettled() throws {
      let app = app()
      let count = app.uikit.simulation.accessibilityPosts.count
      try app.perform(.push(.screen(ListRoute.detail)))
      #expect(Self.posts(app, since: count).isEmpty, "not while the push animates")
      app.settle()
      let posts = Self.posts(app, since: count)
      #expect(posts.map(\.0) == [.screenChanged])
      let detail = try #require(app.uikit.visible)
      #expect((posts.first?.1 as? UIView) === detail.view)
    }

    @Test func theBackButtonPostsLayoutChangedWithTheElementThatOpenedTheScreen() throws {
      let app = app()
      let list = try #require(app.uikit.visible)
      // The user swipes VoiceOver to the row: UIKit posts elementFocusedNotification.
      app.uikit.simulation.voiceOverFocuses(try #require(list.view.subviews.first))
      #expect(app.navigator.focus?.element == "row 2")
      try app.perform(.push(.screen(ListRoute.detail)))
      app.settle()
      let count = app.uikit.simulation.accessibilityPosts.count
      app.uikit.navigation?.userTapsBack()
      app.settle()
      let posts = Self.posts(app, since: count)
      #expect(posts.map(\.0) == [.layoutChanged])
      let row = (posts.first?.1 as? UIView)
      #expect(row?.accessibilityIdentifier == "row 2")
      #expect(row === list.view.subviews.first)
      app.expectInSync()
    }

    @Test func anAnnouncementIsQueuedBehindWhatVoiceOverReads() throws {
      let app = app()
      let count = app.uikit.simulation.accessibilityPosts.count
      try app.navigator.forcing("session expired") { () throws(NavigationError) in
        _ = try app.navigator.perform(.present(.screen(ListRoute.detail), style: .fullScreen))
      }
      app.settle()
      let posts = Self.posts(app, since: count)
      #expect(posts.map(\.0) == [.screenChanged, .announcement])
      let spoken = try #require(posts.last?.1 as? NSAttributedString)
      #expect(spoken.string == "Session expired.")
      let priority = spoken.attribute(
        .accessibilitySpeechAnnouncementPriority, at: 0, effectiveRange: nil)
      #expect(priority as? UIAccessibilityPriority == .low)
    }

    @Test func aPresentedControllerKeepsVoiceOverInside() throws {
      let app = app()
      try app.perform(.present(.screen(ListRoute.detail)))
      app.settle()
      #expect(app.uikit.presented?.view.accessibilityViewIsModal == true)
    }

    @Test func escapeOnTheHostsNavigationControllerAsksTheGuardsWhereUIKitWouldPop() throws {
      let app = app()
      try app.perform(.push(.screen(ListRoute.detail)))
      app.settle()
      app.navigator.addGuard(named: "unsaved") { _ in .veto("unsaved") }
      let navigation = try #require(app.uikit.navigation)
      #expect(!navigation.accessibilityPerformEscape(), "vetoed: escape did nothing")
      app.settle()
      #expect(navigation.viewControllers.count == 2)
      #expect(app.lastIsVeto)
      let plain = UINavigationController()
      plain.setViewControllers([UIViewController(), UIViewController()], animated: false)
      #expect(plain.accessibilityPerformEscape(), "UIKit's own pops before anyone is asked")
      app.settle()  // the pop's animation ends: nothing waits on the simulation
      #expect(plain.viewControllers.count == 1)
    }

    @Test func escapeGoesBackThenDismissesAModalStack() throws {
      let app = app()
      try app.perform(.present(.stack([.screen(ListRoute.detail)]), style: .fullScreen))
      try app.perform(.push(.screen(ListRoute.list)))
      app.settle()
      let modal = try #require(app.uikit.navigation)
      #expect(modal.accessibilityPerformEscape())
      app.settle()
      #expect(modal.viewControllers.count == 1)
      #expect(modal.accessibilityPerformEscape())
      app.settle()
      #expect(app.tree.modals.isEmpty)
      #expect(app.uikit.presented == nil)
      app.expectInSync()
    }

    @Test func escapeOnAnAlertTapsItsCancellingAction() throws {
      let app = app()
      let dialog = DialogCoordinator<NoteDialog, NoteChoice>(
        showing: .discard)
      var results: [FlowResult<NoteChoice>] = []
      app.navigator.root.showDialog(dialog) { results.append($0) }
      app.settle()
      let alert = try #require(app.uikit.presented as? UIAlertController)
      #expect(alert.accessibilityPerformEscape())
      app.settle()
      #expect(results == [.value(.keep)])
      app.expectInSync()
    }
  }
#endif
