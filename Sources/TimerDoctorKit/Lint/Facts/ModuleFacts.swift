/// Facts about every type of the run, merged over all files: the first lint pass builds it, the
/// rules query it. A type unknown here is unknown to every rule (silent, never guessed).
struct ModuleFacts: Sendable {
  private var types: [String: TypeFacts] = [:]
  /// Property names stopped through another object somewhere in the run (`player.timer?.invalidate()`).
  private var stoppedFromOutside: Set<String> = []
  /// Property names some code of the run fills through another object (`store.timer = ...`).
  private var filledFromOutside: Set<String> = []
  /// Types held in a property of an app delegate, an `App` or a singleton, or of a type so held:
  /// made once for the app's life (`let updater = Updater()` in the app delegate).
  private var ownedByTheApp: [String: String] = [:]
  /// Members some file hands to other code, fires or adds to a run loop, and names handed on
  /// through another object.
  private var handedOn: Set<UInt64> = []
  private var handedOnFromOutside: Set<UInt64> = []

  /// No facts: a run over no files.
  init() {}

  /// Merges each file's facts, type by type, then adds the classes of `outlines` (headers of files
  /// the structure pass skipped) that the run's types inherit from, directly or through each other.
  init(files: [[TypeFacts]], uses: [FileUses] = [], outlines: [[ClassHeader]] = []) {
    // The uses are merged and the outlined headers gathered on other threads while the types
    // are merged (this runs between the passes, where nothing else keeps the cores busy).
    let merging = BackgroundValue { FileUses(merging: uses) }
    let headers = outlines.isEmpty ? nil : BackgroundValue { Self.headers(in: outlines) }
    for facts in files {
      for type in facts {
        if types[type.name] == nil {
          types[type.name] = type
        } else {
          types[type.name]?.merge(type)
        }
      }
    }
    if let headers { addInherited(from: headers.value) }
    // Two levels: the app delegate holds a controller, which holds the service.
    var owners = Set(types.keys.filter { isAppRoot($0) })
    for _ in 0..<2 {
      var new: Set<String> = []
      for owner in owners.sorted() {
        for held in (types[owner]?.properties.values.compactMap(\.holds) ?? []).sorted()
        where !owners.contains(held) && ownedByTheApp[held] == nil {
          ownedByTheApp[held] = owner
          new.insert(held)
        }
      }
      owners = new
    }
    let merged = merging.value
    stoppedFromOutside = merged.outsideStops
    filledFromOutside = merged.outsideFills
    handedOn = merged.handedOn
    handedOnFromOutside = merged.handedOnFromOutside
  }

  /// What each outlined class inherits from, by name. A name two headers disagree on (two nested
  /// `Row` classes, a header quoted in a string) is not known: `.some(nil)`.
  private static func headers(in outlines: [[ClassHeader]]) -> [String: [String]?] {
    var headers: [String: [String]?] = [:]
    for file in outlines {
      for header in file {
        if let known = headers[header.name] {
          if known != header.inherits { headers[header.name] = .some(nil) }
        } else {
          headers[header.name] = header.inherits
        }
      }
    }
    return headers
  }

  /// Adds the outlined headers of the run's types, and the outlined classes they inherit from,
  /// directly or through each other.
  private mutating func addInherited(from headers: [String: [String]?]) {
    // A type extended in a scanned file may be declared in a skipped one (`extension Avatar` with
    // the timer, `class Avatar: UIView` elsewhere); a struct or enum of that name is another type.
    for (name, bases) in headers {
      guard let bases, let facts = types[name], !facts.isValue else { continue }
      types[name]?.inherits.formUnion(bases)
      types[name]?.isReference = true
    }
    var wanted = types.values.flatMap(\.inherits)
    while let name = wanted.popLast() {
      guard types[name] == nil, let bases = headers[name] ?? nil else { continue }
      var facts = TypeFacts(name: name)
      facts.isReference = true
      facts.inherits = Set(bases)
      types[name] = facts
      wanted += bases
    }
  }

  /// Whether `name` is a stored timer property of `facts` that no code of the run ever fills
  /// (its own, a subclass's or another object's): only `nil` or a placeholder `Timer()`. A `let`
  /// placeholder stays empty whatever other code does.
  func isEmptyTimerProperty(_ name: String, of facts: TypeFacts) -> Bool {
    guard let property = facts.properties[name], !property.isComputed, case .timer = property.kind else {
      return false
    }
    if property.isConstant { return property.holdsPlaceholder }
    guard !facts.filledProperties.contains(name), !filledFromOutside.contains(name) else { return false }
    return !types.values.contains { other in
      other.name != facts.name && other.filledProperties.contains(name)
        && inherits(other.name) { $0 == facts.name }
    }
  }

