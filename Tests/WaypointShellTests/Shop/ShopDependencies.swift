import Foundation
import WaypointPlugins

// The shop: a small app of the shell's tests, built on the kit alone (WaypointPlugins). An
// intro and a sign-in come before the main tabs: a Catalogue tab (two shelves as pages, an
// item pushed over them with its share sheet and its review sheet, which asks before an
// unsaved review is discarded) and a Basket tab (a split: the basket's items, and the item
// picked beside them). It has links, a sign-in gate with an account, restoration, and a
// driver surface (`ShopShell`). The tests run it in the shell's machinery; the `ShellFixture`
// executable (Tools/ShellFixture, where this folder is linked) runs the same files as a
// process. Nothing here may use the shell's internals: the executable sees its public API only.

/// An item the shop sells.
struct ShopItem: Hashable, Sendable {
  let id: Int
  let name: String
  /// The shelf that lists it.
  let shelf: ShelfPage

  /// Every item, in the catalogue's order.
  static let all = [
    ShopItem(id: 1, name: "Teapot", shelf: .new), ShopItem(id: 2, name: "Kettle", shelf: .new),
    ShopItem(id: 3, name: "Mug", shelf: .new), ShopItem(id: 4, name: "Tray", shelf: .sale),
    ShopItem(id: 5, name: "Spoon", shelf: .sale),
  ]

  /// The item `id`; `nil` when the shop has none.
  static func item(_ id: Int) -> ShopItem? { all.first { $0.id == id } }
}

/// Why the shop refuses to show an item.
enum ShopRefusal: Hashable, Sendable, CustomStringConvertible {
  case noSuchItem(Int)

  var description: String {
    switch self {
    case .noSuchItem(let id): "there is no item \(id)"
    }
  }
}

/// What the shop keeps: in JSON files of a data directory (`basket.json`, `account.json`,
/// `reviews.json`), or in memory.
@MainActor
final class ShopDependencies {
  /// The one account: `ann`, password `secret`.
  static let demoAccount = (user: "ann", password: "secret")

  /// The IDs of the items in the basket, in the order they were added.
  let basket: Kept<[Int]>
  /// Who is signed in.
  let account: Kept<String>
  /// The saved reviews, by item ID.
  let reviews: Kept<[String: String]>
  private let log: ProblemLog

  private init(
    basket: Kept<[Int]>, account: Kept<String>, reviews: Kept<[String: String]>, log: ProblemLog
  ) {
    self.basket = basket
    self.account = account
    self.reviews = reviews
    self.log = log
  }

  /// Files that could not be read, found so far.
  var problems: [StoreProblem] { log.problems }
  /// What a shop broken on purpose does wrong, for `check`'s tests to catch; `[]` as shipped.
  var breakages: Set<ShopBreakage> = []
  /// Hears every item model made: a shop broken on purpose keeps them (`check`'s tests).
  var itemModelMade: (@MainActor (AnyObject) -> Void)?

  /// Everything in memory: nobody signed in, an empty basket.
  static func inMemory() -> ShopDependencies {
    ShopDependencies(
      basket: Kept(file: nil), account: Kept(file: nil), reviews: Kept(file: nil),
      log: ProblemLog())
  }

  /// Everything in JSON files of `directory`.
  static func live(in directory: URL) -> ShopDependencies {
    let log = ProblemLog()
    func file<Value>(_ name: String) -> JSONFileStore<Value> {
      JSONFileStore(url: directory.appendingPathComponent(name)) { log.problems.append($0) }
    }
    return ShopDependencies(
      basket: Kept(file: file("basket.json")), account: Kept(file: file("account.json")),
      reviews: Kept(file: file("reviews.json")), log: log)
  }

  /// The IDs of the items in the basket.
  var basketIDs: [Int] { basket.value ?? [] }

  /// Puts the item in the basket, or takes it out.
  func toggleInBasket(_ id: Int) {
    basket.update { ids in
      let ids = ids ?? []
      return ids.contains(id) ? ids.filter { $0 != id } : ids + [id]
    }
  }

  /// The saved review of the item; empty when there is none.
  func review(of id: Int) -> String { reviews.value?[String(id)] ?? "" }

  /// Saves the review of the item.
  func saveReview(_ text: String, of id: Int) {
    reviews.update { stored in
      var reviews = stored ?? [:]
      reviews[String(id)] = text
      return reviews
    }
  }
}

/// A value the shop keeps: in a JSON file (read again when another process changed it), or in
/// memory when it has no file.
@MainActor
final class Kept<Value: Codable> {
  private let file: JSONFileStore<Value>?
  private var memory: Value?

  init(file: JSONFileStore<Value>?) { self.file = file }

  /// The value now; `nil` when none is kept.
  var value: Value? {
    guard let file else { return memory }
    return file.current()
  }

  /// Changes the value (`nil` removes it); a file that cannot be written keeps what it held.
  func update(_ change: (Value?) -> Value?) {
    guard let file else {
      memory = change(memory)
      return
    }
    _ = try? file.update(change)
  }
}

/// The problems the shop's files reported.
@MainActor
final class ProblemLog {
  var problems: [StoreProblem] = []
}

/// One thing a shop broken on purpose does wrong (``ShopDependencies/breakages``).
enum ShopBreakage: Hashable, Sendable {
  /// An item's guard vetoes every change that would close it: back, a swipe, a tab reselect.
  case itemCannotBeLeft
  /// The review's question keeps the review whatever the answer.
  case reviewGuardAlwaysKeeps
  /// The review sheet keeps its draft when the system ends the app, but does not take it back.
  case reviewDraftNotRestored
  /// A link to an item lands in a tab that is not there (renamed): it is refused.
  case itemLinkNamesAMissingTab
}
