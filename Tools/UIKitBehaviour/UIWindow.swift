#if os(Linux)
  public import Foundation

  /// `UISceneSession`.
  @MainActor
  open class UISceneSession: NSObject {}

  /// `UIScene`.
  @MainActor
  open class UIScene: UIResponder {
    /// `UIScene.ConnectionOptions`.
    @MainActor
    open class ConnectionOptions: NSObject {}

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
