import Waypoint

/// What a soak coordinator tells the soak about itself.
@MainActor
protocol SoakTracked: Coordinator {
  var serial: Int { get }
  var soak: NavigationSoak? { get }
}

/// A screen model that knows its screen, so the soak can check that it serves the right one,
/// and remembers the lifecycle state it heard last.
@MainActor
final class SoakModel: ScreenLifecycleObserver {
  let screen: Screen
  weak var soak: NavigationSoak?
  /// The state it heard last; `nil` before the first report.
  var heard: ScreenLifecycle?

  init(screen: Screen, soak: NavigationSoak?) {
    self.screen = screen
    self.soak = soak
  }

  func screenLifecycleDidChange(to state: ScreenLifecycle) {
    let before = heard
    heard = state
    soak?.modelHeard(self, state, before: before)
  }
}

/// The soak's root coordinator: it makes a model for every screen it owns.
@MainActor
final class SoakRoot: Coordinator {
  weak var soak: NavigationSoak?
  override func makeModel(for screen: Screen) -> AnyObject? {
    SoakModel(screen: screen, soak: soak)
  }
}

/// A feature flow whose hooks sometimes make requests and gestures (re-entrancy).
@MainActor
final class SoakFlow: FlowCoordinator, SoakTracked {
  let serial: Int
  weak var soak: NavigationSoak?

  init(serial: Int, content: Content, soak: NavigationSoak) {
    self.serial = serial
    self.soak = soak
    super.init(initialContent: content)
  }

  override func didStart() { soak?.hookDidStart(self) }
  override func didFinish(_ reason: FinishReason) { soak?.hookDidFinish(self) }
  override func makeModel(for screen: Screen) -> AnyObject? {
    soak?.hookMakeModel(self)
    return SoakModel(screen: screen, soak: soak)
  }
}

/// A tab coordinator the soak tracks.
@MainActor
final class SoakTabs: TabCoordinator, SoakTracked {
  let serial: Int
  weak var soak: NavigationSoak?

  init(serial: Int, tabs: [(name: TabName, flow: FlowCoordinator)], soak: NavigationSoak) {
    self.serial = serial
    self.soak = soak
    super.init(tabs: tabs)
  }

  /// The tab selected as this coordinator last heard it (at its start, then from every
  /// selection).
  var heardTab: TabName?

  override func didStart() {
    heardTab = selectedTab
    soak?.hookDidStart(self)
  }

  override func didSelectTab(_ name: TabName) {
    let before = heardTab
    heardTab = name
    soak?.containerChanged(
      self, told: tabNames.firstIndex(of: name), heardBefore: before.flatMap(tabNames.firstIndex),
      current: selectedTab.flatMap(tabNames.firstIndex))
  }
}

/// A page coordinator the soak tracks; it remembers the page it last heard of.
@MainActor
final class SoakPages: PageCoordinator, SoakTracked {
  let serial: Int
  weak var soak: NavigationSoak?
  /// The current page's index as this coordinator last heard it (at its start, then from
  /// every selection); the soak checks it against the container.
  var heardIndex: Int?
  /// The current page's screen as this coordinator last heard it: a page list that changed may
  /// show another page at the same index.
  var heardPage: NodeID?

  init(serial: Int, pages: [Route], soak: NavigationSoak) {
    self.serial = serial
    self.soak = soak
    super.init(pages: pages)
  }

  override func didStart() {
    heardIndex = currentIndex
    heardPage = container?.current.id
    soak?.hookDidStart(self)
  }

  override func makeModel(for screen: Screen) -> AnyObject? {
    SoakModel(screen: screen, soak: soak)
  }

  override func didShowPage(_ page: Route, at index: Int) {
    let before = heardIndex
    let pageBefore = heardPage
    heardIndex = index
    heardPage = container?.current.id
    // Another page at the same index (the current one was removed) is a change too.
    let unchanged = pageBefore == heardPage ? before : nil
    soak?.containerChanged(self, told: index, heardBefore: unchanged, current: currentIndex)
  }
}

/// A weak reference, for lists of objects that must be free to go.
struct Weak {
  weak var object: AnyObject?
}

/// The soak's screens: `A` to `E`, each with an optional `id`. The navigator accepts only
/// these (`Route("Unknown")` is refused with `invalidRoute`).
enum SoakRoute: TypedRoute {
  case a(id: Int?)
  case b(id: Int?)
  case c(id: Int?)
  case d(id: Int?)
  case e(id: Int?)
}
