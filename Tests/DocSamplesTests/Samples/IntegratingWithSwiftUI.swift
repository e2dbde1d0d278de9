// The ```swift blocks of Modules/WaypointSwiftUI/WaypointSwiftUI.docc/IntegratingWithSwiftUI.md,
// verbatim, in the context they need. The block that uses SwiftUI itself compiles only where
// the SwiftUI layer does (`#if canImport(SwiftUI) && canImport(UIKit)`); on Linux it is
// checked for presence only. The test compiles everywhere, and runs.
import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting

#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  enum IntegratingWithSwiftUISetUp {
    final class AppCoordinator: Coordinator {}

    struct ReadingApp: App {
      var body: some Scene {
        WindowGroup {
          WaypointScene { host in
            Navigator(root: AppCoordinator(), host: host)
          } screen: { screen in
            Text(screen.route.name)  // your features' views, found by route
          }
        }
      }
    }
  }

  enum InAnAppThatAlreadyExists {
    final class EditNameFlow: FlowCoordinator, ProducesResult {
      typealias Output = String
      init() { super.init(initialContent: .screen(Route("EditName"))) }
    }

    final class LibraryCoordinator: Coordinator {}

    struct ProfileView: View {
      @State private var editor: EmbeddedScene?
      @State private var name = "Ada"

      var body: some View {
        TabView {
          Button("Edit your name") {
            editor = try? EmbeddedScene.present(EditNameFlow(), over: "ProfileView") { result in
              editor = nil
              if case .value(let newName) = result { name = newName }
            }
          }
          .waypointFlow(editor) { screen in Text(screen.route.name) }
          .tabItem { Label("Profile", systemImage: "person") }

          WaypointScene { host in
            Navigator(root: LibraryCoordinator(), host: host)
          } screen: { screen in
            Text(screen.route.name)
          }
          .tabItem { Label("Library", systemImage: "books.vertical") }
        }
      }
    }
  }
#endif

@Suite struct IntegratingWithSwiftUISamples {
  @MainActor @Test func aChildSheetsSwipeKeepsItsParent() throws {
    let scene = FakeScene()
    let host = SceneHost(renderer: scene)
    let navigator = Navigator(root: Coordinator(), host: host)
    navigator.start()
    try navigator.perform(.present(.screen(Route("Parent"))))
    try navigator.perform(.present(.screen(Route("Child"))))
    scene.settle()
    scene.childSwipeClearsParent = true  // swift-navigation#309
    scene.swipeDownTopSheet()
    scene.settle()
    #expect(navigator.tree.modals.map(\.content.visibleScreen.route.name) == ["Parent"])
    #expect(scene.shownModals == navigator.tree.modals.map(\.content.id))
    #expect(scene.warnings.isEmpty)
  }
}
