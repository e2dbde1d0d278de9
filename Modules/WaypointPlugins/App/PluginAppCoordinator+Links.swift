public import Waypoint

/// What a link's landing says it is, as its draft's purpose (`GuardedChange/purpose`): a
/// guard reads it as `change.purpose?.as(LinkLanding.self)`. The access gate holds the link
/// this way, with what lands it.
public struct LinkLanding: Hashable, Sendable, CustomStringConvertible {
  /// The link as it arrived.
  public let link: String
  /// The route it opens.
  public let route: Route
  /// Where it lands.
  public let landing: Landing
  /// Which landing of the app's it is.
  let id: Int

  public var description: String { "the landing of \(link) on \(route)" }
}

extension PluginAppCoordinator {
  /// Why a link that arrived before the launch waits, as the journal says it.
  public static var launchHoldReason: String { "held until the launch has decided where to go" }

  /// A link on its way: the intent that names it, its destination (its entry asked once), the
  /// tab it lands on, and the flows its draft starts. Its draft builds again, on the tree as
  /// it is then, when it had to wait or is resumed.
  final class PendingLink {
    let intent: Intent
    let link: String
    var destination: FeatureRegistry<Dependencies, Intent>.Destination
    /// The tab it lands in, decided when its draft is first made: its flow is built for it;
    /// `nil` in an app without a tab bar.
    var tab: TabName?
    /// The flow the landing pushes; `nil` for a tab's root.
    var flow: FlowCoordinator?
    /// The main tab bar its draft starts when the root is not the main tabs.
    var tabBar: FlowCoordinator?
    /// Whether its request waited in the navigator's queue: its draft was then built on
    /// another tree than the one it was made for, and a landing that no longer fits is
    /// reported while the rest of the draft (the main tabs) goes on.
    var waited = false
    /// Whether it waited for access (a login) and was resumed once granted.
    var waitedForAccess = false
    var purpose: LinkLanding?

    init(
      intent: Intent, link: String, destination: FeatureRegistry<Dependencies, Intent>.Destination
    ) {
      self.intent = intent
      self.link = link
      self.destination = destination
    }
  }

  /// A landing the navigator holds, without keeping it alive.
  struct WeakLanding {
    weak var link: PendingLink?
  }

  /// The gate that keeps the main tabs behind access, and the change it holds.
  struct AccessGate {
    let name: String
    let isGranted: @MainActor () -> Bool
    /// Who is signed in (``signedInAccount``); `nil` for a gate without accounts.
    var account: (@MainActor () -> String?)? = nil
    /// What the app does when a window's account is no longer the one signed in.
    var signedOutElsewhere: Intent? = nil
    var held: (change: HeldChange, link: PendingLink?)?
  }

  /// Opens a link that reached the app from `source` — the one intake for URLs (custom scheme
  /// and universal links), notification payloads, App Intents and Handoff. The link is read
  /// once and its entry asked once ("this article exists"); the app lands on its screen in one
  /// transaction (modals dismissed, tab selected, its stack popped or returned to, the page
  /// selected, the flow pushed), starting the main tab bar when the root is not the main tabs.
  ///
  /// - Before the launch has decided where to go (``isLaunchDecided``), the link waits in the
  ///   app, and a newer one replaces it.
  /// - Without access (``AppRules/access``), the gate holds it until access is
  ///   granted; a newer link cancels the held one.
  /// - A link that cannot be opened is refused, reported in ``refusals`` and journaled;
  ///   nothing changes.
  @discardableResult
  public func open(_ link: String, from source: LinkSource = .url) -> LinkOutcome {
    let intent = Intent.openLink(link, from: source)
    if let alone {
      report(intent, .runsAlone(alone.feature))
      return .refused(.runsAlone(alone.feature))
    }
    do throws(IntentRefusal) {
      let match: LinkMatch
      do throws(LinkError) {
        match = try registry.links.match(link)
      } catch {
        throw .link(error)
      }
      let pending = PendingLink(
        intent: intent, link: link, destination: try registry.destination(of: match))
      guard isLaunchDecided else {
        pendingBeforeLaunch = pending  // A newer link replaces it.
        navigator?.journal.recordHeld(intent, because: Self.launchHoldReason)
        return .held(.untilLaunch)
      }
      return try land(pending)
    } catch {
      report(intent, error)
      return .refused(error)
    }
  }

