#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// Posts VoiceOver's focus and announcements for the screens of ``UIKitContainers``, with
  /// `UIAccessibility.post(notification:argument:)`.
  @MainActor
  final class UIKitAccessibility: AccessibilityPoster {
    private weak var containers: UIKitContainers?

    init(containers: UIKitContainers) {
      self.containers = containers
    }

    /// Focus goes to the subview whose `accessibilityIdentifier` is the target's element,
    /// or to the screen's view: VoiceOver then reads its first element.
    func moveFocus(to target: FocusTarget, change: AccessibilityUpdate.Change) {
      guard let controller = containers?.controller(for: target.screen), controller.isViewLoaded,
        let view = controller.view
      else { return }
      let element = target.element.flatMap { Self.view(identified: $0, in: view) } ?? view
      let notification: UIAccessibility.Notification =
        change == .screen ? .screenChanged : .layoutChanged
      UIAccessibility.post(notification: notification, argument: element)
    }

    /// Queued after what VoiceOver reads now (the screen focus moved to), not over it.
    func announce(_ text: String) {
      let queued = NSAttributedString(
        string: text,
        attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low])
      UIAccessibility.post(notification: .announcement, argument: queued)
    }

    /// The first view under `view`, itself included, whose `accessibilityIdentifier` is
    /// `identifier`, breadth first.
    private static func view(identified identifier: String, in view: UIView) -> UIView? {
      var queue = [view]
      var index = 0
      while index < queue.count {
        let candidate = queue[index]
        if candidate.accessibilityIdentifier == identifier { return candidate }
        queue += candidate.subviews
        index += 1
      }
      return nil
    }
  }

  /// The navigation controller the host builds for a stack: the escape gesture that reaches
  /// it (VoiceOver's two-finger scrub) goes to the host, which asks the navigator's guards
  /// before it goes back or dismisses (``ContainerHost/userEscaped()``), where
  /// `UINavigationController` would pop at once.
  final class EscapingNavigationController: UINavigationController {
    /// The containers whose host hears the escape.
    weak var containers: UIKitContainers?

    override func accessibilityPerformEscape() -> Bool {
      containers?.events?.userEscaped() ?? super.accessibilityPerformEscape()
    }
  }
#endif
