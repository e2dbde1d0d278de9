#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointTesting
  import WaypointUIKitOnLinux

  /// The system back on the behavioural UIKit: a screen that handles the back takes the edge
  /// swipe before the stack pops, and the app's own back control goes through the host.
  @MainActor
  @Suite struct BackGapTests {
    static var article: Content {
      .stack([.screen(Route("Home")), .screen(Route("Article"))])
    }

    @MainActor
    final class Recorder {
      var events: [BackEvent] = []
    }

    @Test(arguments: SimulatedIOS.allCases, [false, true])
    func aScreenThatTakesTheSwipeHearsOneBackAndTheStackStays(
      _ version: SimulatedIOS, _ fromContent: Bool
    ) throws {
      guard version == .iOS26 || !fromContent else { return }
      let app = NavigatorOnUIKit(version, root: Self.article)
      let recorder = Recorder()
      try app.navigator.addBackHandler(
        named: "reader", at: app.tree.visibleScreen.id, answer: { .take },
        onBack: { recorder.events.append($0) })
      let navigation = try #require(app.uikit.navigation)
      #expect(navigation.userBeginsInteractivePop(fromContent: fromContent))
      #expect(recorder.events == [.started])
      navigation.userEndsInteractivePop(completed: true)  // too late: the host cancelled it
      app.settle()
      #expect(recorder.events == [.started, .completed])
      #expect(app.navigator.journal.last?.result == .takenByScreen("reader"))
      #expect(LayerHarness.titles(navigation) == ["Home", "Article"])
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func theAppsBackControlPopsThroughTheHost(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.article)
      let stack = try #require(app.tree.visibleStack)
      let home = try #require(stack.entries.array.first?.id)
      #expect(try app.host.userTappedBack().isAllowed)
      app.settle()
      #expect(app.lastCause == .gesture(.backButton(stack: stack.id, to: home)))
      #expect(app.tree.visibleScreen.route.name == "Home")
      app.expectInSync()
    }

    @Test func theBackButtonPopsBeforeAnyoneIsAskedAndIsReportedAsAFact() throws {
      let app = NavigatorOnUIKit(.iOS18, root: Self.article)
      let unsaved = ScriptedGuard(.veto, on: app.navigator)
      try #require(app.uikit.navigation).userTapsBack()
      app.settle()
      #expect(unsaved.stopped == 0, "UIKit's back button asks no one")
      #expect(app.tree.visibleScreen.route.name == "Home")
      app.expectInSync()
    }
  }
#endif
