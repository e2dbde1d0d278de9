// Part of the UIKit signature stub (see UIViewController.swift one folder up): the app and
// scene life cycle the reference app's iOS entry (Tools/ReadingAppiOS) uses, written from
// Apple's documented Swift signatures. It is compiled into the stub only by
// Tools/check-swiftui-layer.sh, which type-checks that entry; the UIKit layer uses none of it,
// so the behavioural UIKit does not declare it. `UISceneDelegate`'s other methods
// (`sceneDidDisconnect(_:)`, `scene(_:openURLContexts:)`) are not declared: the entry's
// implementations of them type-check as methods, not as requirements. Optional requirements of the Objective-C
// protocols are plain requirements with a default here (Linux has no `@objc optional`), with
// no default: a conformance implements each, so a near miss of a signature fails the check.

/// `UIApplication`.
@MainActor
open class UIApplication: UIResponder {}

/// `UIApplicationDelegate`.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// `application(_:configurationForConnecting:options:)`.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  /// What `@main` calls: `UIApplicationMain` with this delegate class.
  public static func main() {}
}

/// `UISceneConfiguration`.
@MainActor
open class UISceneConfiguration: NSObject {
  /// `init(name:sessionRole:)`.
  public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
  /// `delegateClass`.
  open var delegateClass: AnyClass?
}

extension UISceneSession {
  /// `UISceneSession.Role`.
  public struct Role: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `windowApplication`.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// `role`.
  public var role: UISceneSession.Role { fatalError() }
  /// `persistentIdentifier`.
  public var persistentIdentifier: String { fatalError() }
}

/// `UIOpenURLContext`.
@MainActor
open class UIOpenURLContext: NSObject {
  /// `url`.
  open var url: URL { fatalError() }
}

extension UIScene.ConnectionOptions {
  /// `urlContexts`.
  public var urlContexts: Set<UIOpenURLContext> { fatalError() }
}
