import Glibc

/// Keeps descriptors 0, 1 and 2 meaning stdin, stdout and stderr, even when the command was
/// started with one of them closed (`onboard 2>&-`).
///
/// A closed one is the lowest free number, so the next file opened would take it: the terminal
/// opened on fd 2 was then swapped for a log file by the stderr capture, and a warning written
/// "to stderr" could land in whatever file held fd 2. Each closed one is opened on `/dev/null`
/// before anything else runs, so reads see an end and writes vanish, as the closed stream
/// would have had them.
enum StandardStreams {
    static func reserve() {
        for fd in STDIN_FILENO...STDERR_FILENO where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            // The lowest free number is `fd` itself (the lower ones are open by now); anything
            // else (no /dev/null in a chroot) leaves the stream closed, as it was.
            if opened >= 0, opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }
}
