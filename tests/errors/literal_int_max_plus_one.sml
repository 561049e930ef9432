(* ints are 63-bit at run time: 2^62 does not fit (compiler/prims.py). *)
val b = 4611686018427387904 > 0
