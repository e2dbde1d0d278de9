public import FavouritesFeature
public import Foundation
public import RecipeModels
public import RecipesFeature
public import SignInFeature
public import WaypointPlugins

/// The clients the features use; it conforms to every feature's dependency protocol.
@MainActor
public struct RecipesDependencies {
  public var recipes: any RecipeClient
  public var favourites: any FavouritesClient
  public var account: any AccountClient
  /// Problems with stored files found at launch (an unreadable file is moved aside).
  public var problems: [StoreProblem] = []

  /// Clients kept in memory: nobody signed in, no favourites.
  public static func inMemory() -> RecipesDependencies {
    RecipesDependencies(
      recipes: BuiltInRecipes(), favourites: MemoryFavourites(), account: MemoryAccount())
  }

  /// Clients on JSON files in `directory` (`favourites.json`, `account.json`).
  public static func live(in directory: URL) -> RecipesDependencies {
    var problems: [StoreProblem] = []
    let report: @MainActor (StoreProblem) -> Void = { problems.append($0) }
    let favourites = FileFavourites(
      store: JSONFileStore(url: directory.appendingPathComponent("favourites.json"), report: report)
    )
    let account = FileAccount(
      store: JSONFileStore(url: directory.appendingPathComponent("account.json"), report: report))
    return RecipesDependencies(
      recipes: BuiltInRecipes(), favourites: favourites, account: account, problems: problems)
  }
}

extension RecipesDependencies: RecipesFeature.RecipesDependencies, FavouritesDependencies,
  SignInDependencies
{}

/// Favourites in a JSON file; a write that fails leaves them as they were.
final class FileFavourites: FavouritesClient {
  let store: JSONFileStore<[Int]>

  init(store: JSONFileStore<[Int]>) { self.store = store }

  var ids: [Int] { store.current() ?? [] }

  func toggle(_ id: Int) {
    _ = try? store.update { stored in
      let ids = stored ?? []
      return ids.contains(id) ? ids.filter { $0 != id } : ids + [id]
    }
  }
}

/// Whether the user signed in, in a JSON file.
final class FileAccount: AccountClient {
  let store: JSONFileStore<Bool>

  init(store: JSONFileStore<Bool>) { self.store = store }

  var isSignedIn: Bool { store.current() ?? false }
  func signIn() { try? store.save(true) }
  func signOut() { try? store.save(false) }
}
