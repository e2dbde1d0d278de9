// A signature stub of UIKit for type-checking WaypointUIKit's UIKit layer on Linux.
//
// Written from Apple's documented Swift signatures, holding exactly the API the layer uses. It
// proves that the layer type-checks against those signatures; it does nothing at run time and
// is never linked into a product. Optional protocol requirements of Objective-C protocols are
// plain requirements here (Linux has no `@objc optional`), so a conformance must implement
// every method declared below, and a call to one on another delegate is written twice (see
// the layer's OptionalRequirements.swift). Initialisers are main-actor isolated, as UIKit's
// are (its classes are `@MainActor`). Availability (`@available(iOS 18, *)`) is not modelled.
//
// The behavioural UIKit in Tools/UIKitBehaviour declares the same API with the same
// signatures and implements it (Tools/check-uikit-layer.sh compares the two with
// swift-api-digester); this stub stays declarations only, so that the layer can use nothing
// that is not UIKit's.

@_exported public import Foundation

/// `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
}

/// `UIView`.
@MainActor
open class UIView: UIResponder {
  /// `bounds`.
  open var bounds: CGRect = .zero
}

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {
  /// `rootViewController`.
  open var rootViewController: UIViewController?
  /// `windowScene`.
  open weak var windowScene: UIWindowScene?
  /// `init(windowScene:)`.
  public init(windowScene: UIWindowScene) { super.init() }
  /// `makeKeyAndVisible()`.
  open func makeKeyAndVisible() {}
}

/// `UISceneSession`.
@MainActor
open class UISceneSession: NSObject {}

/// `UIScene`.
@MainActor
open class UIScene: UIResponder {
  /// `UIScene.ConnectionOptions`.
  @MainActor
  open class ConnectionOptions: NSObject {}

  /// `init(session:connectionOptions:)`.
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init()
  }
}

/// `UIWindowScene`.
@MainActor
open class UIWindowScene: UIScene {}

/// `UISceneDelegate` (the method the set-up implements).
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// `scene(_:willConnectTo:options:)`.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

/// `UIWindowSceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// `window`.
  var window: UIWindow? { get set }
}

/// `UITabBarItem`.
@MainActor
open class UITabBarItem: NSObject {
  /// `title`.
  open var title: String?
}

/// `UIModalPresentationStyle` (the cases the layer and the tests use).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case custom = 4
  case automatic = -2
}

/// `UIViewController`.
@MainActor
open class UIViewController: UIResponder {
  /// `init(nibName:bundle:)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// `init()`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  /// `init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// `title`.
  open var title: String?
  /// `tabBarItem`.
  open var tabBarItem: UITabBarItem! = UITabBarItem()
  /// `parent`.
  open private(set) weak var parent: UIViewController?
  /// `modalPresentationStyle`.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// `isModalInPresentation`.
  open var isModalInPresentation = false
  /// `presentedViewController`.
  open private(set) var presentedViewController: UIViewController?
  /// `presentingViewController`.
  open private(set) weak var presentingViewController: UIViewController?
  /// `presentationController`.
  open private(set) var presentationController: UIPresentationController?
  /// `transitionCoordinator`.
  open private(set) var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  /// `view`.
  open var view: UIView! = UIView()
  /// `popoverPresentationController`.
  open var popoverPresentationController: UIPopoverPresentationController? { nil }

  /// `present(_:animated:completion:)`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}

  /// `dismiss(animated:completion:)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `UIPresentationController`.
@MainActor
open class UIPresentationController: NSObject {
  /// `init(presentedViewController:presenting:)`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) { super.init() }
  /// `delegate`.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// `presentedViewController`.
  open var presentedViewController: UIViewController { UIViewController() }
  /// `presentingViewController`.
  open private(set) weak var presentingViewController: UIViewController?
}

/// `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// `rawValue`.
  public let rawValue: UInt
  /// `init(rawValue:)`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// `up`.
  public static var up: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 0) }
  /// `down`.
  public static var down: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 1) }
  /// `left`.
  public static var left: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 2) }
  /// `right`.
  public static var right: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 3) }
  /// `any`.
  public static var any: UIPopoverArrowDirection { [.up, .down, .left, .right] }
}

/// `UIPopoverPresentationController`.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// `sourceView`.
  open var sourceView: UIView?
  /// `sourceRect`.
  open var sourceRect: CGRect = .zero
  /// `permittedArrowDirections`.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// `UIAdaptivePresentationControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// `presentationControllerShouldDismiss(_:)`.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// `presentationControllerWillDismiss(_:)`.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// `presentationControllerDidDismiss(_:)`.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// `presentationControllerDidAttemptToDismiss(_:)`.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}
