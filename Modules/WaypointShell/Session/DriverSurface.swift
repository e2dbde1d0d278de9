/// What a driver of the app (the terminal shell, UI automation) may do besides the visible
/// screen's own actions, and which stored state it may read back. The app declares it; a driver
/// parses, lists and checks these names generically and knows nothing else about the app.
///
/// ```swift
/// let surface = DriverSurface(commands: [.expireToken], lists: [.bookmarks])
/// surface.command(named: "expire-token")?.summary  // "the server expires the session"
/// surface.list(named: "bookmarks")?.read(app)      // [2, 5]
/// ```
///
/// A driver's own commands and expectations take precedence over names declared here, so a
/// declared name never changes what a built-in word means.
public struct DriverSurface: Sendable {
  /// Events from outside the screens, such as the server expiring the session.
  public let commands: [AppCommand]
  /// Stored lists of IDs a driver may compare with what it expects.
  public let lists: [StoredList]
  /// Arguments a driver may give a screen action, by the action's name, when it does not know
  /// what the user typed: replaying a journal, which never holds a password or a note's text,
  /// logs in with the demo account.
  public let sampleArguments: [String: [String]]
  /// What must hold in every state `check` explores, besides Waypoint's own properties:
  /// "a note is never shown without a session".
  public let properties: [AppProperty]
  /// How the server ends the session, for `check` to force it in every state and sign in
  /// again; `nil` when the app has no sessions.
  public let expiry: SessionExpiry?

  /// A surface with `commands`, `lists`, `sampleArguments`, the app's `properties` and how a
  /// session `expiry` is forced.
  public init(
    commands: [AppCommand], lists: [StoredList], sampleArguments: [String: [String]] = [:],
    properties: [AppProperty] = [], expiry: SessionExpiry? = nil
  ) {
    self.commands = commands
    self.lists = lists
    self.sampleArguments = sampleArguments
    self.properties = properties
    self.expiry = expiry
  }

  /// The command called `name`, if the app declares one.
  public func command(named name: String) -> AppCommand? {
    commands.first { $0.name == name }
  }

  /// The stored list called `name`, if the app declares one.
  public func list(named name: String) -> StoredList? {
    lists.first { $0.name == name }
  }
}

/// An event a driver may cause that is not a screen's action: `expire-token`.
public struct AppCommand: Sendable {
  /// Why a command does not apply to what the app shows now.
  public struct Refused: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, for the user.
    public let message: String
    /// A refusal saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
  }

  /// The word that runs it, written without spaces.
  public let name: String
  /// One line for help texts and action lists.
  public let summary: String
  /// Whether it applies to what the app shows now (a driver lists it only then).
  public let isAvailable: @MainActor @Sendable (ShellApp) -> Bool
  /// Runs it; throws ``Refused`` and changes nothing when it does not apply now.
  public let run: @MainActor @Sendable (ShellApp) throws(Refused) -> Void

  /// A command called `name`.
  public init(
    name: String,
    summary: String,
    isAvailable: @escaping @MainActor @Sendable (ShellApp) -> Bool,
    run: @escaping @MainActor @Sendable (ShellApp) throws(Refused) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.isAvailable = isAvailable
    self.run = run
  }
}

/// A stored list of integer IDs a driver may read back: `bookmarks`.
public struct StoredList: Sendable {
  /// The word that names it, written without spaces.
  public let name: String
  /// What its items are, for messages: `article IDs`.
  public let items: String
  /// One line for help texts.
  public let summary: String
  /// The list as stored now, in order.
  public let read: @MainActor @Sendable (ShellApp) -> [Int]

  /// A list called `name`.
  public init(
    name: String,
    items: String,
    summary: String,
    read: @escaping @MainActor @Sendable (ShellApp) -> [Int]
  ) {
    self.name = name
    self.items = items
    self.summary = summary
    self.read = read
  }
}

/// A property of the app that must hold in every state `waypoint-shell check` reaches: a
/// predicate over the running app (its tree, its models and its clients). A flow checks it
/// with `expect holds NAME`.
///
/// ```swift
/// AppProperty(name: "note-needs-a-session", summary: "a note is never shown signed out") {
///   app in app.navigator.tree.visibleScreen.route.name != "Note" || isSignedIn(app)
/// }
/// ```
public struct AppProperty: Sendable {
  /// The word that names it, written without spaces.
  public let name: String
  /// What it says, in a sentence, for reports.
  public let summary: String
  /// Whether it holds in the app as it is now.
  public let holds: @MainActor @Sendable (ShellApp) -> Bool

  /// A property called `name`.
  public init(
    name: String, summary: String, holds: @escaping @MainActor @Sendable (ShellApp) -> Bool
  ) {
    self.name = name
    self.summary = summary
    self.holds = holds
  }
}

/// How a driver forces the end of a session, and signs in again: what `check` does in every
/// state where the command is available, expecting the app to land on the sign-in screen and
/// to come back to the same state after signing in as the same account.
public struct SessionExpiry: Sendable {
  /// The app command that ends the session (``AppCommand/name``): `expire-token`.
  public let command: String
  /// The route name of the screen the app must land on: `Login`.
  public let landsOn: String
  /// The action that signs in again on that screen, with the arguments
  /// ``DriverSurface/sampleArguments`` gives it (the same account): `login`.
  public let signIn: String

  /// An expiry forced by `command`, landing on `landsOn`, undone by `signIn`.
  public init(command: String, landsOn: String, signIn: String) {
    self.command = command
    self.landsOn = landsOn
    self.signIn = signIn
  }
}
