public import Waypoint

/// An app composed of feature plugins, ready to run: its root coordinator (the kit's
/// ``PluginAppCoordinator`` with the app's ``AppRules``) on a navigator that accepts the
/// registered features' routes, and where its navigation is saved. Hosts render it (headless in tests and tools, UIKit or
/// SwiftUI on a device); one runs per window (``PluginAppScenes``).
///
/// ```swift
/// let coordinator = PluginAppCoordinator(
///   dependencies: dependencies, features: ShopFeatures.all, rules: ShopRules(account: account))
/// let app = PluginApp(coordinator: coordinator, host: host,
///   store: NavigationStore(dataDirectory: directory, versions: versions), restoring: true)
/// app.start()
/// app.open("shop://item/3")  // .landed(Item(3))
/// ```
@MainActor
public final class PluginApp<Dependencies, Intent: NavigationIntent> {
  /// The navigator running the app.
  public let navigator: Navigator
  /// The root coordinator.
  public let coordinator: PluginAppCoordinator<Dependencies, Intent>
  /// Where the window's navigation is saved; `nil` when it is not.
  public let store: NavigationStore?

  /// Composes the app on `host`.
  /// - Parameters:
  ///   - coordinator: The app's root coordinator.
  ///   - host: Renders the navigation.
  ///   - store: Where the navigation is saved after every change; `nil` to save nothing.
  ///   - restoring: Whether to relaunch from the saved navigation (the system ended the app
  ///     in the background), rather than start fresh (the user quit).
  ///   - retained: The objects the screens kept when this window's tree last went in this
  ///     process (``retainedObjects()``), given back to the restored screens.
  ///   - alone: A feature to run alone, with spies for its neighbours, instead of the whole
  ///     app (see ``FeatureAlone``).
  public init(
    coordinator: PluginAppCoordinator<Dependencies, Intent>, host: any NavigationHost,
    store: NavigationStore? = nil,
    restoring: Bool = false, retained: RetainedObjects = RetainedObjects(),
    alone: FeatureAlone? = nil
  ) {
    self.store = store
    self.coordinator = coordinator
    navigator = Navigator(root: coordinator, host: host, routes: coordinator.registry.routes)
    if restoring {
      switch store?.startRestoring() ?? .mayRestore {
      case .mayRestore:
        coordinator.launchMode = .restoring(store?.load())
        coordinator.retainedObjects = retained
      case .interrupted:
        coordinator.launchMode = .interruptedRestoring
      case .notMarked(let problem):
        coordinator.launchMode = .unmarkedRestoring(problem)
      }
    }
    coordinator.alone = alone
  }

  /// The clients the features use.
  public var dependencies: Dependencies { coordinator.dependencies }

  /// The feature the app runs alone; `nil` for the whole app.
  public var alone: FeatureAlone? { coordinator.alone }

  /// Launches: restores the saved navigation when asked to, else the rules'
  /// ``AppRules/launch(_:)`` decide where to go. A saved file the app refuses is kept aside
  /// (never overwritten) and the refusal is in ``restoration``; then every change is saved.
  public func start() {
    navigator.start()
    guard let store else { return }
    if case .refused(let why) = coordinator.restoration {
      store.setAside(because: "refused: \(why)")
    }
    // The restoration is over once the restored tree has settled (the host finished showing
    // it); a launch that ends before then makes the next one start fresh.
    if coordinator.restoration != nil {
      navigator.whenSettled { [weak store] in store?.restorationSettled() }
    }
    saveNavigation()
    navigator.journal.observe { [weak self] transaction in
      guard transaction.tree != nil, !transaction.steps.isEmpty else { return }
      self?.saveNavigation()
    }
  }

  /// Saves the navigation with what its screens keep now (``SavesScreenState``: what the user
  /// typed): after every change, and when the app goes to the background
  /// (`sceneDidEnterBackground(_:)`), since typing changes no navigation. Nothing when the app
  /// has no store.
  ///
  /// The file records the account whose screens it shows
  /// (``PluginAppCoordinator/navigationAccount``); a window that shows an account no longer
  /// signed in saves nothing (``PluginAppCoordinator/showsAnotherAccount``).
  public func saveNavigation() {
    guard let store, !coordinator.showsAnotherAccount else { return }
    store.save(navigator, account: coordinator.navigationAccount)
  }

  /// The window comes to the foreground (`sceneWillEnterForeground(_:)`): when it shows an
  /// account that is no longer signed in, it leaves its screens
  /// (``PluginAppCoordinator/checkAccount()``).
  public func enterForeground() {
    coordinator.checkAccount()
  }

  /// The objects the screens keep (``RetainsObject``: a note's undo history), to give back
  /// when this window's tree is rebuilt in the same process: its window disconnects now.
  public func retainedObjects() -> RetainedObjects {
    RetainedObjects.capture(navigator.tree, models: navigator.model(for:))
  }

  /// What became of the saved navigation at launch; `nil` when the app was not asked to
  /// restore it.
  public var restoration: RestorationOutcome? { coordinator.restoration }

  /// Opens a link that reached the app from `source` — the one intake for URLs (custom scheme
  /// and universal links), notification payloads, App Intents and Handoff
  /// (``PluginAppCoordinator/open(_:from:)``). Called before ``start()``, the link waits
  /// until the launch has decided where to go.
  /// - Returns: Whether it landed, waits (and why), or was refused.
  @discardableResult
  public func open(_ link: String, from source: LinkSource = .url) -> LinkOutcome {
    coordinator.open(link, from: source)
  }

  /// The model of the visible screen.
  public var visibleModel: (any ScreenModel)? {
    navigator.visibleModel(as: (any ScreenModel).self)
  }
}
