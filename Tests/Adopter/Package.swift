// swift-tools-version: 6.0
import PackageDescription

// An app of its own built on Waypoint from outside the Waypoint package, on its products only:
// a Recipes tab (a list and a recipe), a Favourites tab, a sign-in gate, a link, restoration,
// its own shell with two flows and a graph baseline, and a feature's tests; and the same
// Recipes feature as a recipe book whose root is one stack, which takes links and restores. CI builds and tests
// it, runs its flows, lints it (`swift package waypoint-lint`, .waypoint-lint.json) and adds
// features to a copy of it (`swift package new-feature`).

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// A target under `Sources/<name>`.
func target(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .target(name: name, dependencies: dependencies, swiftSettings: swiftSettings)
}

let waypoint: Target.Dependency = .product(name: "Waypoint", package: "Waypoint")
let plugins: Target.Dependency = .product(name: "WaypointPlugins", package: "Waypoint")
let testing: Target.Dependency = .product(name: "WaypointTesting", package: "Waypoint")

let package = Package(
  name: "Recipes",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [.executable(name: "recipes-shell", targets: ["RecipesShell"])],
  dependencies: [.package(name: "Waypoint", path: "../..")],
  targets: [
    target("RecipeModels", []),
    // Each feature depends on the models and the framework only, never on another feature.
    target("RecipesFeature", ["RecipeModels", waypoint, plugins]),
    target("FavouritesFeature", ["RecipeModels", waypoint, plugins]),
    target("SignInFeature", ["RecipeModels", waypoint, plugins]),
    // The composition root: the features wired, the adapters, what each intent shows.
    target(
      "RecipesApp",
      ["RecipeModels", "RecipesFeature", "FavouritesFeature", "SignInFeature", waypoint, plugins]),
    .executableTarget(
      name: "RecipesShell",
      dependencies: [
        "RecipesApp", "RecipeModels", plugins,
        .product(name: "WaypointShell", package: "Waypoint"),
      ],
      swiftSettings: swiftSettings),
    // A feature's tests: its flow on a headless navigator, its navigation on a spy.
    // The composition's tests: the recipe book (an app whose root is one stack) on a headless
    // navigator.
    .testTarget(
      name: "RecipesAppTests", dependencies: ["RecipesApp", waypoint, plugins],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "RecipesFeatureTests", dependencies: ["RecipesFeature", "RecipeModels", testing],
      swiftSettings: swiftSettings),
  ]
)
