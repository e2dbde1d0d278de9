import ReadingSurface
package import WaypointShell

extension ReadingShell {
  /// What the reading app offers drivers (``DriverSurface/readingApp``).
  package nonisolated static var surface: DriverSurface { .readingApp }
}
