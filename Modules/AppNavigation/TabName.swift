/// The name of a tab of the main tab bar, e.g. `Today`: what the tab bar shows and what the
/// navigation tree stores. Plugins declare their tab's name; the shell selects tabs by it.
public struct TabName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name as text.
  public let rawValue: String

  /// A tab name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A tab name.
  public init(_ name: String) { self.rawValue = name }

  public var description: String { rawValue }
}
