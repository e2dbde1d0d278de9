import Foundation
import Testing

@testable import WaypointPlugins

@MainActor
/// One JSON file shared between processes: read, written atomically under a lock, and an
/// unreadable one moved aside, never dropped.
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

}
