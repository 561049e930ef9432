/*
 * basis.c -- the primitives the SML Basis Library (stdlib/basis/) is written
 * over that the rest of the runtime does not provide: the C math library,
 * real formatting and parsing, file I/O, the process environment and
 * clocks (bit operations on words are inline in generated code).  Each is one row of compiler/prims.py;
 * the Basis gives them their ML meaning (exceptions, formats).
 *
 * Conventions (ldriver_rt.h): ints and words are tagged; a word is the
 * unsigned 63-bit value of the tagged word's upper bits, so an int and the
 * word with the same bits share one representation.  Failures set
 * ld_pending and return a dummy.
 */
#define _XOPEN_SOURCE 700
#include "rt_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fenv.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ---- reals --------------------------------------------------------------- */

/* One-argument functions of the C math library, by code (stdlib/basis/real.sml). */
double ld_real_math1(ld_value op, double x) {
    switch (LD_UNTAG(op)) {
    case 0: return sqrt(x);
    case 1: return sin(x);
    case 2: return cos(x);
    case 3: return tan(x);
    case 4: return asin(x);
    case 5: return acos(x);
    case 6: return atan(x);
    case 7: return exp(x);
    case 8: return log(x);
    case 9: return log10(x);
    case 10: return sinh(x);
    case 11: return cosh(x);
    case 12: return tanh(x);
    case 13: return floor(x);
    case 14: return ceil(x);
    case 15: return trunc(x);
    case 16: return ld_round_even(x);
    case 17: {                    /* the exponent e of frexp: x = m * 2^e, 0.5 <= |m| < 1 */
        int e = 0;
        if (x == 0.0 || isnan(x) || isinf(x)) return 0.0;
        (void)frexp(x, &e);
        return (double)e;
    }
    default: return NAN;
    }
}

/* Two-argument functions of the C math library, by code. */
double ld_real_math2(ld_value op, double x, double y) {
    switch (LD_UNTAG(op)) {
    case 0: return atan2(x, y);
    case 1: return pow(x, y);
    case 2: return fmod(x, y);
    case 3: return copysign(x, y);
    case 4: return nextafter(x, y);
    case 5: { /* x * 2^y, y an integral value */
        double e = y > 100000.0 ? 100000.0 : (y < -100000.0 ? -100000.0 : y);
        return ldexp(x, (int)e);
    }
    default: return NAN;
    }
}

/* strtod of a string the Basis has already checked to be a C decimal number. */
double ld_real_from_string(ld_value s) { return strtod(LD_STR_BYTES(s), NULL); }

/* The 8 bytes of x's IEEE 754 binary64 form (PackReal64Big/Little), the
 * most significant first if `big`.  May collect. */
ld_value ld_real_to_bytes(double x, ld_value big) {
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    char b[8];
    for (int i = 0; i < 8; i++) b[i] = (char)(bits >> (8 * (LD_UNTAG(big) ? 7 - i : i)));
    return ld_string_from_c(b, 8);
}

/* The real whose binary64 form is bytes off .. off+7 of s, the most
 * significant first if `big` (the Basis has checked the range). */
double ld_real_from_bytes(ld_value s, ld_value off, ld_value big) {
    const unsigned char *p = (const unsigned char *)LD_STR_BYTES(s) + LD_UNTAG(off);
    uint64_t bits = 0;
    for (int i = 0; i < 8; i++) bits |= (uint64_t)p[i] << (8 * (LD_UNTAG(big) ? 7 - i : i));
    double x;
    memcpy(&x, &bits, sizeof x);
    return x;
}

/* ---- files --------------------------------------------------------------- */

/* Streams are small ints indexing `files`: 0, 1, 2 are stdin, stdout, stderr.
 * stdout goes through the runtime's own buffer (print), so both interleave. */
static FILE **files;
static size_t nfiles;

static FILE *file_of(ld_value h) {
    int64_t i = LD_UNTAG(h);
    if (i == 0) return stdin;
    if (i == 2) return stderr;
    if (i < 3 || (uint64_t)i >= nfiles) return NULL;
    return files[i];
}

static ld_value fail(const char *what) {
    const char *why = errno ? strerror(errno) : "error";
    char msg[256];
    snprintf(msg, sizeof msg, "%s: %s", what, why);
    return ld_raise_fail(ld_string_from_c(msg, strlen(msg)));
}

