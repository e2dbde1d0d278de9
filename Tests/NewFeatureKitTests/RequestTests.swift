import Testing

@testable import NewFeatureKit

/// The generator's command line: one UpperCamelCase name and `--tab`; anything else is a clear
/// error.
@Suite struct RequestTests {
  @Test func aNameMakesAPlainFeature() throws {
    let request = try Request(["Search"])
    #expect(request.name == "Search")
    #expect(!request.tab)
    #expect(!request.help)
  }

  @Test func tabBeforeOrAfterTheNameGivesTheFeatureATab() throws {
    #expect(try Request(["Shelf", "--tab"]).tab)
    #expect(try Request(["--tab", "Shelf"]) == Request(["Shelf", "--tab"]))
  }

  @Test(arguments: [["--help"], ["-h"], ["Search", "--help"]])
  func helpAsksForTheUsageOnly(_ arguments: [String]) throws {
    let request = try Request(arguments)
    #expect(request.help)
    #expect(Request.usage.contains("new-feature NAME [--tab]"))
  }

  @Test func anUnknownOptionIsNamed() {
    #expect(throws: GeneratorError("unknown option '--tabs'\n\n\(Request.usage)")) {
      try Request(["Search", "--tabs"])
    }
  }

  @Test(arguments: [[], ["--tab"], ["Search", "Shelf"]])
  func exactlyOneNameIsRequired(_ arguments: [String]) {
    #expect(throws: GeneratorError("give exactly one feature name\n\n\(Request.usage)")) {
      try Request(arguments)
    }
  }

  @Test(arguments: ["search", "Sea-rch", "Search!", "Séarch", "1Search", "Sea rch"])
  func aNameThatIsNotUpperCamelCaseIsRefused(_ name: String) {
    #expect(
      throws: GeneratorError("'\(name)' is not an UpperCamelCase name (letters and digits only)")
    ) {
      try Request([name])
    }
  }
}
