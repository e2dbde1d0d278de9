import Testing

@testable import DependencyLint

@Suite struct RuleTests {
  @Test func cleanLayoutPasses() throws {
    #expect(try Fixture.clean().violations() == [])
  }

  @Test func featureDependingOnFeature() throws {
    var fixture = Fixture.clean()
    fixture.addDependency("BookmarkFeature", to: "TodayFeature")

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .featureUsesFeature, directory: "Features/Today", subject: "TodayFeature",
          dependency: "BookmarkFeature", location: .targetDependencies)
      ])
  }

  @Test func featureImportingFeatureInSourceOnly() throws {
    var fixture = Fixture.clean()
    fixture.sources["Features/Today/Links/BookmarkLink.swift"] =
      "import Foundation\n\n  @testable import BookmarkFeature\n"

    let violations = try fixture.violations()

    #expect(
      violations == [
        Violation(
          rule: .featureUsesFeature, directory: "Features/Today", subject: "TodayFeature",
          dependency: "BookmarkFeature",
          location: .source(file: "Features/Today/Links/BookmarkLink.swift", line: 3))
      ])
    #expect(
      violations.map(\.description) == [
        "Features/Today: TodayFeature imports BookmarkFeature "
          + "(Features/Today/Links/BookmarkLink.swift:3) — features never import features; "
          + "move shared code to a module they share"
      ])
  }

  /// The composition root's test support uses it when the configuration names it among the
  /// composition root's users; another module may not.
  @Test func onlyTheCompositionRootsTestSupportMayUseItAmongModules() throws {
    var fixture = Fixture.clean()
    fixture.configuration.compositionRootUsers.append("AppShellTesting")
    fixture.manifest.targets.append(
      .init(name: "AppShellTesting", type: "regular", path: "Modules/AppShellTesting")
        .depending(on: ["AppShell"]))
    #expect(try fixture.violations() == [])
    fixture.manifest.targets.append(
      .init(name: "AppHelpers", type: "regular", path: "Modules/AppHelpers")
        .depending(on: ["AppShell"]))
    #expect(try fixture.violations().map(\.rule) == [.appShellOutsideRunnerAndTests])
  }

  @Test func moduleDependingOnFeature() throws {
    var fixture = Fixture.clean()
    fixture.addDependency("TodayFeature", to: "AppNavigation")

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .moduleUsesFeature, directory: "Modules/AppNavigation", subject: "AppNavigation",
          dependency: "TodayFeature", location: .targetDependencies)
      ])
  }

  @Test func moduleImportingFeature() throws {
    var fixture = Fixture.clean()
    fixture.sources["Modules/AppModels/Article.swift"] = "public import BookmarkFeature\n"

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .moduleUsesFeature, directory: "Modules/AppModels", subject: "AppModels",
          dependency: "BookmarkFeature",
          location: .source(file: "Modules/AppModels/Article.swift", line: 1))
      ])
  }

  @Test func toolOtherThanTheRunnersImportingAppShell() throws {
    var fixture = Fixture.clean()
    fixture.sources["Tools/Graph/main.swift"] = "import Waypoint\nimport AppShell\n"

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .appShellOutsideRunnerAndTests, directory: "Tools/Graph",
          subject: "Graph", dependency: "AppShell",
          location: .source(file: "Tools/Graph/main.swift", line: 2))
      ])
  }

  @Test func aTargetTheConfigurationNamesMayImportAppShell() throws {
    var fixture = Fixture.clean()
    fixture.configuration.compositionRootUsers.append("Graph")
    fixture.sources["Tools/Graph/main.swift"] = "import Waypoint\nimport AppShell\n"
    #expect(try fixture.violations() == [])
  }

  @Test func aToolsLibraryIsARunnerOnlyWhenTheConfigurationNamesIt() throws {
    var fixture = Fixture.clean()
    fixture.configuration.compositionRootUsers = ["Shell"]

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .appShellOutsideRunnerAndTests, directory: "Tools/ShellRunner",
          subject: "ShellRunner", dependency: "AppShell", location: .targetDependencies),
        Violation(
          rule: .appShellOutsideRunnerAndTests, directory: "Tools/ShellRunner",
          subject: "ShellRunner", dependency: "AppShell",
          location: .source(file: "Tools/ShellRunner/Session.swift", line: 1)),
      ])
  }

  @Test func featureDependingOnAppShell() throws {
    var fixture = Fixture.clean()
    fixture.addDependency("AppShell", to: "BookmarkFeature")

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .appShellOutsideRunnerAndTests, directory: "Features/Bookmark",
          subject: "BookmarkFeature", dependency: "AppShell", location: .targetDependencies)
      ])
  }

  @Test func testTargetUsingAppShellAndFeaturesIsFine() throws {
    var fixture = Fixture.clean()
    fixture.manifest.targets.append(
      Manifest.Target(name: "AppFlowTests", type: "test", path: "Tests/AppFlowTests")
        .depending(on: ["AppShell", "TodayFeature", "BookmarkFeature"]))
    fixture.sources["Tests/AppFlowTests/FlowTests.swift"] =
      "@testable import AppShell\nimport BookmarkFeature\nimport Testing\nimport TodayFeature\n"

    #expect(try fixture.violations() == [])
  }

  @Test func featureUsingSomethingOutsideModules() throws {
    var fixture = Fixture.clean()
    fixture.addDependency("Graph", to: "TodayFeature")
    fixture.modifyTarget("TodayFeature") {
      $0.dependencies.append(
        .init(kind: .product, name: "Collections", package: "swift-collections"))
    }
    fixture.sources["Features/Today/Sorting.swift"] =
      "import Foundation\nimport OrderedCollections\n"

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .featureUsesNonModule, directory: "Features/Today", subject: "TodayFeature",
          dependency: "Graph", location: .targetDependencies),
        Violation(
          rule: .featureUsesNonModule, directory: "Features/Today", subject: "TodayFeature",
          dependency: "Collections (product of swift-collections)",
          location: .targetDependencies),
        Violation(
          rule: .featureUsesNonModule, directory: "Features/Today", subject: "TodayFeature",
          dependency: "OrderedCollections",
          location: .source(file: "Features/Today/Sorting.swift", line: 2)),
      ])
  }

  @Test func aFeatureMayDrawItsScreensInSwiftUIButNotUseUIKit() throws {
    var fixture = Fixture.clean()
    fixture.sources["Features/Today/TodayScreens.swift"] =
      "#if canImport(SwiftUI)\n  import SwiftUI\n  import UIKit\n#endif\n"

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .featureUsesNonModule, directory: "Features/Today", subject: "TodayFeature",
          dependency: "UIKit",
          location: .source(file: "Features/Today/TodayScreens.swift", line: 3))
      ])
  }

  @Test func packageDependency() throws {
    var fixture = Fixture.clean()
    fixture.manifest.dependencies = [.init(kind: "sourceControl", identity: "swift-collections")]

    let violations = try fixture.violations()

    #expect(
      violations == [
        Violation(
          rule: .packageDependency, directory: "Package.swift", subject: "Fixture",
          dependency: "swift-collections", location: .packageDependencies)
      ])
    #expect(
      violations.map(\.description) == [
        "Package.swift: package Fixture depends on package swift-collections — "
          + ".waypoint-lint.json allows no package dependencies"
      ])
  }

  @Test func frameworkDependingOnTheApp() throws {
    var fixture = Fixture.clean()
    fixture.addDependency("AppModels", to: "WaypointTesting")

    #expect(
      try fixture.violations() == [
        Violation(
          rule: .frameworkUsesApp, directory: "Modules/WaypointTesting", subject: "WaypointTesting",
          dependency: "AppModels", location: .targetDependencies)
      ])
  }

  @Test func frameworkImportingATool() throws {
    var fixture = Fixture.clean()
    fixture.sources["Modules/Waypoint/Graph.swift"] = "import Foundation\nimport ShellRunner\n"

    let violations = try fixture.violations()

    #expect(
      violations == [
        Violation(
          rule: .frameworkUsesApp, directory: "Modules/Waypoint", subject: "Waypoint",
          dependency: "ShellRunner",
          location: .source(file: "Modules/Waypoint/Graph.swift", line: 2))
      ])
    #expect(
      violations.map(\.description) == [
        "Modules/Waypoint: Waypoint imports ShellRunner (Modules/Waypoint/Graph.swift:2) — "
          + "the framework (what the library products export) never uses the app or the tools"
      ])
  }

  @Test func frameworkMayUseFrameworkAndSystemModules() throws {
    var fixture = Fixture.clean()
    fixture.sources["Modules/WaypointTesting/Driver.swift"] =
      "public import Waypoint\nimport Testing\nimport UIKit\n"
    #expect(try fixture.violations() == [])
  }

  @Test func anUnderscoredProductIsNotFramework() throws {
    // `_ReadingApp` exports AppShell, which uses features: not a framework violation.
    let fixture = Fixture.clean()
    #expect(fixture.manifest.products.contains { $0.targets == ["AppShell"] })
    #expect(try fixture.violations() == [])
  }

  @Test func excludedFilesAreNotScanned() throws {
    var fixture = Fixture.clean()
    fixture.modifyTarget("TodayFeature") { $0.exclude = ["Legacy/"] }
    fixture.sources["Features/Today/Legacy/Old.swift"] = "import BookmarkFeature\n"

    #expect(try fixture.violations() == [])
  }

  @Test func missingTargetDirectoryIsAnError() throws {
    let fixture = Fixture.clean()

    try withTemporaryDirectory { root in
      #expect(
        throws: LintError.missingTargetDirectory(target: "Waypoint", directory: "Modules/Waypoint")
      ) {
        try Linter.violations(in: fixture.manifest, packageDirectory: root)
      }
    }
  }
}
