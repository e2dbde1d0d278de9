/// Decodes a ``Route`` into a ``TypedRoute``, strictly: the name must be one of the type's
/// cases and the arguments exactly the case's, each readable as its type and written the way
/// the type writes it back.
enum RouteDecoder {
  /// - Parameter anyCase: Arguments whose values may differ from the way the type writes them
  ///   in letter case only (a link's `weekly` for `Weekly`).
  static func decode<R: TypedRoute>(
    _ type: R.Type, from route: Route, anyCase: Set<String> = []
  ) throws(RouteError) -> R {
    let decoder = CaseDecoder(route: route)
    let value: R
    do {
      value = try R(from: decoder)
    } catch let error as RouteError {
      throw error
    } catch {
      // The enum's own decoding failed without a reason of ours: the name is none of its cases.
      throw decoder.problem ?? .unknownName(route.name)
    }
    if let problem = decoder.problem { throw problem }
    let written = value.route
    // Names are exact: the case is looked up by its name with the first letter lowercased, so
    // `login` finds `.login` too, but only `Login` is its route's name.
    guard written.name == route.name else { throw .unknownName(route.name) }
    let unread = route.arguments.keys.filter { !decoder.read.contains($0) }.sorted()
    guard unread.isEmpty else { throw .unexpectedArguments(unread, route: route.name) }
    if written != route,
      let key = route.arguments.keys.sorted().first(where: {
        written.arguments[$0] != route.arguments[$0]
          && !(anyCase.contains($0)
            && written.arguments[$0]?.lowercased() == route.arguments[$0]?.lowercased())
      })
    {
      throw .malformedArgument(
        key, value: route.arguments[key] ?? "", route: route.name,
        expected: "\(written.arguments[key] ?? "nothing") as written by \(R.self)")
    }
    return value
  }

  /// `MyPage` → `myPage`.
  static func caseName(ofRoute name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }
}

/// The top level: offers the route's name as the enum's one key, or as a raw value.
private final class CaseDecoder: Decoder {
  let route: Route
  var read: Set<String> = []
  var problem: RouteError?
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(route: Route) { self.route = route }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(CaseDecodingContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw RouteError.unsupported("a route type must be an enum, not a list")
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    RawCaseDecodingContainer(decoder: self)
  }
}

private struct CaseDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: CaseDecoder
  var codingPath: [any CodingKey] { [] }

  var allKeys: [Key] {
    guard let key = Key(stringValue: RouteDecoder.caseName(ofRoute: decoder.route.name)) else {
      decoder.problem = .unknownName(decoder.route.name)
      return []
    }
    return [key]
  }

  func contains(_ key: Key) -> Bool {
    !allKeys.isEmpty && allKeys[0].stringValue == key.stringValue
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    guard contains(key) else { throw RouteError.unknownName(decoder.route.name) }
    return KeyedDecodingContainer(ArgumentDecodingContainer<NestedKey>(decoder: decoder))
  }

  func decodeNil(forKey key: Key) throws -> Bool { throw notACase(key) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw notACase(key) }
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw notACase(key)
  }
  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { decoder }

  private func notACase(_ key: Key) -> RouteError {
    .unsupported("'\(key.stringValue)' is a property; a route type must be an enum")
  }
}

/// A raw-value enum reads its case from the route's name.
private struct RawCaseDecodingContainer: SingleValueDecodingContainer {
  let decoder: CaseDecoder
  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool { false }
  func decode(_ type: String.Type) throws -> String { decoder.route.name }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    throw RouteError.unsupported("a raw-value route type must have String raw values")
  }
}

/// A case's associated values, one argument each.
private struct ArgumentDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: CaseDecoder
  var codingPath: [any CodingKey] { [] }
  var route: Route { decoder.route }

  var allKeys: [Key] { route.arguments.keys.compactMap { Key(stringValue: $0) } }
  func contains(_ key: Key) -> Bool { route.arguments[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool {
    decoder.read.insert(key.stringValue)
    return route.arguments[key.stringValue] == nil
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let name = key.stringValue
    decoder.read.insert(name)
    guard let text = route.arguments[name] else {
      throw RouteError.missingArgument(name, route: route.name)
    }
    do {
      return try T(from: TextDecoder(text: text))
    } catch {
      throw RouteError.malformedArgument(
        name, value: text, route: route.name, expected: "\(T.self)")
    }
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    throw RouteError.unsupported("argument '\(key.stringValue)' is nested")
  }
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw RouteError.unsupported("argument '\(key.stringValue)' is a list")
  }
  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// Reads one argument's text as a single value.
private struct TextDecoder: Decoder, SingleValueDecodingContainer {
  let text: String
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw RouteError.unsupported("an argument must decode from a single value")
  }
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw RouteError.unsupported("an argument must decode from a single value, not a list")
  }
  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { false }
  func decode(_ type: String.Type) throws -> String { text }
  func decode(_ type: Bool.Type) throws -> Bool { try parse(Bool(text)) }
  func decode(_ type: Double.Type) throws -> Double { try parse(Double(text)) }
  func decode(_ type: Float.Type) throws -> Float { try parse(Float(text)) }
  func decode(_ type: Int.Type) throws -> Int { try parse(Int(text)) }
  func decode(_ type: Int8.Type) throws -> Int8 { try parse(Int8(text)) }
  func decode(_ type: Int16.Type) throws -> Int16 { try parse(Int16(text)) }
  func decode(_ type: Int32.Type) throws -> Int32 { try parse(Int32(text)) }
  func decode(_ type: Int64.Type) throws -> Int64 { try parse(Int64(text)) }
  func decode(_ type: UInt.Type) throws -> UInt { try parse(UInt(text)) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try parse(UInt8(text)) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try parse(UInt16(text)) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try parse(UInt32(text)) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try parse(UInt64(text)) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

  private func parse<T>(_ value: T?) throws -> T {
    guard let value else { throw RouteError.unsupported("'\(text)' is not a \(T.self)") }
    return value
  }
}
