import Foundation
import Testing

/// Every ```swift block of the documentation is compiled: each one appears verbatim in a Swift
/// file under `Samples/` (this target), which `swift test` builds, so a sample cannot drift
/// from the API without breaking the build, and a sample cannot be edited without its
/// compiled copy without failing this test.
///
/// - A block fenced ```swift must appear in the document's sample file, line for line and in
///   order, ignoring each line's indentation and trailing spaces and blank lines; its `import`
///   lines must be among the sample file's lines (a sample file wraps its blocks in types and
///   functions, and the imports stay at the top of the file).
/// - A block that is not compiled uses another fence: ```text, ```sh or a bare ``` for
///   pseudo-code, a transcript or a shell command, and ```swift not-compiled for Swift that
///   cannot be compiled here (a package manifest); any other word after ```swift is refused.
/// - A document may instead quote its blocks from compiled sources of the repository
///   (``DocSamples/Document/alsoIn``: the adopter package's, which CI builds), with or without
///   a sample file of its own.
/// - Every Markdown file of the repository is listed in ``DocSamples/documents``, with its
///   sample file or none; a listed file that is missing, a document with a sample file or
///   quoted sources but no ```swift block, or a ```swift block in a document with neither
///   fails the test.
@Suite struct DocSamplesTests {
  @Test(arguments: DocSamples.documents)
  func everySwiftBlockIsCompiled(_ document: DocSamples.Document) throws {
    let markdown = try DocSamples.read(document.path)
    let blocks = try DocSamples.swiftBlocks(in: markdown, path: document.path)
    let samplePaths = document.samples.map { ["\(DocSamples.samplesDirectory)/\($0)"] } ?? []
    let paths = samplePaths + document.alsoIn
    guard !paths.isEmpty else {
      for block in blocks {
        Issue.record(
          "\(document.path):\(block.line): a ```swift block, but the document has no sample file (give it one in DocSamples.documents, or fence the block with ```swift not-compiled or ```text)"
        )
      }
      return
    }
    #expect(
      !blocks.isEmpty,
      "\(document.path): no ```swift block found, but \(paths.joined(separator: ", ")) should hold its samples"
    )
    let sources = try paths.map { DocSamples.lines(of: try DocSamples.read($0)) }
    for block in blocks {
      guard let problem = DocSamples.problem(finding: block, in: sources[0]),
        !sources.dropFirst().contains(where: { DocSamples.problem(finding: block, in: $0) == nil })
      else { continue }
      let also = paths.count > 1 ? " (nor in \(paths.dropFirst().joined(separator: ", ")))" : ""
      Issue.record(
        "\(document.path):\(block.line): this ```swift block is not in \(paths[0])\(also): \(problem)"
      )
    }
  }

  @Test func everyMarkdownFileIsListed() throws {
    let listed = Set(DocSamples.documents.map(\.path))
    let found = try DocSamples.markdownFiles()
    for path in found.subtracting(listed).sorted() {
      Issue.record("\(path) is not listed in DocSamples.documents: its samples would go unchecked")
    }
    #expect(found.contains("README.md"), "the repository walk found no README.md")
  }

  @Test func theCheckFindsABlockThatIsMissingOrEdited() throws {
    let markdown = """
      Text.

      ```swift
      let a = 1

        let b = a + 1
      ```

      ```text
      not Swift
      ```
      """
    let blocks = try DocSamples.swiftBlocks(in: markdown, path: "test.md")
    #expect(blocks.map(\.line) == [3])
    let copy = DocSamples.lines(of: "func f() {\n    let a = 1\n    let b = a + 1  \n}\n")
    #expect(DocSamples.problem(finding: blocks[0], in: copy) == nil)
    let edited = DocSamples.lines(of: "func f() {\n  let a = 1\n  let b = a + 2\n}\n")
    #expect(DocSamples.problem(finding: blocks[0], in: edited) != nil)
    #expect(throws: DocSamples.Failure.self) {
      try DocSamples.swiftBlocks(in: "```swift\nlet a = 1\n", path: "open.md")
    }
    let manifest = "```swift not-compiled\nlet package = Package()\n```\n"
    #expect(try DocSamples.swiftBlocks(in: manifest, path: "test.md").isEmpty)
    #expect(throws: DocSamples.Failure.self) {
      try DocSamples.swiftBlocks(in: "```swift skip\nlet a = 1\n```\n", path: "typo.md")
    }
  }

  @Test func importsMustBeInTheSampleFile() throws {
    let blocks = try DocSamples.swiftBlocks(
      in: "```swift\nimport Waypoint\n\nlet a = 1\n```\n", path: "test.md")
    let withImport = DocSamples.lines(of: "import Waypoint\n\nfunc f() {\n  let a = 1\n}\n")
    #expect(DocSamples.problem(finding: blocks[0], in: withImport) == nil)
    let without = DocSamples.lines(of: "func f() {\n  let a = 1\n}\n")
    #expect(DocSamples.problem(finding: blocks[0], in: without) != nil)
  }
}

