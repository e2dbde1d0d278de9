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

  /// A surface with `commands`, `lists` and `sampleArguments`.
  public init(
    commands: [AppCommand], lists: [StoredList], sampleArguments: [String: [String]] = [:]
  ) {
    self.commands = commands
    self.lists = lists
    self.sampleArguments = sampleArguments
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
