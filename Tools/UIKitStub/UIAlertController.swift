// Part of the UIKit signature stub (see UIViewController.swift). From UIAlertController.h:
// `+alertControllerWithTitle:message:preferredStyle:` (imported as a convenience
// initialiser), `-addAction:`, `+actionWithTitle:style:handler:` (a convenience initialiser
// whose handler defaults to nil), and the two style enumerations.

public import Foundation

/// `UIAlertAction`.
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject {
  /// `UIAlertAction.Style` (`UIAlertActionStyle`).
  @available(iOS 8.0, *)
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// `init(title:style:handler:)`.
  @available(iOS 8.0, *)
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { self.init() }
}

/// `UIAlertController`.
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
  /// `UIAlertController.Style` (`UIAlertControllerStyle`).
  @available(iOS 8.0, *)
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// `init(title:message:preferredStyle:)`.
  @available(iOS 8.0, *)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { self.init(nibName: nil, bundle: nil) }

  /// `addAction(_:)`.
  @available(iOS 8.0, *)
  open func addAction(_ action: UIAlertAction) {}
}
