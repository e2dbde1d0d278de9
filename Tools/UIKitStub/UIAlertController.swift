// Part of the UIKit signature stub (see UIViewController.swift). From UIAlertController.h:
// `+alertControllerWithTitle:message:preferredStyle:` (imported as a convenience
// initialiser), `-addAction:`, `+actionWithTitle:style:handler:` (a convenience initialiser
// whose handler defaults to nil), and the two style enumerations.

public import Foundation

/// `UIAlertAction`.
@MainActor
open class UIAlertAction: NSObject {
  /// `UIAlertAction.Style` (`UIAlertActionStyle`).
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// `init(title:style:handler:)`.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { self.init() }
}

/// `UIAlertController`.
@MainActor
open class UIAlertController: UIViewController {
  /// `UIAlertController.Style` (`UIAlertControllerStyle`).
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// `init(title:message:preferredStyle:)`.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { self.init(nibName: nil, bundle: nil) }

  /// `addAction(_:)`.
  open func addAction(_ action: UIAlertAction) {}
}
