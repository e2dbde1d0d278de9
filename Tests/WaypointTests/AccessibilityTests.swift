import Testing

@testable import Waypoint

/// A dialog whose `keep` cancels: what escape answers.
enum KeepChoice: String, DialogChoiceWithRole {
  case discard, keep
  var description: String { rawValue }
  var role: DialogAction.Role { self == .keep ? .cancel : .destructive }
}

/// A screen model that names where focus starts.
final class FormModel: NamesFirstFocus {
  let firstFocus: String?
  init(firstFocus: String?) { self.firstFocus = firstFocus }
}

/// A flow whose screens' models name `firstFocus`.
@MainActor
final class FocusingFlow: FlowCoordinator {
  let start: String?
  init(_ name: String, firstFocus: String?) {
    start = firstFocus
    super.init(initialContent: .screen(Route(name)))
  }
  override func makeModel(for screen: Screen) -> AnyObject? { FormModel(firstFocus: start) }
}

@MainActor
@Suite struct AccessibilityTests {
  /// Where the host last moved focus, as the shell writes it.
  static func focus(_ host: HeadlessHost) -> String { host.focus?.description ?? "none" }

  @Test func focusStartsOnTheFirstScreenAndMovesToWhatIsPushed() throws {
    let (navigator, host, root) = makeNavigator()
    #expect(Self.focus(host) == "Home")
    #expect(host.accessibilityUpdates.map(\.change) == [.screen])
    try root.push(.screen(route("Detail")))
    #expect(Self.focus(host) == "Detail")
    #expect(navigator.focus == host.focus)
    #expect(host.accessibilityUpdates.last?.change == .screen)
    #expect(host.announcements.isEmpty, "a push the user made announces nothing")
  }

  @Test func aPopGivesFocusBackToTheElementThatOpenedThePoppedScreen() throws {
    let (navigator, host, root) = makeNavigator()
    try host.moveFocus(to: "row 3")
    try root.push(.screen(route("Detail")))
    try root.push(.screen(route("More")))
    try host.tapBack()
    #expect(Self.focus(host) == "Detail", "Detail remembered no element: its screen")
    #expect(host.accessibilityUpdates.last?.change == .layout)
    try host.edgeSwipe()
    #expect(Self.focus(host) == "Home › row 3")
    #expect(host.accessibilityUpdates.last?.change == .layout)
    #expect(navigator.focus == host.focus)
  }

  @Test func aPresentFocusesTheModalAndItsDismissalTheElementThatPresentedIt() throws {
    let (navigator, host, root) = makeNavigator()
    try host.moveFocus(to: "share")
    try root.present(.screen(route("Share")))
    #expect(Self.focus(host) == "Share")
    try host.swipeDown()
    #expect(Self.focus(host) == "Home › share")
    try root.present(.screen(route("Cover")), style: .fullScreen)
    try navigator.perform(.dismiss)
    #expect(Self.focus(host) == "Home › share", "remembered while the screen stays")
  }

  @Test func aScreenOrItsRouteNamesWhereFocusStarts() throws {
    let (navigator, host, root) = makeNavigator()
    try root.start(FocusingFlow("Login", firstFocus: "user"), as: .push())
    #expect(Self.focus(host) == "Login › user")
    navigator.accessibilityRules.routes["Login"] = FocusRule(firstElement: "password")
    try root.start(FocusingFlow("Login", firstFocus: "user"), as: .push())
    #expect(Self.focus(host) == "Login › password", "the app's rule wins over the model")
  }

  @Test func aRouteThatDoesNotReturnToItsOpenerStartsWhereItStarts() throws {
    let (navigator, host, root) = makeNavigator()
    navigator.accessibilityRules.routes["Home"] = FocusRule(
      firstElement: "search", returnsToOpener: false)
    try host.moveFocus(to: "row 1")
    try root.push(.screen(route("Detail")))
    try host.tapBack()
    #expect(Self.focus(host) == "Home › search")
  }

  @Test func tabsAndPagesFocusTheirNewContent() throws {
    let (navigator, host, _) = makeNavigator(
      root: .tabs([
        .init("A", .stack([.screen(route("A1"))])),
        .init("B", .pages([route("P1"), route("P2")])),
      ]))
    #expect(Self.focus(host) == "A1")
    try host.moveFocus(to: "item")
    try host.tapTab("B")
    #expect(Self.focus(host) == "P1")
    try host.swipePage(.next)
    #expect(Self.focus(host) == "P2")
    try host.tapTab("A")
    #expect(Self.focus(host) == "A1", "another tab's content: its first element")
    #expect(navigator.focus == host.focus)
  }

