/// Encodes a ``TypedRoute`` into a ``Route``: the enum case becomes the name, its associated
/// values the arguments (see ``TypedRoute`` for the supported shapes).
enum RouteEncoder {
  static func encode(_ value: some Encodable) throws(RouteError) -> Route {
    let encoder = CaseEncoder()
    do {
      try value.encode(to: encoder)
    } catch let error as RouteError {
      throw error
    } catch {
      throw .unsupported("\(type(of: value)): \(error)")
    }
    guard let name = encoder.name else {
      throw .unsupported("\(type(of: value)) encoded no case; a route type must be an enum")
    }
    return Route(name, encoder.arguments)
  }

  /// `myPage` → `MyPage`.
  static func routeName(ofCase key: String) -> String {
    key.prefix(1).uppercased() + key.dropFirst()
  }
}

/// The top level: one keyed entry (the case) or a single string (a raw-value enum).
private final class CaseEncoder: Encoder {
  var name: String?
  var arguments: [String: String] = [:]
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CaseContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    RefusingContainer<AnyRouteKey>(why: "a route type must be an enum, not a list")
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    RawCaseContainer(encoder: self)
  }
}

/// Takes the one case of an enum: `nestedContainer(forKey: .article)`.
private struct CaseContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: CaseEncoder
  var codingPath: [any CodingKey] { [] }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.name = RouteEncoder.routeName(ofCase: key.stringValue)
    return KeyedEncodingContainer(ArgumentContainer<NestedKey>(encoder: encoder))
  }

  func encodeNil(forKey key: Key) throws { throw notACase(key) }
  func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw notACase(key) }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    RefusingContainer<AnyRouteKey>(why: "a route type must be an enum")
  }
  func superEncoder() -> any Encoder { encoder }
  func superEncoder(forKey key: Key) -> any Encoder { encoder }

  private func notACase(_ key: Key) -> RouteError {
    .unsupported("'\(key.stringValue)' is a property; a route type must be an enum")
  }
}

/// A raw-value enum encodes its case as a single string.
private struct RawCaseContainer: SingleValueEncodingContainer {
  let encoder: CaseEncoder
  var codingPath: [any CodingKey] { [] }

  func encode(_ value: String) throws { encoder.name = value }
  func encodeNil() throws { throw RouteError.unsupported("a route cannot be nil") }
  func encode<T: Encodable>(_ value: T) throws {
    throw RouteError.unsupported("a raw-value route type must have String raw values")
  }
}

/// The associated values of a case, one argument each.
private struct ArgumentContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: CaseEncoder
  var codingPath: [any CodingKey] { [] }

  func encodeNil(forKey key: Key) throws {}

  func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let text = TextEncoder()
    try value.encode(to: text)
    if let result = text.text { encoder.arguments[key.stringValue] = result }
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      RefusingContainer<NestedKey>(why: "argument '\(key.stringValue)' is nested"))
  }
  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    RefusingContainer<AnyRouteKey>(why: "argument '\(key.stringValue)' is a list")
  }
  func superEncoder() -> any Encoder { encoder }
  func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

/// One argument's value as text; `nil` for an absent optional.
private final class TextEncoder: Encoder, SingleValueEncodingContainer {
  var text: String?
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(RefusingContainer<Key>(why: "an argument must encode as a single value"))
  }
  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    RefusingContainer<AnyRouteKey>(why: "an argument must encode as a single value, not a list")
  }
  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  func encodeNil() throws { text = nil }
  func encode(_ value: Bool) throws { text = "\(value)" }
  func encode(_ value: String) throws { text = value }
  func encode(_ value: Double) throws { text = "\(value)" }
  func encode(_ value: Float) throws { text = "\(value)" }
  func encode(_ value: Int) throws { text = "\(value)" }
  func encode(_ value: Int8) throws { text = "\(value)" }
  func encode(_ value: Int16) throws { text = "\(value)" }
  func encode(_ value: Int32) throws { text = "\(value)" }
  func encode(_ value: Int64) throws { text = "\(value)" }
  func encode(_ value: UInt) throws { text = "\(value)" }
  func encode(_ value: UInt8) throws { text = "\(value)" }
  func encode(_ value: UInt16) throws { text = "\(value)" }
  func encode(_ value: UInt32) throws { text = "\(value)" }
  func encode(_ value: UInt64) throws { text = "\(value)" }
  func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }
}

/// Refuses every value with the reason: a shape routes do not support.
private struct RefusingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol,
  UnkeyedEncodingContainer
{
  let why: String
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }

  init(why: String) { self.why = why }

  func encodeNil(forKey key: Key) throws { throw RouteError.unsupported(why) }
  func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    throw RouteError.unsupported(why)
  }
  func encodeNil() throws { throw RouteError.unsupported(why) }
  func encode<T: Encodable>(_ value: T) throws { throw RouteError.unsupported(why) }
  func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(RefusingContainer<NestedKey>(why: why))
  }
  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  { KeyedEncodingContainer(RefusingContainer<NestedKey>(why: why)) }
  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
  func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  func superEncoder() -> any Encoder { RefusingEncoder(why: why) }
  func superEncoder(forKey key: Key) -> any Encoder { RefusingEncoder(why: why) }
}

/// A key for containers whose keys do not matter.
struct AnyRouteKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

private struct RefusingEncoder: Encoder {
  let why: String
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(RefusingContainer<Key>(why: why))
  }
  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    RefusingContainer<AnyRouteKey>(why: why)
  }
  func singleValueContainer() -> any SingleValueEncodingContainer {
    RefusingContainer<AnyRouteKey>(why: why)
  }
}

extension RefusingContainer: SingleValueEncodingContainer {}
