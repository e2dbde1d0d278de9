// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// `isInteractive`.
  var isInteractive: Bool { get }
  /// `isCancelled`.
  var isCancelled: Bool { get }
}

/// `UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// `animate(alongsideTransition:completion:)`.
  @discardableResult
  func animate(
    alongsideTransition animation: (
      (any UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// `notifyWhenInteractionChanges(_:)`.
  @available(iOS 10.0, *)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
