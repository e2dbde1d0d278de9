import Foundation
import WaypointPlugins
import WaypointShell

/// The shop as its shell runs it: `shop-shell`.
@MainActor
enum ShopShell {
  /// The shop's composition, with its driver surface or another; with `inMemory`, a launch
  /// in memory (and its relaunches) runs on those clients; `prepare` sees each launch's clients before the app does.
  static func composition(
    surface: DriverSurface = surface, inMemory: ShopDependencies? = nil,
    prepare: @escaping @MainActor (ShopDependencies) -> Void = { _ in }
  ) -> ShellComposition {
    ShellComposition(
      command: "shop-shell",
      summary: "Runs the shop (an intro, a sign-in, a Catalogue tab and a Basket tab).",
      exampleLinks: ["shop://item/3", "shop://basket"],
      features: ShopFeatures.all, versions: ShopFeatures.versions, surface: surface,
      live: { directory, _ in
        let dependencies = ShopDependencies.live(in: directory)
        prepare(dependencies)
        return dependencies
      },
      inMemory: {
        let dependencies = inMemory ?? .inMemory()
        prepare(dependencies)
        return dependencies
      },
      problems: { $0.problems },
      app: { dependencies, host, store, restoring, alone in
        ShopApp(
          shop: dependencies, host: host, store: store, restoring: restoring, alone: alone)
      })
  }

  /// What the shop offers drivers: the server emptying the basket, the basket as stored, and
  /// the demo account and a review's text for actions replayed from a journal.
  nonisolated static var surface: DriverSurface {
    DriverSurface(
      commands: [clearBasket], lists: [basket],
      sampleArguments: ["sign-in": ["ann", "secret"], "write": ["A review"]])
  }

  /// `clear-basket`: the server empties the basket; only while someone is signed in.
  nonisolated static let clearBasket = AppCommand(
    name: "clear-basket", summary: "the server empties the basket",
    isAvailable: { dependencies(of: $0)?.account.value != nil },
    run: { app throws(AppCommand.Refused) in
      guard let dependencies = dependencies(of: app), dependencies.account.value != nil else {
        throw AppCommand.Refused("nobody is signed in")
      }
      dependencies.basket.update { _ in [] }
    })

  /// `expect basket 3 1`: the items in the basket, as stored.
  nonisolated static let basket = StoredList(
    name: "basket", items: "item IDs", summary: "the items in the basket, in order",
    read: { dependencies(of: $0)?.basketIDs ?? [] })

  /// The shop's clients in a running app.
  @MainActor private static func dependencies(of app: ShellApp) -> ShopDependencies? {
    app.dependencies as? ShopDependencies
  }
}
