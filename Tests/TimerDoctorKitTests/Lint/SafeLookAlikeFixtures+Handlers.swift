@testable import TimerDoctorKit

extension SafeLookAlikeFixtures {
  static let handler: [LintFixture] = [
    LintFixture(
      name: "self inside a SwiftUI struct", id: "timer_handler_strong_self",
      code: #"""
        struct ClockView: View {
          @State private var now = Date()
          var body: some View {
            Text(now, style: .time).onAppear {
              Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.now = Date() }
            }
          }
        }
        """#),
    LintFixture(
      name: "closure capturing only locals", id: "timer_handler_strong_self",
      code: #"""
        final class A {
          func start(counter: Counter) {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { counter.increment() }
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { t in t.invalidate() }
          }
        }
        """#),
    LintFixture(
      name: "[weak self] and [unowned self]", id: "timer_handler_strong_self",
      code: #"""
        final class A {
          func start() {
            timer.setEventHandler { [weak self] in self?.tick() }
            other.setEventHandler { [unowned self] in self.tick() }
            t = Timer(timeInterval: 1, repeats: true, block: { [weak self] _ in self?.tick() })
          }
        }
        """#),
    LintFixture(
      name: "handler cleared before cancel in every teardown", id: "timer_handler_strong_self",
      code: #"""
        final class A {
          let timer = DispatchSource.makeTimerSource(queue: .main)
          func start() {
            timer.setEventHandler { self.tick() }
            timer.resume()
          }
          func stop() {
            timer.setEventHandler(handler: nil)
            timer.cancel()
          }
        }
        """#),
    LintFixture(
      name: "a handler is released when its timer is cancelled outside deinit",
      id: "timer_handler_strong_self",
      code: #"""
        final class A {
          let timer = DispatchSource.makeTimerSource(queue: .main)
          func start() {
            timer.setEventHandler { self.tick() }
          }
          func stop() {
            timer.setEventHandler(handler: nil)
            timer.cancel()
          }
          func fail() { timer.cancel() }
        }
        """#),
    LintFixture(
      name: "method reference as handler", id: "timer_handler_strong_self",
      code: #"""
        final class A {
          let timer = DispatchSource.makeTimerSource(queue: .main)
          let other: DispatchSourceTimer = DispatchSource.makeTimerSource(queue: .main)
          func start() {
            timer.↓setEventHandler(handler: tick)
            other.↓setEventHandler(handler: self.fire)
          }
          func tick() {}
          func fire() {}
          deinit {
            timer.cancel()
            other.cancel()
          }
        }
        """#),
    LintFixture(
      name: "[weak self] only on an inner closure", id: "timer_handler_strong_self",
      code: #"""
        final class A {
          func start() {
            timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
              DispatchQueue.main.async { [weak self] in self?.tick() }
            }
          }
          deinit { timer?.invalidate() }
        }
        """#),
    LintFixture(
      name: "Combine sink and assign on a timer publisher", id: "timer_handler_strong_self",
      code: #"""
        final class Model: ObservableObject {
          var a, b, c, d: AnyCancellable?
          func start() {
            a = Timer.publish(every: 1, on: .main, in: .common).autoconnect().↓sink { _ in self.tick() }
            b = Timer.publish(every: 1, on: .main, in: .common).autoconnect().map { _ in 1 }.↓assign(to: \.count, on: self)
            c = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.tick() }
            d = other.publisher.sink { _ in self.tick() }
          }
        }
        """#, counts: .info),
  ]

  static let queue: [LintFixture] = [
    LintFixture(
      name: "serial label queue, .main and a parameter of unknown origin", id: "timer_global_queue",
      code: #"""
        final class A {
          let serial = DispatchQueue(label: "x")
          let queue = DispatchQueue.global()
          func a() { _ = DispatchSource.makeTimerSource(queue: serial) }
          func b() { _ = DispatchSource.makeTimerSource(queue: .main) }
          func c() { _ = DispatchSource.makeTimerSource(queue: DispatchQueue.main) }
          func d(queue: DispatchQueue) { _ = DispatchSource.makeTimerSource(queue: queue) }
        }
        """#),
    LintFixture(
      name: "a queue variable bound to .global()", id: "timer_global_queue",
      code: #"""
        final class A {
          private let work: DispatchQueue = .global()
          private let pool = DispatchQueue(label: "p", attributes: [.concurrent])
          func a() { _ = DispatchSource.makeTimerSource(queue: ↓work) }
          func b() { _ = DispatchSource.makeTimerSource(flags: [], queue: ↓self.pool) }
          func c() { _ = DispatchSource.makeTimerSource(queue: ↓.global(qos: .background)) }
          func d() { _ = DispatchSource.↓makeTimerSource(flags: .strict) }
        }
        """#, counts: .info),
  ]
}
