/*
 * posix.c -- the operating system calls the Basis's optional structures
 * are written over: sockets (stdlib/basis/socket.sml: Socket, INetSock,
 * UnixSock, GenericSock, NetHostDB) and processes and descriptors
 * (stdlib/basis/posix.sml: Posix.Error, Posix.Signal, Posix.Process,
 * Posix.IO, Posix.ProcEnv, Posix.SysDB, Posix.FileSys, Posix.TTY, and Unix
 * over them).
 *
 * Two primitives, each an operation code with a list of ints and a list of
 * strings (byte vectors) as arguments, so that a new call is one more case
 * here and one more code in the ML, not a new row in every compiler table:
 *
 *   ld_posix_ints (op, ints, strs) : int list
 *       [0, results...] on success, [errno] when the call failed, [-1] when
 *       a nonblocking call would block (EAGAIN, EWOULDBLOCK, EINPROGRESS).
 *   ld_posix_strs (op, ints, strs) : string list
 *       ["", results...] on success, [errno in decimal] or ["-1"] likewise.
 *
 * The ML side (BasisPosixCall in socket.sml) turns a failure into
 * OS.SysErr (message, SOME errno).  The argument lists are read before
 * anything is allocated (a collection moves the strings).  A call that may
 * block flushes the program's output first, as ld_os_poll does, so a peer
 * process sees what was printed before it.
 *
 * Socket addresses are the bytes of the system's struct sockaddr_*; the ML
 * never looks inside them except through the operations below.
 */
#define _DEFAULT_SOURCE
#include "rt_internal.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <dirent.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/times.h>
#include <sys/utsname.h>
#include <signal.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

extern char **environ;

bool ld_forked_child = false;

#define MAX_INTS 48
#define MAX_STRS 4
#define WOULD_BLOCK (-1)

/* The operation codes (stdlib/basis/socket.sml, structure BasisPosixCall). */
enum {
    /* ld_posix_ints */
    OP_CONSTANTS = 0,   /* () -> AF_UNIX AF_INET AF_INET6 SOCK_STREAM SOCK_DGRAM
                           SOCK_RAW SOCK_SEQPACKET SOMAXCONN */
    OP_SOCKET = 1,      /* (domain, type, protocol) -> fd */
    OP_SOCKETPAIR = 2,  /* (domain, type, protocol) -> fd, fd */
    OP_BIND = 3,        /* (fd) [addr] */
    OP_CONNECT = 4,     /* (fd, nonblocking) [addr] */
    OP_LISTEN = 5,      /* (fd, backlog) */
    OP_ACCEPT = 6,      /* (fd, nonblocking) -> fd */
    OP_CLOSE = 7,       /* (fd) */
    OP_SHUTDOWN = 8,    /* (fd, 0 no receives | 1 no sends | 2 neither) */
    OP_GETOPT = 9,      /* (fd, option code) -> value (LINGER: on, seconds) */
    OP_SETOPT = 10,     /* (fd, option code, value, seconds) */
    OP_NREAD = 11,      /* (fd) -> bytes ready */
    OP_ATMARK = 12,     /* (fd) -> 0 or 1 */
    OP_SEND = 13,       /* (fd, flags, nonblocking) [bytes] -> count */
    OP_SENDTO = 14,     /* (fd, flags, nonblocking) [bytes, addr] -> count */
    OP_ADDR_FAMILY = 15, /* [addr] -> family */
    OP_INET_PORT = 16,  /* [addr] -> port */
    OP_SIGNALS = 21,    /* () -> the signal numbers in Posix.Signal's order */
    OP_FORK = 22,       /* () -> pid (0 in the child) */
    OP_WAITPID = 23,    /* (pid, options) -> pid, status */
    OP_IO_CONSTANTS = 24, /* () -> see io_constants below */
    OP_STATUS = 25,     /* (wait status) -> 0 exited | 1 signaled | 2 stopped, code or signal */
    OP_KILL = 26,       /* (pid, signal) */
    OP_ALARM = 27,      /* (seconds) -> seconds left of the previous alarm */
    OP_PAUSE = 28,      /* () -> (returns when a signal was caught: EINTR) */
    OP_SLEEP = 29,      /* (seconds) -> seconds not slept */
    OP_EXEC = 30,       /* (0 execv | 1 execve | 2 execvp, argument count) [path, args..., env...] */
    OP_PIPE = 31,       /* () -> read end, write end */
    OP_DUP = 32,        /* (fd) -> fd */
    OP_DUP2 = 33,       /* (old, new) */
    OP_WRITE = 34,      /* (fd, nonblocking) [bytes] -> count */
    OP_LSEEK = 35,      /* (fd, offset, whence) -> offset */
    OP_FSYNC = 36,      /* (fd) */
    OP_FCNTL_GET = 37,  /* (fd, 0 F_GETFD | 1 F_GETFL) -> flags */
    OP_FCNTL_SET = 38,  /* (fd, 0 F_SETFD | 1 F_SETFL, flags) */
    OP_DUPFD = 39,      /* (fd, base) -> fd */
    OP_LOCK = 40,       /* (fd, 0 F_GETLK | 1 F_SETLK | 2 F_SETLKW, type, whence, start, len)
                           -> type, whence, start, len, pid */
    OP_IDS = 50,        /* () -> pid ppid uid euid gid egid pgrp */
    OP_SETUID = 51,     /* (uid) */
    OP_SETGID = 52,     /* (gid) */
    OP_GETGROUPS = 53,  /* () -> gids */
    OP_SETSID = 54,     /* () -> pid */
    OP_SETPGID = 55,    /* (pid, pgid) */
    OP_TIMES = 56,      /* () -> elapsed utime stime cutime cstime (clock ticks), ticks per second */
    OP_ISATTY = 57,     /* (fd) -> 0 or 1 */
    OP_SYSCONF = 58,    /* (index into sysconf_names) -> value */
    OP_OPEN = 60,       /* (flags, permissions) [path] -> fd */
    OP_UMASK = 61,      /* (mask) -> the previous mask */
    OP_PATH1 = 62,      /* (0 mkdir | 1 mkfifo | 2 unlink | 3 rmdir | 4 chmod | 5 chdir, mode) [path] */
    OP_PATH2 = 63,      /* (0 link | 1 symlink | 2 rename) [old, new] */
    OP_FCHMOD = 64,     /* (fd, mode) */
    OP_CHOWN = 65,      /* (0 path | 1 fd, fd, uid, gid) [path] */
    OP_ACCESS = 66,     /* (R_OK/W_OK/X_OK/F_OK bits) [path] -> 0 or 1 */
    OP_UTIME = 67,      /* (1 now | 0 given, atime, mtime) [path] */
    OP_FTRUNCATE = 68,  /* (fd, length) */
    OP_PATHCONF = 69,   /* (0 path | 1 fd, fd, index into pathconf_names) [path] -> value, or -1: no limit */
    OP_OPENDIR = 70,    /* [path] -> directory handle */
    OP_CLOSEDIR = 71,   /* (handle) */
    OP_REWINDDIR = 72,  /* (handle) */
    OP_FS_CONSTANTS = 73, /* () -> see fs_constants below */
    OP_TTY_CONSTANTS = 80, /* () -> see the case below */
    OP_TCGETATTR = 81,  /* (fd) -> iflag oflag cflag lflag ispeed ospeed cc[0..NCCS-1] */
    OP_TCSETATTR = 82,  /* (fd, action, iflag, oflag, cflag, lflag, ispeed, ospeed, cc...) */
    OP_TCCALL = 83,     /* (0 sendbreak | 1 drain | 2 flush | 3 flow, fd, argument) */
    OP_TCPGRP = 84,     /* (0 get | 1 set, fd, pgrp) -> pgrp */
    /* ld_posix_strs */
    OP_SOCKNAME = 100,  /* (fd) -> addr */
    OP_PEERNAME = 101,  /* (fd) -> addr */
    OP_RECV = 102,      /* (fd, n, flags, nonblocking) -> bytes */
    OP_RECVFROM = 103,  /* (fd, n, flags, nonblocking) -> bytes, addr */
    OP_INET_ADDR = 104, /* (port) [4-byte address] -> addr */
    OP_INET_HOST = 105, /* [addr] -> 4-byte address */
    OP_UNIX_ADDR = 106, /* [path] -> addr */
    OP_UNIX_PATH = 107, /* [addr] -> path */
    OP_HOST_BY_NAME = 108, /* [name] -> canonical name, 4-byte addresses... */
    OP_HOST_BY_ADDR = 109, /* [4-byte address] -> name */
    OP_HOST_NAME = 110, /* () -> this host's name */
    OP_READ = 111,      /* (fd, n, nonblocking) -> bytes */
    OP_ENVIRON = 112,   /* () -> the environment's NAME=value strings */
    OP_GETLOGIN = 113,  /* () -> login name */
    OP_UNAME = 114,     /* () -> sysname nodename release version machine */
    OP_CTERMID = 115,   /* () -> path of the controlling terminal */
    OP_TTYNAME = 116,   /* (fd) -> path */
    OP_GETPW = 117,     /* (0, _) [name] | (1, uid) -> name uid gid home shell (ids in decimal) */
    OP_GETGR = 118,     /* (0, _) [name] | (1, gid) -> name gid members... */
    OP_READDIR = 119,   /* (handle) -> [] at the end, else [name] (never "." or "..") */
    OP_GETCWD = 120,    /* () -> path */
    OP_READLINK = 121,  /* [path] -> contents */
};

