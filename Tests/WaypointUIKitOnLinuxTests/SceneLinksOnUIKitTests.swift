#if os(Linux)
  import AppShell
  import AppShellTesting
  import BehaviouralUIKit
  import Foundation
  import Testing
  import Waypoint
  import WaypointPlugins
  import WaypointUIKitOnLinux

  /// The links UIKit gives a window's scene — URL contexts, and user activities that continue a
  /// web page (universal links) — read by the real UIKit layer (`SceneLinks`) from the
  /// behavioural UIKit, and opened in the reading app's window through its one link intake
  /// (`ReadingAppScenes`), as the iOS app's scene delegate does.
  @MainActor
  @Suite struct SceneLinksOnUIKitTests {
    static func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    /// A user activity of `type` with the web page `page`.
    static func activity(
      _ page: String?, type: String = NSUserActivityTypeBrowsingWeb
    ) throws -> NSUserActivity {
      let activity = NSUserActivity(activityType: type)
      activity.webpageURL = try page.map { try url($0) }
      return activity
    }

    /// A window scene opened with these links.
    static func scene(
      urls: [String] = [], activities: [NSUserActivity] = []
    ) throws -> (UIWindowScene, UIScene.ConnectionOptions) {
      let options = UIScene.ConnectionOptions(
        urlContexts: Set(try urls.map { UIOpenURLContext(url: try url($0)) }),
        userActivities: Set(activities))
      return (UIWindowScene(session: UISceneSession(), connectionOptions: options), options)
    }

    /// The reading app's windows on clients in memory, onboarded and logged in.
    static func scenes() throws -> ReadingAppScenes {
      let dependencies = AppDependencies.inMemory()
      try dependencies.launch.markOnboarded()
      _ = try dependencies.session.logIn(user: "demo", password: "demo1234")
      return ReadingAppScenes(dependencies: dependencies, dataDirectory: nil)
    }

    /// Connects `id` on the UIKit host in `scene` with the links of `options`, as the scene
    /// delegate does: the first as it connects, the others after.
    static func connect(
      _ id: String, in scene: UIWindowScene, options: UIScene.ConnectionOptions,
      scenes: ReadingAppScenes
    ) throws -> (ReadingApp, ContainerHost) {
      let host = ContainerHost(scene: scene, screens: ScreenFactory())
      let links = SceneLinks(options)
      let app = try scenes.connect(id, host: host, link: links.first)
      for link in links.afterFirst { try scenes.open(link, in: id) }
      return (app, host)
    }

    /// The titles of the window's visible stack, as UIKit shows them (a page container by its
    /// page).
    static func shown(_ host: ContainerHost) -> [String] {
      let tabs = host.window?.rootViewController as? UITabBarController
      let navigation = tabs?.selectedViewController as? UINavigationController
      return navigation.map(LayerHarness.titles) ?? []
    }

    static let article8 = Route("Article", ["id": "8"])

    @Test func aBrowsingWebActivityGivesItsWebPageAndNoOtherActivityALink() throws {
      let page = "https://reading.example/articles/8?utm_source=mail"
      #expect(SceneLinks(try Self.activity(page)).links == [page])
      #expect(SceneLinks(try Self.activity(page, type: "example.reading.article")).links == [])
      #expect(SceneLinks(try Self.activity(nil)).links == [], "a browsing activity with no page")
      let contexts = Set([UIOpenURLContext(url: try Self.url("reading://bookmarks"))])
      #expect(SceneLinks(contexts).links == ["reading://bookmarks"])
    }

    @Test func aSceneOpenedWithAURLAndAUniversalLinkGivesBothTheURLFirst() throws {
      let (_, options) = try Self.scene(
        urls: ["reading://mypage"],
        activities: [
          try Self.activity("https://reading.example/articles/8"),
          try Self.activity("https://reading.example/articles/3", type: "example.handoff"),
        ])
      #expect(
        SceneLinks(options).links == ["reading://mypage", "https://reading.example/articles/8"])
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aWindowOpenedByAUniversalLinkLandsOnItsArticle(_ version: SimulatedIOS) throws {
      let simulation = UIKitSimulation.start(version)
      let scenes = try Self.scenes()
      let (scene, options) = try Self.scene(activities: [
        try Self.activity("https://reading.example/articles/8")
      ])
      let (app, host) = try Self.connect("left", in: scene, options: options, scenes: scenes)
      simulation.finishAnimations()
      #expect(app.navigator.tree.visibleScreen.route == Self.article8)
      #expect(app.navigator.tree.visibleStackNames == ["Today", "Article"])
      #expect(Self.shown(host) == ["Today", "Article"], "UIKit shows it")
      #expect(host.window?.windowScene === scene)
      #expect(host.rendered == app.navigator.tree)
      #expect(app.coordinator.refusals.isEmpty)
      #expect(simulation.log.isEmpty)
    }

    @Test func aUniversalLinkContinuedInAWindowLandsThereAndNotInTheOther() throws {
      let simulation = UIKitSimulation.start(.iOS18)
      let scenes = try Self.scenes()
      let (leftScene, leftOptions) = try Self.scene()
      let (rightScene, rightOptions) = try Self.scene(urls: ["reading://bookmarks"])
      let (left, leftHost) = try Self.connect(
        "left", in: leftScene, options: leftOptions, scenes: scenes)
      let (right, _) = try Self.connect(
        "right", in: rightScene, options: rightOptions, scenes: scenes)
      simulation.finishAnimations()
      #expect(left.navigator.tree.visibleStackNames == ["Today"])
      #expect(right.navigator.tree.visibleStackNames == ["Bookmarks"])

      // `scene(_:continue:)` in the left window.
      let continued = SceneLinks(try Self.activity("https://reading.example/articles/8"))
      for link in continued.links { try scenes.open(link, in: "left") }
      simulation.finishAnimations()
      #expect(left.navigator.tree.visibleScreen.route == Self.article8)
      #expect(Self.shown(leftHost) == ["Today", "Article"])
      #expect(right.navigator.tree.visibleStackNames == ["Bookmarks"], "the other window stays")
      #expect(simulation.log.isEmpty)
    }

    @Test func aWebPageTheLinkTableDoesNotDeclareIsRefusedAndAnotherActivityChangesNothing()
      throws
    {
      let simulation = UIKitSimulation.start(.iOS18)
      let scenes = try Self.scenes()
      let (scene, options) = try Self.scene()
      let (app, _) = try Self.connect("left", in: scene, options: options, scenes: scenes)
      simulation.finishAnimations()
      let before = app.navigator.tree
      let recorded = app.navigator.journal.recordedCount

      let handoff = try Self.activity("https://reading.example/articles/8", type: "example.note")
      for link in SceneLinks(handoff).links { try scenes.open(link, in: "left") }
      #expect(app.navigator.journal.recordedCount == recorded, "not a link: nothing is opened")

      let page = try Self.activity("https://reading.example/today/weekly")
      for link in SceneLinks(page).links { try scenes.open(link, in: "left") }
      simulation.finishAnimations()
      #expect(app.navigator.tree == before)
      #expect(app.coordinator.refusals.map(\.error) == [.link(.unknownPath("/today/weekly"))])
    }
  }
#endif
