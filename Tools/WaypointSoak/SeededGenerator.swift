/// A small seeded random generator (SplitMix64): the same seed gives the same sequence on
/// every platform, so a failing soak or fuzz run replays exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator for `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }

  /// A random element; `nil` for an empty collection.
  public mutating func pick<C: Collection>(_ collection: C) -> C.Element? {
    collection.randomElement(using: &self)
  }
}
