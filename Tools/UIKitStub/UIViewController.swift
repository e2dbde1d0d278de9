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
// The behavioural UIKit in Tools/BehaviouralUIKit declares the same API with the same
// signatures and implements it (Tools/check-uikit-layer.sh compares the two with
// swift-api-digester); this stub stays declarations only, so that the layer can use nothing
// that is not UIKit's.

@_exported public import Foundation

/// `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
  /// `accessibilityPerformEscape()` (NSObject's, in UIKit).
  @available(iOS 5.0, *)
  open func accessibilityPerformEscape() -> Bool { false }
}

/// `UIView`.
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
  /// `bounds`.
  @available(iOS 2.0, *)
  open var bounds: CGRect = .zero
  /// `subviews`.
  @available(iOS 2.0, *)
  open var subviews: [UIView] { [] }
  /// `superview`.
  @available(iOS 2.0, *)
  open var superview: UIView? { nil }
  /// `addSubview(_:)`.
  @available(iOS 2.0, *)
  open func addSubview(_ view: UIView) {}
  /// `accessibilityIdentifier` (`UIAccessibilityIdentification`'s, in UIKit).
  @available(iOS 5.0, *)
  open var accessibilityIdentifier: String?
  /// `accessibilityViewIsModal` (NSObject's, in UIKit).
  @available(iOS 5.0, *)
  open var accessibilityViewIsModal: Bool = false
}

/// `UIWindow`.
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
  /// `rootViewController`.
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController?
  /// `windowScene`.
  @available(iOS 13.0, *)
  open weak var windowScene: UIWindowScene?
  /// `init(windowScene:)`.
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) { super.init() }
  /// `makeKeyAndVisible()`.
  @available(iOS 2.0, *)
  open func makeKeyAndVisible() {}
}

/// `UISceneSession`.
@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {}

/// `UIScene`.
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
  /// `UIScene.ConnectionOptions`.
  @available(iOS 13.0, *)
  @MainActor
  open class ConnectionOptions: NSObject {
    /// `urlContexts`.
    @available(iOS 13.0, *)
    open var urlContexts: Set<UIOpenURLContext> { fatalError() }
    /// `userActivities`.
    @available(iOS 13.0, *)
    open var userActivities: Set<NSUserActivity> { fatalError() }
  }

  /// `init(session:connectionOptions:)`.
  @available(iOS 13.0, *)
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init()
  }
}

/// `UIWindowScene`.
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {}

/// `UISceneDelegate` (the methods an app's scene set-up implements: connecting, disconnecting,
/// going to the background, the links opened in a connected scene and the activities continued
/// in it). All five are optional in UIKit; here a conformance implements each, so that a near
/// miss of a signature fails the check.
@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// `scene(_:willConnectTo:options:)`.
  @available(iOS 13.0, *)
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// `sceneDidDisconnect(_:)`.
  @available(iOS 13.0, *)
  func sceneDidDisconnect(_ scene: UIScene)
  /// `sceneWillEnterForeground(_:)`.
  @available(iOS 13.0, *)
  func sceneWillEnterForeground(_ scene: UIScene)
  /// `sceneDidEnterBackground(_:)`.
  @available(iOS 13.0, *)
  func sceneDidEnterBackground(_ scene: UIScene)
  /// `scene(_:openURLContexts:)`.
  @available(iOS 13.0, *)
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
  /// `scene(_:continue:)`.
  @available(iOS 13.0, *)
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

/// `UIOpenURLContext`.
@available(iOS 13.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
  /// `url`.
  @available(iOS 13.0, *)
  open var url: URL { fatalError() }
}

/// `UIWindowSceneDelegate`.
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// `window`.
  @available(iOS 13.0, *)
  var window: UIWindow? { get set }
}

/// `UITabBarItem`.
@available(iOS 2.0, *)
@MainActor
open class UITabBarItem: NSObject {
  /// `title`.
  @available(iOS 2.0, *)
  open var title: String?
}

/// `UIModalPresentationStyle` (the cases the layer and the tests use).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  @available(iOS 3.2, *)
  case pageSheet = 1
  @available(iOS 3.2, *)
  case formSheet = 2
  @available(iOS 7.0, *)
  case custom = 4
  @available(iOS 13.0, *)
  case automatic = -2
}

/// `UIViewController`.
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder {
  /// `init(nibName:bundle:)`.
  @available(iOS 2.0, *)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// `init()`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  /// `init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// `title`.
  @available(iOS 2.0, *)
  open var title: String?
  /// `tabBarItem`.
  open var tabBarItem: UITabBarItem! = UITabBarItem()
  /// `parent`.
  @available(iOS 2.0, *)
  open private(set) weak var parent: UIViewController?
  /// `navigationController`.
  @available(iOS 2.0, *)
  open var navigationController: UINavigationController? { nil }
  /// `modalPresentationStyle`.
  @available(iOS 3.2, *)
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// `isModalInPresentation`.
  @available(iOS 13.0, *)
  open var isModalInPresentation: Bool = false
  /// `presentedViewController`.
  @available(iOS 5.0, *)
  open private(set) var presentedViewController: UIViewController?
  /// `presentingViewController`.
  @available(iOS 5.0, *)
  open private(set) weak var presentingViewController: UIViewController?
  /// `presentationController`.
  @available(iOS 8.0, *)
  open private(set) var presentationController: UIPresentationController?
  /// `transitionCoordinator`.
  @available(iOS 7.0, *)
  open private(set) var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  /// `view`.
  @available(iOS 2.0, *)
  open var view: UIView! = UIView()
  /// `isViewLoaded`.
  @available(iOS 3.0, *)
  open var isViewLoaded: Bool { true }
  /// `popoverPresentationController`.
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? { nil }

  /// `present(_:animated:completion:)`.
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}

  /// `dismiss(animated:completion:)`.
  @available(iOS 5.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `UIPresentationController`.
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject {
  /// `init(presentedViewController:presenting:)`.
  @available(iOS 8.0, *)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) { super.init() }
  /// `delegate`.
  @available(iOS 8.0, *)
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// `presentedViewController`.
  @available(iOS 8.0, *)
  open var presentedViewController: UIViewController { UIViewController() }
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
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// `sourceView`.
  @available(iOS 8.0, *)
  open var sourceView: UIView?
  /// `sourceRect`.
  @available(iOS 8.0, *)
  open var sourceRect: CGRect = .zero
  /// `permittedArrowDirections`.
  @available(iOS 8.0, *)
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// `UIAdaptivePresentationControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// `presentationControllerShouldDismiss(_:)`.
  @available(iOS 13.0, *)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// `presentationControllerWillDismiss(_:)`.
  @available(iOS 13.0, *)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// `presentationControllerDidDismiss(_:)`.
  @available(iOS 13.0, *)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// `presentationControllerDidAttemptToDismiss(_:)`.
  @available(iOS 13.0, *)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}
