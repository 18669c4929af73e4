/// What cancels the task a piece of code runs in, as far as the file shows.
enum TaskCanceller: Sendable, Equatable {
  /// The body of the SwiftUI `.task` modifier at this code index: SwiftUI cancels it when the
  /// view disappears (and `.task(id:)` when the id changes).
  case viewTask(modifier: Int)
  /// An async function `function` that the SwiftUI `.task` modifier at `modifier` calls.
  case calledFromViewTask(modifier: Int, function: String)
  /// A child task added at this code index: cancelled with its task group.
  case taskGroup(addTask: Int)
  /// A `Task` stored in `name` at `stored`, which the code cancels at `cancel`.
  case storedTask(name: String, stored: Int, cancel: Int)
  /// A `Task` at this code index that nothing in the file cancels (its handle is dropped, or
  /// stored and never cancelled).
  case uncancelledTask(task: Int, storedIn: String?)
  /// Code the file does not show running in any task (a function nothing here starts in one).
  case unknown
}