  /// What the run knows about the type named `name`.
  func type(_ name: String) -> TypeFacts? { types[name] }

  /// Whether a method of `type` sets `property` to `nil`: the code means to end the timer.
  func clears(_ property: String, in type: String) -> Bool {
    types[type]?.methods.contains { $0.clears.contains(property) } ?? false
  }

  /// The timer kind of `property` in `type`, or `nil` when it is not known to hold a timer.
  func timerKind(of property: String, in type: String) -> TimerKind? {
    types[type]?.timerKind(of: property)
  }

  /// The methods of `type` that stop `property`, directly or through the type's own methods they
  /// call (`start() { stop(); ... }`), up to four calls deep.
  func stoppers(of property: String, in type: String) -> [MethodFact] {
    guard let facts = types[type] else { return [] }
    let dispatch = facts.timerKind(of: property) == .dispatch
    let reaching = namesReachingAStop(of: property, in: facts, dispatch: dispatch)
    return facts.methods.filter { stops($0, property, dispatch: dispatch, reaching: reaching) }
  }

  /// Whether calling the method named `name` of `type` stops `property`.
  func callStops(_ name: String, property: String, in type: String) -> Bool {
    guard let facts = types[type] else { return false }
    let dispatch = facts.timerKind(of: property) == .dispatch
    let reaching = namesReachingAStop(of: property, in: facts, dispatch: dispatch)
    return facts.methods.contains {
      $0.name == name && stops($0, property, dispatch: dispatch, reaching: reaching)
    }
  }

  /// Whether `method` stops `property` itself or calls a method that does within three more calls.
  private func stops(_ method: MethodFact, _ property: String, dispatch: Bool, reaching: Set<String>) -> Bool
  {
    method.stopsDirectly(property, dispatch: dispatch) || method.calls.contains { reaching.contains($0) }
  }

  /// The names of the type's methods that stop `property` within four calls of their own (calls
  /// go by name): found level by level over the names, once per question, so a type with many
  /// methods of one name (or the same type merged from copies of a file) costs no more than
  /// its calls.
  private func namesReachingAStop(of property: String, in facts: TypeFacts, dispatch: Bool) -> Set<String> {
    var reaching = Set(facts.methods.filter { $0.stopsDirectly(property, dispatch: dispatch) }.map(\.name))
    for _ in 0..<3 {
      let next = facts.methods.filter { method in method.calls.contains { reaching.contains($0) } }.map(
        \.name)
      let grown = reaching.union(next)
      if grown.count == reaching.count { break }
      reaching = grown
    }
    return reaching
  }

  /// Whether code of another object stops a property named `property` (`owner.timer?.invalidate()`):
  /// the linter cannot tell whose it is, so it counts as stopped.
  func isStoppedFromOutside(_ property: String) -> Bool { stoppedFromOutside.contains(property) }

  /// Whether some file gives `property` of `type` to other code, fires it or adds it to a run loop:
  /// code of the type itself, or any code through another object
  /// (`RunLoop.main.add(player.timer!, forMode: .common)`), which the linter cannot tell whose it is.
  func isHandedOn(_ property: String, in type: String) -> Bool {
    handedOn.contains(NameHash.member(property, of: type))
      || handedOnFromOutside.contains(NameHash.of(property))
  }

  /// Where `property` of `type` is stopped outside `deinit` and inside it, for evidence.
  func stopSites(of property: String, in type: String) -> (
    outsideDeinit: [MethodFact], inDeinit: [MethodFact]
  ) {
    let all = stoppers(of: property, in: type)
    return (all.filter { $0.name != "deinit" }, all.filter { $0.name == "deinit" })
  }

  /// The methods that leave `property` stopped: its stop sites without those that only restart it
  /// (stop the old timer and set a new one in the same block). A lifetime question: "can this
  /// timer ever end?", where a restart does not end it.
  func endSites(of property: String, in type: String) -> (
    outsideDeinit: [MethodFact], inDeinit: [MethodFact]
  ) {
    let sites = stopSites(of: property, in: type)
    return (sites.outsideDeinit.filter { !$0.restarts.contains(property) }, sites.inDeinit)
  }

  /// Whether a `willSet` / `didSet` of `property` stops the old timer, itself or through a method.
  func observerStops(_ property: String, in type: String) -> Bool {
    guard let fact = types[type]?.properties[property] else { return false }
    return fact.observerStops || fact.observerCalls.contains { callStops($0, property: property, in: type) }
  }

