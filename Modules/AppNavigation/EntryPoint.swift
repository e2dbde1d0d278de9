public import Waypoint

/// A flow of a feature that the app shell may start: its factory takes the feature's
/// dependencies, its `Navigation` sink and the entry's input.
///
/// ```swift
/// let flow = TodayPlugin.article.makeFlow(dependencies, adapter, 3)
/// try tab.start(flow, as: .push())
/// ```
@MainActor
public struct EntryPoint<Dependencies, Navigation, Input> {
  /// The entry's name, for journals and diagrams, e.g. `article`.
  public let name: String
  /// The routes of the screens the flow shows: its first screen, then any it pushes or
  /// presents. The registry checks that every route type's screens are reachable this way.
  public let shows: [Route]
  /// An input the registry test starts the flow with.
  public let example: Input
  private let make: @MainActor (Dependencies, Navigation, Input) -> FlowCoordinator

  /// Declares an entry.
  /// - Parameters:
  ///   - name: The entry's name.
  ///   - shows: The routes of the screens its flow shows, first screen first.
  ///   - example: An input to start the flow with in tests.
  ///   - make: Builds the flow.
  public init<R: TypedRoute>(
    _ name: String,
    shows: [R],
    example: Input,
    make: @escaping @MainActor (Dependencies, Navigation, Input) -> FlowCoordinator
  ) {
    self.name = name
    self.shows = shows.map(\.route)
    self.example = example
    self.make = make
  }

  /// Builds the flow, ready to be started.
  public func makeFlow(
    _ dependencies: Dependencies, _ navigation: Navigation, _ input: Input
  ) -> FlowCoordinator {
    make(dependencies, navigation, input)
  }

  /// The entry with its example input, as the plugin lists it.
  public var erased: AnyEntryPoint<Dependencies, Navigation> {
    let make = self.make
    let example = self.example
    return AnyEntryPoint(name: name, shows: shows) { make($0, $1, example) }
  }
}

extension EntryPoint where Input == Void {
  /// Declares an entry that takes no input.
  public init<R: TypedRoute>(
    _ name: String,
    shows: [R],
    make: @escaping @MainActor (Dependencies, Navigation) -> FlowCoordinator
  ) {
    self.init(name, shows: shows, example: ()) { dependencies, navigation, _ in
      make(dependencies, navigation)
    }
  }

  /// Builds the flow, ready to be started.
  public func makeFlow(_ dependencies: Dependencies, _ navigation: Navigation) -> FlowCoordinator {
    makeFlow(dependencies, navigation, ())
  }
}

/// An entry as a plugin lists it: its name, its screens, and its flow built with its example
/// input (what the registry test starts).
@MainActor
public struct AnyEntryPoint<Dependencies, Navigation> {
  /// The entry's name.
  public let name: String
  /// The routes of the screens the flow shows.
  public let shows: [Route]
  /// Builds the flow with the entry's example input.
  public let makeExample: @MainActor (Dependencies, Navigation) -> FlowCoordinator
}
