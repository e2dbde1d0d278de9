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
  /// Reads a route of its type, already read (a link's match, a restored route decoded once),
  /// into an ``Opening`` of this entry; `nil` when the entry opens no route.
  let open: Opener?
  /// The route type the entry opens; `nil` when it opens none.
  let opensType: (any TypedRoute.Type)?

  /// How an entry reads a route it opens (see ``init(_:shows:example:opens:make:)``): the
  /// value is of the entry's route type, or the entry does not open it.
  typealias Opener =
    @MainActor (any TypedRoute, Dependencies) throws(EntryRefusal) -> Opening<Input>?

  /// Declares an entry.
  /// - Parameters:
  ///   - name: The entry's name.
  ///   - shows: The routes of the screens its flow shows, first screen first.
  ///   - example: An input to start the flow with in tests.
  ///   - opens: How the entry opens a route of its type that a link (or a restoration)
  ///     leads to: the input its flow starts with and where it lands, `nil` for a route it
  ///     does not open, or a refusal (an article that does not exist). `nil` when no link
  ///     leads to the entry.
  ///   - make: Builds the flow, or refuses an input it cannot show.
  public init<R: TypedRoute>(
    _ name: String,
    shows: [R],
    example: Input,
    opens: (@MainActor (R, Dependencies) throws(EntryRefusal) -> Opening<Input>?)? = nil,
    make:
      @escaping @MainActor (Dependencies, Navigation, Input) throws(EntryRefusal) -> FlowCoordinator
  ) {
    self.name = name
    self.shows = shows.map(\.route)
    self.example = example
    self.make = make
    if let opens {
      open = { (value, dependencies) throws(EntryRefusal) -> Opening<Input>? in
        guard let value = value as? R else { return nil }
        return try opens(value, dependencies)
      }
      opensType = R.self
    } else {
      open = nil
      opensType = nil
    }
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
    open = nil
    opensType = nil
  }

  /// What the entry makes of `route`: the input and the landing; `nil` when it does not open
  /// it.
  /// - Throws: ``EntryRefusal`` when the route is the entry's but cannot be shown.
  public func opening(_ route: Route, _ dependencies: Dependencies) throws(EntryRefusal)
    -> Opening<Input>?
  {
    guard let open, let value = opensType?.init(route: route) else { return nil }
    return try open(value, dependencies)
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
    var erasedOpen: AnyEntryPoint<Dependencies, Navigation>.Opener?
    if let open {
      erasedOpen = { (value, dependencies) throws(EntryRefusal) in
        guard let opening = try open(value, dependencies) else { return nil }
        let input = opening.input
        let maker = AnyEntryPoint<Dependencies, Navigation>.FlowMaker {
          (dependencies, navigation) throws(EntryRefusal) -> FlowCoordinator in
          try make(dependencies, navigation, input)
        }
        return Opening(maker, landing: opening.landing)
      }
    }
    return AnyEntryPoint(
      name: name, shows: shows,
      makeExample: { (dependencies, navigation) throws(EntryRefusal) -> FlowCoordinator in
        try make(dependencies, navigation, example)
      },
      opensType: opensType, open: erasedOpen)
  }
}

extension EntryPoint where Input == Void {
  /// Declares an entry that takes no input.
  public init<R: TypedRoute>(
    _ name: String,
    shows: [R],
    opens: (@MainActor (R, Dependencies) throws(EntryRefusal) -> Opening<Void>?)? = nil,
    make: @escaping @MainActor (Dependencies, Navigation) throws(EntryRefusal) -> FlowCoordinator
  ) {
    self.init(name, shows: shows, example: (), opens: opens) {
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
  /// The route type the entry opens; `nil` when no link leads to the entry.
  let opensType: (any TypedRoute.Type)?
  /// Reads a route of ``opensType`` the entry opens; `nil` when no link leads to the entry.
  let open: Opener?

  /// Builds an entry's flow with the input an ``Opening`` held. A struct, not a bare function
  /// type: a typed-throws function type as a generic argument (`Opening<...>`) needs the
  /// iOS 18 / macOS 15 runtime, and the package supports iOS 17 and macOS 14.
  @MainActor
  struct FlowMaker {
    /// Builds the flow.
    let make: @MainActor (Dependencies, Navigation) throws(EntryRefusal) -> FlowCoordinator

    /// Builds the flow with the feature's dependencies and navigation.
    func callAsFunction(_ dependencies: Dependencies, _ navigation: Navigation)
      throws(EntryRefusal) -> FlowCoordinator
    {
      try make(dependencies, navigation)
    }
  }

  /// How an entry reads a route it opens: its ``Opening``, whose input is the flow built with
  /// the opening's own input; `nil` for a route it does not open.
  typealias Opener =
    @MainActor (any TypedRoute, Dependencies) throws(EntryRefusal) -> Opening<FlowMaker>?
}

/// Why a feature's entry refused to build its flow: a reason of the feature's own type
/// (`AppValue` keeps it typed), e.g. `TodayRefusal.noSuchArticle(99)`.
public struct EntryRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The feature's reason.
  public let reason: AppValue

  /// A refusal for a reason of the feature's type.
  public init(_ reason: some Hashable & Sendable & CustomStringConvertible) {
    self.reason = AppValue(reason)
  }

  public var description: String { reason.description }
}
