public import Waypoint

/// A flow of a feature that the app shell may start: its factory takes the feature's
/// dependencies, its `Navigation` sink and the entry's input. A factory may refuse an input it
/// cannot show (an article that does not exist) with an ``EntryRefusal``; the feature is the one
/// owner of that check.
///
/// The app never calls ``makeFlow(_:_:_:)`` itself: its registry wires the dependencies and the
/// adapter, so starting a flow reads `registry.flow(TodayPlugin.article, 3, in: context)`.
@MainActor
public struct EntryPoint<Dependencies, Navigation, Input> {
  /// The entry's name, for journals and diagrams, e.g. `article`.
  public let name: String
  /// The routes of the screens the flow shows: its first screen, then any it pushes or
  /// presents. The registry checks that every route type's screens are reachable this way.
  public let shows: [Route]
  /// An input the registry test starts the flow with.
  public let example: Input
  private let make:
    @MainActor (Dependencies, Navigation, Input) throws(EntryRefusal) -> FlowCoordinator

  /// Declares an entry.
  /// - Parameters:
  ///   - name: The entry's name.
  ///   - shows: The routes of the screens its flow shows, first screen first.
  ///   - example: An input to start the flow with in tests.
  ///   - make: Builds the flow, or refuses an input it cannot show.
  public init<R: TypedRoute>(
    _ name: String,
    shows: [R],
    example: Input,
    make:
      @escaping @MainActor (Dependencies, Navigation, Input) throws(EntryRefusal) -> FlowCoordinator
  ) {
    self.name = name
    self.shows = shows.map(\.route)
    self.example = example
    self.make = make
  }

  /// Declares an entry whose flow shows no screen of its own (a container around other
  /// features' flows, such as the main tab bar).
  public init(
    _ name: String,
    example: Input,
    make:
      @escaping @MainActor (Dependencies, Navigation, Input) throws(EntryRefusal) -> FlowCoordinator
  ) {
    self.name = name
    self.shows = []
    self.example = example
    self.make = make
  }

  /// Builds the flow, ready to be started.
  /// - Throws: ``EntryRefusal`` when the feature cannot show `input`.
  public func makeFlow(
    _ dependencies: Dependencies, _ navigation: Navigation, _ input: Input
  ) throws(EntryRefusal) -> FlowCoordinator {
    try make(dependencies, navigation, input)
  }

  /// The entry with its example input, as the plugin lists it.
  public var erased: AnyEntryPoint<Dependencies, Navigation> {
    let make = self.make
    let example = self.example
    return AnyEntryPoint(name: name, shows: shows) {
      (dependencies, navigation) throws(EntryRefusal) in
      try make(dependencies, navigation, example)
    }
  }
}

extension EntryPoint where Input == Void {
  /// Declares an entry that takes no input.
  public init<R: TypedRoute>(
    _ name: String,
    shows: [R],
    make: @escaping @MainActor (Dependencies, Navigation) throws(EntryRefusal) -> FlowCoordinator
  ) {
    self.init(name, shows: shows, example: ()) {
      (dependencies, navigation, _) throws(EntryRefusal) in
      try make(dependencies, navigation)
    }
  }

  /// Builds the flow, ready to be started.
  /// - Throws: ``EntryRefusal`` when the feature refuses.
  public func makeFlow(
    _ dependencies: Dependencies, _ navigation: Navigation
  ) throws(EntryRefusal) -> FlowCoordinator {
    try makeFlow(dependencies, navigation, ())
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
  public let makeExample:
    @MainActor (Dependencies, Navigation) throws(EntryRefusal) -> FlowCoordinator
}

/// Why a feature's entry refused to build its flow: a reason of the feature's own type
/// (``AppValue`` keeps it typed), e.g. `TodayRefusal.noSuchArticle(99)`.
public struct EntryRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The feature's reason.
  public let reason: AppValue

  /// A refusal for a reason of the feature's type.
  public init(_ reason: some Hashable & Sendable & CustomStringConvertible) {
    self.reason = AppValue(reason)
  }

  public var description: String { reason.description }
}
