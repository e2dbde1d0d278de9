public import WaypointPlugins

extension ShellComposition {
  /// One feature in a shell of its own, with none of the app's other features built: a
  /// feature team's executable that runs the feature as `--feature NAME` runs it in the whole
  /// app (its entries started with their example inputs, what it asks of the app recorded by
  /// its `RecordingAdapter`, `expect asked` in flows), on `dependencies` in memory. Nothing
  /// is saved, so `--data-dir` keeps nothing and `--restore` has nothing to restore.
  ///
  /// ```swift
  /// ShellMain.run(
  ///   ShellComposition(
  ///     alone: RegisteredFeature(
  ///       CataloguePlugin.plugin, dependencies: { $0 },
  ///       adapter: CatalogueRecorder.init(sink:context:)),
  ///     command: "catalogue-shell", dependencies: { ShopDependencies() }))
  /// ```
  /// - Parameters:
  ///   - feature: The feature, wired to its recording adapter.
  ///   - command: The shell's command, for its messages and usage.
  ///   - summary: What it runs, for the usage text; by default, says it is the feature alone.
  ///   - surface: What a driver may do besides the screens' actions.
  ///   - dependencies: The clients the feature gets, made again at each launch.
  public init<Dependencies>(
    alone feature: RegisteredFeature<Dependencies, RecordedIntent>,
    command: String,
    summary: String? = nil,
    surface: DriverSurface = DriverSurface(commands: [], lists: []),
    dependencies: @escaping @MainActor () throws -> Dependencies
  ) {
    let name = feature.name
    self.init(
      command: command,
      summary: summary
        ?? """
        Runs the \(name) feature alone, with no other feature built: what it asks of the app is
        recorded, not carried out.
        """,
      exampleLinks: [],
      features: [feature],
      versions: NavigationVersions(),
      surface: surface,
      live: { _, _ in try dependencies() },
      inMemory: dependencies,
      app: { dependencies, host, _, _, _ in
        PluginApp(
          coordinator: PluginAppCoordinator(dependencies: dependencies, features: [feature]),
          host: host, alone: FeatureAlone(feature: name))
      })
  }
}
