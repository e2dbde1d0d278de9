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
  }
#endif