  /// Lands `link`, reporting a refusal.
  func landReportingRefusal(_ link: PendingLink) {
    do throws(IntentRefusal) {
      _ = try land(link) as LinkOutcome
    } catch {
      report(link.intent, error)
    }
  }

  /// Decides the tab the link lands on, builds its flows on the tree as it is now, and lands
  /// in one transaction.
  func land(_ link: PendingLink) throws(IntentRefusal) -> LinkOutcome {
    guard let navigator else { throw .appReleased }
    let tabs = try? mainTabBar()
    if !registry.hasMainTabBar {
      // An app without a tab bar: the link lands in the root's own stack, whatever tab the
      // feature names, and its flow runs outside any tab.
      link.tab = nil
    } else if let named = link.destination.landing.tab {
      link.tab = named
    } else if let tabs {
      link.tab = tabs.selected.name
    } else {
      // The tab bar the draft starts selects its first tab.
      guard let first = registry.tabs.first else { throw .noMainTabBar }
      link.tab = first.name
    }
    try buildFlow(of: link)
    if tabs == nil, registry.hasMainTabBar { link.tabBar = try registry.mainTabBar() }
    let purpose = LinkLanding(
      link: link.link, route: link.destination.route, landing: link.destination.landing,
      id: nextLanding)
    nextLanding += 1
    link.purpose = purpose
    landings = landings.filter { $0.value.link != nil }
    landings[purpose.id] = WeakLanding(link: link)
    let outcome: RequestOutcome
    do throws(NavigationError) {
      outcome = try navigator.perform(
        link.intent.description, by: self, purpose: AppValue(purpose)
      ) { [weak self] draft throws(NavigationError) in
        guard let self else { throw .inactiveCoordinator("the app coordinator") }
        try self.build(link, in: &draft)
      }
    } catch .unknownPage(let page) {
      throw .pageNotShown(page)
    } catch {
      throw .navigation(error)
    }
    switch outcome {
    case .applied:
      return .landed(link.destination.route)
    case .queued, .dropped:  // A draft never repeats another: it is not dropped.
      link.waited = true
      return .held(.queued)
    case .held(let change):
      return .held(
        change.guardName == gate?.name ? .untilAccess(change.guardName) : .askedBy(change.guardName)
      )
    }
  }

  /// Builds the link's flow for its tab from its destination (nothing is asked again); `nil`
  /// for a tab's root.
  private func buildFlow(of link: PendingLink) throws(IntentRefusal) {
    if link.destination.landing.isRoot { return }
    link.flow = try registry.flow(link.destination, in: FlowContext(tab: link.tab))
  }

  /// The parts of a landing, on a draft of the tree as it is when the draft builds.
  private func build(_ link: PendingLink, in draft: inout NavigationDraft) throws(NavigationError) {
    if case .tabs = draft.tree.root {
    } else if registry.hasMainTabBar {
      // The main tabs start in the same transaction (from a login, a splash).
      if link.tabBar == nil { link.tabBar = try? registry.mainTabBar() }
      guard let tabBar = link.tabBar else { throw .noVisibleContainer(.tabs) }
      try draft.start(tabBar, as: .replaceRoot(), by: self)
    }
    let tab = link.tab
    let (route, target, flow) = (link.destination.route, link.destination.landing, link.flow)
    guard link.waited else {
      try draft.land(route, at: target, flow: flow, in: tab)
      return announce(link, in: &draft)
    }
    var attempt = draft
    do throws(NavigationError) {
      try attempt.land(route, at: target, flow: flow, in: tab)
      draft = attempt
      announce(link, in: &draft)
    } catch {
      report(link.intent, .navigation(error), journaled: false)  // The draft goes on.
    }
  }

  /// Announces that `link` landed, once its draft commits: the user did not make the change.
  private func announce(_ link: PendingLink, in draft: inout NavigationDraft) {
    let route = link.destination.route
    let change: UnaskedChange =
      link.waitedForAccess ? .heldLinkLanded(route) : .linkLanded(route)
    guard let words = announcement(for: change) else { return }
    draft.announce(words)
  }

  // MARK: The access gate

