// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UISplitViewController` (column style, iOS 14).
@available(iOS 3.2, *)
@MainActor
open class UISplitViewController: UIViewController {
  /// `UISplitViewController.Style`.
  @available(iOS 14.0, *)
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  /// `UISplitViewController.Column`.
  @available(iOS 14.0, *)
  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
  }

  /// `UISplitViewController.DisplayMode`.
  @available(iOS 8.0, *)
  public enum DisplayMode: Int, Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    @available(iOS 14.0, *)
    case twoBesideSecondary = 4
    @available(iOS 14.0, *)
    case twoOverSecondary = 5
    @available(iOS 14.0, *)
    case twoDisplaceSecondary = 6
  }

  /// `init(style:)`.
  @available(iOS 14.0, *)
  public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
  /// `init(coder:)`.
  public required init?(coder: NSCoder) { nil }
  /// `delegate`.
  @available(iOS 3.2, *)
  open weak var delegate: (any UISplitViewControllerDelegate)?
  /// `isCollapsed`.
  @available(iOS 8.0, *)
  open var isCollapsed: Bool { false }
  /// `setViewController(_:for:)`.
  @available(iOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
  /// `viewController(for:)`.
  @available(iOS 14.0, *)
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
    nil
  }
  /// `show(_:)`.
  @available(iOS 14.0, *)
  open func show(_ column: UISplitViewController.Column) {}
}

/// `UISplitViewControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
  @available(iOS 14.0, *)
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
  @available(iOS 14.0, *)
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode
}