/* Open the file named `path`: mode 0 read, 1 write (truncate), 2 append.
 * The stream, or -1 if it cannot be opened (errno says why). */
ld_value ld_io_open(ld_value path, ld_value mode) {
    static const char *const modes[] = {"rb", "wb", "ab"};
    int64_t m = LD_UNTAG(mode);
    if (m < 0 || m > 2) return LD_INT(-1);
    FILE *f = fopen(LD_STR_BYTES(path), modes[m]);
    if (f == NULL) return LD_INT(-1);
    size_t i = 3;
    while (i < nfiles && files[i] != NULL) i++;
    if (i >= nfiles) {
        size_t n = nfiles < 8 ? 8 : 2 * nfiles;
        FILE **grown = realloc(files, n * sizeof *grown);
        if (grown == NULL) {
            fclose(f);
            return LD_INT(-1);
        }
        for (size_t j = nfiles; j < n; j++) grown[j] = NULL;
        files = grown;
        nfiles = n;
    }
    files[i] = f;
    return LD_INT((int64_t)i);
}

ld_value ld_io_close(ld_value h) {
    int64_t i = LD_UNTAG(h);
    if (i == 1) {
        ld_flush_stdout();
    } else if (i >= 3 && (uint64_t)i < nfiles && files[i] != NULL) {
        fclose(files[i]);
        files[i] = NULL;
    }
    return LD_UNIT;
}

ld_value ld_io_output(ld_value h, ld_value s) {
    if (LD_UNTAG(h) == 1) return ld_print(s);
    FILE *f = file_of(h);
    if (f != NULL) fwrite(LD_STR_BYTES(s), 1, LD_STR_LEN(s), f);
    return LD_UNIT;
}

ld_value ld_io_flush(ld_value h) {
    if (LD_UNTAG(h) == 1) {
        ld_flush_stdout();
    } else {
        FILE *f = file_of(h);
        if (f != NULL) fflush(f);
    }
    return LD_UNIT;
}

/* Reading stdin first flushes stdout, so a prompt is seen before input. */
static FILE *input_file(ld_value h) {
    if (LD_UNTAG(h) == 0) ld_flush_stdout();
    return file_of(h);
}

/* Up to n bytes (at least one unless at end of file: "" means end of file;
 * from a terminal or pipe, at most up to the end of the current line).
 * Raises Fail on a read error.  May collect. */
ld_value ld_io_input(ld_value h, ld_value n) {
    FILE *f = input_file(h);
    int64_t k = LD_UNTAG(n);
    if (f == NULL || k <= 0) return ld_string_from_c("", 0);
    char buf[65536];
    size_t want = k < (int64_t)sizeof buf ? (size_t)k : sizeof buf;
    size_t got = 0;
    errno = 0;
    /* block for the first byte only, then take what is already buffered up to want */
    int c = getc(f);
    if (c == EOF) {
        if (ferror(f)) {
            clearerr(f);
            return fail("input");
        }
        clearerr(f); /* a terminal may deliver more after end of file */
        return ld_string_from_c("", 0);
    }
    buf[got++] = (char)c;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
        if (want > 1) got += fread(buf + 1, 1, want - 1, f);
    } else {
        /* a terminal or pipe: do not wait beyond the end of a line */
        while (got < want && c != '\n' && (c = getc(f)) != EOF) buf[got++] = (char)c;
    }
    if (ferror(f)) clearerr(f);
    if (feof(f)) clearerr(f);
    return ld_string_from_c(buf, got);
}

/* The next line including its newline, the rest of the file if it has no
 * newline, or "" at end of file.  Raises Fail on a read error.  May collect. */
ld_value ld_io_input_line(ld_value h) {
    FILE *f = input_file(h);
    if (f == NULL) return ld_string_from_c("", 0);
    size_t cap = 256, len = 0;
    char *buf = malloc(cap);
    if (buf == NULL) return fail("inputLine");
    errno = 0;
    int c;
    while ((c = getc(f)) != EOF) {
        if (len == cap) {
            char *grown = realloc(buf, cap * 2);
            if (grown == NULL) {
                free(buf);
                return fail("inputLine");
            }
            buf = grown;
            cap *= 2;
        }
        buf[len++] = (char)c;
        if (c == '\n') break;
    }
    if (c == EOF && ferror(f)) {
        clearerr(f);
        free(buf);
        return fail("inputLine");
    }
    if (c == EOF) clearerr(f);
    ld_value r = ld_string_from_c(buf, len);
    free(buf);
    return r;
}

