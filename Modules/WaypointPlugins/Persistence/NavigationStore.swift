public import Foundation
public import Waypoint

/// The saved navigation of one window: its tree and its screens' saved states, versioned, in
/// one JSON file of the app's data directory (`navigation-<scene>.json`), written atomically
/// after every change and when the app goes to the background.
///
/// A file saved by an earlier version of the app is migrated as it is read (``versions``).
/// A file that cannot be read (corrupt, another format, a tree that breaks a rule, a version
/// newer than the app's or older than its migrations) is moved aside as
/// `<name>.corrupt-<UTC time>` and reported; so is one the app refuses to restore
/// (``setAside(because:)``). It is never overwritten.
///
/// ```swift
/// let store = NavigationStore(dataDirectory: directory, scene: "main", versions: versions)
/// store.save(navigator)
/// let saved = store.load()  // at the next launch, migrated to `versions.current`
/// ```
@MainActor
public final class NavigationStore {
  /// The versions of the app's saved navigation, and what changed between them: bump
  /// ``NavigationVersions/current`` with each update that renames, changes or removes a route
  /// or a tab, and declare its migration.
  public let versions: NavigationVersions

  /// Where the coding of the file finds the versions.
  nonisolated fileprivate static let versionsKey = CodingUserInfoKey(
    rawValue: "WaypointPlugins.NavigationStore.versions")!

  /// What the file holds: the navigation in the current version, migrated when it was saved
  /// in an older one.
  struct Saved: Codable {
    var navigation: SavedNavigation

    init(_ navigation: SavedNavigation) {
      self.navigation = navigation
    }

    init(from decoder: any Decoder) throws {
      navigation = try SavedNavigation(
        from: decoder, in: NavigationStore.versions(decoder.userInfo))
    }

    func encode(to encoder: any Encoder) throws {
      try navigation.encode(to: encoder, in: NavigationStore.versions(encoder.userInfo))
    }
  }

  /// The navigation kept for an account whose session expired, in its own file.
  struct Expired: Codable {
    var user: String
    var navigation: SavedNavigation

    private enum CodingKeys: String, CodingKey { case user, navigation }

    init(user: String, navigation: SavedNavigation) {
      self.user = user
      self.navigation = navigation
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      user = try container.decode(String.self, forKey: .user)
      navigation = try SavedNavigation(
        from: container.superDecoder(forKey: .navigation),
        in: NavigationStore.versions(decoder.userInfo))
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(user, forKey: .user)
      try navigation.encode(
        to: container.superEncoder(forKey: .navigation),
        in: NavigationStore.versions(encoder.userInfo))
    }
  }

  /// The versions a coder carries; the first version when it carries none (never: the store
  /// gives them to its files).
  nonisolated fileprivate static func versions(_ userInfo: [CodingUserInfoKey: Any])
    -> NavigationVersions
  {
    userInfo[versionsKey] as? NavigationVersions ?? NavigationVersions()
  }

  /// The problems reported so far.
  private final class Log {
    var problems: [StoreProblem] = []
  }

  private let file: JSONFileStore<Saved>
  private let expiredFile: JSONFileStore<Expired>
  private let log = Log()

  /// Problems with the file, oldest first: unreadable or refused (moved aside), not written.
  public var problems: [StoreProblem] { log.problems }

  /// The store of `scene`'s navigation in `dataDirectory`, in `versions`.
  public init(dataDirectory: URL, scene: String = "main", versions: NavigationVersions) {
    self.versions = versions
    let log = log
    let userInfo: [CodingUserInfoKey: any Sendable] = [Self.versionsKey: versions]
    file = JSONFileStore(
      url: dataDirectory.appendingPathComponent("navigation-\(Self.fileName(scene)).json"),
      userInfo: userInfo, report: { log.problems.append($0) })
    expiredFile = JSONFileStore(
      url: dataDirectory.appendingPathComponent(
        "navigation-\(Self.fileName(scene)).expired.json"),
      userInfo: userInfo, report: { log.problems.append($0) })
  }

  /// The file's path.
  public var path: String { file.url.path }

  /// Saves `navigator`'s tree with the states its screens' models keep now
  /// (``SavesScreenState``); a state that is not kept (too large, not encodable) is reported
  /// in ``problems`` and the rest is saved.
  /// `account` is whose screens they are (``SavedNavigation/account``).
  public func save(_ navigator: Navigator, account: String? = nil) {
    let (states, refused) = ScreenStates.capture(navigator.tree, models: navigator.model(for:))
    for problem in refused {
      log.problems.append(StoreProblem(path: path, reason: "\(problem)", outcome: .ignored))
    }
    save(navigator.tree, screens: states, account: account)
  }

  /// The saved navigation; `nil` when there is none, or the file could not be read (then moved
  /// aside and reported in ``problems``).
  public func load() -> SavedNavigation? {
    file.load()?.navigation
  }

  /// Saves `tree` without its dialogs (``withoutDialogs(_:)``), with what its screens keep; a
  /// write that fails is reported in ``problems`` (navigation goes on).
  /// `account` is whose screens they are (``SavedNavigation/account``).
  public func save(
    _ tree: NavigationTree, screens: ScreenStates = ScreenStates(), account: String? = nil
  ) {
    do {
      try file.save(
        Saved(
          SavedNavigation(tree: Self.withoutDialogs(tree), screens: screens, account: account)))
    } catch {
      log.problems.append(
        StoreProblem(path: path, reason: "not saved: \(error)", outcome: .ignored))
    }
  }

