#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointTesting
  import WaypointUIKitOnLinux

  /// One host per window: each scene's window has its own host, navigator and tree.
  @MainActor
  @Suite struct WindowSceneTests {
    static func scene() -> UIWindowScene {
      UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
    }

    @Test(arguments: SimulatedIOS.allCases)
    func twoWindowsNavigateIndependently(_ version: SimulatedIOS) throws {
      let simulation = UIKitSimulation.start(version)
      let (first, second) = (Self.scene(), Self.scene())
      let hosts = [first, second].map { ContainerHost(scene: $0, screens: ScreenFactory()) }
      let content: Content = .stack([.screen(Route("Home")), .screen(Route("Article"))])
      let navigators = hosts.map { host in
        Navigator(
          root: ScriptedRoot { root in _ = try? root.navigate(.replaceRoot(content)) }, host: host)
      }
      for navigator in navigators { navigator.start() }
      simulation.finishAnimations()
      #expect(hosts[0].window?.windowScene === first)
      #expect(hosts[1].window?.windowScene === second)
      #expect(hosts.allSatisfy { $0.window?.isKeyWindow == true }, "each key in its scene")
      let navigation = try #require(
        hosts[0].window?.rootViewController as? UINavigationController)
      navigation.userTapsBack()
      simulation.finishAnimations()
      #expect(navigators[0].tree.visibleScreen.route.name == "Home")
      #expect(navigators[1].tree.visibleScreen.route.name == "Article")
      #expect(simulation.log.isEmpty)
    }
  }
#endif
