// Part of the UIKit signature stub (see UIViewController.swift one folder up): the app and
// scene life cycle the reference app's iOS entry (Tools/ReadingAppiOS) uses, written from
// Apple's documented Swift signatures. It is compiled into the stub only by
// Tools/check-swiftui-layer.sh, which type-checks that entry; the UIKit layer uses none of it,
// so the behavioural UIKit does not declare it. `UISceneDelegate` and the methods of it the
// entry implements (`sceneDidDisconnect(_:)`, `scene(_:openURLContexts:)`,
// `scene(_:continue:)`), and the links of `UIScene.ConnectionOptions` (which the layer's
// `SceneLinks` reads) are in the stub's main part, which the behavioural UIKit mirrors. Optional requirements of the Objective-C
// protocols are plain requirements here (Linux has no `@objc optional`), with no default: a
// conformance implements each, so a near miss of a signature fails the check.

/// `UIApplication`.
@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {}

/// `UIApplicationDelegate`.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// `application(_:configurationForConnecting:options:)`.
  @available(iOS 13.0, *)
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// `application(_:didDiscardSceneSessions:)`.
  @available(iOS 13.0, *)
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// What `@main` calls: `UIApplicationMain` with this delegate class.
  public static func main() {}
}

/// `UISceneConfiguration`.
@available(iOS 13.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
  /// `init(name:sessionRole:)`.
  @available(iOS 13.0, *)
  public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
  /// `delegateClass`.
  @available(iOS 13.0, *)
  open var delegateClass: AnyClass?
}

extension UISceneSession {
  /// `UISceneSession.Role`.
  @available(iOS 13.0, *)
  public struct Role: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    @available(iOS 13.0, *)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `windowApplication`.
    public static let windowApplication: UISceneSession.Role = Role(
      rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// `role`.
  @available(iOS 13.0, *)
  public var role: UISceneSession.Role { fatalError() }
  /// `persistentIdentifier`.
  @available(iOS 13.0, *)
  public var persistentIdentifier: String { fatalError() }
}
