import Testing

@testable import Waypoint

/// A tree's screen lifecycles: one active screen on top, visible screens under sheets, every
/// other screen hidden.
@Suite struct ScreenLifecycleTests {
  /// A hand-built tree and the state each of its screens must have, by route.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let root: Content
    let modals: [(ModalStyle, Content)]
    let expected: [String: ScreenLifecycle]
    var testDescription: String { name }

    func tree() throws -> NavigationTree {
      var tree = try NavigationTree(root: root)
      for (style, content) in modals { try tree.perform(.present(content, style: style)) }
      return tree
    }
  }

  /// Made on demand, not kept in a global: LeakSanitizer reports the boxes of the indirect
  /// `Content` values a constant global array holds as leaked.
  static var cases: [Case] {
    [
      Case(
        name: "a stack: its top is active, the entries below it are hidden",
        root: .stack([.screen(Route("Home")), .screen(Route("A")), .screen(Route("B"))]),
        modals: [],
        expected: ["Home": .hidden, "A": .hidden, "B": .active]),
      Case(
        name: "tabs: the selected tab's top is active, other tabs are hidden",
        root: .tabs(
          [
            .init("Today", .stack([.screen(Route("Today")), .screen(Route("Article"))])),
            .init("Bookmarks", .stack([.screen(Route("Bookmarks"))])),
          ], selected: 0),
        modals: [],
        expected: ["Today": .hidden, "Article": .active, "Bookmarks": .hidden]),
      Case(
        name: "pages: the current page is active, the other pages are hidden",
        root: .stack([.pages([Route("Pick"), Route("Weekly"), Route("Popular")], current: 1)]),
        modals: [],
        expected: ["Pick": .hidden, "Weekly": .active, "Popular": .hidden]),
      Case(
        name: "a sheet over a sheet: both levels below stay visible",
        root: .stack([.screen(Route("Home")), .screen(Route("Article"))]),
        modals: [(.sheet, .screen(Route("Share"))), (.sheet, .stack([.screen(Route("Pick"))]))],
        expected: ["Home": .hidden, "Article": .visible, "Share": .visible, "Pick": .active]),
      Case(
        name: "a full-screen modal over a sheet hides every level below it",
        root: .stack([.screen(Route("Article"))]),
        modals: [(.sheet, .screen(Route("Share"))), (.fullScreen, .screen(Route("Login")))],
        expected: ["Article": .hidden, "Share": .hidden, "Login": .active]),
      Case(
        name: "a sheet over a full-screen modal: only the full-screen level shows through",
        root: .tabs([.init("Today", .screen(Route("Today")))]),
        modals: [(.fullScreen, .screen(Route("Login"))), (.sheet, .screen(Route("Help")))],
        expected: ["Today": .hidden, "Login": .visible, "Help": .active]),
      Case(
        name: "a dialog over a sheet: both levels below stay visible",
        root: .stack([.screen(Route("Home")), .screen(Route("Article"))]),
        modals: [(.sheet, .screen(Route("Share"))), (.alert, .screen(Route("Discard")))],
        expected: ["Home": .hidden, "Article": .visible, "Share": .visible, "Discard": .active]),
      Case(
        name: "a confirmation dialog over a full-screen modal: only the full-screen level shows",
        root: .stack([.screen(Route("Article"))]),
        modals: [
          (.fullScreen, .screen(Route("Login"))), (.confirmationDialog, .screen(Route("Leave"))),
        ],
        expected: ["Article": .hidden, "Login": .visible, "Leave": .active]),
      Case(
        name: "under a sheet, the lower level's visible screen is its selected tab's top page",
        root: .tabs(
          [
            .init("Today", .stack([.pages([Route("Pick"), Route("Weekly")])])),
            .init("Bookmarks", .screen(Route("Bookmarks"))),
          ], selected: 0),
        modals: [(.sheet, .screen(Route("Share")))],
        expected: ["Pick": .visible, "Weekly": .hidden, "Bookmarks": .hidden, "Share": .active]),
    ]
  }

  @Test(arguments: cases)
  func everyScreenHasTheStateItsPlaceGivesIt(_ testCase: Case) throws {
    let tree = try testCase.tree()
    var byRoute: [String: ScreenLifecycle] = [:]
    var screens = 0
    tree.forEachNode { node in
      guard let screen = node.screen else { return }
      screens += 1
      byRoute[screen.route.name] = tree.lifecycle(of: screen.id)
    }
    #expect(byRoute == testCase.expected, "\(tree.outline)")
    #expect(tree.lifecycles.count == screens, "every screen, page screens included")
    #expect(tree.lifecycles.values.filter { $0 == .active }.count == 1)
    #expect(tree.lifecycles[tree.visibleScreen.id] == .active)
    for (id, state) in tree.lifecycles { #expect(tree.lifecycle(of: id) == state) }
  }

  @Test func aContainerOrAnUnknownIDHasNoLifecycle() throws {
    let tree = try NavigationTree(root: .stack([.screen(Route("Home"))]))
    let stack = try #require(tree.visibleStack)
    #expect(tree.lifecycle(of: stack.id) == nil)
    #expect(tree.lifecycle(of: NodeID(rawValue: 999)) == nil)
    #expect(tree.lifecycles[stack.id] == nil)
  }

  @Test(arguments: [
    (ModalStyle.sheet, true), (.alert, true), (.confirmationDialog, true), (.fullScreen, false),
  ])
  func sheetsAndDialogsShowWhatIsBelowAFullScreenModalDoesNot(_ style: ModalStyle, _ shows: Bool) {
    #expect(style.showsWhatIsBelow == shows)
  }
}
