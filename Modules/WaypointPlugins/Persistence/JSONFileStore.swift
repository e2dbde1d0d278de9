public import Foundation
import Waypoint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One JSON file holding one value, safe to share between processes (two shells on one data
/// directory):
///
/// - Every change is a read-modify-write under an exclusive advisory lock (`flock` on
///   `<name>.lock` next to the file): ``update(_:)`` re-reads the file under the lock, applies
///   the change to what is stored now, and writes atomically (write a temporary file, rename),
///   so a concurrent writer's change is never lost and a reader sees the old file or the new
///   one, never half.
/// - ``current()`` re-reads the file when it changed since the last read (another process
///   wrote it), so what the app shows follows the file.
/// - A corrupt or unreadable file is reported and moved aside to a unique
///   `<name>.corrupt-<UTC time>[-n]` (never over an existing file), under the lock, so a file
///   another process is writing is never moved half-written. If it cannot be moved, it is
///   left in place and every write is refused with an error: the bytes are never lost.
/// - A file larger than ``maximumSize`` is not read: it is reported and moved aside too.
@MainActor
public final class JSONFileStore<Value: Codable> {
  /// The largest file read, in bytes: 16 MiB. A larger one is not read into memory: it is
  /// reported (``StoreProblem/Kind/tooLarge(bytes:limit:)``) and moved aside like a corrupt
  /// one. The files hold a window's navigation or an app's small records, kilobytes (a
  /// screen's saved state is at most ``ScreenStates/limit`` bytes): 16 MiB is far more than
  /// the app ever writes, so only a damaged or foreign file reaches it, and reading that much
  /// at launch is still quick on a phone.
  ///
  /// ```swift
  /// JSONFileStore<[Int]>.maximumSize  // 16_777_216
  /// ```
  public nonisolated static var maximumSize: Int { 16 * 1024 * 1024 }

  /// The file.
  public let url: URL
  private let report: @MainActor (StoreProblem) -> Void
  /// What the value's coding reads besides the JSON (the versions of a saved navigation).
  private let userInfo: [CodingUserInfoKey: any Sendable]
  private var lockURL: URL { url.appendingPathExtension("lock") }
  /// What the last read saw: the file's identity and the value.
  private var lastRead: (signature: Signature?, value: Value?)?
  /// Why writes are refused: the corrupt file could not be moved aside.
  private var blocked: String?
  /// Whether this store holds the lock now: a second `flock` from the same process, on
  /// another descriptor, would wait for the first.
  private var holdsLock = false
  /// Hears the lock taken (`true`) and about to be released (`false`): a seam for tests,
  /// which check what happens while it is held.
  var lockObserver: ((_ locked: Bool) -> Void)?

  /// Identifies one version of a file: atomic writes make a new inode every time.
  private struct Signature: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
  }

  /// The store of the file at `url`; `report` hears every problem with it (an unreadable file
  /// moved aside, or left in place when it cannot be moved). The value's `init(from:)` and
  /// `encode(to:)` find `userInfo` in their decoder's and encoder's `userInfo`.
  public init(
    url: URL, userInfo: [CodingUserInfoKey: any Sendable] = [:],
    report: @escaping @MainActor (StoreProblem) -> Void
  ) {
    self.url = url
    self.userInfo = userInfo
    self.report = report
  }

  /// The stored value read now; `nil` when there is no file, or when it was unreadable or
  /// larger than ``maximumSize`` (then reported and moved aside, under the lock).
  public func load() -> Value? {
    let value = readValue()
    lastRead = (Self.signature(of: url.path), value)
    return value
  }

  /// The stored value, read again only if the file changed since the last read.
  public func current() -> Value? {
    if let lastRead, lastRead.signature == Self.signature(of: url.path) { return lastRead.value }
    return load()
  }

  /// Changes the stored value under the lock: `change` gets what is stored now (re-read) and
  /// returns the new value, or `nil` to delete the file.
  /// - Throws: ``StoreError`` when the lock, the directory or the file cannot be written, or
  ///   when an unreadable file could not be moved aside. Nothing is written then.
  @discardableResult
  public func update(_ change: (Value?) -> Value?) throws(StoreError) -> Value? {
    try withLock { () throws(StoreError) -> Value? in
      let stored = load()
      if let blocked { throw StoreError(path: url.path, reason: blocked) }
      let value = change(stored)
      if let value { try write(value) } else { try remove() }
      lastRead = (Self.signature(of: url.path), value)
      return value
    }
  }

  /// Replaces the stored value (under the lock).
  public func save(_ value: Value) throws(StoreError) { try update { _ in value } }

  /// Removes the file, if any (under the lock).
  public func delete() throws(StoreError) { try update { _ in nil } }

  // MARK: Reading

  /// What reading the file found.
  private enum Reading {
    case absent
    case value(Value)
    /// Why the file cannot be used.
    case unusable(StoreProblem.Kind, String)
  }

  /// Reads the file. One that cannot be used is moved aside under the lock, as writers take
  /// it: without it, the file found unusable could be one a writer is replacing. Under the
  /// lock it is read again (another process may have written a good one since), and only
  /// what is unusable then is moved.
  private func readValue() -> Value? {
    switch readFile() {
    case .absent:
      blocked = nil
      return nil
    case .value(let value):
      blocked = nil
      return value
    case .unusable(let kind, let reason):
      if holdsLock {
        setAsideHoldingLock(kind, reason)
        return nil
      }
      do {
        return try withLock { readValue() }
      } catch {
        leaveInPlace(kind, reason, because: error.reason)
        return nil
      }
    }
  }

  /// Reads and decodes the file, reading no more than ``maximumSize`` bytes.
  private func readFile() -> Reading {
    // Non-blocking, so that a FIFO in the file's place does not wait for a writer.
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      // Not there (any more: another process deleted it), or unreadable.
      if errno == ENOENT { return .absent }
      return .unusable(.unreadable, "unreadable (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .unusable(.unreadable, "unreadable (\(String(cString: strerror(errno))))")
    }
    // S_IFMT and S_IFREG: only a regular file is read.
    guard info.st_mode & 0o170000 == 0o100000 else {
      return .unusable(.unreadable, "unreadable (not a regular file)")
    }
    let size = Int64(info.st_size)
    guard size <= Int64(Self.maximumSize) else { return Self.tooLarge(size) }
    var data = Data(capacity: Int(size))
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count <= Self.maximumSize {
      let count = buffer.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress, bytes.count)
      }
      if count == 0 { break }
      guard count > 0 else {
        if errno == EINTR { continue }
        return .unusable(.unreadable, "unreadable (\(String(cString: strerror(errno))))")
      }
      data.append(contentsOf: buffer[..<count])
    }
    // It grew while it was read.
    if data.count > Self.maximumSize { return Self.tooLarge(Int64(data.count)) }
    do {
      let decoder = JSONDecoder()
      decoder.userInfo = userInfo
      decoder.dateDecodingStrategy = .iso8601
      return .value(try decoder.decode(Value.self, from: data))
    } catch {
      let (kind, reason) = Self.reason(error, data: data)
      return .unusable(kind, reason)
    }
  }

  /// A file of `size` bytes (at least), too large to read.
  private static func tooLarge(_ size: Int64) -> Reading {
    .unusable(
      .tooLarge(bytes: size, limit: maximumSize),
      "\(size) bytes, larger than the \(maximumSize) bytes (16 MiB) a store reads: not read")
  }

  /// Moves the file aside as one that cannot be used (`reason` says why; it was readable),
  /// and reports it as `kind`. The bytes are kept; the next write starts a new file.
  public func setAside(because reason: String, kind: StoreProblem.Kind = .refused) {
    lastRead = nil
    // Under the lock, so a file another process is writing is never moved half-written.
    do {
      try withLock { setAsideHoldingLock(kind, reason) }
    } catch {
      leaveInPlace(kind, reason, because: error.reason)
    }
  }

  /// Moves the file aside and reports it; the caller holds the lock.
  private func setAsideHoldingLock(_ kind: StoreProblem.Kind, _ reason: String) {
    let outcome = moveAside()
    if case .leftInPlace(let why) = outcome {
      blocked = "it is unreadable (\(reason)) and could not be moved aside (\(why))"
    } else {
      blocked = nil
    }
    report(StoreProblem(path: url.path, reason: reason, outcome: outcome, kind: kind))
  }

  /// Reports a file that cannot be used and is left in place, since the lock could not be
  /// taken to move it (`why`); writes, which need the lock too, are refused.
  private func leaveInPlace(_ kind: StoreProblem.Kind, _ reason: String, because why: String) {
    blocked = "it is unreadable (\(reason)) and could not be moved aside (\(why))"
    report(
      StoreProblem(path: url.path, reason: reason, outcome: .leftInPlace(because: why), kind: kind))
  }

  /// Moves the file to a name no file has: `<name>.corrupt-<UTC time>`, then `-2`, `-3`, ...
  /// A hard link under the new name fails rather than replace an existing file.
  private func moveAside() -> StoreProblem.Outcome {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = url.path + ".corrupt-" + formatter.string(from: Date())
    for attempt in 1...1000 {
      let target = attempt == 1 ? base : "\(base)-\(attempt)"
      if link(url.path, target) == 0 {
        unlink(url.path)
        return .movedAside(to: target)
      }
      guard errno == EEXIST else {
        return .leftInPlace(because: String(cString: strerror(errno)))
      }
    }
    return .leftInPlace(because: "a thousand files named \(base)-n exist")
  }

  // MARK: Writing

  private func write(_ value: Value) throws(StoreError) {
    let encoder = JSONEncoder()
    encoder.userInfo = userInfo
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    do {
      try encoder.encode(value).write(to: url, options: .atomic)
    } catch {
      throw StoreError(path: url.path, reason: Self.describe(error))
    }
  }

  private func remove() throws(StoreError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw StoreError(path: url.path, reason: String(cString: strerror(errno)))
    }
  }

  /// Runs `body` holding the exclusive advisory lock on `<name>.lock`, creating the directory
  /// if needed. Other processes wait for the lock (a read-modify-write takes milliseconds).
  /// Called while the store holds it already, it runs `body` in it.
  private func withLock<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    if holdsLock { return try body() }
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw StoreError(path: url.path, reason: Self.describe(error))
    }
    let descriptor = open(lockURL.path, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      throw StoreError(
        path: url.path, reason: "cannot open its lock file: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw StoreError(
          path: url.path, reason: "cannot lock it: \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    holdsLock = true
    lockObserver?(true)
    defer {
      lockObserver?(false)
      holdsLock = false
    }
    return try body()
  }

  // MARK: Describing

  private static func signature(of path: String) -> Signature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return Signature(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec))
  }

  /// A Foundation file error in words: the system's reason when there is one.
  private static func describe(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }

  /// Why a file did not decode: its kind, and in words where in the JSON and what was
  /// expected.
  static func reason(_ error: any Error, data: Data) -> (StoreProblem.Kind, String) {
    func path(_ context: DecodingError.Context) -> String {
      guard !context.codingPath.isEmpty else { return "the top level" }
      return context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }
    switch error {
    case let error as NavigationError:
      return (.invalidValue, "an invalid navigation tree (\(error))")
    case let problem as SavedNavigationProblem:
      return (.invalidValue, "\(problem)")
    case DecodingError.dataCorrupted(let context)
    where context.codingPath.isEmpty && (try? JSONSerialization.jsonObject(with: data)) == nil:
      return (.notJSON, "not valid JSON (\(context.debugDescription))")
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      // Valid JSON with a value that does not decode (some decoders omit where).
      return (.invalidValue, "bad value: \(context.debugDescription)")
    case DecodingError.dataCorrupted(let context):
      return (.invalidValue, "bad value at \(path(context)): \(context.debugDescription)")
    case DecodingError.typeMismatch(let type, let context):
      return (.wrongShape, "JSON of the wrong shape: expected \(type) at \(path(context))")
    case DecodingError.valueNotFound(let type, let context):
      return (
        .wrongShape, "JSON of the wrong shape: expected \(type) at \(path(context)), found null"
      )
    case DecodingError.keyNotFound(let key, let context):
      return (
        .wrongShape, "JSON of the wrong shape: missing \"\(key.stringValue)\" at \(path(context))"
      )
    default:
      return (.invalidValue, "unreadable (\(describe(error)))")
    }
  }
}