  @Test func aDialogTakesFocusAndEscapeAnswersItWithItsCancellingChoice() throws {
    let (navigator, host, root) = makeNavigator()
    try host.moveFocus(to: "delete")
    let dialog = DialogCoordinator<ConfirmRoute, KeepChoice>(showing: .discard)
    var results: [FlowResult<KeepChoice>] = []
    root.showDialog(dialog) { results.append($0) }
    #expect(Self.focus(host) == "Discard")
    try host.escape()
    #expect(results == [.value(.keep)])
    #expect(navigator.tree.modals.isEmpty)
    #expect(Self.focus(host) == "Home › delete")
  }

  @Test func escapeCannotAnswerADialogWithoutACancellingChoice() throws {
    let (navigator, host, root) = makeNavigator()
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    root.showDialog(dialog) { _ in }
    let before = navigator.tree
    #expect(throws: NavigationError.dialogNeedsAnswer(ConfirmRoute.discard.route)) {
      try host.escape()
    }
    #expect(navigator.tree == before)
  }

  @Test func escapeGoesBackThenDismissesFromTheRootOfAModalOfAnyStyle() throws {
    let (navigator, host, root) = makeNavigator()
    try root.present(.stack([.screen(route("Cover"))]), style: .fullScreen)
    try navigator.perform(.push(.screen(route("Step"))))
    try host.escape()
    #expect(navigator.tree.visibleScreen.route == route("Cover"))
    #expect(
      navigator.journal.last?.cause
        == .gesture(
          .backButton(
            stack: try #require(navigator.tree.visibleStack).id,
            to: navigator.tree.visibleScreen.id)))
    let cover = navigator.tree.modals[0].content.id
    try host.escape()
    #expect(navigator.tree.modals.isEmpty, "a full-screen modal cannot be swiped, but escapes")
    #expect(navigator.journal.last?.cause == .gesture(.escape(modal: cover)))
    #expect(throws: NavigationError.nothingToEscape(route("Home"))) { try host.escape() }
  }

  @Test func escapeAsksTheGuardsAsABackDoes() throws {
    let (navigator, host, root) = makeNavigator()
    let note = ScreenFlow("Note")
    try root.start(note, as: .present())
    var held: HeldChange?
    navigator.addGuard(named: "unsaved note") { change in
      change.finishes(note) ? .ask { held = $0 } : .allow
    }
    let verdict = try host.escape()
    guard case .held = verdict else {
      Issue.record("not held: \(verdict)")
      return
    }
    #expect(navigator.tree.modals.count == 1, "nothing left while the guard asks")
    try #require(held).resume()
    #expect(navigator.tree.modals.isEmpty)
    #expect(note.finishReason == .escape)
    #expect(FinishReason.escape.isUserGesture)
  }

  @Test func aForcedChangeAnnouncesItsReasonOrTheWordsItWasGiven() throws {
    let (navigator, host, _) = makeNavigator()
    try navigator.forcing("session expired") { () throws(NavigationError) in
      try navigator.perform(.replaceRoot(.screen(route("Login"))))
    }
    #expect(host.announcements == ["Session expired."])
    #expect(Self.focus(host) == "Login")
    try navigator.forcing("logged out", announcing: "") { () throws(NavigationError) in
      try navigator.perform(.replaceRoot(.screen(route("Splash"))))
    }
    #expect(host.announcements == ["Session expired."], "empty words announce nothing")
    navigator.accessibilityRules.forcedChange = { "Signed out: \($0)." }
    try navigator.forcing("account deleted") { () throws(NavigationError) in
      try navigator.perform(.replaceRoot(.screen(route("Login"))))
    }
    #expect(host.announcements.last == "Signed out: account deleted.")
  }

  @Test func anAnnouncementComesOnceTheNavigatorHasSettledAfterTheHostsAnimations() throws {
    let (navigator, host, _) = makeNavigator()
    host.animates = true
    try navigator.perform("land", by: nil) { draft throws(NavigationError) in
      try draft.perform(.push(.screen(route("Article"))))
      draft.announce("Opened an article from a link.")
    }
    #expect(host.announcements.isEmpty, "not before the push's animation ended")
    #expect(Self.focus(host) == "Home")
    host.finishAnimations()
    #expect(host.announcements == ["Opened an article from a link."])
    #expect(Self.focus(host) == "Article")
  }

  @Test func aRefusedDraftAnnouncesNothing() throws {
    let (navigator, host, _) = makeNavigator()
    #expect(throws: NavigationError.self) {
      try navigator.perform("land", by: nil) { draft throws(NavigationError) in
        draft.announce("Opened.")
        try draft.perform(.pop())
      }
    }
    #expect(host.announcements.isEmpty)
  }

  @Test func focusTheHostReportsMustBeOnAScreenTheUserSees() throws {
    let (navigator, host, root) = makeNavigator()
    let home = navigator.tree.visibleScreen.id
    try root.present(.screen(route("Sheet")))
    #expect(throws: NavigationError.notVisible(home)) {
      try navigator.focusMoved(to: "row", on: home)
    }
    #expect(throws: NavigationError.notVisible(NodeID(rawValue: 999))) {
      try navigator.focusMoved(to: nil, on: NodeID(rawValue: 999))
    }
    #expect(Self.focus(host) == "Sheet")
  }

  @Test func aSplitThatCollapsesOrExpandsLaysFocusOutAgain() throws {
    let (navigator, host, _) = makeNavigator(
      root: .split(primary: .screen(route("List")), detail: .screen(route("Item"))))
    let before = host.accessibilityUpdates.count
    try host.resize(to: navigator.tree.widthClass == .compact ? .regular : .compact)
    #expect(host.accessibilityUpdates.count == before + 1)
    #expect(host.accessibilityUpdates.last?.change == .layout)
    #expect(navigator.tree.canHoldFocus(try #require(host.focus).screen))
  }

  /// Seeded random gestures and operations: after every one, focus is on a screen the user
  /// sees on top, and the navigator and the host agree on it.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func focusIsNeverBehindAModalOrOnAScreenThatLeft(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let (navigator, host, _) = makeNavigator(
      root: .tabs([
        .init("A", .stack([.screen(route("A1"))])),
        .init("B", .stack([.screen(route("B1"))])),
      ]))
    for step in 0..<300 {
      let tree = navigator.tree
      switch Int.random(in: 0..<9, using: &random) {
      case 0, 1: _ = try? navigator.perform(.push(.screen(route("S\(step)"))))
      case 2: _ = try? navigator.perform(.present(.screen(route("M\(step)"))))
      case 3: _ = try? host.tapBack()
      case 4: _ = try? host.swipeDown()
      case 5: _ = try? host.escape()
      case 6: _ = try? host.tapTab(Bool.random(using: &random) ? "A" : "B")
      case 7: _ = try? host.moveFocus(to: "e\(step)")
      default:
        if !tree.modals.isEmpty { _ = try? navigator.perform(.dismissAll) }
      }
      let focus = try #require(host.focus)
      #expect(navigator.tree.canHoldFocus(focus.screen), "step \(step): \(focus)")
      #expect(navigator.focus == host.focus)
    }
  }
}

