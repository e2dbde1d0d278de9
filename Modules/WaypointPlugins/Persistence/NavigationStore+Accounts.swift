public import Foundation

extension NavigationStore {
  /// What ``forgetAccount(_:in:)`` removed, and what it could not.
  public struct AccountCleanup: Hashable, Sendable {
    /// The files removed, by path.
    public var removed: [String] = []
    /// The files that could not be removed or read (they stay).
    public var problems: [StoreProblem] = []
  }

  /// The largest navigation file the cleanup reads to learn whose it is; a larger one is not
  /// read (a kept-aside copy that large is removed, whoever it was).
  nonisolated static let largestFileToIdentify = 16 << 20

  /// Removes what the windows of the app in `dataDirectory` saved for `account` — after a
  /// logout or the deletion of the account: every window's saved navigation
  /// (`navigation-<scene>.json`), the navigation kept for its expired session
  /// (`navigation-<scene>.expired.json`), and the copies kept aside after they could not be
  /// read or restored (`….corrupt-<time>`), including those of windows that are not connected
  /// now. What they hold (a note's draft) is the account's, and the next account to sign in
  /// must not get it back.
  ///
  /// A file records its account (``SavedNavigation/account``, the expired session's user). A
  /// window's file that records another account, or none, stays. A kept-aside copy whose
  /// account cannot be read (not JSON, too large, saved before files recorded accounts) is
  /// removed too: it may be anyone's, and it is never restored.
  @discardableResult
  public static func forgetAccount(_ account: String, in dataDirectory: URL) -> AccountCleanup {
    var cleanup = AccountCleanup()
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)
    } catch {
      cleanup.problems.append(
        StoreProblem(
          path: dataDirectory.path, reason: "not cleaned up for a signed-out account: \(error)",
          outcome: .ignored))
      return cleanup
    }
    for name in names.sorted() where name.hasPrefix("navigation-") {
      let keptAside = name.contains(".json.corrupt-")
      guard keptAside || name.hasSuffix(".json") else { continue }
      let url = dataDirectory.appendingPathComponent(name)
      let owner = Self.account(ofFile: url)
      guard owner == account || (keptAside && owner == nil) else { continue }
      do {
        try FileManager.default.removeItem(at: url)
        cleanup.removed.append(url.path)
      } catch {
        cleanup.problems.append(
          StoreProblem(
            path: url.path, reason: "not removed for a signed-out account: \(error)",
            outcome: .ignored))
      }
    }
    return cleanup
  }

  /// The account a navigation file records: a saved navigation's `account`, an expired
  /// session's `user`; `nil` when it records none or cannot be read.
  nonisolated static func account(ofFile url: URL) -> String? {
    guard
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size]
        as? NSNumber,
      size.intValue <= largestFileToIdentify,
      let data = FileManager.default.contents(atPath: url.path),
      let object = try? JSONSerialization.jsonObject(with: data),
      let fields = object as? [String: Any]
    else { return nil }
    if let account = fields["account"] as? String { return account }
    if let user = fields["user"] as? String { return user }
    return nil
  }
}