/* ---- the process --------------------------------------------------------- */

ld_value ld_process_exit(ld_value status) {
    for (size_t i = 3; i < nfiles; i++)
        if (files[i] != NULL) fflush(files[i]);
    ld_exit((int)LD_UNTAG(status));
}

ld_value ld_process_system(ld_value cmd) {
    ld_flush_stdout();
    fflush(NULL);
    int st = system(LD_STR_BYTES(cmd));
    return LD_INT(st);
}

/* A list of strings from byte strings of the given lengths (NULL lengths:
 * C strings), built back to front.  May collect (rt_internal.h). */
ld_value ld_bytes_list(const char *const *items, const size_t *lens, size_t n) {
    ld_value *fr = ld_frame_push(2);
    fr[0] = LD_NIL;
    for (size_t i = n; i-- > 0;) {
        fr[1] = ld_string_from_c(items[i], lens != NULL ? lens[i] : strlen(items[i]));
        ld_value cell = ld_alloc(LD_RECORD, LD_TAG_CONS, 2);
        LD_FIELD(cell, 0) = fr[1];
        LD_FIELD(cell, 1) = fr[0];
        fr[0] = cell;
    }
    ld_value r = fr[0];
    ld_frame_pop(fr);
    return r;
}

/* [value] if the environment variable is set, else []. May collect. */
ld_value ld_process_getenv(ld_value name) {
    char *v = getenv(LD_STR_BYTES(name));
    return v == NULL ? LD_NIL : ld_bytes_list((const char *const *)&v, NULL, 1);
}

ld_value ld_command_name(ld_value unit) {
    (void)unit;
    const char *name = ld_argc > 0 ? ld_argv[0] : "";
    return ld_string_from_c(name, strlen(name));
}

ld_value ld_command_args(ld_value unit) {
    (void)unit;
    return ld_argc > 1 ? ld_bytes_list((const char *const *)(ld_argv + 1), NULL, (size_t)ld_argc - 1) : LD_NIL;
}

/* ---- the file system ------------------------------------------------------ */

/* An operation on paths, by code: 0 chdir, 1 mkdir, 2 rmdir, 3 remove,
 * 4 rename(p, q), 5 set the access and modification times of p to now.
 * 0 on success, else errno. */
ld_value ld_fs_op(ld_value op, ld_value p, ld_value q) {
    const char *a = LD_STR_BYTES(p), *b = LD_STR_BYTES(q);
    int r;
    switch (LD_UNTAG(op)) {
    case 0: r = chdir(a); break;
    case 1: r = mkdir(a, 0777); break;
    case 2: r = rmdir(a); break;
    case 3: r = unlink(a); break;
    case 4: r = rename(a, b); break;
    case 5: r = utimensat(AT_FDCWD, a, NULL, 0); break;
    default: errno = EINVAL; r = -1; break;
    }
    return LD_INT(r == 0 ? 0 : errno);
}

/* A question about a path, by code: 0 is a directory, 1 is a symbolic link,
 * 2 size in bytes, 3 modification time (seconds), 4..6 readable, writable,
 * executable (access), 7 exists.  A negative result is -errno. */
ld_value ld_fs_query(ld_value op, ld_value p) {
    const char *a = LD_STR_BYTES(p);
    struct stat st;
    int64_t code = LD_UNTAG(op);
    if (code >= 4 && code <= 6) {
        static const int modes[] = {R_OK, W_OK, X_OK};
        return LD_INT(access(a, modes[code - 4]) == 0 ? 1 : 0);
    }
    if (code == 7) return LD_INT(access(a, F_OK) == 0 ? 1 : 0);
    if ((code == 1 ? lstat(a, &st) : stat(a, &st)) != 0) return LD_INT(-(int64_t)errno);
    switch (code) {
    case 0: return LD_INT(S_ISDIR(st.st_mode) ? 1 : 0);
    case 1: return LD_INT(S_ISLNK(st.st_mode) ? 1 : 0);
    case 2: return LD_INT((int64_t)st.st_size);
    case 3: return LD_INT((int64_t)st.st_mtime);
    default: return LD_INT(-(int64_t)EINVAL);
    }
}