  /// The computed properties of `type` whose body reads `property` (`var isRunning: Bool { timer != nil }`).
  func computedReaders(of property: String, in type: String) -> Set<String> {
    guard let facts = types[type] else { return [] }
    let name = NameHash.of(property)
    return Set(facts.properties.filter { $0.value.isComputed && $0.value.reads.contains(name) }.keys)
  }

  /// The methods of `type` that call the method named `name`.
  func callers(of name: String, in type: String) -> [MethodFact] {
    types[type]?.methods.filter { $0.calls.contains(name) && $0.name != name } ?? []
  }

  /// Why the method named `name` of `type` runs again while the timer in `property` it sets may
  /// still be alive, as a fact for a note, or `nil` when the code does not show it: a method the
  /// frameworks call again and again whose counterpart (`viewWillDisappear` for `viewWillAppear`)
  /// does not stop the property, or two methods of the type that call it and stop nothing first
  /// (set-up code and callers that stop the property, directly or through a helper, do not count).
  func runsRepeatedly(_ name: String, in type: String, property: String) -> String? {
    let stoppers = Set(stoppers(of: property, in: type).map(\.name))
    if MethodFact.repeatingNames.contains(name) {
      let counterparts = MethodFact.counterparts[name] ?? []
      return counterparts.isDisjoint(with: stoppers) ? "`\(name)` runs each time the system calls it" : nil
    }
    let callers = Set(
      callers(of: name, in: type).map(\.name).filter {
        !MethodFact.setUpNames.contains($0) && !MethodFact.accessorNames.contains($0)
          && !stoppers.contains($0)
      }
    ).sorted()
    if callers.count >= 2 {
      return "`\(name)` is called from " + callers.map { "`\($0)()`" }.joined(separator: " and ")
    }
    if let repeating = callers.first(where: { MethodFact.repeatingNames.contains($0) }),
      (MethodFact.counterparts[repeating] ?? []).isDisjoint(with: stoppers)
    {
      return "`\(name)` is called from `\(repeating)`, which runs each time the system calls it"
    }
    return nil
  }

  /// Whether code of the method named `name` runs once per object: set-up code, or a method that
  /// only set-up code of the type calls.
  func runsOnce(_ name: String, in type: String) -> Bool {
    if MethodFact.setUpNames.contains(name) { return true }
    // A command-line tool's command (swift-argument-parser) runs once per process.
    if name == "run", inherits(type, where: { $0 == "ParsableCommand" || $0 == "AsyncParsableCommand" }) {
      return true
    }
    let callers = callers(of: name, in: type)
    return !callers.isEmpty && callers.allSatisfy { MethodFact.setUpNames.contains($0.name) }
  }

  /// Whether `type` lives as long as the app: an app or scene delegate or SwiftUI `App`, a
  /// singleton (`static let shared`), or a type one of them holds in a property (two levels deep).
  func livesWithTheApp(_ type: String) -> Bool {
    isAppRoot(type) || ownedByTheApp[type] != nil
  }

  /// Why `type` is taken to live as long as the app, as a fact for a note: "`Clock` is a singleton
  /// (`static let shared`)", "`Updater` is held in a property of `AppDelegate`, an app delegate".
  func appLifetimeReason(_ type: String) -> String? {
    if let facts = types[type], isAppRoot(type) {
      if facts.isSingleton { return "`\(type)` is a singleton (`static let shared`)" }
      return "`\(type)` is an app or scene delegate or a SwiftUI App"
    }
    guard let holder = ownedByTheApp[type] else { return nil }
    let what =
      isAppRoot(holder)
      ? (types[holder]?.isSingleton == true ? "a singleton" : "an app root") : "which one holds"
    return "`\(type)` is held in a property of `\(holder)`, \(what)"
  }

  /// An app delegate, a scene delegate (it lives with its window's scene), a SwiftUI `App`, or a
  /// singleton.
  private func isAppRoot(_ type: String) -> Bool {
    guard let facts = types[type] else { return false }
    if facts.isSingleton { return true }
    return facts.inherits.contains {
      $0.hasSuffix("ApplicationDelegate") || $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate"
        || $0 == "App"
    } || type.hasSuffix("AppDelegate")
  }

  /// Whether `type` is a class or actor (a reference that a timer can keep alive).
  func isReference(_ type: String) -> Bool {
    guard let facts = types[type] else { return false }
    return facts.isReference && !facts.isValue
  }

  /// Whether `type` is user interface that scrolls or tracks: a UIKit or AppKit view or
  /// controller, a SwiftUI view, or a subclass of one, and not a menu-bar, status or touch-bar item.
  func isScrollingUI(_ type: String) -> Bool {
    var queue = [type]
    var seen: Set<String> = []
    while let name = queue.popLast() {
      guard seen.insert(name).inserted, seen.count < 16 else { continue }
      if Self.isTrackingFreeName(name) { return false }
      let inherits = types[name]?.inherits ?? []
      if inherits.contains(where: Self.isTrackingFreeName) { return false }
      if inherits.contains(where: Self.isUIBaseName) { return true }
      queue += inherits
    }
    return false
  }

