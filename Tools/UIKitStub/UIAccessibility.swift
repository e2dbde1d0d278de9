// UIKit's accessibility API the UIKit layer uses: posting focus and announcements.

public import Foundation

/// `UIAccessibility`.
public enum UIAccessibility {
  /// `UIAccessibility.Notification`.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `screenChanged`.
    public static let screenChanged: UIAccessibility.Notification = Notification(rawValue: 1000)
    /// `layoutChanged`.
    public static let layoutChanged: UIAccessibility.Notification = Notification(rawValue: 1001)
    /// `announcement`.
    @available(iOS 4.0, *)
    public static let announcement: UIAccessibility.Notification = Notification(
      rawValue: 1008)
  }

  /// `elementFocusedNotification`: VoiceOver's focus moved.
  @available(iOS 9.0, *)
  public static let elementFocusedNotification: NSNotification.Name = NSNotification.Name(
    "UIAccessibilityElementFocusedNotification")
  /// `focusedElementUserInfoKey`: the element focus moved to.
  @available(iOS 9.0, *)
  public static let focusedElementUserInfoKey: String = "UIAccessibilityFocusedElementKey"

  /// `post(notification:argument:)`.
  @MainActor
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

/// `UIAccessibilityPriority`.
@available(iOS 17.0, *)
public struct UIAccessibilityPriority: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// `low`: queued, spoken when other speech has finished.
  @available(iOS 17.0, *)
  public static let low: UIAccessibilityPriority = UIAccessibilityPriority(
    rawValue: "UIAccessibilityPriorityLow")
}

extension NSAttributedString.Key {
  /// `accessibilitySpeechAnnouncementPriority`.
  @available(iOS 17.0, *)
  public static let accessibilitySpeechAnnouncementPriority: NSAttributedString.Key =
    NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
}

/// `UIAccessibilityIdentification`: what gives `UIView` its `accessibilityIdentifier`.
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
  /// `accessibilityIdentifier`.
  @available(iOS 5.0, *)
  var accessibilityIdentifier: String? { get set }
}
