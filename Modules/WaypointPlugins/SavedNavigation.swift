public import Foundation
public import Waypoint

/// The versions of an app's saved navigation: the one it writes now, and the migrations that
/// bring each older one to the next (``NavigationMigration``).
///
/// Bump ``current`` with each update that renames, changes or removes a route or a tab, and
/// say what changed under the version it upgrades from:
///
/// ```swift
/// let versions = NavigationVersions(
///   current: 3,
///   migrations: [
///     1: [.renameRoute("Story", to: "Article")],
///     2: [.removeFeature(routes: ["Labs", "Experiment"], tab: "Labs")],
///   ])
/// ```
///
/// A file saved in version 1 then runs both migrations, in order; one saved in version 3 runs
/// none. A version with no migration declared (here, 0) and every older one are refused, as is
/// a file from a newer version than ``current``: the app cannot know what that one means.
public struct NavigationVersions: Hashable, Sendable {
  /// The version the app writes and restores without migrating.
  public let current: Int
  /// The changes from each older version to the next, by the version they upgrade from.
  public let migrations: [Int: [NavigationMigration]]
  /// The one account each older version knew, by version: a file saved in that version
  /// records no account (``SavedNavigation/account``), and was that account's. A version
  /// absent here, whose file records none, shows no account's screens.
  public let soleAccounts: [Int: String]

  /// The versions of an app's saved navigation.
  /// - Parameters:
  ///   - current: The version the app writes (1 and up).
  ///   - migrations: The changes from each older version to the next, keyed by the version
  ///     they upgrade from; an app whose saved navigation never changed has none.
  ///   - soleAccounts: For the older versions whose files recorded no account, the one
  ///     account that version knew (an app that starts recording accounts when it adds a
  ///     second one): their files are that account's.
  public init(
    current: Int = 1, migrations: [Int: [NavigationMigration]] = [:],
    soleAccounts: [Int: String] = [:]
  ) {
    self.current = current
    self.migrations = migrations
    self.soleAccounts = soleAccounts
  }

  /// The oldest version the app still reads: every version from it to ``current`` has its
  /// migration.
  public var oldest: Int {
    var version = current
    while version > 1, migrations[version - 1] != nil { version -= 1 }
    return version
  }

  /// What is wrong with this declaration: a current version below 1, a migration from a
  /// version below 1, or one from ``current`` or later (it would never run). Check it in a
  /// test (`SavedNavigationFixture` does).
  public var problems: [SavedNavigationProblem] {
    var problems: [SavedNavigationProblem] = []
    if current < 1 { problems.append(.invalidVersion(current)) }
    for version in migrations.keys.sorted() where version < 1 || version >= current {
      problems.append(.migrationNeverRuns(from: version, current: current))
    }
    return problems
  }

  /// Checks that a file saved in `version` can be read.
  func check(_ version: Int) throws(SavedNavigationProblem) {
    guard version >= 1 else { throw .invalidVersion(version) }
    guard version <= current else { throw .newerVersion(version, current: current) }
    guard version >= oldest else { throw .noMigration(from: version, oldest: oldest) }
  }

  /// `tree`, saved in `version`, as the current version reads it, with what the migrations
  /// removed.
  /// - Throws: ``SavedNavigationProblem`` for a version below 1, newer than ``current`` or
  ///   older than ``oldest``; for a migration that makes a tree no app holds; or when the
  ///   migrations removed everything.
  public func migrate(_ tree: NavigationTree, from version: Int) throws(SavedNavigationProblem)
    -> (tree: NavigationTree, removals: [MigrationRemoval])
  {
    try check(version)
    var migrated = tree
    var removals: [MigrationRemoval] = []
    for from in version..<current {
      let next: NavigationTree?
      do throws(NavigationError) {
        next = try NavigationMigration.apply(
          migrations[from] ?? [], to: migrated, version: from, removals: &removals)
      } catch {
        throw .migration(from: from, error)
      }
      guard let next else { throw .everythingRemoved(removals) }
      migrated = next
    }
    return (migrated, removals)
  }
}

/// What one window saved: its tree and what its screens keep (``ScreenStates``), in an app's
/// versioned format (``NavigationVersions``).
///
/// The file is JSON: `{"version": 2, "account": "demo", "tree": {…}, "screens": […]}`
/// (`account` left out for an app without accounts, `screens` when no screen keeps a state).
/// The account is whose screens the tree shows, so that an app restores it only for that
/// account (``AccessRule/init(named:account:signedOutElsewhere:)``).
/// Reading one migrates it from the version it was saved in, and never
/// traps, whatever it holds: what it cannot use is a ``SavedNavigationProblem``.
///
/// ```swift
/// let data = try SavedNavigation(tree: navigator.tree).encoded(in: versions)
/// // At the next launch, maybe after an update:
/// let saved = try SavedNavigation(reading: data, in: versions)
/// saved.removals  // what the migrations removed
/// ```
public struct SavedNavigation: Hashable, Sendable {
  /// The tree, in the current version's routes and tabs.
  public var tree: NavigationTree
  /// The states of its screens, by their IDs in ``tree``.
  public var screens: ScreenStates
  /// The account whose screens ``tree`` shows (what they keep is that account's: a note's
  /// draft); `nil` for an app without accounts, or a tree that shows nothing behind access.
  public var account: String?
  /// The version it was saved in; `nil` for one made to be saved.
  public var savedVersion: Int?
  /// What migrating it from ``savedVersion`` removed; empty when nothing was.
  public var removals: [MigrationRemoval]
  /// The version it was saved in, when it is older than the app's: it was migrated as it was
  /// read. `nil` for one of the app's version, or one made to be saved.
  public var migratedFrom: Int?

