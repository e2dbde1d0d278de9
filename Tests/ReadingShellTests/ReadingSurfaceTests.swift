import ReadingShell
import Testing

@testable import WaypointShell

/// What the reading app declares for drivers (`ReadingSurface`).
@Suite struct ReadingSurfaceTests {
  @Test func theReferenceAppDeclaresExpireTokenAndBookmarks() {
    #expect(ReadingShell.surface.commands.map(\.name) == ["expire-token"])
    #expect(ReadingShell.surface.lists.map(\.name) == ["bookmarks"])
    #expect(
      Help.text(for: ReadingShell.surface).contains(
        "  expire-token              the server expires the session\n"))
  }
}
