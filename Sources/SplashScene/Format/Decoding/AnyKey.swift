/// A coding key for any string or index, used to list and check the keys an object really has.
package struct AnyKey: CodingKey, Hashable {
  package let stringValue: String
  package let intValue: Int?

  package init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  package init?(stringValue: String) { self.init(stringValue) }

  package init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}
