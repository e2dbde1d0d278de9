import Testing

@testable import DependencyLint

@Suite struct ImportScannerTests {
  @Test(arguments: [
    ("import Foundation", "Foundation"),
    ("  @testable import BookmarkFeature", "BookmarkFeature"),
    ("public import Waypoint", "Waypoint"),
    ("package import AppModels", "AppModels"),
    ("internal import AppNavigation", "AppNavigation"),
    ("private import TodayFeature", "TodayFeature"),
    ("@preconcurrency import Dispatch", "Dispatch"),
    ("@_exported public import Waypoint", "Waypoint"),
    ("import struct Waypoint.Navigator", "Waypoint"),
    ("import TodayFeature // the only one", "TodayFeature"),
    ("\timport Glibc", "Glibc"),
  ])
  func recognizesImports(line: String, module: String) {
    #expect(ImportScanner.importedModule(in: line) == module)
  }

  @Test(arguments: [
    "",
    "import",
    "// import BookmarkFeature",
    "let importance = 1",
    "func importAll() {}",
    "imported TodayFeature",
    "@testable func test() {}",
  ])
  func ignoresNonImports(line: String) {
    #expect(ImportScanner.importedModule(in: line) == nil)
  }

  @Test func reportsLineNumbersAndSkipsMultilineStrings() {
    let source = """
      import Foundation

      let template = \"\"\"
        import BookmarkFeature
        \"\"\"
      @testable import TodayFeature
      """

    let imports = ImportScanner.imports(inSource: source)

    #expect(imports.map(\.module) == ["Foundation", "TodayFeature"])
    #expect(imports.map(\.line) == [1, 6])
  }
}
