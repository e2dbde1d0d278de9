extension Journal {
  /// A kept transaction: its cause, result and finishes, and, when it is a checkpoint, the tree
  /// as it was after it; an applied one that is not keeps only its steps.
  struct Kept {
    let id: Int
    let cause: Transaction.Cause
    let finished: [Transaction.Finish]
    let outcome: Outcome
    /// Whether it is a checkpoint: it keeps the tree after it (`nil` before any transaction
    /// applied).
    let isCheckpoint: Bool
    /// The tree after it, at a checkpoint.
    let checkpoint: NavigationTree?

    /// What became of the request, without the tree an applied one left.
    enum Outcome {
      case applied([Step])
      case other(Transaction.Result)
    }

    /// The tree after it, given the tree after the entry before it.
    func tree(after previous: NavigationTree?) -> NavigationTree? {
      if isCheckpoint { return checkpoint }
      guard case .applied(let steps) = outcome, var tree = previous else { return previous }
      // The navigator computed its tree by applying these steps to the one before, so they
      // apply again; the soak compares the trees computed here with those observers were told.
      _ = try? tree.apply(steps: steps)
      return tree
    }

    /// The transaction, with `tree`, the tree after it.
    func transaction(tree: NavigationTree?) -> Transaction {
      switch outcome {
      case .applied(let steps):
        // Never empty: the first applied entry after an unknown tree is a checkpoint.
        Transaction(
          id: id, cause: cause, result: .applied(steps: steps, tree: tree ?? NavigationTree()),
          finished: finished)
      case .other(let result):
        Transaction(id: id, cause: cause, result: result, finished: finished)
      }
    }
  }
}
