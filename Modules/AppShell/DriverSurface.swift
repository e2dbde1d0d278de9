import AppNavigation
package import WaypointPlugins

/// What a driver of the app (the terminal shell, UI automation) may do besides the visible
/// screen's own actions, and which stored state it may read back. The app declares it; a driver
/// parses, lists and checks these names generically and knows nothing else about the app.
///
/// ```swift
/// let surface = ReadingApp.surface
/// surface.command(named: "expire-token")?.summary  // "the server expires the session"
/// surface.list(named: "bookmarks")?.read(app)      // [2, 5]
/// ```
///
/// A driver's own commands and expectations take precedence over names declared here, so a
/// declared name never changes what a built-in word means.
package struct DriverSurface: Sendable {
  /// Events from outside the screens, such as the server expiring the session.
  package let commands: [AppCommand]
  /// Stored lists of IDs a driver may compare with what it expects.
  package let lists: [StoredList]
  /// Arguments a driver may give a screen action, by the action's name, when it does not know
  /// what the user typed: replaying a journal, which never holds a password or a note's text,
  /// logs in with the demo account.
  package let sampleArguments: [String: [String]]

  /// A surface with `commands`, `lists` and `sampleArguments`.
  package init(
    commands: [AppCommand], lists: [StoredList], sampleArguments: [String: [String]] = [:]
  ) {
    self.commands = commands
    self.lists = lists
    self.sampleArguments = sampleArguments
  }

  /// The command called `name`, if the app declares one.
  package func command(named name: String) -> AppCommand? {
    commands.first { $0.name == name }
  }

  /// The stored list called `name`, if the app declares one.
  package func list(named name: String) -> StoredList? {
    lists.first { $0.name == name }
  }
}

/// An event a driver may cause that is not a screen's action: `expire-token`.
package struct AppCommand: Sendable {
  /// Why a command does not apply to what the app shows now.
  package struct Refused: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, for the user.
    package let message: String
    /// A refusal saying `message`.
    package init(_ message: String) { self.message = message }
    package var description: String { message }
  }

  /// The word that runs it, written without spaces.
  package let name: String
  /// One line for help texts and action lists.
  package let summary: String
  /// Whether it applies to what the app shows now (a driver lists it only then).
  package let isAvailable: @MainActor @Sendable (ReadingApp) -> Bool
  /// Runs it; throws ``Refused`` and changes nothing when it does not apply now.
  package let run: @MainActor @Sendable (ReadingApp) throws(Refused) -> Void

  /// A command called `name`.
  package init(
    name: String,
    summary: String,
    isAvailable: @escaping @MainActor @Sendable (ReadingApp) -> Bool,
    run: @escaping @MainActor @Sendable (ReadingApp) throws(Refused) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.isAvailable = isAvailable
    self.run = run
  }
}

/// A stored list of integer IDs a driver may read back: `bookmarks`.
package struct StoredList: Sendable {
  /// The word that names it, written without spaces.
  package let name: String
  /// What its items are, for messages: `article IDs`.
  package let items: String
  /// One line for help texts.
  package let summary: String
  /// The list as stored now, in order.
  package let read: @MainActor @Sendable (ReadingApp) -> [Int]

  /// A list called `name`.
  package init(
    name: String,
    items: String,
    summary: String,
    read: @escaping @MainActor @Sendable (ReadingApp) -> [Int]
  ) {
    self.name = name
    self.items = items
    self.summary = summary
    self.read = read
  }
}

extension PluginApp where Root == AppCoordinator {
  /// What the reading app offers drivers: the server expiring the session, the stored
  /// bookmarks, and the demo account and a note's text for actions replayed from a journal.
  package nonisolated static var surface: DriverSurface {
    // The demo account is one of FileSession.accounts.
    DriverSurface(
      commands: [.expireToken], lists: [.bookmarks],
      sampleArguments: ["login": ["demo", "demo1234"], "write": ["A note"]])
  }
}

extension AppCommand {
  /// `expire-token`: the server reports the session as expired, whatever is shown behind the
  /// login (a dialog or a sheet included): a session can end at any moment.
  package static let expireToken = AppCommand(
    name: "expire-token",
    summary: "the server expires the session",
    isAvailable: { sessionScreen(in: $0) != nil },
    run: { app throws(Refused) in
      guard let expiring = sessionScreen(in: app) else {
        let screen = app.navigator.tree.visibleScreen.route.name
        throw Refused("no screen behind the login is shown (the \(screen) screen has no session)")
      }
      expiring.sessionExpired()
    })

  /// The shown screen that reports the session's expiry: the visible one, or under it (a
  /// dialog, a share sheet) the nearest one that has a session, from the top modal down.
  @MainActor private static func sessionScreen(in app: ReadingApp) -> (any SessionExpiring)? {
    let tree = app.navigator.tree
    let layers = tree.modals.reversed().map(\.content) + [tree.root]
    for layer in layers {
      if let model = app.navigator.model(for: layer.visibleScreen.id) as? any SessionExpiring {
        return model
      }
    }
    return nil
  }
}

extension StoredList {
  /// `bookmarks`: the bookmarked article IDs, in the order they were bookmarked.
  package static let bookmarks = StoredList(
    name: "bookmarks",
    items: "article IDs",
    summary: "the stored bookmarks, in order",
    read: { $0.dependencies.bookmarks.bookmarkedIDs })
}
