#if canImport(SwiftUI) && canImport(UIKit)
  public import Observation
  import SwiftUI
  import UIKit
  public import Waypoint

  /// The SwiftUI layer's renderer: the observable state the views read, changed by the host
  /// in one `withTransaction` per change, whose animation completion tells the host.
  @MainActor
  @Observable
  public final class SceneModel: SceneRenderer {
    /// Where the bindings send SwiftUI's writes.
    @ObservationIgnored public weak var host: SceneHost?
    /// The state the views read.
    public private(set) var state: SceneState?

    /// Creates a model; a ``SceneHost`` made over it becomes its host.
    public init() {}

    public func render(
      _ state: SceneState, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      var transaction = Transaction(animation: animated ? .default : nil)
      transaction.disablesAnimations = !animated
      // SwiftUI runs it once the transaction's animations are logically complete, and right
      // after `withTransaction` when nothing animates: the host then goes on in a main-actor
      // job, after the update in progress, so no binding changes twice in one update.
      transaction.addAnimationCompletion(criteria: .logicallyComplete) {
        Task { @MainActor in completion() }
      }
      withTransaction(transaction) { self.state = state }
    }

    /// Where VoiceOver's focus goes next: the views that name the target's element take it
    /// (`View.focusableElement(named:)`).
    public private(set) var focusRequest: FocusRequest?

    /// Moves VoiceOver's focus: to the screen's first element with `.screenChanged` (or
    /// `.layoutChanged`), then to the element the target names, through the
    /// `AccessibilityFocusState` of the view that names it. Then announces, queued behind
    /// what VoiceOver reads.
    public func accessibilityDidChange(_ update: AccessibilityUpdate) {
      if let target = update.focus {
        // The screen's first element first: where focus stays when no view names the
        // element (`View.focusableElement(named:)`), which then takes it.
        UIAccessibility.post(
          notification: update.change == .screen ? .screenChanged : .layoutChanged,
          argument: nil)
        focusRequest = FocusRequest(target: target, number: (focusRequest?.number ?? 0) + 1)
      }
      for text in update.announcements {
        UIAccessibility.post(
          notification: .announcement,
          argument: NSAttributedString(
            string: text,
            attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low]))
      }
    }

    public func afterUpdate(_ body: @escaping @MainActor () -> Void) {
      // A job on the main actor runs after the update that is in progress: no timer.
      Task { @MainActor in body() }
    }
  }
#endif
