/// Why the introduction refused what the user did.
public enum OnboardingRefusal: Hashable, Sendable, CustomStringConvertible {
  /// The system back on the first page: there is no page before it.
  case alreadyOnFirstPage

  public var description: String {
    switch self {
    case .alreadyOnFirstPage: "already on the first page"
    }
  }
}
