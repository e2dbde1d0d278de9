import Foundation
import Testing

@testable import WaypointShell

/// A seeded fuzz: the shop's flows (``ShopFlows``), mutated (lines dropped, repeated, swapped,
/// commented out; words replaced; bytes inserted; line endings mixed), never pass without
/// running every command they hold, and never print a raw control character.
@MainActor
@Suite struct ScriptFuzzTests {
  /// SplitMix64: a small seeded generator, so a failure can be replayed.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let words: [[UInt8]] =
    [
      "quit", "exit", "help", "tree", "journal", "tap", "back", "expect", "screen", "stack",
      "modal", "none", "Item(3)", "Shelf(New)", "#", "skip", "999", "", "\u{1B}[A", "\t", "é",
    ].map { Array($0.utf8) } + [[0xFF], [0xEF, 0xBB, 0xBF], [0x00], [0xC3], [0x0D]]

  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = [[]]
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == 0x0A, previous == 0x0D {
      } else if byte == 0x0A || byte == 0x0D {
        lines.append([])
      } else {
        lines[lines.count - 1].append(byte)
      }
      previous = byte
    }
    return lines
  }

  static func mutate(_ bytes: [UInt8], _ random: inout Seeded) -> [UInt8] {
    var lines = lines(bytes)
    for _ in 0..<Int.random(in: 1...4, using: &random) where !lines.isEmpty {
      let index = Int.random(in: 0..<lines.count, using: &random)
      switch Int.random(in: 0..<8, using: &random) {
      case 0: lines.remove(at: index)
      case 1: lines.insert(lines.randomElement(using: &random)!, at: index)
      case 2: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
      case 3: lines[index] = Array("#".utf8) + lines[index]
      case 4: lines.insert(words.randomElement(using: &random)!, at: index)
      case 5:
        let at = Int.random(in: 0...lines[index].count, using: &random)
        lines[index].insert(UInt8.random(in: 0...255, using: &random), at: at)
      case 6: lines.removeLast(lines.count - index)
      default:
        lines[index] += Array(" ".utf8) + words.randomElement(using: &random)!
      }
    }
    let endings: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
    return lines.flatMap { $0 + endings.randomElement(using: &random)! }
  }

  /// The lines holding a command, by the flow rules (comments and blanks do not count).
  static func commandLines(_ bytes: [UInt8]) -> Int {
    lines(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes).filter {
      let code = $0.prefix { $0 != UInt8(ascii: "#") }
      return String(decoding: code, as: UTF8.self).contains { !$0.isWhitespace }
    }.count
  }

  @Test func mutatedFlowsNeverPassWithoutRunningEveryCommand() throws {
    let flows = ShopFlows.names.compactMap { ShopFlows.all[$0].map { Array($0.utf8) } }
    var random = Seeded(state: 2026)
    var passed = 0
    for _ in 0..<300 {
      let bytes = Self.mutate(flows.randomElement(using: &random)!, &random)
      var output: [String] = []
      let outcome: ScriptRunner.Outcome
      do {
        let script = try Script(name: "fuzz.flow", bytes: bytes)
        outcome = ScriptRunner { output.append($0) }.run(script)
      } catch {
        output.append("\(error)")
        outcome = .malformed
      }
      let echoed = output.filter { $0.hasPrefix("> ") }.count
      if outcome == .passed {
        passed += 1
        #expect(echoed >= 1)
        #expect(echoed == Self.commandLines(bytes), "\(String(decoding: bytes, as: UTF8.self))")
      }
      let raw = output.joined().unicodeScalars.contains { $0 != "\n" && ScriptText.isControl($0) }
      #expect(!raw, "\(output)")
    }
    #expect(passed > 10, "the fuzz reaches passing scripts")
  }
}
