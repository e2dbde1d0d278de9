#if os(Linux)
  public import Foundation

  /// `UISceneSession`.
  @MainActor
  open class UISceneSession: NSObject {}

  /// `UIScene`.
  @MainActor
  open class UIScene: UIResponder {
    /// `UIScene.ConnectionOptions`: what the scene was opened with.
    @MainActor
    open class ConnectionOptions: NSObject {
      private let contexts: Set<UIOpenURLContext>
      private let activities: Set<NSUserActivity>

      /// Options with these links (UIKit makes them; a test does here): the URL contexts of a
      /// custom scheme, the user activities of a universal link.
      public init(
        urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []
      ) {
        contexts = urlContexts
        activities = userActivities
        super.init()
      }

      /// `urlContexts`.
      open var urlContexts: Set<UIOpenURLContext> { contexts }
      /// `userActivities`.
      open var userActivities: Set<NSUserActivity> { activities }
    }

    /// `session`.
    public let session: UISceneSession

    /// `init(session:connectionOptions:)`.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      self.session = session
      super.init()
    }
  }

  /// `UIWindowScene`.
  @MainActor
  open class UIWindowScene: UIScene {
    /// `windows`.
    open internal(set) var windows: [UIWindow] = []
  }

  /// `UISceneDelegate` (the methods an app's scene set-up implements).
  @MainActor
  public protocol UISceneDelegate: NSObjectProtocol {
    /// `scene(_:willConnectTo:options:)`.
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions)
    /// `sceneDidDisconnect(_:)`.
    func sceneDidDisconnect(_ scene: UIScene)
    /// `sceneWillEnterForeground(_:)`.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// `sceneDidEnterBackground(_:)`.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// `scene(_:openURLContexts:)`.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
    /// `scene(_:continue:)`.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  }

  extension UISceneDelegate {
    // UIKit's are optional: a scene delegate that implements neither still conforms. (The
    // signature stub has no such default, so the entry's implementations are checked there.)
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
  }

  /// `UIOpenURLContext`: a link opened in a connected scene.
  @MainActor
  open class UIOpenURLContext: NSObject {
    private let opened: URL
    /// A context for `url` (UIKit makes them; a test does here).
    public init(url: URL) { opened = url }
    /// `url`.
    open var url: URL { opened }
  }

  /// `UIWindowSceneDelegate`.
  @MainActor
  public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// `window`.
    var window: UIWindow? { get set }
  }

  /// `UIWindow`.
  @MainActor
  open class UIWindow: UIView {
    /// `rootViewController`.
    open var rootViewController: UIViewController?
    /// `windowScene`.
    open weak var windowScene: UIWindowScene?
    /// `isKeyWindow`.
    open private(set) var isKeyWindow = false

    /// `init()`.
    public override init() { super.init() }

    /// `init(windowScene:)`.
    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init()
      windowScene.windows.append(self)
    }

    /// `makeKeyAndVisible()`: this window becomes its scene's key window.
    open func makeKeyAndVisible() {
      for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
      isKeyWindow = true
    }
  }
#endif