/* A string about a path, by code: 0 the current directory (p ignored),
 * 1 realpath, 2 readlink, 3 a fresh temporary file name (p ignored).
 * Raises Fail on an error.  May collect. */
ld_value ld_fs_string(ld_value op, ld_value p) {
    char buf[4096];
    const char *a = LD_STR_BYTES(p);
    errno = 0;
    switch (LD_UNTAG(op)) {
    case 0:
        if (getcwd(buf, sizeof buf) == NULL) return fail("getDir");
        return ld_string_from_c(buf, strlen(buf));
    case 1: {
        char *r = realpath(a, NULL);
        if (r == NULL) return fail(a);
        ld_value v = ld_string_from_c(r, strlen(r));
        free(r);
        return v;
    }
    case 2: {
        ssize_t n = readlink(a, buf, sizeof buf);
        if (n < 0) return fail(a);
        return ld_string_from_c(buf, (size_t)n);
    }
    case 3: {
        const char *dir = getenv("TMPDIR");
        snprintf(buf, sizeof buf, "%s/ldriverXXXXXX", dir != NULL && dir[0] != 0 ? dir : "/tmp");
        int fd = mkstemp(buf);
        if (fd < 0) return fail("tmpName");
        close(fd);
        return ld_string_from_c(buf, strlen(buf));
    }
    default: errno = EINVAL; return fail("fs");
    }
}

/* The names in directory p, without "." and "..", in the order readdir gives
 * them.  Raises Fail on an error.  May collect. */
ld_value ld_fs_list_dir(ld_value p) {
    DIR *d = opendir(LD_STR_BYTES(p));
    if (d == NULL) return fail(LD_STR_BYTES(p));
    size_t n = 0, cap = 16;
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    while (names != NULL && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        if (n == cap) {
            char **grown = realloc(names, 2 * cap * sizeof *names);
            if (grown == NULL) break;
            names = grown;
            cap *= 2;
        }
        names[n] = malloc(strlen(e->d_name) + 1);
        if (names[n] == NULL) break;
        strcpy(names[n++], e->d_name);
    }
    closedir(d);
    ld_value r = names == NULL ? LD_NIL : ld_bytes_list((const char *const *)names, NULL, n);
    for (size_t i = 0; i < n; i++) free(names[i]);
    free(names);
    return r;
}

/* A list of ints (built back to front). May collect (rt_internal.h). */
ld_value ld_int_list(const int64_t *items, size_t n) {
    ld_value *fr = ld_frame_push(1);
    fr[0] = LD_NIL;
    for (size_t i = n; i-- > 0;) {
        ld_value cell = ld_alloc(LD_RECORD, LD_TAG_CONS, 2);
        LD_FIELD(cell, 0) = LD_INT(items[i]);
        LD_FIELD(cell, 1) = fr[0];
        fr[0] = cell;
    }
    ld_value r = fr[0];
    ld_frame_pop(fr);
    return r;
}

/* stat (code 0) or lstat (1) of path p, or fstat (2) of descriptor fd:
 * [dev, ino, mode, nlink, uid, gid, size, atime, mtime, ctime, rdev], or
 * [-errno] on failure.  May collect. */
ld_value ld_fs_stat(ld_value code, ld_value p, ld_value fd) {
    struct stat st;
    int r;
    switch (LD_UNTAG(code)) {
    case 0: r = stat(LD_STR_BYTES(p), &st); break;
    case 1: r = lstat(LD_STR_BYTES(p), &st); break;
    default: r = fstat((int)LD_UNTAG(fd), &st); break;
    }
    if (r != 0) {
        int64_t err = -(int64_t)errno;
        return ld_int_list(&err, 1);
    }
    int64_t v[11] = {(int64_t)st.st_dev, (int64_t)st.st_ino, (int64_t)st.st_mode, (int64_t)st.st_nlink,
                     (int64_t)st.st_uid, (int64_t)st.st_gid, (int64_t)st.st_size, (int64_t)st.st_atime,
                     (int64_t)st.st_mtime, (int64_t)st.st_ctime, (int64_t)st.st_rdev};
    for (int i = 0; i < 11; i++) v[i] &= ((int64_t)1 << 62) - 1; /* ints are 63-bit */
    return ld_int_list(v, 11);
}

/* Set the access and modification times of p (seconds since the epoch).
 * 0 on success, else errno. */