  /// A navigation to save.
  public init(
    tree: NavigationTree, screens: ScreenStates = ScreenStates(), account: String? = nil
  ) {
    self.tree = tree
    self.screens = screens
    self.account = account
    savedVersion = nil
    removals = []
    migratedFrom = nil
  }

  private enum CodingKeys: String, CodingKey { case version, account, tree, screens }

  /// Reads a saved navigation from `decoder` and migrates it to `versions`' current one.
  /// - Throws: `DecodingError` for what is not a saved navigation (another format, a tree that
  ///   breaks a rule: the `NavigationError` as the underlying error), or the
  ///   ``SavedNavigationProblem`` of its version.
  public init(from decoder: any Decoder, in versions: NavigationVersions) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    // The version first: a newer app's tree may not even decode here.
    try versions.check(version)
    let saved = try container.decode(NavigationTree.self, forKey: .tree)
    (tree, removals) = try versions.migrate(saved, from: version)
    screens = try container.decodeIfPresent(ScreenStates.self, forKey: .screens) ?? ScreenStates()
    account =
      try container.decodeIfPresent(String.self, forKey: .account) ?? versions.soleAccounts[version]
    savedVersion = version
    migratedFrom = version < versions.current ? version : nil
  }

  /// Reads a saved navigation from its JSON and migrates it to `versions`' current one.
  /// - Throws: ``SavedNavigationProblem``: ``SavedNavigationProblem/unreadable(_:)`` for what
  ///   is not a saved navigation, or what is wrong with its version.
  public init(reading data: Data, in versions: NavigationVersions) throws(SavedNavigationProblem) {
    do {
      let decoder = JSONDecoder()
      decoder.userInfo[Reader.versions] = versions
      self = try decoder.decode(Reader.self, from: data).saved
    } catch let problem as SavedNavigationProblem {
      throw problem
    } catch {
      throw .unreadable(SavedNavigationProblem.describe(error))
    }
  }

  /// Writes it as `versions`' current version.
  public func encode(to encoder: any Encoder, in versions: NavigationVersions) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(versions.current, forKey: .version)
    try container.encodeIfPresent(account, forKey: .account)
    try container.encode(tree, forKey: .tree)
    if !screens.isEmpty { try container.encode(screens, forKey: .screens) }
  }

  /// Its JSON, as `versions`' current version (sorted keys, so that equal navigations write
  /// equal files).
  public func encoded(in versions: NavigationVersions) throws(SavedNavigationProblem) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(Writer(saved: self, versions: versions))
    } catch {
      throw .unwritable(SavedNavigationProblem.describe(error))
    }
  }

  /// Decodes with the versions the decoder carries.
  private struct Reader: Decodable {
    static let versions = CodingUserInfoKey(rawValue: "WaypointPlugins.NavigationVersions")!
    var saved: SavedNavigation

    init(from decoder: any Decoder) throws {
      guard let versions = decoder.userInfo[Self.versions] as? NavigationVersions else {
        throw SavedNavigationProblem.unreadable("no versions to read it with")  // Never.
      }
      saved = try SavedNavigation(from: decoder, in: versions)
    }
  }

  private struct Writer: Encodable {
    var saved: SavedNavigation
    var versions: NavigationVersions
    func encode(to encoder: any Encoder) throws { try saved.encode(to: encoder, in: versions) }
  }
}

/// Why a saved navigation cannot be read, or written.
public enum SavedNavigationProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// It is not a saved navigation: not JSON, another structure, or a tree that breaks a rule
  /// (what the decoder said).
  case unreadable(String)
  /// It could not be encoded (why).
  case unwritable(String)
  /// Its version is below 1.
  case invalidVersion(Int)
  /// A newer version of the app saved it: this one cannot know what it means.
  case newerVersion(Int, current: Int)
  /// It is older than the oldest version the app migrates from.
  case noMigration(from: Int, oldest: Int)
  /// A migration made a tree no app holds (a tab renamed to another's name).
  case migration(from: Int, NavigationError)
  /// The migrations removed everything it showed (what they removed).
  case everythingRemoved([MigrationRemoval])
  /// A declared migration that never runs: from below version 1, or from the current version
  /// or a later one.
  case migrationNeverRuns(from: Int, current: Int)

  public var description: String {
    switch self {
    case .unreadable(let why): "not a saved navigation: \(why)"
    case .unwritable(let why): "the navigation could not be written: \(why)"
    case .invalidVersion(let version): "saved in version \(version), which no app writes"
    case .newerVersion(let version, let current):
      "saved in version \(version) by a newer app; this one reads up to version \(current)"
    case .noMigration(let version, let oldest):
      "saved in version \(version); this app migrates from version \(oldest) on"
    case .migration(let version, let error):
      "the migration from version \(version) made a tree no app holds: \(error)"
    case .everythingRemoved(let removals):
      "the migrations removed everything it showed ("
        + removals.map(\.description).joined(separator: "; ") + ")"
    case .migrationNeverRuns(let version, let current):
      "the migration from version \(version) never runs: the current version is \(current)"
    }
  }

  /// An error as one line, for ``unreadable(_:)`` and ``unwritable(_:)``.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context),
      DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      let underlying = context.underlyingError.map { " (\($0))" } ?? ""
      return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription + underlying
    default:
      return "\(error)"
    }
  }
}
