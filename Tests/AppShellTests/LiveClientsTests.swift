import AppModels
import Foundation
import Testing
import WaypointPlugins

@testable import AppShell

@MainActor
/// The reading app's clients on their JSON files: what they keep, share between two copies of
/// the app, and say about a file they cannot use.
@Suite struct LiveClientsTests {
  /// A new, empty directory of its own under the temporary directory.
  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-store-\(UUID().uuidString)", isDirectory: true)
  }

  func temporaryFile() -> URL {
    temporaryDirectory().appendingPathComponent("value.json")
  }

  @Test func theLiveAppReportsACorruptBookmarksFileAndStartsWithoutIt() throws {
    let directory = temporaryDirectory()
    #expect(directory.lastPathComponent.hasPrefix("waypoint-store-"))
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{not json".utf8).write(to: directory.appendingPathComponent("bookmarks.json"))
    let dependencies = try AppDependencies.live(dataDirectory: directory)
    #expect(dependencies.bookmarks.bookmarkedIDs.isEmpty)
    #expect(
      dependencies.problems.map(\.path) == [directory.appendingPathComponent("bookmarks.json").path]
    )
    try dependencies.bookmarks.toggle(7)
    #expect(try AppDependencies.live(dataDirectory: directory).bookmarks.bookmarkedIDs == [7])
  }

  @Test func aSessionSurvivesARoundTripThroughItsFile() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = JSONFileStore<Session>(url: url) { _ in Issue.record("no problem expected") }
    let session = Session(
      user: "demo", displayName: "Demo", expiresAt: Date(timeIntervalSince1970: 2_000_000_000))
    try store.save(session)
    #expect(store.load() == session)
  }

  func twoApps(_ directory: URL) throws -> (AppDependencies, AppDependencies) {
    (try AppDependencies.live(dataDirectory: directory), try .live(dataDirectory: directory))
  }

  @Test func twoCopiesOfTheStoreNeverLoseEachOthersBookmarks() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (a, b) = try twoApps(directory)
    try a.bookmarks.toggle(1)
    try b.bookmarks.toggle(2)
    try a.bookmarks.toggle(3)
    #expect(a.bookmarks.bookmarkedIDs == [1, 2, 3])
    #expect(b.bookmarks.bookmarkedIDs == [1, 2, 3])
    #expect(
      try AppDependencies.live(dataDirectory: directory).bookmarks.bookmarkedIDs == [1, 2, 3])
  }

  @Test func aWithdrawInOneCopyIsNotUndoneByABookmarkInTheOther() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (a, b) = try twoApps(directory)
    try a.bookmarks.toggle(1)
    try a.bookmarks.toggle(2)
    #expect(b.bookmarks.bookmarkedIDs == [1, 2])
    try a.account.deleteAllData()
    try b.bookmarks.toggle(3)
    #expect(try AppDependencies.live(dataDirectory: directory).bookmarks.bookmarkedIDs == [3])
  }

  @Test func unknownDuplicateAndInvalidBookmarksAreLeftOutAndSaid() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("bookmarks.json")
    try Data("[999, 3, 3, -1]".utf8).write(to: url)
    let dependencies = try AppDependencies.live(dataDirectory: directory)
    #expect(dependencies.bookmarks.bookmarkedIDs == [3])
    #expect(
      dependencies.problems.map(\.description) == [
        "\(url.path): left out bookmarks 999 (no such article); 3 (listed twice); -1 (not an article ID)"
      ])
    try dependencies.bookmarks.toggle(5)
    #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: url)) == [3, 5])
  }

  func liveWithSession(_ json: String, now: Date) throws -> (AppDependencies, URL) {
    let directory = temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: directory.appendingPathComponent("session.json"))
    return (try AppDependencies.live(dataDirectory: directory, now: { now }), directory)
  }

  static let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

  @Test(arguments: [
    (
      "mallory", "2027-01-20T00:00:00Z",
      "ignored a session for an unknown account 'mallory'; log in again"
    ),
    (
      "demo", "2099-01-01T00:00:00Z",
      "ignored a session that lasts longer than 30 days (until 2099-01-01T00:00:00Z); log in again"
    ),
    (
      "demo", "2027-01-01T00:00:00Z",
      "the session of demo expired at 2027-01-01T00:00:00Z; log in again"
    ),
  ])
  func aStoredSessionThatCannotBeUsedIsSaidAtLaunch(
    _ user: String, _ expiresAt: String, _ reason: String
  ) throws {
    let (dependencies, directory) = try liveWithSession(
      #"{"user": "\#(user)", "displayName": "Demo Reader", "expiresAt": "\#(expiresAt)"}"#,
      now: Self.now)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(!dependencies.session.hasValidSession)
    #expect(dependencies.problems.map(\.reason) == [reason])
  }

  @Test func aSessionWithABadDateIsReportedAsABadDateNotAsInvalidJSON() throws {
    let (dependencies, directory) = try liveWithSession(
      #"{"user": "demo", "displayName": "Demo Reader", "expiresAt": "next week"}"#, now: Self.now)
    defer { try? FileManager.default.removeItem(at: directory) }
    let reason = try #require(dependencies.problems.first?.reason)
    #expect(reason.hasPrefix("bad value"), "\(reason)")
    #expect(reason.contains("date"), "\(reason)")
    #expect(!reason.contains("not valid JSON"))
  }

  @Test func theBundledCatalogueHasTwelveArticlesAndPickListsOneToSix() throws {
    let articles = try BundledArticles()
    #expect(articles.all.map(\.id) == Array(1...12))
    #expect(articles.articles(on: .pick).map(\.id) == [1, 2, 3, 4, 5, 6])
  }
}
