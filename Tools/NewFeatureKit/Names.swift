/// The names the generator derives from a feature's name, so the files it writes, the edits it
/// makes and the steps it prints agree: for `ReadingList`, the entry `readingList`, the intent
/// `showReadingList(on:)`.
public struct Names: Equatable, Sendable {
  /// The feature's name: `ReadingList`.
  public let feature: String

  /// The names for the feature `feature` (UpperCamelCase, see ``Request``).
  public init(_ feature: String) {
    self.feature = feature
  }

  /// The entry, the first screen's route case and the screen's lowerCamelCase name:
  /// `readingList`.
  public var screen: String { feature.prefix(1).lowercased() + feature.dropFirst() }

  /// The feature's name in words, for descriptions: `reading list`.
  public var words: String {
    var result = ""
    for character in feature {
      if character.isUppercase, !result.isEmpty { result.append(" ") }
      result.append(character)
    }
    return result.lowercased()
  }

  /// The app intent that pushes the feature's flow on a tab: `showReadingList`.
  public var intent: String { "show\(feature)" }
}
