// swift-tools-version: 6.0
import PackageDescription

// An app that already exists, in the classic MVC style: view controllers that push on their own
// (`navigationController?.pushViewController`), coordinators with a `childCoordinators` array,
// two tabs of the app's own `UITabBarController`. It adopts Waypoint one flow at a time, on the
// framework's products only (README.md: the flows it moved, the lines each move changed).
//
// On iOS, ShopApp uses UIKit and the WaypointUIKit product. On Linux, where there is no UIKit,
// the same sources run in `swift test` on the Waypoint package's behavioural UIKit: its
// sources, and WaypointUIKit's, are linked into Sources/ (symbolic links) as two targets with
// names of their own (a package graph's target names are unique), and `-module-alias` makes
// `import UIKit` and `import WaypointUIKit` mean them. CI builds and tests it, and type-checks
// its iOS modules against the UIKit signature stub.

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]
let linux = TargetDependencyCondition.when(platforms: [.linux])
let apple = TargetDependencyCondition.when(platforms: [.iOS, .macOS, .macCatalyst, .visionOS])
/// On Linux: `import UIKit` is the behavioural UIKit, `import WaypointUIKit` the layer over it.
let onLinux: [String: String] = [
  "UIKit": "ExistingAppUIKit", "WaypointUIKit": "ExistingAppWaypointUIKit",
]

func aliases(_ modules: [String]) -> SwiftSetting {
  .unsafeFlags(
    modules.flatMap { ["-module-alias", "\($0)=\(onLinux[$0]!)"] }, .when(platforms: [.linux]))
}

let waypoint: Target.Dependency = .product(name: "Waypoint", package: "Waypoint")
let waypointUIKitProduct: Target.Dependency = .product(name: "WaypointUIKit", package: "Waypoint")
let uikitFakes: Target.Dependency = .product(name: "WaypointUIKitTesting", package: "Waypoint")
/// WaypointUIKit: the product where UIKit exists, its Linux build over the behavioural UIKit.
let waypointUIKit: [Target.Dependency] = [
  .product(name: "WaypointUIKit", package: "Waypoint", condition: apple),
  .target(name: "ExistingAppUIKit", condition: linux),
  .target(name: "ExistingAppWaypointUIKit", condition: linux),
]

let package = Package(
  name: "ExistingApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Waypoint", path: "../..")],
  targets: [
    // The app's model: products, orders, the signed-in profile.
    .target(name: "ShopModels", swiftSettings: swiftSettings),
    // The flows the app moved to Waypoint: no UIKit, tested on the fakes.
    .target(
      name: "CheckoutFlow", dependencies: ["ShopModels", waypoint], swiftSettings: swiftSettings),
    .target(name: "ProfileFlow", dependencies: [waypoint], swiftSettings: swiftSettings),
    // The app: its window, tabs, coordinators and view controllers (UIKit).
    .target(
      name: "ShopApp",
      dependencies: ["ShopModels", "CheckoutFlow", "ProfileFlow", waypoint] + waypointUIKit,
      swiftSettings: swiftSettings + [aliases(["UIKit", "WaypointUIKit"])]),
    // Linux only: the Waypoint package's behavioural UIKit (Tools/BehaviouralUIKit), with iOS
    // 26's UIKit module version, and WaypointUIKit's sources compiled over it.
    .target(
      name: "ExistingAppUIKit",
      swiftSettings: swiftSettings + [.unsafeFlags(["-user-module-version", "9126.1"])]),
    .target(
      name: "ExistingAppWaypointUIKit",
      dependencies: [waypoint, .target(name: "ExistingAppUIKit", condition: linux)],
      swiftSettings: swiftSettings + [aliases(["UIKit"])]),
    // The moved flows on the fakes of the WaypointUIKit products.
    .testTarget(
      name: "MovedFlowTests",
      dependencies: [
        "CheckoutFlow", "ProfileFlow", "ShopModels", waypoint, waypointUIKitProduct, uikitFakes,
      ],
      swiftSettings: swiftSettings),
    // The app on the behavioural UIKit: what the user does, what stays, what is released.
    .testTarget(
      name: "ShopAppTests", dependencies: ["ShopApp", "ShopModels", waypoint] + waypointUIKit,
      swiftSettings: swiftSettings + [aliases(["UIKit", "WaypointUIKit"])]),
  ]
)
