#define _GNU_SOURCE
#include "shim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/stat.h>
#include <unistd.h>

/* The Swift runtime reads SWIFT_BACKTRACE once, while it loads (before main and before any
 * constructor of ours), and turns on its interactive crash prompt ("Press space to interact…",
 * 30 s) when stdin and stdout are terminals. A crashed full-screen app must never sit waiting
 * for a key, so when the prompt would be on and the person did not choose, the program starts
 * itself again (same pid, same arguments) with interactive=no added. It does so only when the
 * path it was started from (AT_EXECFN) is the running image: under a wrapper such as valgrind
 * it is not, and restarting would run something else. A statically linked program (no program
 * interpreter, AT_BASE 0) has the backtracer off unless SWIFT_BACKTRACE names an enable=
 * setting, so no prompt can appear and it does not restart: that saved 1 ms of startup and
 * 0.6 ms of CPU on the release binary (docs/decisions/0061). */
static const char *own_image_path(void) {
    const char *started = (const char *)getauxval(AT_EXECFN);
    struct stat file, image;
    if (started == NULL || stat(started, &file) != 0 || stat("/proc/self/exe", &image) != 0) return NULL;
    return file.st_dev == image.st_dev && file.st_ino == image.st_ino ? started : NULL;
}

void cn_disable_crash_prompt(char *const argv[]) {
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return;
    const char *path = own_image_path();
    if (path == NULL) return;
    const char *current = getenv("SWIFT_BACKTRACE");
    if (current != NULL && strstr(current, "interactive=") != NULL) return;
    if (getauxval(AT_BASE) == 0 && (current == NULL || strstr(current, "enable=") == NULL)) return;
    char value[1024];
    if (current == NULL || *current == 0) {
        snprintf(value, sizeof value, "interactive=no");
    } else if (snprintf(value, sizeof value, "%s,interactive=no", current) >= (int)sizeof value) {
        return;
    }
    if (setenv("SWIFT_BACKTRACE", value, 1) != 0) return;
    execv(path, argv); /* by its own name, so ps and pkill still see "onboard", not "exe" */
}
