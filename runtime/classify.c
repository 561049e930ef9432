/*
 * classify.c -- what a value word is: an immediate, a code pointer, a heap
 * object (nursery, old space, large-object space) or a static object.
 *
 * The one classifier the runtime's value walkers share: the heap checker
 * (verify.c) and MLton's equal, hash, size and share (mlton.c).  A closure's
 * field 0 is a raw code pointer, which has the low bit 0 like an object
 * pointer but no header before it: it is told apart by the bounds of the
 * program's code, which the GNU linkers define.  Anything that is neither
 * code nor in the heap is static data (rodata emitted by the compiler, the
 * runtime's own static objects), which has a header.
 */
#include "rt_internal.h"

extern char __executable_start[], etext[];

ld_class ld_classify(ld_value v) {
    /* 0: a global slot registered before its unit ran, a slot not yet written */
    if ((v & 1) || v == 0) return LD_CLASS_IMMEDIATE;
    uintptr_t p = (uintptr_t)v;
    if (p > ld_nursery_lo && p <= ld_nursery_hi) return LD_CLASS_NURSERY;
    uintptr_t old = (uintptr_t)ld_heap.old;
    if (p > old && p <= old + ld_heap.old_used) return LD_CLASS_OLD;
    if (p > old && p <= old + ld_heap.old_reserved) return LD_CLASS_STALE;
    uintptr_t spare = (uintptr_t)ld_heap.spare;
    if (spare && p > spare && p <= spare + ld_heap.spare_reserved) return LD_CLASS_STALE;
    if (ld_in_large(p)) return LD_CLASS_LARGE;
    if (p >= (uintptr_t)__executable_start && p < (uintptr_t)etext) return LD_CLASS_CODE;
    return LD_CLASS_STATIC;
}
