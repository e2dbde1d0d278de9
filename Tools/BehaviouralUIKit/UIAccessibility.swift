#if os(Linux)
  public import Foundation

  /// `UIAccessibility`: posts go to the simulation (``UIKitSimulation/accessibilityPosts``),
  /// as VoiceOver would hear them.
  public enum UIAccessibility {
    /// `UIAccessibility.Notification`.
    public struct Notification: Hashable, RawRepresentable, Sendable {
      public var rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// `screenChanged`: a new screen; focus goes to the argument (a view), or the first
      /// element.
      public static let screenChanged = Notification(rawValue: 1000)
      /// `layoutChanged`: part of the screen changed; focus goes to the argument.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// `announcement`: the argument (a string, or an attributed string) is spoken.
      public static let announcement = Notification(rawValue: 1008)
    }

    /// `elementFocusedNotification`: VoiceOver's focus moved (``UIKitSimulation/voiceOverFocuses(_:)``).
    public static let elementFocusedNotification = NSNotification.Name(
      "UIAccessibilityElementFocusedNotification")
    /// `focusedElementUserInfoKey`: the element focus moved to.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    /// `post(notification:argument:)`.
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
      UIKitSimulation.current.record(notification, argument)
    }
  }

  /// `UIAccessibilityPriority`.
  public struct UIAccessibilityPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `low`: queued, spoken when other speech has finished.
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
  }

  /// `UIAccessibilityIdentification`: what gives `UIView` its `accessibilityIdentifier`.
  @MainActor
  public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// `accessibilityIdentifier`.
    var accessibilityIdentifier: String? { get set }
  }

  extension NSAttributedString.Key {
    /// `accessibilitySpeechAnnouncementPriority`.
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
      "UIAccessibilitySpeechAttributeAnnouncementPriority")
  }
#endif
