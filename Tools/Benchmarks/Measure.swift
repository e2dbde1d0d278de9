import Foundation

/// Timing helpers: medians over repeated trials, on the continuous clock.
enum Measure {
  /// The median, in nanoseconds per operation, of `trials` trials of `operations` operations.
  static func perOperation(trials: Int, operations: Int, _ body: (Int) -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(trials)
    let clock = ContinuousClock()
    for _ in 0..<trials {
      let elapsed = clock.measure {
        for index in 0..<operations { body(index) }
      }
      samples.append(nanoseconds(elapsed) / Double(operations))
    }
    return median(samples)
  }

  /// The median of individually timed operations: `prepare` runs untimed before each one.
  static func individually(
    samples count: Int, prepare: () -> Void = {}, _ body: () -> Void
  ) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(count)
    let clock = ContinuousClock()
    for _ in 0..<count {
      prepare()
      samples.append(nanoseconds(clock.measure(body)))
    }
    return median(samples)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// Prints figures as `name value unit` lines.
struct Report {
  private(set) var figures: [(name: String, value: Double, unit: String)] = []

  mutating func add(_ name: String, _ value: Double, _ unit: String) {
    figures.append((name, value, unit))
    let formatted = value >= 100 ? String(Int(value.rounded())) : String(format2(value))
    print("\(name) \(formatted) \(unit)")
  }

  /// Adds one figure per size, named by `pattern` with `{n}` replaced by the size, then how
  /// the last grew over the first: per operation, or per item when `perItem` (the figure
  /// divided by its size).
  mutating func addSeries(
    _ pattern: String, sizes: [Int], growth: String, perItem: Bool = false,
    unit: String = "ns", measure: (Int) -> Double
  ) {
    let name = { (size: Int) in pattern.replacingOccurrences(of: "{n}", with: "\(size)") }
    for size in sizes { add(name(size), measure(size), unit) }
    guard let first = sizes.first, let last = sizes.last else { return }
    let scale = { (size: Int) in perItem ? Double(size) : 1 }
    add(
      growth,
      (value(name(last)) / scale(last)) / (value(name(first)) / scale(first)), "x")
  }

  /// Whether a figure named `name` was measured.
  func has(_ name: String) -> Bool {
    figures.contains { $0.name == name }
  }

  func value(_ name: String) -> Double {
    figures.first { $0.name == name }!.value
  }

  private func format2(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
  }
}
