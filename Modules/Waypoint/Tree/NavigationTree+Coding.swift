extension NavigationTree: Codable {
  private enum CodingKeys: String, CodingKey { case root, modals, lastID, widthClass }

  /// Decodes a tree and validates it like an operation (see ``validate()``).
  ///
  /// - Throws: `DecodingError` for JSON that is not a tree, or ``NavigationError`` naming the
  ///   broken rule: an empty container, an index out of range, a node where its kind may not
  ///   stand, a duplicate tab name or node ID, an ID counter behind the nodes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    root = try container.decode(Node.self, forKey: .root)
    modals = try container.decode([Modal].self, forKey: .modals)
    lastID = try container.decode(UInt64.self, forKey: .lastID)
    // Trees saved before splits existed have no width: they had no split that could show one.
    widthClass = try container.decodeIfPresent(WidthClass.self, forKey: .widthClass) ?? .compact
    try validate()
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    try container.encode(modals, forKey: .modals)
    try container.encode(lastID, forKey: .lastID)
    try container.encode(widthClass, forKey: .widthClass)
  }
}
