import AppModels
import Foundation
import Testing

@testable import AppShell

@MainActor
@Suite struct JSONFileStoreTests {
  /// A new, empty directory of its own under the temporary directory.
  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-store-\(UUID().uuidString)", isDirectory: true)
  }

  func temporaryFile() -> URL {
    temporaryDirectory().appendingPathComponent("value.json")
  }

  @Test func aSavedValueLoadsBack() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = JSONFileStore<[Int]>(url: url) { _ in Issue.record("no problem expected") }
    #expect(store.load() == nil)
    try store.save([3, 1])
    #expect(store.load() == [3, 1])
    #expect(JSONFileStore<[Int]>(url: url) { _ in }.load() == [3, 1])
  }

  @Test func aCorruptFileIsReportedWithItsPathAndMovedAsideNotDropped() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("[1, 2,".utf8).write(to: url)
    var problems: [StoreProblem] = []
    let store = JSONFileStore<[Int]>(url: url) { problems.append($0) }
    #expect(store.load() == nil)
    let problem = try #require(problems.first)
    #expect(problem.path == url.path)
    let moved = try #require(problem.movedTo)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: moved)) == Data("[1, 2,".utf8), "the bytes are kept"
    )
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(problem.description.contains(url.path))
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

  @Test func theBundledCatalogueHasTwelveArticlesAndPickListsOneToSix() throws {
    let articles = try BundledArticles()
    #expect(articles.all.map(\.id) == Array(1...12))
    #expect(articles.articles(on: .pick).map(\.id) == [1, 2, 3, 4, 5, 6])
  }
}
