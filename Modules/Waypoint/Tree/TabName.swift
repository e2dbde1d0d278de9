/// The name of a tab, for example `Today`: what the tab bar shows, what the navigation tree
/// stores, and what tab selections, tab coordinators and tab taps name.
///
/// A string literal is a tab name, so tab containers read as they look:
///
/// ```swift
/// let tabs = TabCoordinator(tabs: [("Today", today), ("Bookmarks", bookmarks)])
/// try tabs.select("Bookmarks")
/// ```
///
/// It encodes as its text, so a stored tree reads `"name": "Today"`.
public struct TabName: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name as text.
  public let rawValue: String

  /// A tab name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A tab name.
  public init(_ name: String) { self.rawValue = name }

  /// A tab name written as a literal.
  public init(stringLiteral name: String) { self.rawValue = name }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
