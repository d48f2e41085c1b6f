import CNcurses

/// Keeps a crash from waiting for a key in front of the person.
///
/// On a terminal the Swift runtime's backtracer asks "Press space to interact…" and waits 30
/// seconds after a crash. It reads its settings before `main`, so ``disable()`` restarts the
/// program once (same process id and arguments) with `SWIFT_BACKTRACE=interactive=no` added,
/// unless the person already chose an `interactive=` setting or stdin/stdout are not terminals,
/// or the program is statically linked with the backtracer left off (no prompt can appear).
/// Call it first thing in `main`; it returns only when no restart was needed or possible.
package enum CrashPrompt {
    package static func disable() {
        cn_disable_crash_prompt(CommandLine.unsafeArgv)
    }
}
