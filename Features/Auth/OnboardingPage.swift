import Waypoint

/// The pages of the introduction, in order.
public enum OnboardingPage: String, CaseIterable, Codable, Sendable {
  case welcome = "Welcome"
  case bookmarks = "Bookmarks"
  case start = "Start"

  /// What the page tells the user.
  var sentence: String {
    switch self {
    case .welcome: "Welcome: a few good articles to read every day."
    case .bookmarks: "Bookmark an article to read it later, from any tab."
    case .start: "Log in and start reading."
    }
  }

  /// Its position, from 1.
  var number: Int { Self.allCases.firstIndex(of: self)! + 1 }

  /// Whether it is the last page.
  var isLast: Bool { self == Self.allCases.last }
}
