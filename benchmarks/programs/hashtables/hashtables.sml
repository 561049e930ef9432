(* Benchmark hashtables: a hash table functor (table.sml) applied in another
   unit than its own, at int, string and int * int keys: counting repeated
   pseudo-random numbers, counting words made of their digits, and a sparse
   grid of pairs looked up by neighbours.  Problem size: keys inserted per
   table.  Checksum: counts and sums mod 1000003, which do not depend on the
   order of buckets (word sizes differ between compilers). *)
val defaultSize = 500000
fun getSize () = BenchSize.get defaultSize

structure IntTable = HashTable (struct
  type key = int
  fun hash k = Word.fromInt k * 0w40503
  fun same (a : int, b) = a = b
end)

structure StringTable = HashTable (struct
  type key = string
  fun hash s = CharVector.foldl (fn (c, h) => h * 0w31 + Word.fromInt (Char.ord c)) 0w7 s
  fun same (a : string, b) = a = b
end)

structure PairTable = HashTable (struct
  type key = int * int
  fun hash (x, y) = Word.fromInt x * 0w7919 + Word.fromInt y
  fun same ((a, b), (c, d) : int * int) = a = c andalso b = d
end)

fun lcg x = (x * 421 + 1663) mod 1048576

fun countInts n =
  let
    val t = IntTable.create 16
    fun loop (0, _) = ()
      | loop (i, x) = (IntTable.update t (x mod (n div 2 + 1), fn NONE => 1 | SOME c => c + 1); loop (i - 1, lcg x))
    val () = loop (n, 12345)
    val hits = List.foldl (fn (k, s) => case IntTable.find t k of NONE => s | SOME c => s + c) 0
                          (List.tabulate (1000, fn i => i * 7))
  in
    (IntTable.count t + IntTable.fold (fn (k, c, s) => (s + k * c) mod 1000003) 0 t + hits) mod 1000003
  end

fun countWords n =
  let
    val t = StringTable.create 16
    fun word x = "w" ^ Int.toString (x mod 5003)
    fun loop (0, _) = ()
      | loop (i, x) = (StringTable.update t (word x, fn NONE => 1 | SOME c => c + 1); loop (i - 1, lcg x))
    val () = loop (n, 777)
  in
    StringTable.fold (fn (w, c, s) => (s + c * size w) mod 1000003) (StringTable.count t) t
  end

fun grid n =
  let
    val t = PairTable.create 16
    fun loop (0, _) = ()
      | loop (i, x) = (PairTable.insert t ((x mod 701, (x div 701) mod 701), i); loop (i - 1, lcg x))
    val () = loop (n, 4242)
    fun neighbours ((x, y), v, s) =
      List.foldl (fn (d, s) => case PairTable.find t d of NONE => s | SOME w => (s + v mod 97 + w mod 89) mod 1000003)
                 s [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
  in
    PairTable.fold neighbours (PairTable.count t) t
  end

fun main () =
  let val n = getSize ()
  in print ("hashtables " ^ Int.toString n ^ " " ^ Int.toString (countInts n) ^ " " ^ Int.toString (countWords n)
            ^ " " ^ Int.toString (grid n) ^ "\n")
  end
