import Foundation
import Testing

@testable import WaypointShell

/// The trace page's markup, style sheet and script are resource files of the module
/// (`Trace/Page`), copied into every page so that it stays one file.
@MainActor
@Suite struct TracePageFilesTests {
  @Test func aPageHoldsTheStyleSheetAndTheScriptWhole() throws {
    let files = try TracePage.files.get()
    let page = try TraceTests.trace(TraceTests.browsing).html()
    #expect(page.contains("<style>\n" + files.style + "</style>"))
    #expect(page.contains("<script>\n" + files.script + "</script>"))
    #expect(!page.contains("{{style}}") && !page.contains("{{script}}"))
  }

  @Test func theFilesCannotEndTheElementsTheyAreCopiedInto() throws {
    let files = try TracePage.files.get()
    #expect(!files.style.lowercased().contains("</style"), "trace.css would end its <style>")
    for ending in ["</script", "<!--"] {
      #expect(!files.script.lowercased().contains(ending), "trace.js holds \(ending)")
    }
  }

  @Test func aMissingFileIsAnErrorNamingIt() throws {
    let empty = try TraceTests.folder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let bundle = try #require(Bundle(path: empty.path))
    let error = #expect(throws: CocoaError.self) { try TracePage(bundle: bundle) }
    #expect(error?.code == .fileReadNoSuchFile)
    #expect(error.map { "\($0)" }?.contains("Page/trace.html") == true, "it names the file")
  }
}
