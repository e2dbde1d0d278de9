import AppModels
import AppNavigation
package import WaypointShell

// The reading app's driver surface, apart from its composition: `waypoint-shell` runs the app
// with it, and a feature's own shell (Tools/FeatureShells) with no other feature built.

extension DriverSurface {
  /// What the reading app offers drivers: the server expiring the session, the stored
  /// bookmarks, and the demo account and a note's text for actions replayed from a journal.
  /// `check` forces the expiry in every state with a session, and expects Login, then the
  /// same screens after logging in again.
  package nonisolated static var readingApp: DriverSurface {
    // The demo account is one of FileSession.accounts.
    DriverSurface(
      commands: [.expireToken], lists: [.bookmarks],
      sampleArguments: ["login": ["demo", "demo1234"], "write": ["A note"]],
      expiry: SessionExpiry(command: "expire-token", landsOn: "Login", signIn: "login"))
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
  @MainActor private static func sessionScreen(in app: ShellApp) -> (any SessionExpiring)? {
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
    read: { ($0.dependencies as? any BookmarksHolding)?.bookmarks.bookmarkedIDs ?? [] })
}
