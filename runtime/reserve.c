/*
 * reserve.c -- address-space reservations, sized from the resource limits.
 *
 * ld_reserve_init (first thing in main) reads the soft RLIMIT_AS and
 * RLIMIT_DATA and what the process already uses (/proc/self/statm where it
 * exists); the smallest difference is the budget: the address space left
 * for the runtime's mappings (SIZE_MAX when neither limit is set).  Every
 * anonymous mapping counts against RLIMIT_AS -- even MAP_NORESERVE and
 * PROT_NONE ones -- and every private writable one against RLIMIT_DATA.
 *
 * The two stacks are fixed-size regions: each asks ld_map_stack for at most
 * a fraction of the budget (stack.c).  The heap's mappings are made and
 * grown on demand (heap.c, gc.c); a mapping the system refuses is "Out of
 * memory", which flushes what the program printed (ld_terminate).
 */
#define _DEFAULT_SOURCE
#include "rt_internal.h"

#include <stdio.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

static size_t budget = SIZE_MAX;

/* Pages in use: [0] all mappings, [1] data + stack (Linux statm), or 0s. */
static void current_use(size_t use[2]) {
    use[0] = use[1] = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return;
    unsigned long size, resident, shared, text, lib, data;
    if (fscanf(f, "%lu %lu %lu %lu %lu %lu", &size, &resident, &shared, &text,
               &lib, &data) == 6) {
        size_t page = (size_t)sysconf(_SC_PAGESIZE);
        use[0] = (size_t)size * page;
        use[1] = (size_t)data * page;
    }
    fclose(f);
}

static size_t left_under(int resource, size_t used) {
    struct rlimit rl;
    if (getrlimit(resource, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY ||
        rl.rlim_cur >= (rlim_t)SIZE_MAX)
        return SIZE_MAX;
    size_t lim = (size_t)rl.rlim_cur;
    return lim > used ? lim - used : 0;
}

void ld_reserve_init(void) {
    size_t use[2];
    current_use(use);
    size_t as = left_under(RLIMIT_AS, use[0]);
    size_t data = left_under(RLIMIT_DATA, use[1]);
    budget = as < data ? as : data;
}

size_t ld_reserve_budget(void) { return budget; }

char *ld_try_map(size_t bytes) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

char *ld_map(size_t bytes) {
    char *p = ld_try_map(bytes);
    if (!p) ld_out_of_memory();
    return p;
}

void ld_unmap(char *p, size_t bytes) {
    if (p) munmap(p, bytes);
}

void ld_discard(char *p, size_t bytes) {
    if (p && bytes) madvise(p, bytes, MADV_DONTNEED);
}

static size_t page_round(size_t n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return (n + page - 1) / page * page;
}

char *ld_map_stack(size_t *bytes, size_t least, size_t guard, bool guard_low) {
    guard = page_round(guard);
    least = page_round(least);
    for (size_t size = page_round(*bytes);; size = page_round(size / 2)) {
        if (size < least) size = least;
        /* all PROT_NONE first: the guard is never writable, so it counts
         * against RLIMIT_AS only, not RLIMIT_DATA */
        void *p = mmap(NULL, size + guard, PROT_NONE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p != MAP_FAILED) {
            char *usable = (char *)p + (guard_low ? guard : 0);
            if (mprotect(usable, size, PROT_READ | PROT_WRITE) == 0) {
                *bytes = size;
                return usable;
            }
            munmap(p, size + guard);
        }
        if (size == least) ld_out_of_memory();
    }
}
