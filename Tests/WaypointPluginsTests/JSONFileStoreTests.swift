import Foundation
import Testing

@testable import WaypointPlugins

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    #expect(problem.kind == .notJSON)
  }

  /// What a lock observer saw: whether another holder could take the lock then (the writers'
  /// `flock` on `<name>.lock`), and whether the file was still in place.
  struct LockMoment: Equatable, CustomStringConvertible {
    var locked: Bool
    var othersWait: Bool
    var fileInPlace: Bool
    var description: String {
      "\(locked ? "locked" : "unlocking"): others \(othersWait ? "wait" : "do not wait"), the "
        + "file is \(fileInPlace ? "in place" : "gone")"
    }
  }

  /// Watches `store`'s lock: at each moment, tries the lock as another holder would.
  func watchLock(of store: JSONFileStore<[Int]>, url: URL) -> () -> [LockMoment] {
    final class Moments { var list: [LockMoment] = [] }
    let moments = Moments()
    store.lockObserver = { locked in
      let other = open(url.appendingPathExtension("lock").path, O_RDWR)
      defer { close(other) }
      let free = flock(other, LOCK_EX | LOCK_NB) == 0
      if free { flock(other, LOCK_UN) }
      moments.list.append(
        LockMoment(
          locked: locked, othersWait: !free,
          fileInPlace: FileManager.default.fileExists(atPath: url.path)))
    }
    return { moments.list }
  }

  /// `load()` and `current()` move a corrupt file aside while they hold the lock the writers
  /// take: another holder waits meanwhile, the file is there when it is taken and gone before
  /// it is released.
  @Test(arguments: [false, true])
  func aCorruptFileIsMovedAsideUnderTheWritersLock(byCurrent: Bool) throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    var problems: [StoreProblem] = []
    let store = JSONFileStore<[Int]>(url: url) { problems.append($0) }
    try store.save([1])
    #expect(store.current() == [1])
    try Data("[1, 2,".utf8).write(to: url)
    let moments = watchLock(of: store, url: url)
    #expect((byCurrent ? store.current() : store.load()) == nil)
    #expect(
      moments() == [
        LockMoment(locked: true, othersWait: true, fileInPlace: true),
        LockMoment(locked: false, othersWait: true, fileInPlace: false),
      ])
    let problem = try #require(problems.first)
    #expect(problem.kind == .notJSON)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: try #require(problem.movedTo)))
        == Data("[1, 2,".utf8))
  }

  /// The file found corrupt before the lock was taken may be one a writer was replacing: under
  /// the lock it is read again, and the good file the writer left is kept.
  @Test func aFileAWriterReplacedBeforeTheLockWasTakenIsReadNotMoved() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    var problems: [StoreProblem] = []
    let store = JSONFileStore<[Int]>(url: url) { problems.append($0) }
    try store.save([1])
    try Data("[1, 2,".utf8).write(to: url)
    // What a writer that held the lock while the store read did before it released it: its
    // file is in place when the store has the lock.
    store.lockObserver = { locked in
      if locked { try? Data("[7]".utf8).write(to: url, options: .atomic) }
    }
    #expect(store.load() == [7])
    #expect(problems.isEmpty, "\(problems)")
    #expect(try Data(contentsOf: url) == Data("[7]".utf8))
  }

  /// A file larger than the cap is not read: it is reported with its size and the cap, and
  /// moved aside like a corrupt one. (The file is sparse: it takes no room on disk.)
  @Test func aFileLargerThanTheCapIsNotReadAndIsMovedAside() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let cap = JSONFileStore<[Int]>.maximumSize
    #expect(cap == 16 * 1024 * 1024)
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data("[1]".utf8)))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(cap + 1))
    try handle.close()
    var problems: [StoreProblem] = []
    let store = JSONFileStore<[Int]>(url: url) { problems.append($0) }
    #expect(store.load() == nil)
    let problem = try #require(problems.first)
    #expect(problem.kind == .tooLarge(bytes: Int64(cap + 1), limit: cap))
    #expect(problem.reason.contains("16777217 bytes"), "the size: \(problem.reason)")
    #expect(problem.reason.contains("16777216 bytes"), "the cap: \(problem.reason)")
    let moved = try #require(problem.movedTo)
    #expect(try FileManager.default.attributesOfItem(atPath: moved)[.size] as? Int == cap + 1)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  /// A file of exactly the cap is read (here: zeros, so it is no JSON).
  @Test func aFileOfTheCapIsRead() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(JSONFileStore<[Int]>.maximumSize))
    try handle.close()
    var problems: [StoreProblem] = []
    #expect(JSONFileStore<[Int]>(url: url) { problems.append($0) }.load() == nil)
    #expect(problems.map(\.kind) == [.notJSON])
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
    let (kind, reason) = JSONFileStore<[Int]>.reason(error, data: Data("[1, true]".utf8))
    #expect(kind == .wrongShape)
    #expect(reason == "JSON of the wrong shape: expected Int at [1]")
  }

  struct Index: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ value: Int) { intValue = value }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

}
