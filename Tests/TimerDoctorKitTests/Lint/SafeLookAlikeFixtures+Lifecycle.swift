@testable import TimerDoctorKit

extension SafeLookAlikeFixtures {
  static let lifecycle: [LintFixture] = [
    LintFixture(
      name: "state machine resumes a suspended timer before release", id: "timer_release_while_suspended",
      code: #"""
        final class Wrapper {
          private var isSuspended = false
          private let timer = DispatchSource.makeTimerSource(queue: .main)
          func pause() { if !isSuspended { isSuspended = true; timer.suspend() } }
          func resumeTimer() { if isSuspended { isSuspended = false; timer.resume() } }
          deinit {
            timer.cancel()
            if isSuspended { timer.resume() }
          }
        }
        """#),
    LintFixture(
      name: "cancel(); resume() after a suspend is the correct local teardown",
      id: "timer_release_while_suspended",
      code: #"""
        func demo() {
          let t = DispatchSource.makeTimerSource(queue: .main)
          t.resume()
          t.suspend()
          t.cancel()
          t.resume()
        }
        """#),
    LintFixture(
      name: "local left suspended fires", id: "timer_release_while_suspended",
      code: #"""
        final class Holder {
          var keep: [DispatchSourceTimer] = []
          func demo() {
            let t = DispatchSource.makeTimerSource(queue: .main)
            t.resume()
            t.suspend()
            t.↓cancel()
            keep.append(t)
          }
        }
        """#),
    LintFixture(
      name: "resume once as the initial start, and guarded resumes", id: "timer_over_resume",
      code: #"""
        final class Poller {
          private var isSuspended = false
          private var timer: DispatchSourceTimer?
          func start() {
            let t = DispatchSource.makeTimerSource(queue: .main)
            t.setEventHandler {}
            t.resume()
            timer = t
          }
          func unpause() {
            guard isSuspended else { return }
            isSuspended = false
            timer?.resume()
          }
          func toggle() {
            if isSuspended { timer?.resume() } else { timer?.suspend() }
          }
        }
        """#),
    LintFixture(
      name: "resume twice and cancel then resume in one function", id: "timer_over_resume",
      code: #"""
        func demo() {
          let t = DispatchSource.makeTimerSource(queue: .main)
          t.resume()
          t.↓resume()
          t.cancel()
          t.↓resume()
        }
        """#),
    LintFixture(
      name: "activated and resumed timers; Task.cancel is not a timer", id: "timer_never_activated",
      code: #"""
        final class A {
          let a = DispatchSource.makeTimerSource(queue: .main)
          let b = DispatchSource.makeTimerSource(queue: .main)
          init() {
            a.activate()
            b.resume()
            task.cancel()
          }
          func make() -> DispatchSourceTimer {
            let t = DispatchSource.makeTimerSource(queue: .main)
            return t
          }
        }
        """#),
    LintFixture(
      name: "created, cancelled, never activated", id: "timer_never_activated",
      code: #"""
        func demo(keep: inout [DispatchSourceTimer]) {
          let t = DispatchSource.↓makeTimerSource(queue: .main)
          t.setEventHandler {}
          t.cancel()
        }
        """#),
  ]

  static let storage: [LintFixture] = [
    LintFixture(
      name: "local stored, appended, returned or captured in its own handler",
      id: "timer_local_dispatch_source",
      code: #"""
        final class A {
          var timer: DispatchSourceTimer?
          var timers: [DispatchSourceTimer] = []
          func a() { let t = DispatchSource.makeTimerSource(queue: .main); t.resume(); timer = t }
          func b() { let t = DispatchSource.makeTimerSource(queue: .main); t.resume(); timers.append(t) }
          func c() -> DispatchSourceTimer { let t = DispatchSource.makeTimerSource(queue: .main); return t }
          func d() {
            let t = DispatchSource.makeTimerSource(queue: .main)
            t.setEventHandler { t.cancel() }
            t.resume()
          }
        }
        """#),
    LintFixture(
      name: "local only used through its methods fires", id: "timer_local_dispatch_source",
      code: #"""
        final class A {
          func start() {
            let ↓t = DispatchSource.makeTimerSource(queue: .main)
            t.schedule(deadline: .now(), repeating: 1)
            t.setEventHandler { print("tick") }
            t.resume()
          }
        }
        """#),
    LintFixture(
      name: "invalidate first, stop() helper, guard == nil, init", id: "timer_replaced_without_invalidate",
      code: #"""
        final class A {
          var timer: Timer?
          init() { timer = Timer(timeInterval: 1, repeats: true) { _ in } }
          func a() { timer?.invalidate(); timer = Timer(timeInterval: 1, repeats: true) { _ in } }
          func b() { stop(); timer = Timer(timeInterval: 1, repeats: true) { _ in } }
          func c() {
            guard timer == nil else { return }
            timer = Timer(timeInterval: 1, repeats: true) { _ in }
          }
          func d() { let timer = Timer(timeInterval: 1, repeats: true) { _ in }; timer.fire() }
          func stop() { timer?.invalidate() }
        }
        """#),
    LintFixture(
      name: "invalidated in an extension in the same file", id: "timer_never_invalidated",
      code: #"""
        final class A {
          var timer: Timer?
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
        extension A {
          func stop() { timer?.invalidate() }
        }
        final class OneShot {
          var timer: Timer?
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in } }
        }
        """#),
  ]

  static let misc: [LintFixture] = [
    LintFixture(
      name: "optional chaining and != are not force unwraps", id: "timer_force_unwrap",
      code: #"""
        final class A {
          var timer: Timer?
          var link: CADisplayLink?
          func stop() {
            timer?.invalidate()
            if timer != nil { link?.invalidate() }
            let ok = !timerIsRunning
          }
        }
        """#),
    LintFixture(
      name: "force unwraps of timers", id: "timer_force_unwrap",
      code: #"""
        final class A {
          var ticker: Timer?
          var timer: Timer?
          var source: DispatchSourceTimer!
          func stop() {
            ticker↓!.invalidate()
            RunLoop.main.add(self.timer↓!, forMode: .common)
          }
        }
        """#, counts: .info),
    LintFixture(
      name: "main queue, unknown queue and a run loop that runs", id: "timer_background_thread",
      code: #"""
        func a() {
          DispatchQueue.main.async { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          someQueue.async { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
        """#),
    LintFixture(
      name: "worker threads and queues", id: "timer_background_thread",
      code: #"""
        let worker = DispatchQueue(label: "w")
        func a() {
          DispatchQueue.global().async { Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          worker.async { Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          OperationQueue().addOperation { Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          Thread.detachNewThread {
            RunLoop.current.↓add(Timer(timeInterval: 1, repeats: true) { _ in }, forMode: .common)
          }
        }
        """#),
  ]
}