/* Socket option codes, in the order of Socket.Ctl. */
static const int opt_level[] = {SOL_SOCKET, SOL_SOCKET, SOL_SOCKET, SOL_SOCKET, SOL_SOCKET, SOL_SOCKET,
                                SOL_SOCKET, SOL_SOCKET, SOL_SOCKET, SOL_SOCKET, IPPROTO_TCP, SOL_SOCKET};
static const int opt_name[] = {SO_DEBUG, SO_REUSEADDR, SO_KEEPALIVE, SO_DONTROUTE, SO_BROADCAST, SO_OOBINLINE,
                               SO_SNDBUF, SO_RCVBUF, SO_TYPE, SO_ERROR, TCP_NODELAY, SO_LINGER};
#define OPT_LINGER 11
#define N_OPTS ((int64_t)(sizeof opt_name / sizeof opt_name[0]))

/* The decoded arguments of one call: ints by value, strings as pointers into
 * the heap (valid until the first allocation) with their lengths. */
typedef struct {
    int64_t i[MAX_INTS];
    const char *s[MAX_STRS];
    size_t len[MAX_STRS];
} args;

static void decode(ld_value ints, ld_value strs, args *a) {
    memset(a, 0, sizeof *a);
    int k = 0;
    for (ld_value l = ints; l != LD_NIL && k < MAX_INTS; l = LD_FIELD(l, 1)) a->i[k++] = LD_UNTAG(LD_FIELD(l, 0));
    k = 0;
    for (ld_value l = strs; l != LD_NIL && k < MAX_STRS; l = LD_FIELD(l, 1), k++) {
        a->s[k] = LD_STR_BYTES(LD_FIELD(l, 0));
        a->len[k] = LD_STR_LEN(LD_FIELD(l, 0));
    }
}

/* A NUL-terminated copy of string argument k (too long: NULL, ENAMETOOLONG). */
static const char *c_string(const args *a, int k, char *buf, size_t cap) {
    if (a->len[k] >= cap) {
        errno = ENAMETOOLONG;
        return NULL;
    }
    memcpy(buf, a->s[k], a->len[k]);
    buf[a->len[k]] = 0;
    return buf;
}

/* The failure of the last call: WOULD_BLOCK for a nonblocking call that
 * would have to wait, else errno. */
static int64_t failure(bool nonblocking) {
    int e = errno;
    if (nonblocking && (e == EAGAIN || e == EWOULDBLOCK || e == EINPROGRESS)) return WOULD_BLOCK;
    return e;
}

/* [0, v...] (n is at most MAX_RESULTS: the constant tables are the longest). */
#define MAX_RESULTS 80
static ld_value ints_ok(const int64_t *v, size_t n) {
    int64_t out[MAX_RESULTS + 1] = {0};
    if (n > MAX_RESULTS) n = MAX_RESULTS;
    for (size_t k = 0; k < n; k++) out[k + 1] = v[k];
    return ld_int_list(out, n + 1);
}

static ld_value ints_fail(int64_t status) { return ld_int_list(&status, 1); }

/* A string address argument copied into a sockaddr_storage (too long: EINVAL). */
static bool addr_arg(const args *a, int k, struct sockaddr_storage *ss, socklen_t *len) {
    if (a->len[k] > sizeof *ss || a->len[k] < sizeof(sa_family_t)) {
        errno = EINVAL;
        return false;
    }
    memset(ss, 0, sizeof *ss);
    memcpy(ss, a->s[k], a->len[k]);
    *len = (socklen_t)a->len[k];
    return true;
}

/* Set O_NONBLOCK on fd for one nonblocking call (restore_flags puts back
 * the flags saved). */
