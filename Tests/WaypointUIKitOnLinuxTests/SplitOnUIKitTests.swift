#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointUIKitOnLinux

  /// The UIKit layer's split on the behavioural UIKit: a column-style `UISplitViewController`
  /// whose compact column holds the collapsed stack, collapsing and expanding when the window
  /// changes width, with no controller ever under two parents.
  @MainActor
  @Suite struct SplitOnUIKitTests {
    /// A list in the primary column, an article and its comments in the detail, side by side.
    private func listArticleComments(_ version: SimulatedIOS) throws -> NavigatorOnUIKit {
      let app = NavigatorOnUIKit(version, root: .split(primary: .screen(Route("List"))))
      // A phone's split is collapsed; the window widens (an iPad, a foldable unfolding).
      #expect(app.uikit.split?.isCollapsed == true)
      app.uikit.split?.simulateWidthChange(compact: false)
      #expect(app.tree.widthClass == .regular)
      try app.perform(.setColumn(.detail, to: .screen(Route("Article"))))
      try app.perform(.push(.screen(Route("Comments"))))
      app.settle()
      return app
    }

    private func titles(_ controller: UIViewController?) -> [String] {
      (controller as? UINavigationController).map(LayerHarness.titles) ?? []
    }

    @Test(arguments: SimulatedIOS.allCases)
    func sideBySideEachColumnShowsItsStack(_ version: SimulatedIOS) throws {
      let app = try listArticleComments(version)
      let split = try #require(app.uikit.split)
      #expect(titles(split.viewController(for: .primary)) == ["List"])
      #expect(titles(split.viewController(for: .secondary)) == ["Article", "Comments"])
      #expect(split.simulatedShownColumn == .secondary)
      #expect(titles(split.viewController(for: .compact)).isEmpty)
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func collapsingMovesTheScreensIntoOneStackAndBackBringsTheListOnTop(
      _ version: SimulatedIOS
    ) throws {
      let app = try listArticleComments(version)
      let split = try #require(app.uikit.split)
      let article = (split.viewController(for: .secondary) as? UINavigationController)?
        .viewControllers.first
      split.simulateWidthChange(compact: true)
      #expect(app.tree.widthClass == .compact)
      #expect(titles(split.viewController(for: .compact)) == ["List", "Article", "Comments"])
      #expect(titles(split.viewController(for: .secondary)).isEmpty)
      app.expectInSync()

      app.uikit.navigation?.userTapsBack()
      app.settle()
      app.uikit.navigation?.userTapsBack()
      app.settle()
      #expect(app.tree.visibleSplit?.compactColumn == .primary)
      #expect(titles(split.viewController(for: .compact)) == ["List"])
      app.expectInSync()

      split.simulateWidthChange(compact: false)
      let detail = split.viewController(for: .secondary) as? UINavigationController
      #expect(detail.map(LayerHarness.titles) == ["Article"], "the article is kept")
      #expect(detail?.viewControllers.first === article, "the same controller, moved back")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func anEdgeSwipeFromTheDetailsRootInTheCollapsedStackShowsTheList(_ version: SimulatedIOS)
      throws
    {
      let app = try listArticleComments(version)
      let split = try #require(app.uikit.split)
      split.simulateWidthChange(compact: true)
      try app.perform(.pop())
      app.settle()
      let compact = try #require(split.viewController(for: .compact) as? UINavigationController)
      #expect(compact.userBeginsInteractivePop())
      compact.userEndsInteractivePop(completed: true)
      app.settle()
      #expect(app.tree.visibleSplit?.compactColumn == .primary)
      #expect(LayerHarness.titles(compact) == ["List"])
      app.expectInSync()
    }
  }
#endif
