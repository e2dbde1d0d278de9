import Foundation
import Waypoint

/// Feeds mutated navigation-tree JSON to the decoder: each document must decode to a tree that
/// keeps every rule (and then survives use by a navigator), or fail with a typed error.
///
/// ```swift
/// let report = DecodingFuzz(seed: 7).run(documents: 10_000)
/// report.problems  // [] when every failure was a NavigationError or DecodingError
/// ```
///
/// Its report counts documents as ``FuzzReport/tried``, those that decoded to a tree (and were
/// then used) as ``FuzzReport/taken``, and each refusal by its error (`NavigationError.duplicateID`,
/// `DecodingError.dataCorrupted`); a failure that is not typed, or a decoded tree that breaks a
/// rule, is a problem.
@MainActor
public struct DecodingFuzz {
  private var rng: SeededGenerator
  private var report: FuzzReport

  /// Creates a fuzz run for `seed`.
  public init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
    report = FuzzReport(seed: seed)
  }

  /// Runs `documents` mutated documents.
  public mutating func run(documents: Int) -> FuzzReport {
    for _ in 0..<documents {
      report.tried += 1
      let text = mutate(validDocument())
      decode(Data(text.utf8))
    }
    return report
  }

  private mutating func decode(_ data: Data) {
    let tree: NavigationTree
    do {
      tree = try JSONDecoder().decode(NavigationTree.self, from: data)
    } catch let error as NavigationError {
      report.count(caseOf: error, prefix: "NavigationError.")
      return
    } catch let error as DecodingError {
      report.count(caseOf: error, prefix: "DecodingError.")
      return
    } catch {
      report.untyped(error)
      return
    }
    report.taken += 1
    do throws(NavigationError) {
      try tree.validate()
    } catch {
      report.problems.append("a decoded tree breaks a rule: \(error)")
      return
    }
    use(tree)
  }

  /// Uses a decoded tree the way an app would; a trap here would end the run.
  private mutating func use(_ tree: NavigationTree) {
    _ = tree.visibleScreen
    _ = tree.outline
    _ = tree.visibleStackNames
    if (try? Planner.plan(from: tree, to: tree)) != [] {
      report.problems.append("a tree needs steps to reach itself")
    }
    let host = HeadlessHost()
    guard let navigator = try? Navigator(root: Coordinator(), host: host, tree: tree) else {
      report.problems.append("a valid tree was refused by a navigator")
      return
    }
    navigator.start()
    _ = try? navigator.perform(.push(.screen(Route("Fuzz"))))
    _ = try? navigator.perform(.selectPage(.next))
    _ = try? navigator.perform(.selectTab(.index(1)))
    _ = try? host.tapBack()
    _ = try? host.swipeDown()
    _ = try? navigator.perform(.dismissAll)
    if host.rendered != navigator.tree {
      report.problems.append("the host and a decoded tree drifted")
    }
  }

  /// A valid tree with tabs, stacks, pages and modals, as JSON.
  private mutating func validDocument() -> String {
    var tree = (try? NavigationTree(root: .stack([.screen(Route("Home"))]))) ?? NavigationTree()
    let contents: [Content] = [
      .tabs([
        .init("A", .stack([.pages([Route("P"), Route("Q")], current: 1), .screen(Route("S"))])),
        .init("B", .screen(Route("B", ["id": "1"]))),
      ]),
      .stack([.screen(Route("X")), .screen(Route("Y"))]),
      .pages([Route("P1"), Route("P2"), Route("P3")]),
    ]
    if let root = rng.pick(contents) { _ = try? tree.perform(.replaceRoot(root)) }
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      _ = try? tree.perform(.push(.screen(Route("N"))))
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      _ = try? tree.perform(
        .present(
          rng.chance(50) ? .stack([.screen(Route("M"))]) : .screen(Route("M")), style: .sheet))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(tree)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }

  /// One to three mutations: numbers changed (IDs, indices, the counter), array elements
  /// dropped or duplicated, keys renamed, bytes flipped or cut.
  private mutating func mutate(_ document: String) -> String {
    var text = Array(document.utf8)
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: text = replaceNumber(in: text)
      case 1: text = replaceNumber(in: text)
      case 2:
        // Duplicate an object in an array, giving two nodes one ID.
        if let range = randomObjectRange(in: text) {
          text.insert(contentsOf: text[range] + Array(",".utf8), at: range.lowerBound)
        }
      case 3:
        // Empty an array.
        let opens = text.indices.filter { text[$0] == UInt8(ascii: "[") }
        if let open = rng.pick(opens), let close = matching(text, from: open) {
          text.removeSubrange((open + 1)..<close)
        }
      case 4:
        if !text.isEmpty {
          text[Int.random(in: 0..<text.count, using: &rng)] = UInt8.random(
            in: 32...126, using: &rng)
        }
      default:
        if !text.isEmpty { text.removeLast(Int.random(in: 0...min(8, text.count), using: &rng)) }
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  private mutating func replaceNumber(in text: [UInt8]) -> [UInt8] {
    let digits = text.indices.filter { (48...57).contains(text[$0]) }
    guard let start = rng.pick(digits) else { return text }
    var end = start
    while end < text.count, (48...57).contains(text[end]) { end += 1 }
    let values = ["-1", "0", "1", "2", "5", "99", "18446744073709551615", "99999999999999999999"]
    var copy = text
    copy.replaceSubrange(start..<end, with: Array((rng.pick(values) ?? "0").utf8))
    return copy
  }

  private mutating func randomObjectRange(in text: [UInt8]) -> Range<Int>? {
    let opens = text.indices.filter {
      text[$0] == UInt8(ascii: "{") && $0 > 0
        && (text[$0 - 1] == UInt8(ascii: "[") || text[$0 - 1] == UInt8(ascii: ","))
    }
    guard let open = rng.pick(opens), let close = matching(text, from: open) else { return nil }
    return open..<(close + 1)
  }

  private func matching(_ text: [UInt8], from open: Int) -> Int? {
    let (up, down) = (
      text[open], text[open] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    )
    var depth = 0
    var inString = false
    for index in open..<text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      if inString { continue }
      if byte == up { depth += 1 }
      if byte == down {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
