#if canImport(UIKit)
  import ShopModels
  import UIKit

  /// The product list: a view controller of the old school, which pushes the product it shows
  /// on its own.
  final class ProductListViewController: UIViewController {
    weak var coordinator: ShopCoordinator?
    let store: ShopStore

    init(store: ShopStore) {
      self.store = store
      super.init(nibName: nil, bundle: nil)
      title = "Shop"
    }

    required init?(coder: NSCoder) { nil }

    /// The user picked the product at `index` in the list.
    func didSelectProduct(at index: Int) {
      guard store.products.indices.contains(index) else { return }
      let product = ProductViewController(product: store.products[index], store: store)
      product.coordinator = coordinator
      navigationController?.pushViewController(product, animated: true)
    }
  }

  /// A product: Buy starts the checkout, Help is pushed by the screen itself.
  final class ProductViewController: UIViewController {
    weak var coordinator: ShopCoordinator?
    let product: Product
    let store: ShopStore

    init(product: Product, store: ShopStore) {
      self.product = product
      self.store = store
      super.init(nibName: nil, bundle: nil)
      title = product.name
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the user ordered this product: the screen shows "Ordered" under the name.
    var isOrdered: Bool { store.orders.contains { $0.product == product } }

    func buyTapped() { coordinator?.buy(product) }

    func helpTapped() {
      navigationController?.pushViewController(
        HelpViewController(topic: product.name), animated: true)
    }
  }

  /// Help on a topic, pushed by whichever screen wants it, the way the app always did.
  final class HelpViewController: UIViewController {
    init(topic: String) {
      super.init(nibName: nil, bundle: nil)
      title = "Help: \(topic)"
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
