// The ```swift blocks of Modules/Waypoint/Waypoint.docc/AccessibleNavigation.md, verbatim, on a
// headless navigator whose root shows a stack.
import Testing
import Waypoint

enum AccessibleNavigation {
  final class LoginModel: NamesFirstFocus {
    var firstFocus: String? { "user" }
  }

  /// A root that shows a stack with `Home`.
  @MainActor
  final class Root: Coordinator {
    override func didStart() {
      _ = try? navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    }
  }

  @MainActor
  static func override(_ navigator: Navigator) {
    navigator.accessibilityRules.routes["Feed"] = FocusRule(
      firstElement: "search", returnsToOpener: false)
  }

  @MainActor
  static func expire(_ navigator: Navigator) throws(NavigationError) {
    try navigator.forcing("session expired", announcing: "Your session expired. Sign in again.") {
      () throws(NavigationError) in
      try navigator.perform(.replaceRoot(.screen(Route("Login"))))
    }
  }

  @MainActor
  static func land(_ navigator: Navigator) throws(NavigationError) {
    try navigator.perform("open a link") { draft throws(NavigationError) in
      try draft.perform(.push(.screen(Route("Article"))))
      draft.announce("Opened an article from a link.")
    }
  }
}

@MainActor
@Suite struct AccessibleNavigationSamples {
  typealias Root = AccessibleNavigation.Root

  @Test func theHeadlessSample() throws {
    let host = HeadlessHost()
    let navigator = Navigator(root: Root(), host: host)
    navigator.start()
    try host.moveFocus(to: "row 3")
    try navigator.perform(.push(.screen(Route("Detail"))))
    try host.escape()
    #expect(host.focus?.element == "row 3")
  }

  @Test func theOtherSamplesDoWhatTheArticleSays() throws {
    let host = HeadlessHost()
    let navigator = Navigator(root: AccessibleNavigation.Root(), host: host)
    navigator.start()
    AccessibleNavigation.override(navigator)
    #expect(navigator.accessibilityRules.rule(for: Route("Feed")).firstElement == "search")
    #expect(AccessibleNavigation.LoginModel().firstFocus == "user")
    try AccessibleNavigation.land(navigator)
    #expect(host.announcements == ["Opened an article from a link."])
    try AccessibleNavigation.expire(navigator)
    #expect(host.announcements.last == "Your session expired. Sign in again.")
    #expect(host.focus?.route == Route("Login"))
  }
}
