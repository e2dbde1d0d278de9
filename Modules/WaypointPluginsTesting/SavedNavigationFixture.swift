public import Foundation
public import Testing
public import Waypoint
public import WaypointPlugins

/// A saved navigation file kept as a test fixture: a file an earlier version of the app wrote,
/// and the proof that the app still reads it, migrated (``NavigationVersions``), and restores
/// it to the tree it should.
///
/// Keep one file per shape the app has saved (copy it from a data directory before the update
/// that changes it), next to the test that reads it:
///
/// ```swift
/// @Test func aFileOfVersion1StillRestores() throws {
///   let fixture = SavedNavigationFixture("v1-withdraw-sheet.json", in: "Fixtures")
///   fixture.expectReads(
///     in: AppVersions.navigation,
///     as: """
///       tabs (Today | Bookmarks*)
///         Today:
///           stack
///             pages (Pick* | Weekly) *
///         Bookmarks:
///           stack
///             Bookmarks
///             MyPage *
///       modal 0 (sheet):
///         ConfirmWithdrawal *
///       """)
/// }
/// ```
///
/// Trees are compared by ``shape(of:)``: their outline without node IDs, which the app's
/// restoration does not keep.
public struct SavedNavigationFixture: Sendable {
  /// The file.
  public let url: URL

  /// The fixture at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// The fixture `name` in `directory`, a path relative to the folder of the test file that
  /// names it.
  public init(_ name: String, in directory: String = ".", filePath: String = #filePath) {
    url =
      URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent(directory).appendingPathComponent(name).standardizedFileURL
  }

  /// The file read as `versions`' current version.
  /// - Throws: ``SavedNavigationProblem``: ``SavedNavigationProblem/unreadable(_:)`` when the
  ///   file cannot be read or is not a saved navigation, or what is wrong with its version.
  public func read(in versions: NavigationVersions) throws(SavedNavigationProblem)
    -> SavedNavigation
  {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable("\(url.path) cannot be read: \(error.localizedDescription)")
    }
    return try SavedNavigation(reading: data, in: versions)
  }

  /// A tree's outline without node IDs: how fixtures compare trees.
  public static func shape(of tree: NavigationTree) -> String {
    tree.outline.replacing(/#[0-9]+/, with: "")
  }

  /// Records an issue unless the file reads in `versions` as a tree of shape `expected`,
  /// with `removed` what the migrations removed (``MigrationRemoval/removed``, in order), and
  /// unless `versions` is declared without problems (``NavigationVersions/problems``).
  /// - Returns: What was read; `nil` when it could not be read.
  @discardableResult
  public func expectReads(
    in versions: NavigationVersions, as expected: String, removed: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SavedNavigation? {
    for problem in versions.problems {
      Issue.record("the versions are declared wrongly: \(problem)", sourceLocation: sourceLocation)
    }
    let saved: SavedNavigation
    do throws(SavedNavigationProblem) {
      saved = try read(in: versions)
    } catch {
      Issue.record("\(url.lastPathComponent): \(error)", sourceLocation: sourceLocation)
      return nil
    }
    let shape = Self.shape(of: saved.tree)
    if shape != expected {
      Issue.record(
        "\(url.lastPathComponent) reads as\n\(shape)\nnot\n\(expected)",
        sourceLocation: sourceLocation)
    }
    let actual = saved.removals.map(\.removed)
    if actual != removed {
      Issue.record(
        "migrating \(url.lastPathComponent) removed \(actual), not \(removed)",
        sourceLocation: sourceLocation)
    }
    return saved
  }

  /// Records an issue unless the file reads in `versions` and the app restores it to a tree of
  /// shape `expected`.
  /// - Parameters:
  ///   - restore: Restores the file at the URL it is given as the app does at launch (copy it
  ///     where the app keeps its saved navigation, relaunch), and returns the tree the app
  ///     shows then.
  @MainActor
  public func expectRestores(
    in versions: NavigationVersions, to expected: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    by restore: (URL) throws -> NavigationTree
  ) rethrows {
    do throws(SavedNavigationProblem) {
      _ = try read(in: versions)
    } catch {
      Issue.record("\(url.lastPathComponent): \(error)", sourceLocation: sourceLocation)
      return
    }
    let shape = Self.shape(of: try restore(url))
    if shape != expected {
      Issue.record(
        "\(url.lastPathComponent) restores to\n\(shape)\nnot\n\(expected)",
        sourceLocation: sourceLocation)
    }
  }
}
