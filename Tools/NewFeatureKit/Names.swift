/// The names the generator derives from a feature's name, so the files it writes, the edits it
/// makes and the steps it prints agree: for `ReadingList`, the entry `readingList`, the intent
/// `showReadingList(on:)`, the Today action `readingListTapped()`.
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

  /// The Today navigation requirement that reports the user asked for the feature:
  /// `readingListTapped`.
  public var action: String { "\(screen)Tapped" }

  /// The Today page model's method that reports it: `openReadingList`.
  public var openMethod: String { "open\(feature)" }

  /// The word a driver taps for it on a Today page: `readinglist`.
  public var verb: String { feature.lowercased() }

  /// The test suite of the feature's intent in the app shell: `ShowReadingListIntentTests`.
  public var intentTests: String { "Show\(feature)IntentTests" }
}
