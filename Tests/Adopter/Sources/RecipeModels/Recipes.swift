/// A recipe of the book.
public struct Recipe: Hashable, Sendable {
  public let id: Int
  public let name: String
  public let minutes: Int

  public init(id: Int, name: String, minutes: Int) {
    self.id = id
    self.name = name
    self.minutes = minutes
  }
}

/// The recipes that exist.
@MainActor
public protocol RecipeClient: AnyObject {
  /// Every recipe, in the book's order.
  var all: [Recipe] { get }
}

extension RecipeClient {
  /// The recipe `id`; `nil` when there is none.
  public func recipe(id: Int) -> Recipe? { all.first { $0.id == id } }
}

/// The recipes the user keeps as favourites.
@MainActor
public protocol FavouritesClient: AnyObject {
  /// The favourite recipes' IDs, in the order they were added.
  var ids: [Int] { get }
  /// Adds `id`, or removes it when it is one already.
  func toggle(_ id: Int)
}

/// Whether the user has signed in.
@MainActor
public protocol AccountClient: AnyObject {
  var isSignedIn: Bool { get }
  func signIn()
  func signOut()
}

/// The recipes the app ships with.
public final class BuiltInRecipes: RecipeClient {
  public let all = [
    Recipe(id: 1, name: "Pancakes", minutes: 20),
    Recipe(id: 2, name: "Tomato soup", minutes: 35),
    Recipe(id: 3, name: "Lemon cake", minutes: 60),
  ]

  public init() {}
}

/// Favourites kept in memory.
public final class MemoryFavourites: FavouritesClient {
  public private(set) var ids: [Int] = []

  public init() {}

  public func toggle(_ id: Int) {
    if ids.contains(id) { ids.removeAll { $0 == id } } else { ids.append(id) }
  }
}

/// An account kept in memory.
public final class MemoryAccount: AccountClient {
  public private(set) var isSignedIn = false

  public init() {}

  public func signIn() { isSignedIn = true }
  public func signOut() { isSignedIn = false }
}
