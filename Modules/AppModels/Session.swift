public import Foundation

/// A logged-in session.
public struct Session: Codable, Hashable, Sendable {
  /// The account's user name, e.g. `demo`.
  public let user: String
  /// The name shown on My Page.
  public let displayName: String
  /// When the session stops being valid.
  public let expiresAt: Date

  /// Creates a session.
  public init(user: String, displayName: String, expiresAt: Date) {
    self.user = user
    self.displayName = displayName
    self.expiresAt = expiresAt
  }

  /// Whether the session is still valid at `date`.
  public func isValid(at date: Date) -> Bool { date < expiresAt }
}
