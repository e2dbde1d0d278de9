public import Waypoint

/// The root coordinator of an app built from feature plugins: it carries out the app's
/// intents, which the features' adapters send, as the app's ``AppRules`` decide — what it
/// shows first, what each intent shows, the access its main tabs are kept behind. The kit
/// owns the rest: the registry that builds every flow, refusals that are journaled and
/// reported, forced intents, the link intake (``open(_:from:)``) with its holds, the access
/// gate, restoration at launch, and one feature run alone (``alone``). An app composes it; it
/// never subclasses it.
///
/// ```swift
/// let app = PluginAppCoordinator(
///   dependencies: dependencies, features: ShopFeatures.all, rules: ShopRules(account: account))
/// let navigator = Navigator(root: app, host: host, routes: app.registry.routes)
/// navigator.start()  // restores when asked to, else the rules launch
/// ```
///
/// An intent it cannot carry out is never dropped: the navigator journals what it refused,
/// the app journals what it refused before asking the navigator (``IntentRefusal``), and both
/// reach ``refusals`` and the ``onRefusal`` observer.
@MainActor
public final class PluginAppCoordinator<Dependencies, Intent: NavigationIntent>: Coordinator,
  IntentSink
{
  /// An intent that could not be carried out, and why.
  public struct Refusal: Hashable, Sendable, CustomStringConvertible {
    /// The intent.
    public let intent: Intent
    /// Why it was refused.
    public let error: IntentRefusal

    /// A refusal of `intent`, for `error`.
    public init(intent: Intent, error: IntentRefusal) {
      self.intent = intent
      self.error = error
    }

    public var description: String { "could not \(intent): \(error)" }
  }

  /// The clients the features use.
  public let dependencies: Dependencies
  /// The features the app is built from, wired: it builds every flow.
  public private(set) lazy var registry = FeatureRegistry(
    dependencies: dependencies, sink: self, features: features)
  private let features: [RegisteredFeature<Dependencies, Intent>]
  /// The feature the app runs alone, with spies for its neighbours; `nil` for the whole app.
  /// Set it before the navigator starts.
  public var alone: FeatureAlone?
  /// Every intent that could not be carried out, oldest first.
  public private(set) var refusals: [Refusal] = []
  /// Called with every refusal as it happens.
  public var onRefusal: (@MainActor (Refusal) -> Void)?
  /// The link that came before the launch decided where to go (the newest one), waiting for
  /// it; `nil` when none waits.
  public var linkBeforeLaunch: Intent? { pendingBeforeLaunch?.intent }
  /// Whether the launch has decided where to go (an intent that decides it,
  /// ``NavigationIntent/decidesLaunch``, the main tabs or a restoration): links wait until then.
  public internal(set) var isLaunchDecided = false
  /// The link that came before the launch decided where to go (the newest one).
  var pendingBeforeLaunch: PendingLink?
  /// The gate that keeps the main tabs behind access (login); `nil` when the app has none.
  var gate: AccessGate?
  /// The account whose screens the main tabs show (``navigationAccount``).
  var tabsAccount: String?
  /// The links whose landing is in the navigator (building, queued or held), by the purpose
  /// their drafts carry.
  var landings: [Int: WeakLanding] = [:]
  var nextLanding = 0

  // MARK: Restoration (PluginAppCoordinator+Restoration.swift)

  /// How the app starts.
  public enum Launch {
    /// Fresh: the rules' ``AppRules/launch(_:)`` shows what the app shows first.
    case fresh
    /// From the navigation saved before the system ended the app; `nil` when none was.
    case restoring(SavedNavigation?)
    /// Fresh, because the last launch ended while it restored the saved navigation (the file
    /// was kept aside): restoring it again could end the same way.
    case interruptedRestoring
    /// Fresh, because the restoration could not be marked (the problem): a restoration that
    /// ended the app would then end it at every launch.
    case unmarkedRestoring(StoreProblem)
  }

  /// How the app starts: set it before the navigator starts; the start reads it.
  public var launchMode = Launch.fresh
  /// What became of the saved navigation; `nil` when not asked to restore it.
  public internal(set) var restoration: RestorationOutcome?
  /// What the restoration dropped from the saved navigation, and why (the rest was restored).
  public internal(set) var restorationDrops: [RestorationDrop] = []
  /// The version the restored navigation was saved in, when an older one than the app's: it
  /// was migrated as it was read.
  public internal(set) var restoredFromVersion: Int?
  /// The screens whose saved state the restoration put back (what the user had typed).
  public internal(set) var restoredScreenStates: [Route] = []
  /// The saved screen states the restoration dropped, and why (a state that no longer reads
  /// as what its screen's model keeps).
  public internal(set) var screenStateProblems: [ScreenStateProblem] = []
  /// The objects the screens kept when the window's tree last went in this process, until the
  /// restoration gives them back: set it with ``launchMode``.
  public var retainedObjects = RetainedObjects()
  /// The screens whose kept object the restoration gave back.
  public internal(set) var adoptedObjects: [Route] = []

  /// What the app decides (``AppRules``); `nil` for an app that runs one feature alone
  /// (``alone``), which decides nothing itself.
  public let rules: (any AppRules<Dependencies, Intent>)?

  /// How the journal names the app's own requests: `App`.
  public override var name: String { "App" }

  /// An app built from `features`, whose flows get `dependencies`, that decides nothing
  /// itself: it runs one of the features alone (``alone``), and refuses every intent
  /// otherwise (``IntentRefusal/notRegistered(entry:)``).
  public init(dependencies: Dependencies, features: [RegisteredFeature<Dependencies, Intent>]) {
    self.dependencies = dependencies
    self.features = features
    rules = nil
  }

  /// An app built from `features`, whose flows get `dependencies`, that does what `rules`
  /// decide: what it shows first, what each intent shows, the access its main tabs are kept
  /// behind.
  public init(
    dependencies: Dependencies, features: [RegisteredFeature<Dependencies, Intent>],
    rules: some AppRules<Dependencies, Intent>
  ) {
    self.dependencies = dependencies
    self.features = features
    self.rules = rules
  }

  /// Starts the feature run alone when there is one (``alone``). Else keeps the rules'
  /// access, restores the saved navigation when asked to (``launchMode``), and when it did
  /// not, lets the rules launch (``AppRules/launch(_:)``).
  public override func didStart() {
    if let alone {
      startAlone(alone)
    } else if let rules {
      if let access = rules.access { keep(access) }
      if restoreAtLaunch() { return }
      rules.launch(self)
    }
  }

  /// Keeps the main tabs behind `access`.
  private func keep(_ access: AccessRule<Intent>) {
    if let account = access.account, let signedOutElsewhere = access.signedOutElsewhere {
      requireAccess(
        named: access.name, account: account, signedOutElsewhere: signedOutElsewhere)
    } else {
      requireAccess(named: access.name, isGranted: access.isGranted)
    }
  }

  /// Carries out an intent as the rules say (``AppRules/carryOut(_:in:)``); without rules,
  /// refuses it (``IntentRefusal/notRegistered(entry:)``).
  private func carryOut(_ intent: Intent) throws(IntentRefusal) {
    guard let rules else { throw .notRegistered(entry: "\(intent)") }
    try rules.carryOut(intent, in: self)
  }

  /// Carries out an intent. A refused one is journaled and reported through ``refusals``.
  /// While a feature runs alone, every intent is refused (``IntentRefusal/runsAlone(_:)``).
  /// A forced intent (``NavigationIntent/isForced``) makes forced navigation requests, which no
  /// guard stops (`Navigator/forcing(_:announcing:_:)`).
  public func handle(_ intent: Intent) {
    if let alone {
      report(intent, .runsAlone(alone.feature))
      return
    }
    do throws(IntentRefusal) {
      if intent.isForced, let navigator {
        try navigator.forcing(AppValue(intent.description), announcing: intent.announcement) {
          () throws(IntentRefusal) in
          try carryOut(intent)
        }
      } else {
        try carryOut(intent)
      }
      if intent.decidesLaunch, !isLaunchDecided { launchDecided() }
    } catch {
      report(intent, error)
    }
  }

  /// Records what a feature's `Navigation` method asked for while the feature runs alone;
  /// carries the intent out otherwise.
  public func handle(_ intent: Intent, askedBy action: String) {
    guard let alone else {
      handle(intent)
      return
    }
    alone.record(FeatureAlone.written(action, intent))
  }

  /// Journals (unless the navigator did) and reports a refused intent.
  /// - Parameters:
  ///   - intent: The intent refused.
  ///   - error: Why.
  ///   - journaled: Whether the navigator journaled it already; by default, when it is the
  ///     navigator's refusal.
  public func report(_ intent: Intent, _ error: IntentRefusal, journaled: Bool? = nil) {
    let navigatorJournaled: Bool
    if let journaled {
      navigatorJournaled = journaled
    } else if case .navigation = error {
      navigatorJournaled = true
    } else {
      navigatorJournaled = false
    }
    if !navigatorJournaled {
      navigator?.journal.recordRefusal(of: intent, because: error)
    }
    let refusal = Refusal(intent: intent, error: error)
    refusals.append(refusal)
    onRefusal?(refusal)
  }

  /// Records that the launch has decided where to go, and lands the link that waited for it.
  func launchDecided() {
    isLaunchDecided = true
    guard let link = pendingBeforeLaunch else { return }
    pendingBeforeLaunch = nil
    landReportingRefusal(link)
  }

  // MARK: Showing flows

  /// Replaces the root with `flow`.
  public func replaceRoot(with flow: FlowCoordinator) throws(IntentRefusal) {
    try navigation { () throws(NavigationError) in try start(flow, as: .replaceRoot()) }
  }

  /// Pushes the flow `make` builds for the tab `tab` (the selected tab when `nil`) on that
  /// tab's stack, as the child of the tab's flow: it leaves with the tab bar. A tab whose flow
  /// shows a split (a list and its detail) shows the flow in the split's detail column
  /// instead, in the place of what it showed: at compact width it comes on top of the list,
  /// as if pushed. In an app whose root is no tab bar, `nil` pushes on the root's own stack
  /// (or shows in its split's detail column), as the child of the root's flow.
  ///
  /// ```swift
  /// try push(on: tab) { context throws(IntentRefusal) in
  ///   try registry.flow(CataloguePlugin.item, id, in: context)
  /// }
  /// ```
  /// - Throws: ``IntentRefusal/noMainTabBar`` when a tab is named and the root is no tab bar,
  ///   ``IntentRefusal/unknownTab(_:)``, what `make` throws, or the navigator's refusal.
  public func push(
    on tab: TabName?, _ make: (FlowContext) throws(IntentRefusal) -> FlowCoordinator
  ) throws(IntentRefusal) {
    let (name, tabFlow) = try stackFlow(on: tab)
    let flow = try make(FlowContext(tab: name))
    let style: PresentationStyle =
      if let anchor = tabFlow.anchor, case .split? = navigator?.tree.node(anchor) {
        .column(.detail, in: anchor)
      } else {
        .push(onto: tabFlow.anchor)
      }
    try navigation { () throws(NavigationError) in try tabFlow.start(flow, as: style) }
  }

  /// Selects the main tab `tab`; nothing when it is selected already.
  /// - Throws: ``IntentRefusal/noMainTabBar``, ``IntentRefusal/unknownTab(_:)``.
  public func selectTab(_ tab: TabName) throws(IntentRefusal) {
    let tabs = try mainTabBar()
    guard tabs.selected.name != tab else { return }
    guard tabs.names.contains(tab) else { throw .unknownTab(tab) }
    try navigation { () throws(NavigationError) in
      try navigate(.selectTab(.named(tab), in: tabs.id))
    }
  }

  /// Runs navigation requests, their refusal as an ``IntentRefusal``.
  public func navigation(_ body: () throws(NavigationError) -> Void) throws(IntentRefusal) {
    do throws(NavigationError) {
      try body()
    } catch {
      throw .navigation(error)
    }
  }

  /// The main tab bar: the tab container at the root, shown by the registry's tab bar flow.
  /// - Throws: ``IntentRefusal/noMainTabBar`` when the root is not one.
  public func mainTabBar() throws(IntentRefusal) -> Tabs {
    guard let navigator, case .tabs(let tabs) = navigator.tree.root else { throw .noMainTabBar }
    return tabs
  }

  /// The flow that owns the stack a flow for `tab` is pushed on, and the tab's name: the tab's
  /// flow (``tabFlow(on:)``), or with `nil` in an app whose root is no tab bar, the root's flow.
  private func stackFlow(on tab: TabName?) throws(IntentRefusal) -> (TabName?, Coordinator) {
    guard tab == nil, let navigator else { return try tabFlow(on: tab) }
    if case .tabs = navigator.tree.root { return try tabFlow(on: tab) }
    guard let flow = navigator.coordinator(anchoredAt: navigator.tree.root.id) else {
      throw .navigation(.noVisibleContainer(.stack))
    }
    return (nil, flow)
  }

  /// The flow of `tab` (the selected tab when `nil`), and the tab's name: flows pushed on it
  /// become its children, so they leave with the tab bar.
  /// - Throws: ``IntentRefusal/noMainTabBar``, ``IntentRefusal/unknownTab(_:)``.
  public func tabFlow(on tab: TabName?) throws(IntentRefusal) -> (TabName, Coordinator) {
    let tabs = try mainTabBar()
    let name = tab ?? tabs.selected.name
    guard let content = tabs.tabs.first(where: { $0.name == name })?.content,
      let flow = navigator?.coordinator(anchoredAt: content.id)
    else { throw .unknownTab(name) }
    return (name, flow)
  }

  // MARK: One feature alone

  /// Starts the feature's entries with their example inputs, through the registry (so the
  /// flows get the feature's dependencies and its adapter, whose intents come back here): one
  /// entry as the root, in a stack; several as tabs named after them. What failed is in
  /// ``FeatureAlone/problem``.
  private func startAlone(_ alone: FeatureAlone) {
    guard let feature = registry.features.first(where: { $0.name == alone.feature }),
      !feature.entries.isEmpty
    else {
      alone.problem =
        "no registered feature named \(alone.feature) has entries; features: "
        + FeatureAlone.features(in: registry.features).joined(separator: ", ")
      return
    }
    let context = FlowContext(tab: feature.tab?.name)
    do throws(IntentRefusal) {
      var flows: [(name: TabName, flow: FlowCoordinator)] = []
      for entry in feature.entries {
        flows.append((TabName(entry.name), try registry.exampleFlow(of: entry, in: context)))
      }
      let root = flows.count == 1 ? flows[0].flow : TabCoordinator(tabs: flows)
      try navigation { () throws(NavigationError) in
        try start(root, as: .replaceRoot(inStack: flows.count == 1))
      }
    } catch {
      alone.problem = "the \(feature.name) feature's entries cannot start: \(error)"
    }
  }
}
