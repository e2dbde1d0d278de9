// The ```swift blocks of Modules/Waypoint/Waypoint.docc/Guards.md, verbatim, in the context
// they need: a form flow that guards its own screen, an account, and a page container.
import Testing
import Waypoint

enum Guards {
  @MainActor
  final class FormFlow: FlowCoordinator {
    var hasUnsavedText = true
    var asked: [HeldChange] = []
    init() { super.init(initialContent: .screen(Route("Form"))) }
    func confirmDiscard(_ held: HeldChange) { asked.append(held) }

    override func didStart() {
      _ = try? guardItself()
    }

    func guardItself() throws(NavigationError) {
      try addGuard { [weak self] change in
        guard let self, change.finishes(self), self.hasUnsavedText else { return .allow }
        return .ask { held in self.confirmDiscard(held) }
      }
    }
  }

  /// A form whose guard keeps the draft when a forced change takes it away.
  @MainActor
  final class DraftFlow: FlowCoordinator {
    var hasUnsavedText = true
    var kept = 0
    var asked: [HeldChange] = []
    init() { super.init(initialContent: .screen(Route("Form"))) }
    func keepDraft() { kept += 1 }
    func confirmDiscard(_ held: HeldChange) { asked.append(held) }

    override func didStart() {
      _ = try? guardItself()
    }

    func guardItself() throws(NavigationError) {
      try addGuard { [weak self] change in
        guard let self, change.finishes(self), self.hasUnsavedText else { return .allow }
        if change.isForced {
          self.keepDraft()  // it goes anyway: keep what the user typed
          return .allow
        }
        return .ask { held in self.confirmDiscard(held) }
      }
    }
  }

  @MainActor
  final class LoginFlow: FlowCoordinator {
    init() { super.init(initialContent: .screen(Route("Login"))) }
  }

  @MainActor
  static func expire(_ app: Coordinator) throws(NavigationError) {
    try app.forcing("session expired") { () throws(NavigationError) in
      try app.start(LoginFlow(), as: .replaceRoot())
    }
  }

  @MainActor
  static func logOutWhileHeld(
    _ app: Coordinator, _ navigator: Navigator, _ held: HeldChange
  ) throws(NavigationError) {
    try app.forcing("logged out") { () throws(NavigationError) in
      try app.navigate(.replaceRoot(.screen(Route("Login"))))
    }
    #expect(held.state == .cancelled)
    #expect(navigator.journal.last?.finished.allSatisfy { $0.reason == .forced } == true)
  }

  struct Account { var isSubscribed = false }

  @MainActor
  static func premium(_ navigator: Navigator, _ account: Account) {
    navigator.addGuard(named: "premium") { change in
      let shown = change.after.visibleScreen.route
      guard shown.name == "Premium", !account.isSubscribed else { return .allow }
      return .rewrite(to: .push(.screen(Route("Paywall"))))
    }
  }

  @MainActor
  static func pagesTakeBack(_ navigator: Navigator, _ pages: Pages) throws {
    try navigator.addBackHandler(named: "pages", at: pages.id) { [weak navigator] in
      guard case .pages(let shown)? = navigator?.tree.node(pages.id) else { return .pass }
      return shown.currentIndex > 0 ? .take : .refuse("already on the first page")
    } onBack: { [weak navigator] event in
      if event == .completed { _ = try? navigator?.perform(.selectPage(.previous, in: pages.id)) }
    }
  }
}

@MainActor
@Suite struct GuardsSamples {
  @Test func theFormAsksAndTheHeadlessHostKeepsTheSheet() throws {
    let host = HeadlessHost()
    let root = Coordinator()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    let form = FlowCoordinator(initialContent: .screen(Route("Form")))
    try root.start(form, as: .present())
    navigator.addGuard(named: "unsaved form") { change in
      change.finishes(form) ? .ask { _ in } : .allow
    }
    let verdict = try host.swipeDown()
    #expect(!verdict.isAllowed)
    #expect(navigator.journal.last?.result == .held(by: "unsaved form"))
    #expect(navigator.tree.modals.count == 1)
  }

  @Test func theFlowsOwnGuardAsksAndResumes() throws {
    let host = HeadlessHost()
    let root = Coordinator()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    let form = Guards.FormFlow()
    try root.start(form, as: .present())
    try host.swipeDown()
    try #require(form.asked.first).resume()
    #expect(navigator.tree.modals.isEmpty)
    #expect(form.finishReason == .swipeDown)
  }

  @Test func aForcedChangeGoesPastTheDraftsGuardWhichKeepsTheDraft() throws {
    let host = HeadlessHost()
    let root = Coordinator()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    let draft = Guards.DraftFlow()
    try root.start(draft, as: .present())
    try host.swipeDown()
    let held = try #require(draft.asked.first)
    #expect(held.state == .waiting, "the user's swipe is asked about")
    try Guards.expire(root)
    #expect(held.state == .cancelled)
    #expect(draft.kept == 1)
    #expect(draft.finishReason == .forced)
    #expect(navigator.tree.visibleScreen.route.name == "Login")
  }

  @Test func aLogoutCancelsTheHeldChange() throws {
    let host = HeadlessHost()
    let root = Coordinator()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    let draft = Guards.DraftFlow()
    try root.start(draft, as: .present())
    try host.swipeDown()
    try Guards.logOutWhileHeld(root, navigator, try #require(draft.asked.first))
    #expect(navigator.tree.modals.isEmpty)
  }

  @Test func premiumIsRewrittenAndPagesTakeBack() throws {
    let host = HeadlessHost()
    let root = Coordinator()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    try navigator.perform(.replaceRoot(.stack([.screen(Route("Home"))])))
    Guards.premium(navigator, Guards.Account())
    try navigator.perform(.push(.screen(Route("Premium"))))
    #expect(navigator.tree.visibleScreen.route.name == "Paywall")
    try navigator.perform(.push(.pages([Route("A"), Route("B")], current: 1)))
    try Guards.pagesTakeBack(navigator, try #require(navigator.tree.visiblePages))
    try host.tapBack()
    #expect(navigator.tree.visiblePages?.currentIndex == 0)
    let verdict = try host.tapBack()
    #expect(!verdict.isAllowed, "refused on the first page")
    #expect(navigator.tree.visiblePages?.currentIndex == 0)
  }
}
