package import AppModels
package import AppModelsTesting
package import AppShell
package import Waypoint
package import WaypointPlugins

extension AppDependencies {
  /// The app's clients in memory (`AppModelsTesting`): nothing is written to disk. Pass the
  /// clients a test inspects; the rest are fresh (a first launch, nobody logged in, nothing
  /// bookmarked, no notes).
  package static func inMemory(
    articles: any ArticleClient = InMemoryArticles(),
    bookmarks: InMemoryBookmarks = InMemoryBookmarks(),
    session: InMemorySession = InMemorySession(),
    launch: InMemoryLaunch = InMemoryLaunch(),
    notes: InMemoryNotes = InMemoryNotes()
  ) -> AppDependencies {
    AppDependencies(
      articles: articles, bookmarks: bookmarks, session: session, launch: launch,
      account: InMemoryAccount(
        session: session, bookmarks: bookmarks, launch: launch, notes: notes),
      notes: notes)
  }

  /// The app's clients in memory with the bundled article catalogue, as the shipped app reads
  /// it: what `waypoint-shell graph` explores.
  /// - Throws: When the bundled catalogue cannot be read (a broken build).
  package static func inMemoryWithBundledArticles() throws -> AppDependencies {
    inMemory(articles: try bundledArticles())
  }
}

/// The composed reading app on clients kept in memory, on any host: the one harness the
/// tests of every host (headless, the UIKit host core and layer, the SwiftUI host core) and
/// the tools start from. It starts the app and watches that what leaves the tree is released.
///
/// ```swift
/// let running = ReadingAppInMemory(host: ContainerHost(containers: window))
/// try running.perform("skip")
/// running.app.open("reading://article/8")  // .held(.untilAccess("login"))
/// ```
@MainActor
package final class ReadingAppInMemory {
  /// The clients, to inspect or change what the app reads.
  package let dependencies: AppDependencies
  /// The running app.
  package let app: ReadingApp
  /// What left the tree must be released.
  package let tracker: LifetimeTracker

  /// Why an action could not be performed.
  package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The visible screen has no model to act on.
    case noModel(String)
    /// The screen refused the action.
    case action(ScreenActionError)

    package var description: String {
      switch self {
      case .noModel(let screen): "\(screen) has no model"
      case .action(let error): "\(error)"
      }
    }
  }

  /// The app on `host` with `dependencies`, started unless `start` is false (to open a link
  /// before the launch).
  package init(
    host: any NavigationHost, dependencies: AppDependencies = .inMemory(), start: Bool = true
  ) {
    self.dependencies = dependencies
    app = ReadingApp(dependencies: dependencies, host: host)
    tracker = LifetimeTracker(app.navigator)
    if start { app.start() }
  }

  /// The navigation tree.
  package var tree: NavigationTree { app.navigator.tree }

  /// The visible screen's route name: `Article`.
  package var screen: String { tree.visibleScreen.route.name }

  /// The visible stack's route names, root first (a page container by its current page; a
  /// collapsed split's one stack).
  package var stack: [String] { tree.visibleStackNames }

  /// Performs an action on the visible screen, as a user tapping it.
  package func perform(_ action: String, _ arguments: [String] = []) throws(Problem) {
    guard let model = app.visibleModel else { throw .noModel(screen) }
    do throws(ScreenActionError) {
      try model.perform(action, arguments: arguments)
    } catch {
      throw .action(error)
    }
  }
}
