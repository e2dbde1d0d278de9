#if canImport(UIKit)
  import UIKit

  // UIKit's delegate protocols are Objective-C protocols whose methods are optional, so calling
  // one on a delegate the host forwards to needs `?` (and an unimplemented method has UIKit's
  // default). The UIKit signature stub and the behavioural UIKit used on Linux have no
  // Objective-C: their protocols have plain requirements. These calls are the only code of
  // the layer that differs between the two, and the Apple branch is compiled only by an Apple
  // toolchain.

  extension UIGestureRecognizerDelegate {
    /// `gestureRecognizerShouldBegin(_:)`, `true` when not implemented.
    func forwardedShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      #if os(Linux)
        gestureRecognizerShouldBegin(recognizer)
      #else
        gestureRecognizerShouldBegin?(recognizer) ?? true
      #endif
    }

    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, `false` when not implemented.
    func forwardedSimultaneous(
      _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer
    ) -> Bool {
      #if os(Linux)
        gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
      #else
        gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
      #endif
    }

    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, `false` when not implemented.
    func forwardedRequiredToFail(
      _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer
    ) -> Bool {
      #if os(Linux)
        gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)
      #else
        gestureRecognizer?(recognizer, shouldBeRequiredToFailBy: other) ?? false
      #endif
    }
  }

  extension UINavigationControllerDelegate {
    /// `navigationController(_:willShow:animated:)`, if implemented.
    func forwardWillShow(
      _ navigation: UINavigationController, _ shown: UIViewController, _ animated: Bool
    ) {
      #if os(Linux)
        navigationController(navigation, willShow: shown, animated: animated)
      #else
        navigationController?(navigation, willShow: shown, animated: animated)
      #endif
    }

    /// `navigationController(_:didShow:animated:)`, if implemented.
    func forwardDidShow(
      _ navigation: UINavigationController, _ shown: UIViewController, _ animated: Bool
    ) {
      #if os(Linux)
        navigationController(navigation, didShow: shown, animated: animated)
      #else
        navigationController?(navigation, didShow: shown, animated: animated)
      #endif
    }
  }

  extension UIAdaptivePresentationControllerDelegate {
    /// `presentationControllerShouldDismiss(_:)`, `true` when not implemented.
    func forwardedShouldDismiss(_ presentation: UIPresentationController) -> Bool {
      #if os(Linux)
        presentationControllerShouldDismiss(presentation)
      #else
        presentationControllerShouldDismiss?(presentation) ?? true
      #endif
    }

    /// `presentationControllerWillDismiss(_:)`, if implemented.
    func forwardWillDismiss(_ presentation: UIPresentationController) {
      #if os(Linux)
        presentationControllerWillDismiss(presentation)
      #else
        presentationControllerWillDismiss?(presentation)
      #endif
    }

    /// `presentationControllerDidDismiss(_:)`, if implemented.
    func forwardDidDismiss(_ presentation: UIPresentationController) {
      #if os(Linux)
        presentationControllerDidDismiss(presentation)
      #else
        presentationControllerDidDismiss?(presentation)
      #endif
    }

    /// `presentationControllerDidAttemptToDismiss(_:)`, if implemented.
    func forwardDidAttemptToDismiss(_ presentation: UIPresentationController) {
      #if os(Linux)
        presentationControllerDidAttemptToDismiss(presentation)
      #else
        presentationControllerDidAttemptToDismiss?(presentation)
      #endif
    }
  }
#endif
