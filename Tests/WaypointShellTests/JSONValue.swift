import Foundation

/// Any JSON value, read by a small parser of its own and written by `JSONEncoder`: every
/// scalar of a string is kept (Foundation's `JSONSerialization` drops a leading U+FEFF on
/// Linux).
enum JSONValue: Encodable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// `text` read as JSON; `nil` when it is not JSON.
  static func read(_ text: Data) -> JSONValue? {
    var parser = JSONParser(bytes: [UInt8](text))
    guard let value = parser.value() else { return nil }
    parser.skipSpace()
    return parser.index == parser.bytes.count ? value : nil
  }

  /// The value with `transform` applied to every string in it, keys included.
  func mapped(_ transform: (String) -> String) -> JSONValue {
    switch self {
    case .string(let value): .string(transform(value))
    case .array(let values): .array(values.map { $0.mapped(transform) })
    case .object(let fields):
      .object(
        Dictionary(
          fields.map { (transform($0.key), $0.value.mapped(transform)) },
          uniquingKeysWith: { first, _ in first }))
    default: self
    }
  }

  /// The member `key` of an object.
  subscript(key: String) -> JSONValue? {
    if case .object(let fields) = self { fields[key] } else { nil }
  }

  /// The text of a string.
  var text: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The value written with its object's keys sorted by their UTF-8 and each string prefixed
  /// with its length: two values write the same bytes exactly when they hold the same scalars
  /// (where `==` on strings would compare by canonical equivalence).
  var canonical: [UInt8] {
    var out: [UInt8] = []
    write(into: &out)
    return out
  }

  private func write(into out: inout [UInt8]) {
    func string(_ text: String) {
      out += Array("s\(text.utf8.count):".utf8)
      out += text.utf8
    }
    switch self {
    case .null: out += Array("null".utf8)
    case .bool(let value): out += Array("\(value)".utf8)
    case .integer(let value): out += Array("i\(value)".utf8)
    case .number(let value): out += Array("d\(value)".utf8)
    case .string(let value): string(value)
    case .array(let values):
      out.append(UInt8(ascii: "["))
      for value in values {
        value.write(into: &out)
        out.append(UInt8(ascii: ","))
      }
      out.append(UInt8(ascii: "]"))
    case .object(let fields):
      out.append(UInt8(ascii: "{"))
      for key in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        string(key)
        out.append(UInt8(ascii: ":"))
        fields[key]?.write(into: &out)
        out.append(UInt8(ascii: ","))
      }
      out.append(UInt8(ascii: "}"))
    }
  }
}

/// A JSON parser over UTF-8, strict enough for the JSON the tests read.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func value() -> JSONValue? {
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
    let text = Array(word.utf8)
    guard index + text.count <= bytes.count, Array(bytes[index..<(index + text.count)]) == text
    else { return nil }
    index += text.count
    return value
  }

  mutating func number() -> JSONValue? {
    let start = index
    scan: while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        index += 1
      default: break scan
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if let value = Int(text) { return .integer(value) }
    return Double(text).map(JSONValue.number)
  }

  mutating func array() -> JSONValue? {
    index += 1
    var values: [JSONValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      guard let value = value() else { return nil }
      values.append(value)
      skipSpace()
      guard index < bytes.count else { return nil }
      index += 1
      if bytes[index - 1] == UInt8(ascii: "]") { return .array(values) }
      guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
    }
  }

  mutating func object() -> JSONValue? {
    index += 1
    var fields: [String: JSONValue] = [:]
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
        return nil
      }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let value = value() else { return nil }
      fields[key] = value
      skipSpace()
      guard index < bytes.count else { return nil }
      index += 1
      if bytes[index - 1] == UInt8(ascii: "}") { return .object(fields) }
      guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
    }
  }

  /// A string at `index` (its opening quote); `nil` for a raw control character, a bad escape
  /// or a lone surrogate.
  mutating func string() -> String? {
    index += 1
    var out: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          guard var code = hex() else { return nil }
          if (0xD800..<0xDC00).contains(code) {
            guard literal("\\u", .null) != nil, let low = hex(), (0xDC00..<0xE000).contains(low)
            else { return nil }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { return nil }
          out += Array(String(Character(scalar)).utf8)
        default: return nil
        }
      default:
        guard byte >= 0x20 else { return nil }
        out.append(byte)
      }
    }
    return nil
  }

  /// Four hexadecimal digits.
  mutating func hex() -> UInt32? {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return value
  }
}
