/// An array that `JSONText` encodes on all cores, one element per task, keeping the order. Any
/// other encoder (Foundation's, in the tests) sees a plain array, so the output is the same.
struct ConcurrentlyEncodedArray<Element: Encodable & Sendable>: Encodable, Sendable {
  var elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }

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
