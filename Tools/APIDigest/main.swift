// api-digest: the public API of the framework's products as text, one declaration a line, for
// the committed baseline that Tools/check-api.sh compares. A single file, compiled with swiftc
// by that script, so that it needs no package target. It reads the JSON that the toolchain's
// swift-api-digester dumps for a module, and `swift package dump-package` for the products.

import Foundation

let usage = """
  USAGE: api-digest products MANIFEST_JSON
         api-digest render DIGESTER_JSON

  products: the framework's modules, one a line: the targets of the package's library
  products, except a product whose name starts with `_` (not API).

  render: one line per public declaration of the module that `swift-api-digester -dump-sdk`
  dumped, sorted: its kind, its path, its signature, and its USR (the mangled name, which
  tells every part of a signature apart, typed throws included). Implicit declarations,
  imports and `package` declarations (the digester marks them isInternal: they are not API
  for the package's users) are left out.
  """

struct Failure: Error, CustomStringConvertible {
  var description: String
}

func readJSON(_ path: String) throws -> Any {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw Failure(description: "api-digest: cannot read \(path)")
  }
  do {
    return try JSONSerialization.jsonObject(with: data)
  } catch {
    throw Failure(description: "api-digest: \(path) is not JSON: \(error)")
  }
}

/// The framework's modules of a `dump-package` manifest.
func products(_ manifest: Any) throws -> [String] {
  guard let root = manifest as? [String: Any], let products = root["products"] as? [[String: Any]]
  else { throw Failure(description: "api-digest: the manifest has no products") }
  var modules: [String] = []
  for product in products {
    guard let name = product["name"] as? String, !name.hasPrefix("_"),
      let type = product["type"] as? [String: Any], type["library"] != nil,
      let targets = product["targets"] as? [String]
    else { continue }
    modules += targets.filter { !modules.contains($0) }
  }
  return modules
}

/// One line per public declaration below `node`, its path starting with `path`: a `package`
/// one (which the digester dumps, marked `isInternal`) is left out with what it holds.
func render(_ node: [String: Any], path: [String], into lines: inout [String]) {
  for child in node["children"] as? [[String: Any]] ?? [] {
    guard let kind = child["kind"] as? String else { continue }
    let name = child["printedName"] as? String ?? child["name"] as? String ?? "?"
    switch kind {
    case "Import", "TypeNominal", "TypeFunc", "TypeNameAlias":
      continue
    default:
      break
    }
    if child["implicit"] as? Bool == true || child["isInternal"] as? Bool == true { continue }
    let declKind = child["declKind"] as? String ?? kind
    var parts = [declKind, (path + [name]).joined(separator: ".")]
    if let generics = child["genericSig"] as? String { parts.append(generics) }
    parts.append(signature(of: child, kind: kind))
    let attributes = (child["declAttributes"] as? [String] ?? []).filter {
      !["HasStorage", "AccessControl", "SetterAccess", "RawDocComment"].contains($0)
    }
    if child["static"] as? Bool == true { parts.append("static") }
    if child["throwing"] as? Bool == true { parts.append("throws") }
    if child["isOpen"] as? Bool == true { parts.append("open") }
    if child["hasDefaultArg"] as? Bool == true { parts.append("defaulted") }
    if !attributes.isEmpty { parts.append("[\(attributes.sorted().joined(separator: ", "))]") }
    if let conformances = child["conformances"] as? [[String: Any]], !conformances.isEmpty {
      let names = conformances.compactMap { $0["printedName"] as? String }.sorted()
      parts.append(": " + names.joined(separator: ", "))
    }
    if let usr = child["usr"] as? String { parts.append("‹\(usr)›") }
    lines.append(parts.filter { !$0.isEmpty }.joined(separator: " "))
    if kind == "TypeDecl" {
      render(child, path: path + [name], into: &lines)
    }
  }
}

/// A function's `(parameters) -> result`, a variable's type, a type alias's target; empty for
/// a type.
func signature(of node: [String: Any], kind: String) -> String {
  let types = (node["children"] as? [[String: Any]] ?? []).compactMap {
    $0["printedName"] as? String
  }
  switch kind {
  case "Function", "Constructor", "Subscript", "EnumElement":
    guard let result = types.first else { return "" }
    return "(" + types.dropFirst().joined(separator: ", ") + ") -> " + result
  case "Var", "TypeAlias", "AssociatedType":
    if let type = types.first { return ": " + type }
    let accessors = node["accessors"] as? [[String: Any]] ?? []
    let getter = accessors.first { $0["name"] as? String == "Get" }
    let type = (getter?["children"] as? [[String: Any]])?.first?["printedName"] as? String
    let setter = accessors.contains { $0["name"] as? String == "Set" } ? " { get set }" : ""
    return type.map { ": " + $0 + setter } ?? ""
  default:
    return ""
  }
}

func main() -> Int32 {
  let arguments = Array(CommandLine.arguments.dropFirst())
  do {
    switch (arguments.first, arguments.count) {
    case ("products", 2):
      for module in try products(readJSON(arguments[1])) { print(module) }
    case ("render", 2):
      guard let dump = try readJSON(arguments[1]) as? [String: Any],
        let root = dump["ABIRoot"] as? [String: Any]
      else { throw Failure(description: "api-digest: \(arguments[1]) has no ABIRoot") }
      var lines: [String] = []
      render(root, path: [], into: &lines)
      print(lines.sorted().joined(separator: "\n"))
    case ("-h", _), ("--help", _):
      print(usage)
    default:
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 2
    }
    return 0
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return 2
  }
}

exit(main())