static int set_nonblocking(int fd, bool on, int *saved) {
    *saved = fcntl(fd, F_GETFL);
    if (*saved < 0) return -1;
    return on ? fcntl(fd, F_SETFL, *saved | O_NONBLOCK) : 0;
}

static void restore_flags(int fd, bool on, int saved) {
    if (on) {
        int e = errno;
        fcntl(fd, F_SETFL, saved);
        errno = e;
    }
}

/* execv (mode 0), execve (1) or execvp (2) of strs = [path, nargs args...,
 * environment...]: returns only on failure ([errno]).  The strings are the
 * heap's own (NUL-terminated); nothing allocates before the exec. */
static ld_value exec(int64_t mode, int64_t nargs, ld_value strs) {
    size_t total = 0;
    for (ld_value l = strs; l != LD_NIL; l = LD_FIELD(l, 1)) total++;
    if (total < 1 || nargs < 0 || (size_t)nargs > total - 1) {
        int64_t e = EINVAL;
        return ld_int_list(&e, 1);
    }
    char **v = malloc((total + 2) * sizeof *v);
    if (v == NULL) {
        int64_t e = ENOMEM;
        return ld_int_list(&e, 1);
    }
    size_t k = 0;
    for (ld_value l = strs; l != LD_NIL; l = LD_FIELD(l, 1)) v[k++] = LD_STR_BYTES(LD_FIELD(l, 0));
    /* v: path, args (nargs), NULL, env..., NULL */
    char **env = malloc((total - (size_t)nargs + 1) * sizeof *env);
    if (env == NULL) {
        free(v);
        int64_t e = ENOMEM;
        return ld_int_list(&e, 1);
    }
    size_t ne = 0;
    for (size_t j = 1 + (size_t)nargs; j < total; j++) env[ne++] = v[j];
    env[ne] = NULL;
    v[1 + nargs] = NULL;
    ld_flush_stdout();
    fflush(NULL);
    if (mode == 1) execve(v[0], v + 1, env);
    else if (mode == 2) execvp(v[0], v + 1);
    else execv(v[0], v + 1);
    int64_t e = errno;
    free(v);
    free(env);
    return ld_int_list(&e, 1);
}

/* Open directory streams, by handle (an index; NULL when closed). */
static DIR **dirs;
static size_t ndirs;

static DIR *dir_of(int64_t h) {
    if (h < 0 || (uint64_t)h >= ndirs || dirs[h] == NULL) {
        errno = EBADF;
        return NULL;
    }
    return dirs[h];
}

static int64_t dir_open(const char *path) {
    DIR *d = opendir(path);
    if (d == NULL) return -1;
    size_t h = 0;
    while (h < ndirs && dirs[h] != NULL) h++;
    if (h == ndirs) {
        size_t cap = ndirs ? 2 * ndirs : 8;
        DIR **grown = realloc(dirs, cap * sizeof *grown);
        if (grown == NULL) {
            closedir(d);
            errno = ENOMEM;
            return -1;
        }
        for (size_t k = ndirs; k < cap; k++) grown[k] = NULL;
        dirs = grown;
        ndirs = cap;
    }
    dirs[h] = d;
    return (int64_t)h;
}

