/*
 * io.c -- buffered standard output for ML programs (print).
 * The buffer is flushed when full, by ld_flush_stdout (e.g. before reading
 * stdin), and on every way out of the program (ld_terminate in main.c).
 * Flushing uses only write(2), so the stack-overflow handler may do it.
 */
#include "rt_internal.h"

#include <errno.h>
#include <unistd.h>

#define OUT_BUF (64 * 1024)
static char out_buf[OUT_BUF];
static size_t out_len;

static void write_all(const char *p, size_t n) {
    while (n) {
        ssize_t w = write(1, p, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return;
        }
        p += w;
        n -= (size_t)w;
    }
}

void ld_flush_stdout(void) {
    size_t n = out_len;
    out_len = 0;
    write_all(out_buf, n);
}

void ld_io_init(void) { out_len = 0; }

static void out_bytes(const char *p, size_t n) {
    if (out_len + n > OUT_BUF) {
        ld_flush_stdout();
        if (n >= OUT_BUF) {
            write_all(p, n);
            return;
        }
    }
    memcpy(out_buf + out_len, p, n);
    out_len += n;
}

ld_value ld_print(ld_value s) {
    out_bytes(LD_STR_BYTES(s), LD_STR_LEN(s));
    return LD_UNIT;
}
