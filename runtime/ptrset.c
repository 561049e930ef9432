/*
 * ptrset.c -- a set of addresses (open addressing, linear probing).
 * Used for the remembered set (slot addresses) and the large-object index.
 */
#include "rt_internal.h"

#include <stdlib.h>

static size_t hash(uintptr_t k, size_t mask) {
    uint64_t x = (uint64_t)k >> 3;
    x *= 0x9E3779B97F4A7C15ull;
    return (size_t)(x >> 17) & mask;
}

static void grow(ld_ptrset *s) {
    size_t ncap = s->cap ? s->cap * 2 : 64;
    uintptr_t *nslots = calloc(ncap, sizeof *nslots);
    if (!nslots) ld_out_of_memory();
    for (size_t i = 0; i < s->cap; i++) {
        uintptr_t k = s->slots[i];
        if (!k) continue;
        size_t j = hash(k, ncap - 1);
        while (nslots[j]) j = (j + 1) & (ncap - 1);
        nslots[j] = k;
    }
    free(s->slots);
    s->slots = nslots;
    s->cap = ncap;
}

bool ld_ptrset_add(ld_ptrset *s, uintptr_t key) {
    if ((s->count + 1) * 2 > s->cap) grow(s);
    size_t mask = s->cap - 1, j = hash(key, mask);
    while (s->slots[j]) {
        if (s->slots[j] == key) return false;
        j = (j + 1) & mask;
    }
    s->slots[j] = key;
    s->count++;
    return true;
}

bool ld_ptrset_has(const ld_ptrset *s, uintptr_t key) {
    if (!s->count) return false;
    size_t mask = s->cap - 1, j = hash(key, mask);
    while (s->slots[j]) {
        if (s->slots[j] == key) return true;
        j = (j + 1) & mask;
    }
    return false;
}

void ld_ptrset_clear(ld_ptrset *s) {
    if (s->cap > 4096) {
        ld_ptrset_free(s);
        return;
    }
    for (size_t i = 0; i < s->cap; i++) s->slots[i] = 0;
    s->count = 0;
}

void ld_ptrset_free(ld_ptrset *s) {
    free(s->slots);
    s->slots = NULL;
    s->cap = s->count = 0;
}
