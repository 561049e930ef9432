/*
 * rt_test.h -- helpers for the runtime's C test programs.  Objects are built
 * by hand exactly as generated code builds them: inline bump allocation of a
 * group (ld_alloc_group), headers via LD_HEADER, live pointers saved in a
 * shadow-stack frame across anything that may collect.
 */
#ifndef RT_TEST_H
#define RT_TEST_H

#include "ldriver_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#define CHECK(c)                                                              \
    do {                                                                      \
        if (!(c)) {                                                           \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__,  \
                    #c);                                                      \
            exit(3);                                                          \
        }                                                                     \
    } while (0)

static inline int gc_stress(void) {
    const char *e = getenv("LDRIVER_GC_STRESS");
    return e && *e && *e != '0';
}

/* a string from a C literal (may collect) */
static inline ld_value S(const char *s) { return ld_string_from_c(s, strlen(s)); }

static inline int str_is(ld_value v, const char *s) {
    return LD_IS_PTR(v) && LD_KIND(LD_HDR(v)) == LD_STRING &&
           LD_STR_LEN(v) == strlen(s) && memcmp(LD_STR_BYTES(v), s, strlen(s)) == 0 &&
           LD_STR_BYTES(v)[LD_STR_LEN(v)] == 0;
}

/* RECORD(tag)[a, b]; a and b must be in fr[0], fr[1] (protected). */
static inline ld_value pair_from(ld_value *fr, unsigned tag) {
    ld_value *p = ld_alloc_group(24);
    p[0] = LD_HEADER(LD_RECORD, tag, 2);
    p[1] = fr[0];
    p[2] = fr[1];
    return LD_PTR_VALUE(p + 1);
}

/* peak resident set size in MiB */
/* Peak RSS of this program image. Not getrusage's ru_maxrss: on Linux it
 * carries over the parent's high-water mark across fork+exec, so a test run
 * from a large pytest process would measure pytest. VmHWM is per address space. */
static inline long peak_rss_mib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    if (f != NULL) {
        while (fgets(line, sizeof line, f) != NULL)
            if (sscanf(line, "VmHWM: %ld kB", &kib) == 1) break;
        fclose(f);
    }
    if (kib < 0) {
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        kib = ru.ru_maxrss;
    }
    return kib / 1024;
}

/* the write barrier exactly as generated code emits it */
static inline void store_barrier(ld_value obj, uint64_t i, ld_value v) {
    ld_value *slot = &LD_FIELDS(obj)[i];
    *slot = v;
    if (LD_IN_NURSERY(v) && !LD_IN_NURSERY(obj)) ld_remember_field(obj, slot);
}

#endif