  /// The one judgement of whether a timer's owner is meant to go away while the app runs, so a
  /// timer that keeps it alive, or runs on after it, is a leak: not when it lives with the app (an
  /// app or scene delegate, a singleton or what one holds, or a static property); yes when it
  /// comes and goes (a view, cell, layer or touch-bar item), when a method sets the timer's
  /// property to `nil` (it means to end the timer), or when `deinit` stops the timer (its author
  /// expects the owner to go). Other controllers and services that never stop their timer are
  /// often made once for the app's life (a tab's root screen, a monitor the app delegate starts).
  func isMeantToGo(_ type: String, clearing property: String?, stoppedInDeinit: Bool, isStatic: Bool = false)
    -> Bool
  {
    guard !isStatic, !livesWithTheApp(type) else { return false }
    return comesAndGoes(type) || property.map { clears($0, in: type) } == true
      || stoppedInDeinit
  }

  /// Whether `type` is a view or cell of any UI framework, or a touch-bar item (a touch bar makes
  /// its items on demand and drops them with the bar): made and dropped while the app runs.
  func comesAndGoes(_ type: String) -> Bool {
    isView(type) || isSwiftUIView(type) || inherits(type) { $0.hasSuffix("TouchBarItem") }
  }

  /// Whether `type` is a UIKit or AppKit view controller (`UIViewController`, `NSViewController`
  /// and their subclasses, `UITableViewController` and the like).
  func isViewController(_ type: String) -> Bool {
    inherits(type) { ($0.hasPrefix("UI") || $0.hasPrefix("NS")) && $0.hasSuffix("ViewController") }
  }

  /// Whether `type` or one of the run's types it inherits from (16 at most) names a superclass
  /// or protocol that passes `test`.
  private func inherits(_ type: String, where test: (String) -> Bool) -> Bool {
    var queue = [type]
    var seen: Set<String> = []
    while let name = queue.popLast() {
      guard seen.insert(name).inserted, seen.count < 16 else { continue }
      let inherits = types[name]?.inherits ?? []
      if inherits.contains(where: test) { return true }
      queue += inherits
    }
    return false
  }

  /// Whether `type` is a SwiftUI view: a value type whose declaration conforms to `View`.
  func isSwiftUIView(_ type: String) -> Bool {
    guard let facts = types[type] else { return false }
    return facts.isValue && facts.inherits.contains("View")
  }

  /// Whether `type` is a UIKit or AppKit view or cell (not a controller or window), or a subclass.
  func isView(_ type: String) -> Bool {
    inherits(type, where: Self.isViewBaseName)
  }

  /// UIKit and AppKit view and cell classes (not SwiftUI's `View` protocol, not controllers), and
  /// Core Animation layers (`CALayer`, `CATextLayer`, ...), made and dropped with their views.
  static func isViewBaseName(_ name: String) -> Bool {
    if name == "View" { return false }
    return name.hasSuffix("View") || name.hasSuffix("Cell") || Self.viewClasses.contains(name)
      || (name.hasPrefix("CA") && name.hasSuffix("Layer"))
  }

  /// UIKit and AppKit views whose names do not end in `View`.
  static let viewClasses: Set<String> = [
    "UILabel", "UIButton", "UIControl", "UITextField", "UISlider", "UISwitch", "UIStepper",
    "UISegmentedControl", "NSControl", "NSButton", "NSTextField", "NSSlider", "SKNode", "SKSpriteNode",
  ]

  /// Names of UIKit/AppKit view, controller, cell and window classes, and SwiftUI's `View`.
  static func isUIBaseName(_ name: String) -> Bool {
    if name == "View" || name == "UIResponder" { return true }
    if name.hasPrefix("UI") || name.hasPrefix("NS") {
      return name.hasSuffix("View") || name.hasSuffix("Controller") || name.hasSuffix("Cell")
        || name.hasSuffix("Window")
    }
    return name.hasSuffix("ViewController") || name.hasSuffix("View") || name.hasSuffix("Cell")
  }

  /// Menu-bar, status-bar and touch-bar items: their timers keep running in default mode in practice.
  static func isTrackingFreeName(_ name: String) -> Bool {
    ["StatusItem", "StatusBar", "MenuBar", "TouchBar", "NSMenu", "XCTestCase"].contains { name.contains($0) }
  }
}
