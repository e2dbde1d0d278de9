#if os(Linux)
  public import Foundation

  /// `UITab` (iOS 18).
  @MainActor
  open class UITab: NSObject {
    /// `viewController`.
    open internal(set) var viewController: UIViewController?
  }

  /// `UITabBarController`.
  ///
  /// Reproduces (Apple, `UITabBarController`, `UITabBarControllerDelegate`):
  /// - should-select and did-select are called for the user's taps on the tab bar only, also
  ///   on the selected tab; code setting `selectedIndex` or `selectedViewController` calls
  ///   neither. Tapping the selected tab pops its navigation controller to its root.
  /// - Past five controllers, the bar shows the first four and a More tab: tapping it selects
  ///   `moreNavigationController` (did-select gets it, and `selectedIndex` is `NSNotFound`);
  ///   picking a controller from the More list pushes it onto `moreNavigationController` and
  ///   selects it without any tab bar delegate call.
  @MainActor
  open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    private weak var selected: UIViewController?
    /// `delegate`.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// `moreNavigationController`.
    open var moreNavigationController: UINavigationController { more }
    private let more = UINavigationController(rootViewController: UIViewController())

    /// `viewControllers`.
    open var viewControllers: [UIViewController]? {
      get { tabs }
      set {
        for old in tabs { release(old) }
        tabs = newValue ?? []
        for new in tabs { adopt(new) }
        if !tabs.contains(where: { $0 === selected }) { selected = tabs.first }
      }
    }

    /// `selectedViewController`.
    open var selectedViewController: UIViewController? {
      get { selected }
      set {
        guard let newValue else { return }
        if newValue === moreNavigationController {
          selected = newValue
        } else if let index = tabs.firstIndex(where: { $0 === newValue }) {
          selectedIndex = index
        }
      }
    }

    /// `selectedIndex`: `NSNotFound` while the More list is selected.
    open var selectedIndex: Int {
      get {
        guard let selected else { return NSNotFound }
        return tabs.firstIndex { $0 === selected } ?? NSNotFound
      }
      set {
        guard tabs.indices.contains(newValue) else {
          simulation.warn("selectedIndex \(newValue) is out of range")
          return
        }
        let controller = tabs[newValue]
        if hasMoreTab, newValue >= Self.barSlots - 1 {
          showInMoreList(controller)
        }
        selected = controller
      }
    }

    /// The bar holds five items: past five tabs, four and More.
    static let barSlots = 5
    /// Whether the bar shows a More tab.
    public var hasMoreTab: Bool { tabs.count > Self.barSlots }

    private func showInMoreList(_ controller: UIViewController) {
      let more = moreNavigationController
      guard more.topViewController !== controller, let list = more.viewControllers.first else {
        return
      }
      release(controller)
      more.setViewControllers([list, controller], animated: false)
    }

    // MARK: The user

    /// The user taps the bar item of `viewController` (one of the visible tabs).
    public func userTapsTab(_ viewController: UIViewController) {
      guard let index = tabs.firstIndex(where: { $0 === viewController }),
        !hasMoreTab || index < Self.barSlots - 1
      else { return }
      tap(viewController)
    }

    /// The user taps the More tab.
    public func userTapsMore() {
      guard hasMoreTab else { return }
      tap(moreNavigationController)
    }

    /// The user picks `viewController` in the More list (the More tab is selected).
    public func userPicksInMoreList(_ viewController: UIViewController) {
      guard hasMoreTab, selected === moreNavigationController,
        let index = tabs.firstIndex(where: { $0 === viewController }),
        index >= Self.barSlots - 1
      else { return }
      release(viewController)
      moreNavigationController.pushViewController(viewController, animated: true)
      selected = viewController
    }

    private func tap(_ controller: UIViewController) {
      guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
      if controller === selected {
        (controller as? UINavigationController)?.popToRootForTabReselect()
      } else {
        selected = controller
      }
      delegate?.tabBarController(self, didSelect: controller)
    }
  }

  /// `UITabBarControllerDelegate` (the methods the layer implements).
  @MainActor
  public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `tabBarController(_:shouldSelect:)`.
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool
    /// `tabBarController(_:didSelect:)`.
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// `tabBarController(_:shouldSelectTab:)` (iOS 18; called only for tabs made with `UITab`).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
  }
#endif