@Suite struct AccessibilityUpdateTests {
  @Test func anUpdateFollowedByAnotherKeepsTheLastFocusAndEveryAnnouncement() {
    let first = FocusTarget(screen: NodeID(rawValue: 1), route: Route("A"))
    let second = FocusTarget(screen: NodeID(rawValue: 2), route: Route("B"), element: "row")
    let moved = AccessibilityUpdate(focus: first, change: .screen, announcements: ["one"])
    let stays = AccessibilityUpdate(focus: nil, change: .screen, announcements: ["two"])
    let back = AccessibilityUpdate(focus: second, change: .layout)
    #expect(
      moved.followed(by: stays)
        == AccessibilityUpdate(focus: first, change: .screen, announcements: ["one", "two"]))
    #expect(
      moved.followed(by: stays).followed(by: back)
        == AccessibilityUpdate(focus: second, change: .layout, announcements: ["one", "two"]))
  }
}

@MainActor
@Suite struct AccessibilityOptOutTests {
  @Test func aHostThatDoesNotFollowAccessibilityGetsNoFocus() throws {
    let host = HeadlessHost()
    host.followsAccessibility = false
    let navigator = Navigator(root: Root(), host: host)
    try navigator.perform(.replaceRoot(.stack([.screen(route("Home"))])))
    navigator.start()
    try navigator.perform(.push(.screen(route("Detail"))))
    #expect(host.focus == nil)
    #expect(navigator.focus == nil)
    #expect(host.accessibilityUpdates.isEmpty)
  }
}