  /// Keeps the main tabs behind access (a login): a change that would show them while
  /// `isGranted` is false — a link while logged out, during onboarding, or after the session
  /// expired — is held by a guard named `name` until ``showMainTabs(returningTo:)`` resumes it
  /// (after login); a newer one cancels the older. A held link is known by its draft's
  /// purpose (``LinkLanding``). The start calls it with the rules' ``AppRules/access``.
  func requireAccess(named name: String, isGranted: @escaping @MainActor () -> Bool) {
    guard let navigator else { return }
    gate = AccessGate(name: name, isGranted: isGranted)
    navigator.addGuard(named: name) { [weak self] change in
      guard let self, Self.showsMainTabs(change.after), !Self.showsMainTabs(change.before),
        !isGranted()
      else { return .allow }
      let link = change.purpose?.as(LinkLanding.self).flatMap { self.landings[$0.id]?.link }
      return .ask { [weak self] held in self?.holdForAccess(held, link: link) }
    }
  }

  /// Whether access is granted: always, when the app has no gate.
  public var isAccessGranted: Bool { gate?.isGranted() ?? true }

  /// The link the access gate holds, as its draft says it; `nil` when it holds none.
  public var linkWaitingForAccess: LinkLanding? {
    guard gate?.held?.change.state == .waiting else { return nil }
    return gate?.held?.link?.purpose
  }

  /// The change the access gate holds; `nil` when it holds none.
  public var changeWaitingForAccess: HeldChange? { gate?.held?.change }

  private static func showsMainTabs(_ tree: NavigationTree) -> Bool {
    if case .tabs = tree.root { true } else { false }
  }

  /// Keeps `held` until access; the change held before it is cancelled.
  private func holdForAccess(_ held: HeldChange, link: PendingLink?) {
    let older = gate?.held
    gate?.held = (held, link)
    older?.change.cancel()
  }

  /// Shows the main tabs, once access is granted or the launch decided it, landing where the
  /// user is going: on the change the access gate held (a link, checked again first: its
  /// article may have gone); else on `saved`, the navigation the user returns to after
  /// signing in again (an expired session's), restored as a relaunch restores it
  /// (``restore(_:)``); else on the link that came before the launch — so the tab bar appears
  /// already on the link's screen, in one transaction — else, or when that link is refused
  /// (reported) or `saved` cannot be restored, the plain main tabs.
  ///
  /// ```swift
  /// try app.showMainTabs(returningTo: expiredNavigation)
  /// ```
  public func showMainTabs(returningTo saved: SavedNavigation? = nil) throws(IntentRefusal) {
    isLaunchDecided = true
    if resumeAfterAccess() { return }
    if let saved, restore(saved) == .restored { return }
    if let link = pendingBeforeLaunch {
      pendingBeforeLaunch = nil
      do throws(IntentRefusal) {
        _ = try land(link) as LinkOutcome
        return
      } catch {
        report(link.intent, error)  // The main tabs still show, without the link.
      }
    }
    try replaceRoot(with: registry.mainTabBar())
  }

  /// Resumes the change the access gate held, so the main tabs appear already showing it, in
  /// one transaction. A link's entry is asked again first (time has passed: its article may
  /// have gone): one that refuses now is cancelled and reported.
  /// - Returns: Whether the held change runs (or waits behind another); `false` when there
  ///   was none, or it was refused (reported).
  private func resumeAfterAccess() -> Bool {
    guard let waiting = gate?.held else { return false }
    gate?.held = nil
    guard waiting.change.state == .waiting else { return false }
    if let link = waiting.link {
      link.waitedForAccess = true
      do throws(IntentRefusal) {
        link.destination = try registry.destination(
          of: link.destination.value, route: link.destination.route)
        try buildFlow(of: link)
      } catch {
        waiting.change.cancel()
        report(link.intent, error)
        return false
      }
    }
    do throws(NavigationError) {
      switch try waiting.change.resume() {
      case .queued:
        waiting.link?.waited = true
        return true
      case .dropped:
        return false
      case .applied, .held:
        return true
      }
    } catch {
      // The navigator journaled it; a link's is reported too.
      if let link = waiting.link { report(link.intent, .navigation(error)) }
      return false
    }
  }
}
