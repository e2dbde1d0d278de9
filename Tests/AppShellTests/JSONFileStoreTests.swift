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

  @Test func aCorruptFileIsMovedToANewNameEvenWhenManyCorruptCopiesExist() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("bookmarks.json")
    for attempt in 1...100 {
      try Data("old \(attempt)".utf8).write(to: url.appendingPathExtension("corrupt-\(attempt)"))
    }
    try Data("{broken".utf8).write(to: url)
    var problems: [StoreProblem] = []
    let store = JSONFileStore<[Int]>(url: url) { problems.append($0) }
    #expect(store.load() == nil)
    let moved = try #require(problems.first?.movedTo)
    #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == Data("{broken".utf8))
    try store.save([4])
    #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == Data("{broken".utf8))
    for attempt in 1...100 {
      let old = url.appendingPathExtension("corrupt-\(attempt)")
      #expect(try Data(contentsOf: old) == Data("old \(attempt)".utf8))
    }
  }

  @Test func twoCorruptFilesInTheSameSecondGetTwoNames() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    var problems: [StoreProblem] = []
    for text in ["first", "second"] {
      try Data(text.utf8).write(to: url)
      _ = JSONFileStore<[Int]>(url: url) { problems.append($0) }.load()
    }
    let moved = problems.compactMap(\.movedTo)
    #expect(moved.count == 2)
    #expect(Set(moved).count == 2)
    #expect(
      try moved.map { try String(contentsOfFile: $0, encoding: .utf8) } == ["first", "second"])
  }

  /// Two app instances on one data directory, as two shells would be.
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

  @Test func aFileOfTheWrongShapeSaysWhereAndWhat() {
    let error = DecodingError.typeMismatch(
      Int.self, .init(codingPath: [Index(1)], debugDescription: ""))
    #expect(
      JSONFileStore<[Int]>.reason(error, data: Data("[1, true]".utf8))
        == "JSON of the wrong shape: expected Int at [1]")
  }

  struct Index: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ value: Int) { intValue = value }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  @Test func theBundledCatalogueHasTwelveArticlesAndPickListsOneToSix() throws {
    let articles = try BundledArticles()
    #expect(articles.all.map(\.id) == Array(1...12))
    #expect(articles.articles(on: .pick).map(\.id) == [1, 2, 3, 4, 5, 6])
  }
}
