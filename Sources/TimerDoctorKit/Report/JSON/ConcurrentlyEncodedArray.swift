/// An array that `JSONText` encodes on all cores (`concurrentMap`), keeping the order. Any other
/// encoder (Foundation's, in the tests) sees a plain array, so the output is the same.
struct ConcurrentlyEncodedArray<Element: Encodable & Sendable>: Encodable, Sendable {
  /// The elements, in order.
  var elements: [Element]

  /// Wraps `elements`.
  init(_ elements: [Element]) {
    self.elements = elements
  }

  /// Encodes the elements concurrently into a `JSONTreeEncoder`, one by one into any other.
  func encode(to encoder: any Encoder) throws {
    guard let tree = encoder as? JSONTreeEncoder, elements.count >= JSONWriter.concurrentElements else {
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
      return
    }
    let nodes = elements.concurrentMap { element in Result { try JSONTreeEncoder.node(for: element) } }
    let array = JSONArray()
    array.elements = try nodes.map { try $0.get() }
    tree.setRoot(.array(array))
  }
}
