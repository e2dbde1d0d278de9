package import Foundation
package import WaypointPlugins

extension NavigationStore {
  /// The versions of the reading app's saved navigation, and what changed between them
  /// (``NavigationVersions``):
  ///
  /// 1. The first: every file saved before version 2 (the account deletion's sheet was
  ///    `WithdrawConfirm`).
  /// 2. The account deletion's sheet is `ConfirmWithdrawal`: it reads as what it asks, as
  ///    `DiscardNote` does.
  /// 3. A file records the account whose screens it shows (the app has a second account,
  ///    `demo2`): it is restored only for that account. Versions 1 and 2 knew one account,
  ///    `demo`, so their files are `demo`'s (``NavigationVersions/soleAccounts``).
  ///
  /// Bump ``NavigationVersions/current`` with each update that renames, changes or removes a
  /// route or a tab, declare its migration, and keep a file of the old version in
  /// `Tests/RestoreFixtures` with the flow that checks what it restores to.
  nonisolated package static let readingApp = NavigationVersions(
    current: 3,
    migrations: [
      1: [.renameRoute("WithdrawConfirm", to: "ConfirmWithdrawal")],
      2: [],
    ],
    soleAccounts: [1: "demo", 2: "demo"])

  /// The store of `scene`'s navigation in `dataDirectory`, in the reading app's versions.
  package convenience init(dataDirectory: URL, scene: String = "main") {
    self.init(dataDirectory: dataDirectory, scene: scene, versions: Self.readingApp)
  }
}
