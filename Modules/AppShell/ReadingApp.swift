package import Waypoint
package import WaypointPlugins

/// The composed reading app: the app coordinator on a navigator, with the registered features'
/// routes. Hosts (headless in tests, the terminal in `waypoint-shell`) render it.
///
/// ```swift
/// let app = ReadingApp(dependencies: try .live(dataDirectory: url), host: HeadlessHost())
/// app.start()
/// try app.visibleModel?.perform("login", arguments: ["demo", "demo1234"])
/// ```
@MainActor
package final class ReadingApp {
  /// The navigator running the app.
  package let navigator: Navigator
  /// The root coordinator.
  package let coordinator: AppCoordinator
  /// The clients the features use.
  package let dependencies: AppDependencies
  /// Where the window's navigation is saved; `nil` when it is not.
  package let store: NavigationStore?

  /// Composes the app on `host`.
  /// - Parameters:
  ///   - dependencies: The clients the features use.
  ///   - host: Renders the navigation.
  ///   - store: Where the navigation is saved after every change; `nil` to save nothing.
  ///   - restoring: Whether to relaunch from the saved navigation (the system ended the app
  ///     in the background), rather than start fresh at the splash (the user quit).
  ///   - retained: The objects the screens kept when this window's tree last went in this
  ///     process (``retainedObjects()``), given back to the restored screens.
  ///   - alone: A feature to run alone, with spies for its neighbours, instead of the whole
  ///     app (see ``FeatureAlone``).
  package init(
    dependencies: AppDependencies, host: any NavigationHost, store: NavigationStore? = nil,
    restoring: Bool = false, retained: RetainedObjects = RetainedObjects(),
    alone: FeatureAlone? = nil
  ) {
    self.dependencies = dependencies
    self.store = store
    coordinator = AppCoordinator(dependencies: dependencies)
    coordinator.store = store
    navigator = Navigator(root: coordinator, host: host, routes: AppFeatures.routes)
    if restoring {
      if let store, !store.beginRestoring() {
        coordinator.launchMode = .interruptedRestoring
      } else {
        coordinator.launchMode = .restoring(store?.load())
        coordinator.retainedObjects = retained
      }
    }
    coordinator.alone = alone
  }

  /// The feature the app runs alone; `nil` for the whole app.
  package var alone: FeatureAlone? { coordinator.alone }

  /// Launches: restores the saved navigation when asked to, else the splash screen decides
  /// where to go. A saved file the app refuses is kept aside (never overwritten) and the
  /// refusal is in ``restoration``; then every change is saved.
  package func start() {
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
    store.save(navigator)
    navigator.journal.observe { [weak self] transaction in
      guard transaction.tree != nil, !transaction.steps.isEmpty else { return }
      self?.saveNavigation()
    }
  }

  /// Saves the navigation with what its screens keep now (``SavesScreenState``: what the user
  /// typed): after every change, and when the app goes to the background
  /// (`sceneDidEnterBackground(_:)`), since typing changes no navigation. Nothing when the app
  /// has no store.
  package func saveNavigation() {
    store?.save(navigator)
  }

  /// The objects the screens keep (``RetainsObject``: the note's undo history), to give back
  /// when this window's tree is rebuilt in the same process: its window disconnects now.
  package func retainedObjects() -> RetainedObjects {
    RetainedObjects.capture(navigator.tree, models: navigator.model(for:))
  }

  /// What became of the saved navigation at launch; `nil` when the app was not asked to
  /// restore it.
  package var restoration: RestorationOutcome? { coordinator.restoration }

  /// Opens a link that reached the app from `source` — the one intake for URLs (custom scheme
  /// and universal links), notification payloads, App Intents and Handoff
  /// (``PluginAppCoordinator/open(_:from:)``). The app lands on the link's screen in one
  /// transaction; without a valid session (during onboarding, while logged out) the login gate
  /// holds it until login, and a newer link cancels a held one. A link that would discard an
  /// unsaved note asks first. A link that cannot be opened is refused and reported through
  /// the coordinator's refusals; nothing changes.
  ///
  /// Called before ``start()``, the link waits until the launch has decided where to go: it
  /// lands after a restoration, with the first screens of the main tabs, or is held until
  /// login.
  /// - Returns: Whether it landed, waits (and why), or was refused.
  @discardableResult
  package func open(_ link: String, from source: LinkSource = .url) -> LinkOutcome {
    coordinator.open(link, from: source)
  }

  /// The model of the visible screen.
  package var visibleModel: (any ScreenModel)? {
    navigator.visibleModel(as: (any ScreenModel).self)
  }
}
