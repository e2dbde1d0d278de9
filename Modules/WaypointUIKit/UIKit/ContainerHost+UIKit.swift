#if canImport(UIKit)
  public import UIKit

  extension ContainerHost {
    /// A host that renders into `window`, making each screen's view controller with `screens`.
    ///
    /// ```swift
    /// let host = ContainerHost(window: window, screens: screens)
    /// let navigator = Navigator(root: AppCoordinator(), host: host)
    /// navigator.start()
    /// ```
    public convenience init(window: UIWindow, screens: ScreenFactory) {
      self.init(containers: UIKitContainers(window: window, screens: screens))
    }

    /// A host with a new window of `scene`: one host per window, so each of the app's windows
    /// (scenes) has its own navigator and tree.
    ///
    /// ```swift
    /// let host = ContainerHost(scene: windowScene, screens: screens)
    /// self.window = host.window
    /// ```
    public convenience init(scene: UIWindowScene, screens: ScreenFactory) {
      self.init(window: UIWindow(windowScene: scene), screens: screens)
    }

    /// The window the host renders into, when its containers are UIKit's.
    public var window: UIWindow? { (containers as? UIKitContainers)?.window }
  }
#endif
