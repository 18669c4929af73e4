/// What one method (or initialiser, `deinit`) does to the type's own timer properties.
struct MethodFact: Sendable {
  /// The method's base name (`start`, `init`, `deinit`, `viewDidLoad`).
  var name: String
  /// Where it is declared.
  var location: FactLocation
  /// Properties it invalidates or cancels (`timer?.invalidate()`, `self.source.cancel()`, an alias).
  var stops: Set<String> = []
  /// Whether it invalidates or cancels something that is not a property (a parameter: the
  /// `@objc func tick(_ timer: Timer) { timer.invalidate() }` of a timer that stops itself).
  var stopsOther = false
  /// Properties it suspends.
  var suspends: Set<String> = []
  /// Properties it resumes or activates.
  var starts: Set<String> = []
  /// Properties it sets to `nil`.
  var clears: Set<String> = []
  /// Collection properties it empties (`cancellables.removeAll()`, `cancellables = []`): for a
  /// set of subscriptions, that cancels them.
  var empties: Set<String> = []
  /// Properties it stops and then, in the same block, sets to a new timer
  /// (`timer?.invalidate(); timer = Timer.scheduledTimer(...)`): a restart, which leaves a timer
  /// running, not a stop.
  var restarts: Set<String> = []
  /// Properties whose value it compares with `nil` or binds in a condition (`guard timer == nil`).
  var checks: Set<String> = []
  /// The type's own methods it calls (`stop()`, `self.stop()`).
  var calls: Set<String> = []

  /// Whether it stops `property` itself (invalidate, cancel, or a `DispatchSourceTimer` set to nil).
  func stopsDirectly(_ property: String, dispatch: Bool) -> Bool {
    stops.contains(property) || (dispatch && clears.contains(property))
  }

  /// Methods UIKit, AppKit and SwiftUI call many times per object: appearing, moving to a window,
  /// becoming active, text changes.
  static let repeatingNames: Set<String> = [
    "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews",
    "didMoveToWindow", "didMoveToSuperview", "willMove", "applicationDidBecomeActive",
    "applicationWillEnterForeground", "sceneDidBecomeActive", "sceneWillEnterForeground", "textDidChange",
    "textFieldDidChange", "textViewDidChange", "controlTextDidChange", "searchBar", "prepareForReuse",
    "updateUIView", "updateNSView", "viewWillAppearAnimated", "windowDidBecomeKey", "touchesBegan",
    "touchesMoved", "scrollViewDidScroll",
  ]

  /// The methods that end what a repeating method starts: a timer stopped there is gone before
  /// the method runs again.
  static let counterparts: [String: Set<String>] = [
    "viewWillAppear": ["viewWillDisappear", "viewDidDisappear"],
    "viewDidAppear": ["viewWillDisappear", "viewDidDisappear"],
    "didMoveToWindow": ["didMoveToWindow", "willMove", "removeFromSuperview"],
    "didMoveToSuperview": ["didMoveToSuperview", "willMove", "removeFromSuperview"],
    "applicationDidBecomeActive": ["applicationWillResignActive", "applicationDidEnterBackground"],
    "applicationWillEnterForeground": ["applicationDidEnterBackground", "applicationWillResignActive"],
    "sceneDidBecomeActive": ["sceneWillResignActive", "sceneDidEnterBackground"],
    "sceneWillEnterForeground": ["sceneDidEnterBackground", "sceneWillResignActive"],
    "windowDidBecomeKey": ["windowDidResignKey"],
    "prepareForReuse": ["prepareForReuse"],
  ]

  /// Accessors and observers: how often they run depends on how often the property is set or
  /// read, which the code of the type does not say.
  static let accessorNames: Set<String> = ["get", "set", "willSet", "didSet"]

  /// Methods that run once per object: set-up code, where a first assignment replaces nothing.
  static let setUpNames: Set<String> = [
    "init", "viewDidLoad", "awakeFromNib", "loadView", "setUp", "setUpWithError",
    "applicationDidFinishLaunching",
    "commonInit", "windowDidLoad",
  ]
}
