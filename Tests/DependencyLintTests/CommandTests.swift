import Foundation
import Testing

@testable import DependencyLint

@Suite struct CommandTests {
  /// Runs the command and collects its exit status and output lines.
  private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    var output: [String] = []
    var errors: [String] = []
    let status = Command.run(
      arguments, output: { output.append($0) }, errorOutput: { errors.append($0) })
    return (status, output, errors)
  }

  /// Writes a three-target package (a module, a feature whose source is `todaySource`, a tool),
  /// its `.waypoint-lint.json` (shared modules under `Modules/`) and its dump-package JSON;
  /// returns the JSON file.
  private func writePackage(to root: URL, todaySource: String) throws -> URL {
    let json = """
      {
        "name": "Small", "dependencies": [],
        "targets": [
          { "name": "Waypoint", "type": "regular", "path": "Modules/Waypoint", "dependencies": [] },
          {
            "name": "TodayFeature", "type": "regular", "path": "Features/Today",
            "dependencies": [{ "byName": ["Waypoint", null] }]
          },
          { "name": "Tool", "type": "executable", "dependencies": [] }
        ]
      }
      """
    let manifest = root.appendingPathComponent("manifest.json")
    try writeFile(json, to: manifest)
    try writeFile(
      "import Foundation\n", to: root.appendingPathComponent("Modules/Waypoint/W.swift"))
    try writeFile(todaySource, to: root.appendingPathComponent("Features/Today/Today.swift"))
    try writeFile("", to: root.appendingPathComponent("Sources/Tool/main.swift"))
    try writeFile(
      #"{ "modules": { "directory": "Modules/" } }"#,
      to: root.appendingPathComponent(".waypoint-lint.json"))
    return manifest
  }

  @Test func helpDescribesTheRules() {
    let result = run(["--help"])

    #expect(result.status == 0)
    #expect(result.output.joined().contains("never depends on or imports another feature"))
  }

  @Test(arguments: [["--frobnicate"], ["--manifest"], ["extra"]])
  func badUsageExitsWithTwo(arguments: [String]) {
    let result = run(arguments)

    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.count == 1)
  }

  @Test func unreadableManifestExitsWithTwo() throws {
    try withTemporaryDirectory { root in
      let missing = root.appendingPathComponent("missing.json").path
      let garbage = root.appendingPathComponent("garbage.json")
      try writeFile("not json", to: garbage)

      #expect(run(["--manifest", missing]).status == 2)
      #expect(run(["--manifest=\(garbage.path)"]).status == 2)
    }
  }

  @Test func cleanPackagePrintsASummary() throws {
    try withTemporaryDirectory { root in
      let manifest = try writePackage(to: root, todaySource: "import Waypoint\n")

      let result = run(["--package-path", root.path, "--manifest", manifest.path])

      #expect(result.status == 0)
      #expect(result.output == ["waypoint-lint: 3 targets checked, no violations"])
      #expect(result.errors.isEmpty)
    }
  }

  @Test func violationsArePrintedOnePerLine() throws {
    try withTemporaryDirectory { root in
      let manifest = try writePackage(to: root, todaySource: "import Tool\n")

      let result = run(["--package-path=\(root.path)", "--manifest", manifest.path])

      #expect(result.status == 1)
      #expect(
        result.output == [
          "Features/Today: TodayFeature imports Tool (Features/Today/Today.swift:1) — features "
            + "may use only the shared modules, the modules .waypoint-lint.json allows and "
            + "standard modules",
          "waypoint-lint: 3 targets checked, 1 violation(s)",
        ])
    }
  }

  @Test func aConfigurationThatCannotBeReadExitsWithTwoAndSaysWhere() throws {
    try withTemporaryDirectory { root in
      let manifest = try writePackage(to: root, todaySource: "import Waypoint\n")
      let configuration = root.appendingPathComponent(".waypoint-lint.json")
      for (text, expected) in [
        (#"{ "feature": { "suffix": "Feature" } }"#, "unknown key 'feature'"),
        (#"{ "features": { "suffix": "F", "names": [] } }"#, "exactly one of suffix"),
        (#"{ "modules": "Modules/" }"#, "at modules: expected"),
        ("[", "unreadable configuration"),
      ] {
        try writeFile(text, to: configuration)
        let result = run(["--package-path", root.path, "--manifest", manifest.path])
        #expect(result.status == 2, "\(text)")
        #expect(result.output.isEmpty)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.contains(expected) == true, "\(result.errors)")
      }
      let missing = run([
        "--package-path", root.path, "--manifest", manifest.path, "--configuration",
        root.appendingPathComponent("none.json").path,
      ])
      #expect(missing.status == 2)
      #expect(missing.errors.first?.contains("none.json: no such file") == true)
    }
  }

  @Test func parsesOptions() throws {
    #expect(try Options.parse([]) == Options())
    #expect(
      try Options.parse(["--package-path=/p", "--manifest", "m.json", "--configuration=c.json"])
        == Options(packagePath: "/p", manifestPath: "m.json", configurationPath: "c.json"))
    #expect(try Options.parse(["-h"]).help)
  }
}