ld_value ld_fs_set_time(ld_value p, double atime, double mtime) {
    struct timespec ts[2];
    double t[2] = {atime, mtime};
    for (int i = 0; i < 2; i++) {
        double s = floor(t[i]);
        ts[i].tv_sec = (time_t)s;
        ts[i].tv_nsec = (long)((t[i] - s) * 1e9);
    }
    return LD_INT(utimensat(AT_FDCWD, LD_STR_BYTES(p), ts, 0) == 0 ? 0 : errno);
}

/* poll(2) on the descriptors fds with the event masks events (1 in, 2 out,
 * 4 priority), waiting at most timeout milliseconds (negative: no limit):
 * the returned events of each descriptor in order, or [-errno]; raises Fail
 * when out of memory.  May collect (and is never removed: it waits). */
ld_value ld_os_poll(ld_value fds, ld_value events, ld_value timeout) {
    size_t n = 0;
    for (ld_value l = fds; l != LD_NIL; l = LD_FIELD(l, 1)) n++;
    struct pollfd *pfd = calloc(n ? n : 1, sizeof *pfd);
    int64_t *out = calloc(n ? n : 1, sizeof *out);
    if (pfd == NULL || out == NULL) {
        free(pfd);
        free(out);
        errno = ENOMEM;
        return fail("poll");
    }
    size_t i = 0;
    for (ld_value l = fds, e = events; l != LD_NIL; l = LD_FIELD(l, 1), e = LD_FIELD(e, 1), i++) {
        int64_t ev = LD_UNTAG(LD_FIELD(e, 0));
        pfd[i].fd = (int)LD_UNTAG(LD_FIELD(l, 0));
        pfd[i].events = (short)(((ev & 1) ? POLLIN : 0) | ((ev & 2) ? POLLOUT : 0) | ((ev & 4) ? POLLPRI : 0));
    }
    ld_flush_stdout();
    int r;
    do r = poll(pfd, (nfds_t)n, (int)LD_UNTAG(timeout)); while (r < 0 && errno == EINTR);
    ld_value result;
    if (r < 0) {
        int64_t err = -(int64_t)errno;
        result = ld_int_list(&err, 1);
    } else {
        for (i = 0; i < n; i++)
            /* hang-up and error make a descriptor readable (a read does not block) */
            out[i] = ((pfd[i].revents & (POLLIN | ((pfd[i].events & POLLIN) ? POLLHUP | POLLERR : 0))) ? 1 : 0) | ((pfd[i].revents & POLLOUT) ? 2 : 0) |
                     ((pfd[i].revents & POLLPRI) ? 4 : 0);
        result = ld_int_list(out, n);
    }
    free(pfd);
    free(out);
    return result;
}

/* The message for an errno value (OS.errorMsg). May collect. */
ld_value ld_os_error_message(ld_value err) {
    const char *m = strerror((int)LD_UNTAG(err));
    return ld_string_from_c(m, strlen(m));
}

/* ---- clocks -------------------------------------------------------------- */

/* Seconds since the epoch (wall clock). */
/* IEEEReal's rounding modes, by the position of their constructor in
 * datatype rounding_mode (TO_NEAREST, TO_NEGINF, TO_POSINF, TO_ZERO): the
 * rounding of the floating-point unit, for this (the ML) thread. */
static const int rounding_modes[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};

ld_value ld_set_rounding_mode(ld_value mode) {
    int64_t m = LD_UNTAG(mode);
    if (m >= 0 && m < 4) fesetround(rounding_modes[m]);
    return LD_UNIT;
}

ld_value ld_get_rounding_mode(ld_value unit) {
    (void)unit;
    int current = fegetround();
    for (int m = 0; m < 4; m++)
        if (rounding_modes[m] == current) return LD_INT(m);
    return LD_INT(0);
}

double ld_time_now(ld_value unit) {
    (void)unit;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* How far west of UTC local time is at time t (seconds since the epoch). */
ld_value ld_time_zone_west(double t) {
    time_t tt = (time_t)t;
    struct tm g;
    if (gmtime_r(&tt, &g) == NULL) return LD_INT(0);
    g.tm_isdst = -1;
    time_t as_local = mktime(&g);
    if (as_local == (time_t)-1) return LD_INT(0);
    return LD_INT((int64_t)(as_local - tt));
}

/* Processor time used by the process, in seconds. */
double ld_time_cpu(ld_value unit) {
    (void)unit;
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