/// The documents, their sample files, and the block extraction.
enum DocSamples {
  /// A Markdown file of the repository and the file under `Samples/` that compiles its
  /// ```swift blocks (`nil`: it has none, or quotes them all from ``alsoIn``).
  struct Document: Sendable, CustomTestStringConvertible {
    let path: String
    let samples: String?
    /// Other compiled files of the repository a block may be quoted from: the adopter
    /// package's sources, which CI builds on the products alone.
    var alsoIn: [String] = []

    var testDescription: String { path }
  }

  static let documents: [Document] = [
    Document(path: "README.md", samples: "README.swift"),
    Document(path: "CHANGELOG.md", samples: nil),
    Document(path: "Features/README.md", samples: nil),
    Document(path: "Tools/README.md", samples: nil),
    Document(path: "Tests/ExistingApp/README.md", samples: nil),
    Document(path: "Modules/Waypoint/Waypoint.docc/Waypoint.md", samples: nil),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/AccessibleNavigation.md",
      samples: "AccessibleNavigation.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/GettingStarted.md", samples: "GettingStarted.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/CoordinatorLifetime.md",
      samples: "CoordinatorLifetime.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/GesturesDuringAnimations.md",
      samples: "GesturesDuringAnimations.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/ScreenLifecycleStates.md",
      samples: "ScreenLifecycleStates.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/TestingFlowsHeadless.md",
      samples: "TestingFlowsHeadless.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/BuildingAnAppFromFeaturePlugins.md",
      samples: "BuildingAnAppFromFeaturePlugins.swift"),
    Document(path: "Modules/Waypoint/Waypoint.docc/DeepLinks.md", samples: "DeepLinks.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/Restoration.md", samples: "Restoration.swift"),
    Document(path: "Modules/Waypoint/Waypoint.docc/Guards.md", samples: "Guards.swift"),
    Document(path: "Modules/Waypoint/Waypoint.docc/Results.md", samples: "Results.swift"),
    Document(path: "Modules/Waypoint/Waypoint.docc/Dialogs.md", samples: "Dialogs.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/NavigationPrimitives.md",
      samples: "NavigationPrimitives.swift"),
    Document(
      path: "Modules/Waypoint/Waypoint.docc/ScreenViewAnalytics.md",
      samples: "ScreenViewAnalytics.swift"),
    Document(path: "Modules/Waypoint/Waypoint.docc/Splits.md", samples: "Splits.swift"),
    Document(path: "Modules/Waypoint/Waypoint.docc/WhatIsVerifiedWhere.md", samples: nil),
    Document(path: "Modules/Waypoint/Waypoint.docc/ContinuousIntegration.md", samples: nil),
    Document(path: "Modules/WaypointUIKit/WaypointUIKit.docc/WaypointUIKit.md", samples: nil),
    Document(
      path: "Modules/WaypointUIKit/WaypointUIKit.docc/IntegratingWithUIKit.md",
      samples: "IntegratingWithUIKit.swift"),
    Document(
      path: "Modules/WaypointUIKit/WaypointUIKit.docc/AdoptingWaypointInAnExistingApp.md",
      samples: "AdoptingWaypointInAnExistingApp.swift"),
    Document(path: "Modules/WaypointSwiftUI/WaypointSwiftUI.docc/WaypointSwiftUI.md", samples: nil),
    Document(path: "Modules/WaypointPlugins/WaypointPlugins.docc/WaypointPlugins.md", samples: nil),
    Document(
      path: "Modules/WaypointPlugins/WaypointPlugins.docc/AnAppOnTheProducts.md", samples: nil,
      alsoIn: [
        "Tests/Adopter/Package.swift",
        "Tests/Adopter/Sources/RecipesFeature/RecipesFeature.swift",
        "Tests/Adopter/Sources/RecipesApp/RecipesCoordinator.swift",
        "Tests/Adopter/Sources/RecipesApp/RecipesFeatures.swift",
        "Tests/Adopter/Sources/RecipesShell/main.swift",
      ]),
    Document(path: "Modules/WaypointPlugins/WaypointPlugins.docc/TeamScale.md", samples: nil),
    Document(path: "Modules/WaypointShell/WaypointShell.docc/WaypointShell.md", samples: nil),
    Document(path: "Modules/WaypointShell/WaypointShell.docc/RunningTheShell.md", samples: nil),
    Document(path: "Modules/WaypointShell/WaypointShell.docc/TheFlowLanguage.md", samples: nil),
    Document(
      path: "Modules/WaypointShell/WaypointShell.docc/RecordingAndReplaying.md", samples: nil),
    Document(path: "Modules/WaypointShell/WaypointShell.docc/SessionTraces.md", samples: nil),
    Document(
      path: "Modules/WaypointShell/WaypointShell.docc/TheNavigationGraph.md", samples: nil),
    Document(path: "Modules/WaypointShell/WaypointShell.docc/OneFeatureAlone.md", samples: nil),
    Document(
      path: "Modules/WaypointShell/WaypointShell.docc/CheckingEveryState.md",
      samples: "CheckingEveryState.swift"),
    Document(
      path: "Modules/WaypointSwiftUI/WaypointSwiftUI.docc/IntegratingWithSwiftUI.md",
      samples: "IntegratingWithSwiftUI.swift"),
  ]

  /// Where the compiled copies live, relative to the repository.
  static let samplesDirectory = "Tests/DocSamplesTests/Samples"

  /// The repository: two levels above this file's folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// One ```swift block: the line of its opening fence (1-based) and its lines.
  struct Block {
    let line: Int
    let lines: [String]
  }

  static func read(_ path: String) throws -> String {
    let url = root.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw Failure(description: "\(path) does not exist (looked in \(root.path))")
    }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The fence info that marks Swift that is deliberately not compiled: ```swift not-compiled
  /// (renders as Swift; for a package manifest, for example).
  static let notCompiled = "not-compiled"

  /// The fenced code blocks whose info string is `swift`.
  /// - Throws: ``Failure`` for a fence that is never closed, or a `swift` fence with other words
  ///   than ``notCompiled``.
  static func swiftBlocks(in markdown: String, path: String) throws -> [Block] {
    var blocks: [Block] = []
    var open: (fence: String, line: Int, isSwift: Bool)?
    var body: [String] = []
    for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if let current = open {
        if line.hasPrefix(current.fence), line.allSatisfy({ $0 == current.fence.first }) {
          if current.isSwift { blocks.append(Block(line: current.line, lines: body)) }
          open = nil
        } else {
          body.append(String(rawLine))
        }
      } else if let fenceCharacter = line.first, fenceCharacter == "`" || fenceCharacter == "~" {
        let fence = String(line.prefix { $0 == fenceCharacter })
        guard fence.count >= 3 else { continue }
        let info = line.dropFirst(fence.count).split(separator: " ").map(String.init)
        guard info.first?.lowercased() == "swift" else {
          open = (fence, index + 1, false)
          body = []
          continue
        }
        guard info == ["swift"] || info == ["swift", notCompiled] else {
          throw Failure(
            description:
              "\(path):\(index + 1): unknown fence ```\(info.joined(separator: " ")) (write ```swift for a compiled sample, ```swift \(notCompiled) for Swift that is deliberately not compiled)"
          )
        }
        open = (fence, index + 1, info == ["swift"])
        body = []
      }
    }
    if let open {
      throw Failure(description: "\(path):\(open.line): a code block is never closed")
    }
    return blocks
  }

  /// A text's lines without indentation or trailing spaces, blank lines left out.
  static func lines(of text: String) -> [String] {
    lines(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  static func lines(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
  }

  /// Why `block` is not in `source` (normalised lines); `nil` when it is.
  static func problem(finding block: Block, in source: [String]) -> String? {
    let wanted = lines(block.lines)
    let imports = wanted.filter { $0.hasPrefix("import ") }
    let code = wanted.filter { !$0.hasPrefix("import ") }
    if let missing = imports.first(where: { !source.contains($0) }) {
      return "the sample file lacks `\(missing)`"
    }
    guard !code.isEmpty else { return nil }
    var best = (start: 0, matched: -1)
    for start in source.indices {
      var matched = 0
      while matched < code.count, start + matched < source.count,
        source[start + matched] == code[matched]
      {
        matched += 1
      }
      if matched == code.count { return nil }
      if matched > best.matched { best = (start, matched) }
    }
    let differing = code[max(best.matched, 0)]
    return best.matched > 0
      ? "the closest copy differs at the block's line `\(differing)`"
      : "no copy of the block's line `\(code[0])`"
  }

  /// Every Markdown file of the repository, outside hidden and build folders.
  static func markdownFiles() throws -> Set<String> {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { throw Failure(description: "cannot list \(root.path)") }
    var found: Set<String> = []
    let prefix = root.standardizedFileURL.path + "/"
    for case let url as URL in walker where url.pathExtension == "md" {
      let path = url.standardizedFileURL.path
      if path.hasPrefix(prefix) { found.insert(String(path.dropFirst(prefix.count))) }
    }
    return found
  }
}
