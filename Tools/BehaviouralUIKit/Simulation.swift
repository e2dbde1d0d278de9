// A behavioural stand-in for UIKit, for running WaypointUIKit's UIKit layer in `swift test` on
// Linux (see the DocC article "Integrating with UIKit", "What is verified where").
//
// Every type here has the name and the Swift signature of its UIKit counterpart, so the
// layer's unchanged sources compile against it (the test-only target WaypointUIKitOnLinux
// imports it under the name UIKit with `-module-alias`). Unlike the signature stub in
// Tools/UIKitStub, it changes state and calls delegates, transition coordinators and
// completions in the order Apple documents, and reproduces known failure modes. The API a test
// uses to act as the user (`userTapsBack()`, `userSwipesDown(...)`, ...) and to read what UIKit
// would have logged is named so that it can never be mistaken for UIKit's.
//
// Linux only: on other platforms this module is empty, so it can never shadow the real UIKit.

#if os(Linux)
  // UIKit re-exports Foundation.
  @_exported public import Foundation

  /// The iOS release whose documented behaviour a simulation reproduces.
  public enum SimulatedIOS: String, CaseIterable, Sendable, CustomStringConvertible {
    /// iOS 17: a cancelled edge swipe sends no navigation delegate call (rdar://21137690).
    case iOS17
    /// iOS 18: a cancelled edge swipe ends with did-show of the screen that stays.
    case iOS18
    /// iOS 26: as iOS 18, plus the content swipe (`interactiveContentPopGestureRecognizer`).
    case iOS26

    public var description: String { rawValue }
  }

  /// How a cancelled interactive pop is reported to the navigation controller's delegate.
  public enum SimulatedCancelledPop: CaseIterable, Sendable {
    /// No delegate call; only the transition coordinator says `isCancelled`.
    case none
    /// Will-show and did-show of the screen that stays on top.
    case reshowsTop
    /// Did-show of the screen that stays on top.
    case didShowTop
  }

  /// The kind of device a simulation reproduces.
  public enum SimulatedIdiom: Sendable {
    /// An iPhone: an action sheet slides up from the bottom.
    case phone
    /// An iPad: an action sheet is a popover, which needs an anchor.
    case pad
  }

  /// The clock, the iOS release and the log of one simulated app. Controllers read
  /// ``current`` when they are created; a test starts a fresh one with ``start(_:)``.
  @MainActor
  public final class UIKitSimulation {
    /// The simulation controllers created now belong to.
    public static var current = UIKitSimulation(.iOS18)

    /// The iOS release it reproduces.
    public let version: SimulatedIOS
    /// The device it reproduces; controllers read it when they are presented.
    public var idiom = SimulatedIdiom.phone
    /// Whether animated transitions wait for ``finishAnimations()`` (as time passing would).
    public var animates = true
    /// How a cancelled interactive pop is reported; the release's behaviour by default.
    public var cancelledPop: SimulatedCancelledPop
    /// A known failure: the transition coordinator of a sheet's interactive dismissal never
    /// calls its `notifyWhenInteractionChanges` handlers (only its completion runs).
    public var sheetSwipeSkipsInteractionNotification = false
    /// An order Apple does not document: a popover dismissed by a tap outside runs its
    /// cancelling action's handler before its delegate hears did-dismiss (by default, after).
    public var popoverRunsHandlerBeforeDidDismiss = false
    /// A known failure (rdar://22833651): after an interrupted page swipe, `viewControllers`
    /// still reports the page the swipe left.
    public var pageSwipeLeavesStaleViewControllers = false
    /// What UIKit would have logged, thrown or crashed on, in order.
    public private(set) var log: [String] = []
    private var pending: [@MainActor () -> Void] = []

    /// A simulation of `version`.
    public init(_ version: SimulatedIOS) {
      self.version = version
      cancelledPop = version == .iOS17 ? .none : .didShowTop
    }

    /// Starts a fresh simulation of `version` and makes it ``current``.
    @discardableResult
    public static func start(_ version: SimulatedIOS) -> UIKitSimulation {
      let simulation = UIKitSimulation(version)
      current = simulation
      return simulation
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { !pending.isEmpty }

    /// Ends every running animation in the order they began, including ones started meanwhile.
    public func finishAnimations() {
      while !pending.isEmpty { pending.removeFirst()() }
    }

    /// Runs `end` now, or when animations finish.
    func run(animated: Bool, _ end: @escaping @MainActor () -> Void) {
      if animates && animated { pending.append(end) } else { end() }
    }

    /// Records what UIKit would log (or crash on).
    func warn(_ message: String) { log.append(message) }

    /// What the app posted to VoiceOver (`UIAccessibility.post(notification:argument:)`), in
    /// order: where it moved focus, and what it announced.
    /// (A view is held weakly, as VoiceOver holds what it focuses: a simulation must not keep
    /// a test's screens alive.)
    public var accessibilityPosts: [(UIAccessibility.Notification, Any?)] {
      storedPosts.map { ($0.notification, $0.view ?? $0.other) }
    }
    private var storedPosts: [SimulatedPost] = []

    /// Records a post.
    func record(_ notification: UIAccessibility.Notification, _ argument: Any?) {
      storedPosts.append(SimulatedPost(notification: notification, argument: argument))
    }

    /// The user moves VoiceOver's focus to `element` (swiping to it, touching it): UIKit posts
    /// `UIAccessibility.elementFocusedNotification` with it.
    public func voiceOverFocuses(_ element: NSObject) {
      NotificationCenter.default.post(
        name: UIAccessibility.elementFocusedNotification, object: nil,
        userInfo: [UIAccessibility.focusedElementUserInfoKey: element])
    }
  }
  /// One post to VoiceOver: a view argument held weakly, anything else (an announcement) kept.
  @MainActor
  final class SimulatedPost {
    let notification: UIAccessibility.Notification
    weak var view: UIView?
    let other: Any?

    init(notification: UIAccessibility.Notification, argument: Any?) {
      self.notification = notification
      view = argument as? UIView
      other = argument is UIView ? nil : argument
    }
  }
#endif
