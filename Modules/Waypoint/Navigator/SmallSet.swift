/// A set for one transaction's bookkeeping (the nodes that leave, the coordinators that
/// finish). Most transactions touch a node or two, so it is an array searched in order until
/// it holds more than ``limit`` elements, and a hashed set from then on: small transactions
/// pay neither a hash table nor hashing, large ones stay linear.
struct SmallSet<Element: Hashable>: ExpressibleByArrayLiteral {
  private var few: [Element] = []
  private var many: Set<Element>?

  /// How many elements it searches in order before it hashes them.
  static var limit: Int { 16 }

  init() {}

  init(arrayLiteral elements: Element...) {
    for element in elements { insert(element) }
  }

  var isEmpty: Bool { many?.isEmpty ?? few.isEmpty }

  func contains(_ element: Element) -> Bool {
    if let many { return many.contains(element) }
    return few.contains(element)
  }

  /// Adds `element`; `false` when it was there already.
  @discardableResult
  mutating func insert(_ element: Element) -> Bool {
    if many != nil { return many!.insert(element).inserted }
    if few.contains(element) { return false }
    if few.count < Self.limit {
      few.append(element)
    } else {
      var hashed = Set(few)
      hashed.insert(element)
      many = hashed
      few = []
    }
    return true
  }

  /// Adds every element of `other`.
  mutating func formUnion(_ other: SmallSet) {
    if let hashed = other.many {
      for element in hashed { insert(element) }
    } else {
      for element in other.few { insert(element) }
    }
  }
}
