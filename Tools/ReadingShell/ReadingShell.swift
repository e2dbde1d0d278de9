import AppModels
package import AppShell
import AppShellTesting
import Foundation
import WaypointPlugins
package import WaypointShell

/// The reading app as `waypoint-shell` runs it: its composition for the kit's shell
/// (``ShellComposition``), with its driver surface and its clients on files or in memory.
@MainActor
package enum ReadingShell {
  /// The reading app's composition.
  package static var composition: ShellComposition { composition() }

  /// The reading app's composition, with another driver surface, or with the in-memory
  /// clients given (a launch in memory, and its relaunches, then run on them).
  package static func composition(
    surface: DriverSurface = surface, inMemory dependencies: AppDependencies? = nil
  ) -> ShellComposition {
    ShellComposition(
      command: "waypoint-shell",
      summary: """
        Runs the Waypoint reference app (a reading app: onboarding, login, Today and Bookmarks tabs,
        articles, my page) on a host that renders to the terminal.
        """,
      exampleLinks: [
        "reading://article/8", "reading://today/weekly", "reading://bookmarks",
        "reading://mypage", "https://reading.example/articles/8",
      ],
      features: AppFeatures.all, versions: NavigationStore.readingApp, surface: surface,
      live: { directory, now in try .live(dataDirectory: directory, now: now) },
      inMemory: { try dependencies ?? .inMemoryWithBundledArticles() },
      problems: { $0.problems },
      app: { dependencies, host, store, restoring, alone in
        ReadingApp(
          dependencies: dependencies, host: host, store: store, restoring: restoring,
          alone: alone)
      })
  }
}
