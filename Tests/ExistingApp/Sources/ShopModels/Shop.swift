/// A product the shop sells.
public struct Product: Hashable, Sendable {
  public let id: Int
  public let name: String
  /// The price, in cents.
  public let price: Int

  public init(id: Int, name: String, price: Int) {
    self.id = id
    self.name = name
    self.price = price
  }
}

/// An order the user placed: a product and where it goes.
public struct Order: Hashable, Sendable {
  public let product: Product
  public let address: String

  public init(product: Product, address: String) {
    self.product = product
    self.address = address
  }
}

/// The app's state: what it sells, what was ordered, who is signed in.
@MainActor
public final class ShopStore {
  public let products: [Product]
  public private(set) var orders: [Order] = []
  /// The signed-in user's name, as the Account tab shows it.
  public var profileName: String

  public init(products: [Product] = ShopStore.catalogue, profileName: String = "Ada") {
    self.products = products
    self.profileName = profileName
  }

  public func place(_ order: Order) { orders.append(order) }

  public static let catalogue = [
    Product(id: 1, name: "Watering can", price: 1_800),
    Product(id: 2, name: "Trowel", price: 900),
  ]
}