  /// Deletes the saved navigation (its window is gone for good), and the navigation kept for
  /// an expired session; a file that cannot be deleted is reported in ``problems``.
  public func delete() {
    do {
      try file.delete()
    } catch {
      log.problems.append(
        StoreProblem(path: path, reason: "not deleted: \(error)", outcome: .ignored))
    }
    forgetExpired()
  }

  // MARK: The navigation of an expired session

  /// Keeps `navigation` for `user`, whose session expired, in its own file
  /// (`navigation-<scene>.expired.json`), so that it outlives the process: the next login of
  /// that account lands there. One is kept: a later expiry replaces it.
  public func keepExpired(_ navigation: SavedNavigation, of user: String) {
    let saved = SavedNavigation(
      tree: Self.withoutDialogs(navigation.tree), screens: navigation.screens,
      account: navigation.account ?? user)
    do {
      try expiredFile.save(Expired(user: user, navigation: saved))
    } catch {
      log.problems.append(
        StoreProblem(
          path: expiredFile.url.path, reason: "not saved: \(error)", outcome: .ignored))
    }
  }

  /// The navigation kept for an expired session, and whose it was; `nil` when none is kept
  /// (or the file could not be read: then moved aside and reported). It is used up: the file
  /// is deleted, so another account never sees it.
  public func takeExpired() -> (user: String, navigation: SavedNavigation)? {
    let expired = expiredFile.load()
    if expired != nil { forgetExpired() }
    return expired.map { ($0.user, $0.navigation) }
  }

  /// Forgets the navigation kept for an expired session (a logout, a deleted account).
  public func forgetExpired() {
    guard FileManager.default.fileExists(atPath: expiredFile.url.path) else { return }
    do {
      try expiredFile.delete()
    } catch {
      log.problems.append(
        StoreProblem(
          path: expiredFile.url.path, reason: "not deleted: \(error)", outcome: .ignored))
    }
  }

  /// Removes what every window saved for `account`, in this store's data directory
  /// (``forgetAccount(_:in:)``: a logout, a deleted account); a file that cannot be removed is
  /// reported in ``problems``.
  /// - Returns: The paths removed.
  @discardableResult
  public func forgetAccount(_ account: String) -> [String] {
    let cleanup = Self.forgetAccount(account, in: file.url.deletingLastPathComponent())
    log.problems += cleanup.problems
    return cleanup.removed
  }

  /// `tree` without its dialog levels: a dialog asks about a change the process holds, which
  /// does not outlive it, so it is neither saved nor restored. A dialog is always on top
  /// (nothing is presented over one), so what is below it is saved as it is.
  public static func withoutDialogs(_ tree: NavigationTree) -> NavigationTree {
    guard let first = tree.modals.firstIndex(where: { $0.style.isDialog }) else { return tree }
    var saved = tree
    do {
      try saved.perform(first == 0 ? .dismissAll : .dismissTo(level: first - 1))
    } catch {
      return tree  // Never: the levels are there.
    }
    return saved
  }

  /// Notes that the app restores the saved navigation now, until ``restorationSettled()``: a
  /// marker file (`navigation-<scene>.restoring`) next to the saved one. When the marker is
  /// there already, the last launch ended while restoring: the saved file is moved aside and
  /// reported, the marker removed, and the app must start fresh. When the marker cannot be
  /// written, the app must start fresh too (``RestorationStart/notMarked(_:)``).
  /// - Returns: Whether the app may restore: ``startRestoring()`` is
  ///   ``RestorationStart/mayRestore``.
  public func beginRestoring() -> Bool {
    startRestoring() == .mayRestore
  }

  /// Notes that the app restores the saved navigation now, as ``beginRestoring()`` does, and
  /// says why it may not: the last launch ended while restoring, or the marker cannot be
  /// written (a problem of kind ``StoreProblem/Kind/restorationNotMarked``, in ``problems``;
  /// the saved file is left as it is).
  public func startRestoring() -> RestorationStart {
    switch marker.state {
    case .present:
      if FileManager.default.fileExists(atPath: path) {
        file.setAside(
          because: "the last launch ended while restoring it", kind: .interruptedRestoration)
      }
      removeMarker()
      return .interrupted
    case .absent:
      guard let why = marker.create() else { return .mayRestore }
      return notMarked(because: why)
    case .unusable(let why):
      return notMarked(because: why)
    }
  }

  /// Notes that the restored navigation has settled once: the next launch may restore again.
  public func restorationSettled() {
    removeMarker()
  }

  private var marker: RestorationMarker {
    RestorationMarker(
      path: file.url.deletingPathExtension().appendingPathExtension("restoring").path)
  }

  private func notMarked(because why: String) -> RestorationStart {
    let problem = StoreProblem(
      path: marker.path,
      reason: "not written (\(why)): the app does not restore without it, and starts fresh",
      outcome: .ignored, kind: .restorationNotMarked)
    log.problems.append(problem)
    return .notMarked(problem)
  }

  private func removeMarker() {
    guard let why = marker.remove() else { return }
    log.problems.append(
      StoreProblem(path: marker.path, reason: "not removed: \(why)", outcome: .ignored))
  }

  /// Moves the saved file aside because the app cannot restore it, and reports why.
  public func setAside(because reason: String) {
    file.setAside(because: reason)
  }

  /// A scene identifier as a file-name part: ASCII letters, digits and `-` kept, every other
  /// byte written `_XX` (hexadecimal), so two identifiers never share a file.
  static func fileName(_ scene: String) -> String {
    var name = ""
    for byte in scene.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || byte == 0x2D
      {
        name.unicodeScalars.append(scalar)
      } else {
        name += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return name.isEmpty ? "_" : name
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
