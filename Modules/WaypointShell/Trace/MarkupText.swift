/// Text from outside (a file's name, a screen's, a tab's, a transaction's) made safe to put in
/// HTML or SVG, between tags or in a quoted attribute: the one escaper of the trace page and
/// its graph.
enum MarkupText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped as character references.
  ///
  /// It works per Unicode scalar, never per `Character`: a grapheme cluster can hold a markup
  /// character together with other scalars (a prepended concatenation mark such as U+0600
  /// before `<`, a combining mark or a zero-width joiner after it), and such a cluster is not
  /// equal to the markup character, while a browser still reads the `<` on its own.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