ld_value ld_posix_ints(ld_value op, ld_value ints, ld_value strs) {
    args a;
    decode(ints, strs, &a);
    int fd = (int)a.i[0];
    bool nb = false;
    int64_t r[MAX_INTS] = {0};
    size_t n = 0;
    struct sockaddr_storage ss;
    socklen_t sl;
    int saved, v;
    switch (LD_UNTAG(op)) {
    case OP_CONSTANTS: {
        const int64_t c[] = {AF_UNIX, AF_INET, AF_INET6, SOCK_STREAM, SOCK_DGRAM, SOCK_RAW, SOCK_SEQPACKET, SOMAXCONN};
        return ints_ok(c, sizeof c / sizeof c[0]);
    }
    case OP_SOCKET:
        if ((v = socket((int)a.i[0], (int)a.i[1], (int)a.i[2])) < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    case OP_SOCKETPAIR: {
        int sv[2];
        if (socketpair((int)a.i[0], (int)a.i[1], (int)a.i[2], sv) < 0) break;
        r[n++] = sv[0];
        r[n++] = sv[1];
        return ints_ok(r, n);
    }
    case OP_BIND:
        if (!addr_arg(&a, 0, &ss, &sl) || bind(fd, (struct sockaddr *)&ss, sl) < 0) break;
        return ints_ok(r, 0);
    case OP_CONNECT:
        nb = a.i[1] != 0;
        if (!addr_arg(&a, 0, &ss, &sl) || set_nonblocking(fd, nb, &saved) < 0) break;
        ld_flush_stdout();
        do v = connect(fd, (struct sockaddr *)&ss, sl); while (v < 0 && errno == EINTR && !nb);
        restore_flags(fd, nb, saved);
        if (v < 0) break;
        return ints_ok(r, 0);
    case OP_LISTEN:
        if (listen(fd, (int)a.i[1]) < 0) break;
        return ints_ok(r, 0);
    case OP_ACCEPT:
        nb = a.i[1] != 0;
        if (set_nonblocking(fd, nb, &saved) < 0) break;
        ld_flush_stdout();
        do v = accept(fd, NULL, NULL); while (v < 0 && errno == EINTR);
        restore_flags(fd, nb, saved);
        if (v < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    case OP_CLOSE:
        if (close(fd) < 0) break;
        return ints_ok(r, 0);
    case OP_SHUTDOWN: {
        static const int how[] = {SHUT_RD, SHUT_WR, SHUT_RDWR};
        if (a.i[1] < 0 || a.i[1] > 2) errno = EINVAL;
        else if (shutdown(fd, how[a.i[1]]) == 0) return ints_ok(r, 0);
        break;
    }
    case OP_GETOPT:
        if (a.i[1] < 0 || a.i[1] >= N_OPTS) {
            errno = EINVAL;
            break;
        }
        if (a.i[1] == OPT_LINGER) {
            struct linger l;
            sl = sizeof l;
            if (getsockopt(fd, SOL_SOCKET, SO_LINGER, &l, &sl) < 0) break;
            r[n++] = l.l_onoff != 0;
            r[n++] = l.l_linger;
        } else {
            sl = sizeof v;
            if (getsockopt(fd, opt_level[a.i[1]], opt_name[a.i[1]], &v, &sl) < 0) break;
            r[n++] = v;
        }
        return ints_ok(r, n);
    case OP_SETOPT:
        if (a.i[1] < 0 || a.i[1] >= N_OPTS) {
            errno = EINVAL;
            break;
        }
        if (a.i[1] == OPT_LINGER) {
            struct linger l = {.l_onoff = a.i[2] != 0, .l_linger = (int)a.i[3]};
            if (setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l) < 0) break;
        } else {
            v = (int)a.i[2];
            if (setsockopt(fd, opt_level[a.i[1]], opt_name[a.i[1]], &v, sizeof v) < 0) break;
        }
        return ints_ok(r, 0);
    case OP_NREAD:
        if (ioctl(fd, FIONREAD, &v) < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    case OP_ATMARK:
        if ((v = sockatmark(fd)) < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    case OP_SEND:
    case OP_SENDTO: {
        nb = a.i[2] != 0;
        int flags = (int)a.i[1] | (nb ? MSG_DONTWAIT : 0);
#ifdef MSG_NOSIGNAL
        flags |= MSG_NOSIGNAL; /* a closed peer is EPIPE, not the end of the program */
#endif
        ssize_t k;
        if (LD_UNTAG(op) == OP_SENDTO) {
            if (!addr_arg(&a, 1, &ss, &sl)) break;
            do k = sendto(fd, a.s[0], a.len[0], flags, (struct sockaddr *)&ss, sl); while (k < 0 && errno == EINTR);
        } else {
            do k = send(fd, a.s[0], a.len[0], flags); while (k < 0 && errno == EINTR);
        }
        if (k < 0) break;
        r[n++] = k;
        return ints_ok(r, n);
    }
    case OP_ADDR_FAMILY:
        if (!addr_arg(&a, 0, &ss, &sl)) break;
        r[n++] = ss.ss_family;
        return ints_ok(r, n);
    case OP_INET_PORT:
        if (!addr_arg(&a, 0, &ss, &sl) || ss.ss_family != AF_INET) {
            errno = EAFNOSUPPORT;
            break;
        }
        r[n++] = ntohs(((struct sockaddr_in *)&ss)->sin_port);
        return ints_ok(r, n);
    case OP_SIGNALS: {
        const int64_t c[] = {SIGABRT, SIGALRM, SIGBUS, SIGFPE, SIGHUP, SIGILL, SIGINT, SIGKILL, SIGPIPE, SIGQUIT,
                             SIGSEGV, SIGTERM, SIGUSR1, SIGUSR2, SIGCHLD, SIGCONT, SIGSTOP, SIGTSTP, SIGTTIN,
                             SIGTTOU};
        return ints_ok(c, sizeof c / sizeof c[0]);
    }
    case OP_IO_CONSTANTS: {
        const int64_t c[] = {WNOHANG, WUNTRACED, O_APPEND, O_NONBLOCK, O_SYNC, FD_CLOEXEC, O_RDONLY, O_WRONLY,
                             O_RDWR, O_ACCMODE, SEEK_SET, SEEK_CUR, SEEK_END, F_RDLCK, F_WRLCK, F_UNLCK};
        return ints_ok(c, sizeof c / sizeof c[0]);
    }
    case OP_FORK: {
        ld_flush_stdout(); /* else the child writes the parent's pending output again */
        fflush(NULL);
        pid_t p = fork();
        if (p < 0) break;
        if (p == 0) ld_forked_child = true;
        r[n++] = p;
        return ints_ok(r, n);
    }
    case OP_WAITPID: {
        int st = 0;
        pid_t p;
        ld_flush_stdout();
        do p = waitpid((pid_t)a.i[0], &st, (int)a.i[1]); while (p < 0 && errno == EINTR);
        if (p < 0) break;
        r[n++] = p;
        r[n++] = st;
        return ints_ok(r, n);
    }
    case OP_STATUS: {
        int st = (int)a.i[0];
        if (WIFEXITED(st)) r[0] = 0, r[1] = WEXITSTATUS(st);
        else if (WIFSIGNALED(st)) r[0] = 1, r[1] = WTERMSIG(st);
        else if (WIFSTOPPED(st)) r[0] = 2, r[1] = WSTOPSIG(st);
        else {
            errno = EINVAL;
            break;
        }
        return ints_ok(r, 2);
    }
    case OP_KILL:
        if (kill((pid_t)a.i[0], (int)a.i[1]) < 0) break;
        return ints_ok(r, 0);
    case OP_ALARM:
        r[n++] = alarm((unsigned)a.i[0]);
        return ints_ok(r, n);
    case OP_PAUSE:
        ld_flush_stdout();
        pause();
        return ints_ok(r, 0);
    case OP_SLEEP:
        ld_flush_stdout();
        r[n++] = sleep((unsigned)a.i[0]);
        return ints_ok(r, n);
    case OP_EXEC: return exec(a.i[0], a.i[1], strs);
    case OP_PIPE: {
        int p[2];
        if (pipe(p) < 0) break;
        r[n++] = p[0];
        r[n++] = p[1];
        return ints_ok(r, n);
    }
    case OP_DUP:
        if ((v = dup(fd)) < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    case OP_DUP2:
        do v = dup2(fd, (int)a.i[1]); while (v < 0 && errno == EINTR);
        if (v < 0) break;
        return ints_ok(r, 0);
    case OP_WRITE: {
        nb = a.i[1] != 0;
        if (set_nonblocking(fd, nb, &saved) < 0) break;
        ssize_t k;
        do k = write(fd, a.s[0], a.len[0]); while (k < 0 && errno == EINTR);
        restore_flags(fd, nb, saved);
        if (k < 0) break;
        r[n++] = k;
        return ints_ok(r, n);
    }
    case OP_LSEEK: {
        off_t o = lseek(fd, (off_t)a.i[1], (int)a.i[2]);
        if (o < 0) break;
        r[n++] = o;
        return ints_ok(r, n);
    }
    case OP_FSYNC:
        if (fsync(fd) < 0) break;
        return ints_ok(r, 0);
    case OP_FCNTL_GET:
        if ((v = fcntl(fd, a.i[1] == 0 ? F_GETFD : F_GETFL)) < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    case OP_FCNTL_SET:
        if (fcntl(fd, a.i[1] == 0 ? F_SETFD : F_SETFL, (int)a.i[2]) < 0) break;
        return ints_ok(r, 0);
    case OP_DUPFD:
        if ((v = fcntl(fd, F_DUPFD, (int)a.i[1])) < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    case OP_LOCK: {
        static const int cmds[] = {F_GETLK, F_SETLK, F_SETLKW};
        struct flock fl;
        memset(&fl, 0, sizeof fl);
        fl.l_type = (short)a.i[2];
        fl.l_whence = (short)a.i[3];
        fl.l_start = (off_t)a.i[4];
        fl.l_len = (off_t)a.i[5];
        if (a.i[1] < 0 || a.i[1] > 2) {
            errno = EINVAL;
            break;
        }
        ld_flush_stdout();
        do v = fcntl(fd, cmds[a.i[1]], &fl); while (v < 0 && errno == EINTR && a.i[1] == 2);
        if (v < 0) break;
        r[n++] = fl.l_type;
        r[n++] = fl.l_whence;
        r[n++] = fl.l_start;
        r[n++] = fl.l_len;
        r[n++] = fl.l_pid;
        return ints_ok(r, n);
    }
    case OP_IDS: {
        const int64_t c[] = {getpid(), getppid(), getuid(), geteuid(), getgid(), getegid(), getpgrp()};
        return ints_ok(c, sizeof c / sizeof c[0]);
    }
    case OP_SETUID:
        if (setuid((uid_t)a.i[0]) < 0) break;
        return ints_ok(r, 0);
    case OP_SETGID:
        if (setgid((gid_t)a.i[0]) < 0) break;
        return ints_ok(r, 0);
    case OP_GETGROUPS: {
        gid_t g[MAX_RESULTS];
        int k = getgroups(MAX_RESULTS, g);
        if (k < 0) break;
        int64_t out[MAX_RESULTS];
        for (int j = 0; j < k; j++) out[j] = g[j];
        return ints_ok(out, (size_t)k);
    }
    case OP_SETSID: {
        pid_t p = setsid();
        if (p < 0) break;
        r[n++] = p;
        return ints_ok(r, n);
    }
    case OP_SETPGID:
        if (setpgid((pid_t)a.i[0], (pid_t)a.i[1]) < 0) break;
        return ints_ok(r, 0);
    case OP_TIMES: {
        struct tms t;
        clock_t e = times(&t);
        if (e == (clock_t)-1) break;
        const int64_t c[] = {(int64_t)e, (int64_t)t.tms_utime, (int64_t)t.tms_stime, (int64_t)t.tms_cutime,
                             (int64_t)t.tms_cstime, sysconf(_SC_CLK_TCK)};
        return ints_ok(c, sizeof c / sizeof c[0]);
    }
    case OP_ISATTY:
        r[n++] = isatty(fd) ? 1 : 0;
        return ints_ok(r, n);
    case OP_SYSCONF: {
        static const int names[] = {_SC_ARG_MAX, _SC_CHILD_MAX, _SC_CLK_TCK, _SC_NGROUPS_MAX, _SC_OPEN_MAX,
                                    _SC_STREAM_MAX, _SC_TZNAME_MAX, _SC_JOB_CONTROL, _SC_SAVED_IDS,
                                    _SC_VERSION, _SC_PAGESIZE};
        if (a.i[0] < 0 || a.i[0] >= (int64_t)(sizeof names / sizeof names[0])) {
            errno = EINVAL;
            break;
        }
        errno = 0;
        long v = sysconf(names[a.i[0]]);
        if (v < 0 && errno != 0) break;
        if (v < 0) errno = EINVAL; /* no limit: not a value */
        if (v < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    }
    case OP_OPEN: {
        char path[4096];
        if (c_string(&a, 0, path, sizeof path) == NULL) break;
        do v = open(path, (int)a.i[0], (mode_t)a.i[1]); while (v < 0 && errno == EINTR);
        if (v < 0) break;
        r[n++] = v;
        return ints_ok(r, n);
    }
    case OP_UMASK:
        r[n++] = umask((mode_t)a.i[0]);
        return ints_ok(r, n);
    case OP_PATH1: {
        char path[4096];
        if (c_string(&a, 0, path, sizeof path) == NULL) break;
        mode_t m = (mode_t)a.i[1];
        switch (a.i[0]) {
        case 0: v = mkdir(path, m); break;
        case 1: v = mkfifo(path, m); break;
        case 2: v = unlink(path); break;
        case 3: v = rmdir(path); break;
        case 4: v = chmod(path, m); break;
        case 5: v = chdir(path); break;
        default: errno = EINVAL; v = -1; break;
        }
        if (v < 0) break;
        return ints_ok(r, 0);
    }
    case OP_PATH2: {
        char old[4096], new[4096];
        if (c_string(&a, 0, old, sizeof old) == NULL || c_string(&a, 1, new, sizeof new) == NULL) break;
        v = a.i[0] == 0 ? link(old, new) : a.i[0] == 1 ? symlink(old, new) : rename(old, new);
        if (v < 0) break;
        return ints_ok(r, 0);
    }
    case OP_FCHMOD:
        if (fchmod(fd, (mode_t)a.i[1]) < 0) break;
        return ints_ok(r, 0);
    case OP_CHOWN: {
        char path[4096];
        if (a.i[0] == 0) {
            if (c_string(&a, 0, path, sizeof path) == NULL) break;
            v = chown(path, (uid_t)a.i[2], (gid_t)a.i[3]);
        } else {
            v = fchown((int)a.i[1], (uid_t)a.i[2], (gid_t)a.i[3]);
        }
        if (v < 0) break;
        return ints_ok(r, 0);
    }
    case OP_ACCESS: {
        char path[4096];
        if (c_string(&a, 0, path, sizeof path) == NULL) break;
        r[n++] = access(path, (int)a.i[0]) == 0;
        return ints_ok(r, n);
    }
    case OP_UTIME: {
        char path[4096];
        struct timespec ts[2];
        if (c_string(&a, 0, path, sizeof path) == NULL) break;
        for (int k = 0; k < 2; k++) {
            ts[k].tv_sec = (time_t)a.i[1 + k];
            ts[k].tv_nsec = a.i[0] ? UTIME_NOW : 0;
        }
        if (utimensat(AT_FDCWD, path, ts, 0) < 0) break;
        return ints_ok(r, 0);
    }
    case OP_FTRUNCATE:
        if (ftruncate(fd, (off_t)a.i[1]) < 0) break;
        return ints_ok(r, 0);
    case OP_PATHCONF: {
        static const int names[] = {_PC_CHOWN_RESTRICTED, _PC_LINK_MAX, _PC_MAX_CANON, _PC_MAX_INPUT,
                                    _PC_NAME_MAX, _PC_NO_TRUNC, _PC_PATH_MAX, _PC_PIPE_BUF, _PC_VDISABLE,
                                    _PC_ASYNC_IO, _PC_SYNC_IO, _PC_PRIO_IO, _PC_FILESIZEBITS};
        char path[4096];
        if (a.i[2] < 0 || a.i[2] >= (int64_t)(sizeof names / sizeof names[0])) {
            errno = EINVAL;
            break;
        }
        if (a.i[0] == 0 && c_string(&a, 0, path, sizeof path) == NULL) break;
        errno = 0;
        long l = a.i[0] == 0 ? pathconf(path, names[a.i[2]]) : fpathconf((int)a.i[1], names[a.i[2]]);
        if (l < 0 && errno != 0) break;
        r[n++] = l < 0 ? -1 : l;
        return ints_ok(r, n);
    }
    case OP_OPENDIR: {
        char path[4096];
        if (c_string(&a, 0, path, sizeof path) == NULL) break;
        int64_t h = dir_open(path);
        if (h < 0) break;
        r[n++] = h;
        return ints_ok(r, n);
    }
    case OP_CLOSEDIR: {
        DIR *d = dir_of(a.i[0]);
        if (d == NULL) break;
        dirs[a.i[0]] = NULL;
        if (closedir(d) < 0) break;
        return ints_ok(r, 0);
    }
    case OP_REWINDDIR: {
        DIR *d = dir_of(a.i[0]);
        if (d == NULL) break;
        rewinddir(d);
        return ints_ok(r, 0);
    }
    case OP_FS_CONSTANTS: {
        const int64_t c[] = {O_EXCL, O_NOCTTY, O_TRUNC, O_CREAT,
                             S_IRWXU, S_IRUSR, S_IWUSR, S_IXUSR, S_IRWXG, S_IRGRP, S_IWGRP, S_IXGRP,
                             S_IRWXO, S_IROTH, S_IWOTH, S_IXOTH, S_ISUID, S_ISGID,
                             S_IFMT, S_IFDIR, S_IFCHR, S_IFBLK, S_IFREG, S_IFIFO, S_IFLNK, S_IFSOCK,
                             R_OK, W_OK, X_OK, F_OK};
        return ints_ok(c, sizeof c / sizeof c[0]);
    }
    case OP_TTY_CONSTANTS: {
        const int64_t c[] = {VEOF, VEOL, VERASE, VINTR, VKILL, VMIN, VQUIT, VSUSP, VTIME, VSTART, VSTOP, NCCS,
                             BRKINT, ICRNL, IGNBRK, IGNCR, IGNPAR, INLCR, INPCK, ISTRIP, IXOFF, IXON, PARMRK,
                             OPOST,
                             CLOCAL, CREAD, CS5, CS6, CS7, CS8, CSIZE, CSTOPB, HUPCL, PARENB, PARODD,
                             ECHO, ECHOE, ECHOK, ECHONL, ICANON, IEXTEN, ISIG, NOFLSH, TOSTOP,
                             B0, B50, B75, B110, B134, B150, B200, B300, B600, B1200, B1800, B2400, B4800,
                             B9600, B19200, B38400,
                             TCSANOW, TCSADRAIN, TCSAFLUSH, TCOOFF, TCOON, TCIOFF, TCION,
                             TCIFLUSH, TCOFLUSH, TCIOFLUSH};
        return ints_ok(c, sizeof c / sizeof c[0]);
    }
    case OP_TCGETATTR: {
        struct termios t;
        if (tcgetattr(fd, &t) < 0) break;
        int64_t out[6 + NCCS];
        out[0] = t.c_iflag;
        out[1] = t.c_oflag;
        out[2] = t.c_cflag;
        out[3] = t.c_lflag;
        out[4] = cfgetispeed(&t);
        out[5] = cfgetospeed(&t);
        for (int k = 0; k < NCCS; k++) out[6 + k] = t.c_cc[k];
        return ints_ok(out, 6 + NCCS);
    }
    case OP_TCSETATTR: {
        struct termios t;
        if (tcgetattr(fd, &t) < 0) break; /* keeps what the fields do not say */
        t.c_iflag = (tcflag_t)a.i[2];
        t.c_oflag = (tcflag_t)a.i[3];
        t.c_cflag = (tcflag_t)a.i[4];
        t.c_lflag = (tcflag_t)a.i[5];
        if (cfsetispeed(&t, (speed_t)a.i[6]) < 0 || cfsetospeed(&t, (speed_t)a.i[7]) < 0) break;
        for (int k = 0; k < NCCS && 8 + k < MAX_INTS; k++) t.c_cc[k] = (cc_t)a.i[8 + k];
        if (tcsetattr(fd, (int)a.i[1], &t) < 0) break;
        return ints_ok(r, 0);
    }
    case OP_TCCALL:
        fd = (int)a.i[1];
        switch (a.i[0]) {
        case 0: v = tcsendbreak(fd, (int)a.i[2]); break;
        case 1: v = tcdrain(fd); break;
        case 2: v = tcflush(fd, (int)a.i[2]); break;
        case 3: v = tcflow(fd, (int)a.i[2]); break;
        default: errno = EINVAL; v = -1; break;
        }
        if (v < 0) break;
        return ints_ok(r, 0);
    case OP_TCPGRP:
        if (a.i[0] == 0) {
            pid_t p = tcgetpgrp((int)a.i[1]);
            if (p < 0) break;
            r[n++] = p;
        } else if (tcsetpgrp((int)a.i[1], (pid_t)a.i[2]) < 0) {
            break;
        }
        return ints_ok(r, n);
    default:
        errno = EINVAL;
        break;
    }
    return ints_fail(failure(nb));
}

/* ["", items...] from byte strings with lengths. May collect. */
static ld_value strs_ok(const char *const *items, const size_t *lens, size_t n) {
    ld_value *fr = ld_frame_push(2);
    fr[0] = ld_bytes_list(items, lens, n);
    fr[1] = ld_string_from_c("", 0);
    ld_value cell = ld_alloc(LD_RECORD, LD_TAG_CONS, 2);
    LD_FIELD(cell, 0) = fr[1];
    LD_FIELD(cell, 1) = fr[0];
    ld_frame_pop(fr);
    return cell;
}

static ld_value strs_fail(int64_t status) {
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", (long long)status);
    const char *p = buf;
    return ld_bytes_list(&p, NULL, 1);
}

/* The address of fd's own end (own) or of its peer. */
static ld_value socket_name(int fd, bool own) {
    struct sockaddr_storage ss;
    socklen_t sl = sizeof ss;
    memset(&ss, 0, sizeof ss);
    if ((own ? getsockname(fd, (struct sockaddr *)&ss, &sl) : getpeername(fd, (struct sockaddr *)&ss, &sl)) < 0)
        return strs_fail(errno);
    if (sl > sizeof ss) sl = sizeof ss;
    const char *p = (const char *)&ss;
    size_t len = sl;
    return strs_ok(&p, &len, 1);
}

static ld_value receive(const args *a, bool from) {
    int fd = (int)a->i[0];
    bool nb = a->i[3] != 0;
    if (a->i[1] < 0) return strs_fail(EINVAL);
    size_t want = (size_t)a->i[1];
    char *buf = malloc(want ? want : 1);
    if (buf == NULL) return strs_fail(ENOMEM);
    int flags = (int)a->i[2] | (nb ? MSG_DONTWAIT : 0);
    struct sockaddr_storage ss;
    socklen_t sl = sizeof ss;
    memset(&ss, 0, sizeof ss);
    if (!nb) ld_flush_stdout();
    ssize_t k;
    do k = from ? recvfrom(fd, buf, want, flags, (struct sockaddr *)&ss, &sl) : recv(fd, buf, want, flags);
    while (k < 0 && errno == EINTR);
    ld_value r;
    if (k < 0) {
        r = strs_fail(failure(nb));
    } else {
        if (sl > sizeof ss) sl = sizeof ss;
        const char *items[2] = {buf, (const char *)&ss};
        size_t lens[2] = {(size_t)k, sl};
        r = strs_ok(items, lens, from ? 2 : 1);
    }
    free(buf);
    return r;
}

/* read(2) of at most n bytes, nonblocking if asked. */
static ld_value read_fd(const args *a) {
    int fd = (int)a->i[0];
    bool nb = a->i[2] != 0;
    int saved;
    if (a->i[1] < 0) return strs_fail(EINVAL);
    size_t want = (size_t)a->i[1];
    char *buf = malloc(want ? want : 1);
    if (buf == NULL) return strs_fail(ENOMEM);
    if (!nb) ld_flush_stdout();
    ssize_t k = -1;
    if (set_nonblocking(fd, nb, &saved) == 0) {
        do k = read(fd, buf, want); while (k < 0 && errno == EINTR);
        restore_flags(fd, nb, saved);
    }
    ld_value r;
    if (k < 0) {
        r = strs_fail(failure(nb));
    } else {
        const char *p = buf;
        size_t len = (size_t)k;
        r = strs_ok(&p, &len, 1);
    }
    free(buf);
    return r;
}

/* The user and group databases are read from /etc/passwd and /etc/group
 * directly, not through getpwnam/getgrnam: release executables are linked
 * statically, and there the C library's name-service modules (loaded at run
 * time) crash or are missing.  A line has fields separated by ':'. */
#define DB_LINE 4096
#define DB_FIELDS 8

/* Split line (modified in place) into at most DB_FIELDS fields; their count. */
static int db_fields(char *line, char **f) {
    int n = 0;
    line[strcspn(line, "\n")] = 0;
    f[n++] = line;
    for (char *c = line; *c != 0 && n < DB_FIELDS; c++)
        if (*c == ':') {
            *c = 0;
            f[n++] = c + 1;
        }
    return n;
}

/* The first line of file with at least `want` fields whose field 0 is name
 * (name != NULL) or whose field `idx` is the number id; its fields in f. */
static bool db_find(const char *file, int want, const char *name, int idx, int64_t id, char *line, char **f) {
    FILE *fp = fopen(file, "r");
    if (fp == NULL) return false;
    bool found = false;
    while (!found && fgets(line, DB_LINE, fp) != NULL) {
        if (db_fields(line, f) < want) continue;
        if (name != NULL) found = strcmp(f[0], name) == 0;
        else found = f[idx][0] != 0 && strtoll(f[idx], NULL, 10) == id;
    }
    fclose(fp);
    return found;
}

/* getpwnam/getpwuid: name, uid, gid, home, shell.  No entry: ENOENT. */
static ld_value passwd_entry(const args *a) {
    char name[1024], line[DB_LINE];
    char *f[DB_FIELDS];
    if (a->i[0] == 0 && c_string(a, 0, name, sizeof name) == NULL) return strs_fail(errno);
    errno = 0;
    if (!db_find("/etc/passwd", 7, a->i[0] == 0 ? name : NULL, 2, a->i[1], line, f))
        return strs_fail(errno ? errno : ENOENT);
    const char *items[5] = {f[0], f[2], f[3], f[5], f[6]};
    size_t lens[5];
    for (int k = 0; k < 5; k++) lens[k] = strlen(items[k]);
    return strs_ok(items, lens, 5);
}

/* getgrnam/getgrgid: name, gid, members.  No entry: ENOENT. */
static ld_value group_entry(const args *a) {
    char name[1024], line[DB_LINE];
    char *f[DB_FIELDS];
    if (a->i[0] == 0 && c_string(a, 0, name, sizeof name) == NULL) return strs_fail(errno);
    errno = 0;
    if (!db_find("/etc/group", 4, a->i[0] == 0 ? name : NULL, 2, a->i[1], line, f))
        return strs_fail(errno ? errno : ENOENT);
    const char *items[DB_LINE / 2 + 2];
    size_t lens[DB_LINE / 2 + 2];
    size_t n = 0;
    items[n++] = f[0];
    items[n++] = f[2];
    for (char *m = f[3]; *m != 0;) {
        size_t k = strcspn(m, ",");
        if (k > 0) {
            items[n] = m;
            lens[n++] = k;
        }
        m += k;
        if (*m == ',') m++;
    }
    lens[0] = strlen(items[0]);
    lens[1] = strlen(items[1]);
    return strs_ok(items, lens, n);
}

/* The IPv4 addresses of a host name (AF_INET), its canonical name first. */
static ld_value host_by_name(const args *a) {
    char name[1024];
    if (c_string(a, 0, name, sizeof name) == NULL) return strs_fail(errno);
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_STREAM; /* one entry per address */
    hints.ai_flags = AI_CANONNAME;
    ld_flush_stdout();
    if (getaddrinfo(name, NULL, &hints, &res) != 0 || res == NULL) return strs_fail(ENOENT);
    size_t count = 0;
    for (struct addrinfo *p = res; p != NULL; p = p->ai_next) count++;
    const char **items = malloc((count + 1) * sizeof *items);
    size_t *lens = malloc((count + 1) * sizeof *lens);
    if (items == NULL || lens == NULL) {
        free(items);
        free(lens);
        freeaddrinfo(res);
        return strs_fail(ENOMEM);
    }
    items[0] = res->ai_canonname != NULL ? res->ai_canonname : name;
    lens[0] = strlen(items[0]);
    size_t n = 1;
    for (struct addrinfo *p = res; p != NULL; p = p->ai_next) {
        const struct in_addr *ia = &((const struct sockaddr_in *)(const void *)p->ai_addr)->sin_addr;
        bool seen = false;
        for (size_t k = 1; k < n; k++) seen = seen || memcmp(items[k], ia, 4) == 0;
        if (!seen) {
            items[n] = (const char *)ia;
            lens[n++] = 4;
        }
    }
    ld_value r = strs_ok(items, lens, n);
    free(items);
    free(lens);
    freeaddrinfo(res);
    return r;
}

ld_value ld_posix_strs(ld_value op, ld_value ints, ld_value strs) {
    args a;
    decode(ints, strs, &a);
    struct sockaddr_storage ss;
    socklen_t sl;
    const char *p;
    size_t len;
    switch (LD_UNTAG(op)) {
    case OP_SOCKNAME: return socket_name((int)a.i[0], true);
    case OP_PEERNAME: return socket_name((int)a.i[0], false);
    case OP_RECV: return receive(&a, false);
    case OP_RECVFROM: return receive(&a, true);
    case OP_INET_ADDR: {
        struct sockaddr_in sin;
        if (a.len[0] != 4 || a.i[0] < 0 || a.i[0] > 65535) return strs_fail(EINVAL);
        memset(&sin, 0, sizeof sin);
        sin.sin_family = AF_INET;
        sin.sin_port = htons((uint16_t)a.i[0]);
        memcpy(&sin.sin_addr, a.s[0], 4);
        p = (const char *)&sin;
        len = sizeof sin;
        return strs_ok(&p, &len, 1);
    }
    case OP_INET_HOST:
        if (!addr_arg(&a, 0, &ss, &sl)) return strs_fail(errno);
        if (ss.ss_family != AF_INET) return strs_fail(EAFNOSUPPORT);
        p = (const char *)&((struct sockaddr_in *)&ss)->sin_addr;
        len = 4;
        return strs_ok(&p, &len, 1);
    case OP_UNIX_ADDR: {
        struct sockaddr_un sun;
        memset(&sun, 0, sizeof sun);
        if (a.len[0] >= sizeof sun.sun_path) return strs_fail(ENAMETOOLONG);
        sun.sun_family = AF_UNIX;
        memcpy(sun.sun_path, a.s[0], a.len[0]);
        p = (const char *)&sun;
        len = offsetof(struct sockaddr_un, sun_path) + a.len[0] + 1;
        return strs_ok(&p, &len, 1);
    }
    case OP_UNIX_PATH: {
        if (!addr_arg(&a, 0, &ss, &sl)) return strs_fail(errno);
        if (ss.ss_family != AF_UNIX) return strs_fail(EAFNOSUPPORT);
        const struct sockaddr_un *sun = (const struct sockaddr_un *)&ss;
        size_t room = sl > offsetof(struct sockaddr_un, sun_path) ? sl - offsetof(struct sockaddr_un, sun_path) : 0;
        p = sun->sun_path;
        len = strnlen(p, room);
        return strs_ok(&p, &len, 1);
    }
    case OP_HOST_BY_NAME: return host_by_name(&a);
    case OP_READ: return read_fd(&a);
    case OP_GETLOGIN: {
        char *l = getlogin();
        if (l == NULL) return strs_fail(errno ? errno : ENOENT);
        p = l;
        len = strlen(l);
        return strs_ok(&p, &len, 1);
    }
    case OP_UNAME: {
        struct utsname u;
        if (uname(&u) < 0) return strs_fail(errno);
        const char *items[5] = {u.sysname, u.nodename, u.release, u.version, u.machine};
        size_t lens[5];
        for (int k = 0; k < 5; k++) lens[k] = strlen(items[k]);
        return strs_ok(items, lens, 5);
    }
    case OP_CTERMID: {
        char buf[L_ctermid];
        p = ctermid(buf);
        len = strlen(p);
        return strs_ok(&p, &len, 1);
    }
    case OP_TTYNAME: {
        char buf[1024];
        int e = ttyname_r((int)a.i[0], buf, sizeof buf);
        if (e != 0) return strs_fail(e);
        p = buf;
        len = strlen(buf);
        return strs_ok(&p, &len, 1);
    }
    case OP_GETPW: return passwd_entry(&a);
    case OP_READDIR: {
        DIR *d = dir_of(a.i[0]);
        if (d == NULL) return strs_fail(errno);
        struct dirent *e;
        do {
            errno = 0;
            e = readdir(d);
        } while (e != NULL && (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0));
        if (e == NULL) return errno ? strs_fail(errno) : strs_ok(NULL, NULL, 0);
        p = e->d_name;
        len = strlen(p);
        return strs_ok(&p, &len, 1);
    }
    case OP_GETCWD: {
        char buf[4096];
        if (getcwd(buf, sizeof buf) == NULL) return strs_fail(errno);
        p = buf;
        len = strlen(buf);
        return strs_ok(&p, &len, 1);
    }
    case OP_READLINK: {
        char path[4096], buf[4096];
        if (c_string(&a, 0, path, sizeof path) == NULL) return strs_fail(errno);
        ssize_t k = readlink(path, buf, sizeof buf);
        if (k < 0) return strs_fail(errno);
        p = buf;
        len = (size_t)k;
        return strs_ok(&p, &len, 1);
    }
    case OP_GETGR: return group_entry(&a);
    case OP_ENVIRON: {
        size_t n = 0;
        while (environ[n] != NULL) n++;
        size_t *lens = malloc((n ? n : 1) * sizeof *lens);
        if (lens == NULL) return strs_fail(ENOMEM);
        for (size_t k = 0; k < n; k++) lens[k] = strlen(environ[k]);
        ld_value r = strs_ok((const char *const *)environ, lens, n);
        free(lens);
        return r;
    }
    case OP_HOST_BY_ADDR: {
        struct sockaddr_in sin;
        char host[1025];
        if (a.len[0] != 4) return strs_fail(EINVAL);
        memset(&sin, 0, sizeof sin);
        sin.sin_family = AF_INET;
        memcpy(&sin.sin_addr, a.s[0], 4);
        ld_flush_stdout();
        if (getnameinfo((struct sockaddr *)&sin, sizeof sin, host, sizeof host, NULL, 0, NI_NAMEREQD) != 0)
            return strs_fail(ENOENT);
        p = host;
        len = strlen(host);
        return strs_ok(&p, &len, 1);
    }
    case OP_HOST_NAME: {
        char host[1025];
        if (gethostname(host, sizeof host) < 0) return strs_fail(errno);
        host[sizeof host - 1] = 0;
        p = host;
        len = strlen(host);
        return strs_ok(&p, &len, 1);
    }
    default: return strs_fail(EINVAL);
    }
}
