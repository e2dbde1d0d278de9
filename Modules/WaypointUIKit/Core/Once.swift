/// A callback that runs at most once: a navigator's completion, a guard's resume.
@MainActor
final class Once<Value> {
  private var body: (@MainActor (Value) -> Void)?

  init(_ body: @escaping @MainActor (Value) -> Void) { self.body = body }

  func callAsFunction(_ value: Value) {
    let run = body
    body = nil
    run?(value)
  }
}
