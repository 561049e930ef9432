(* Benchmark functors: signatures and functors used at several types.  A
   leftist-heap priority queue functor PQueue (ORD) and a red-black-tree map
   functor RBMap (ORD) (insertion as in Okasaki's "Purely Functional Data
   Structures") are applied to int, string and (real * int) keys: heap sorts,
   word counting in a map, and Dijkstra's shortest paths on a generated graph
   (int heap of (distance, node) pairs, int map of settled nodes).
   Problem size: elements per structure.  Checksum: sums mod 1000003. *)
val defaultSize = 200000
fun getSize () = BenchSize.get defaultSize

signature ORD = sig
  type t
  val compare : t * t -> order
end

signature PQUEUE = sig
  type elem
  type queue
  val empty : queue
  val isEmpty : queue -> bool
  val insert : elem * queue -> queue
  val findMin : queue -> elem option
  val deleteMin : queue -> (elem * queue) option
  val fromList : elem list -> queue
  val toList : queue -> elem list          (* ascending *)
end

signature MAP = sig
  type key
  type 'a map
  val empty : 'a map
  val insert : 'a map * key * 'a -> 'a map
  val find : 'a map * key -> 'a option
  val insertWith : ('a * 'a -> 'a) -> 'a map * key * 'a -> 'a map
  val foldl : (key * 'a * 'b -> 'b) -> 'b -> 'a map -> 'b
  val size : 'a map -> int
end

functor PQueue (O : ORD) :> PQUEUE where type elem = O.t = struct
  type elem = O.t
  datatype queue = E | T of int * elem * queue * queue
  val empty = E
  fun isEmpty E = true | isEmpty _ = false
  fun rank E = 0 | rank (T (r, _, _, _)) = r
  fun make (x, a, b) = if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)
  fun merge (h, E) = h
    | merge (E, h) = h
    | merge (h1 as T (_, x, a1, b1), h2 as T (_, y, a2, b2)) =
        if O.compare (x, y) <> GREATER then make (x, a1, merge (b1, h2)) else make (y, a2, merge (h1, b2))
  fun insert (x, h) = merge (T (1, x, E, E), h)
  fun findMin E = NONE | findMin (T (_, x, _, _)) = SOME x
  fun deleteMin E = NONE | deleteMin (T (_, x, a, b)) = SOME (x, merge (a, b))
  fun fromList xs = List.foldl insert E xs
  fun toList h = case deleteMin h of NONE => [] | SOME (x, h') => x :: toList h'
end

functor RBMap (K : ORD) :> MAP where type key = K.t = struct
  type key = K.t
  datatype color = R | B
  datatype 'a map = E | T of color * 'a map * key * 'a * 'a map
  val empty = E
  fun balance (B, T (R, T (R, a, xk, xv, b), yk, yv, c), zk, zv, d) = T (R, T (B, a, xk, xv, b), yk, yv, T (B, c, zk, zv, d))
    | balance (B, T (R, a, xk, xv, T (R, b, yk, yv, c)), zk, zv, d) = T (R, T (B, a, xk, xv, b), yk, yv, T (B, c, zk, zv, d))
    | balance (B, a, xk, xv, T (R, T (R, b, yk, yv, c), zk, zv, d)) = T (R, T (B, a, xk, xv, b), yk, yv, T (B, c, zk, zv, d))
    | balance (B, a, xk, xv, T (R, b, yk, yv, T (R, c, zk, zv, d))) = T (R, T (B, a, xk, xv, b), yk, yv, T (B, c, zk, zv, d))
    | balance (c, a, k, v, b) = T (c, a, k, v, b)
  fun insertWith f (m, k, v) =
    let fun ins E = T (R, E, k, v, E)
          | ins (T (c, a, k', v', b)) =
              case K.compare (k, k') of
                  LESS => balance (c, ins a, k', v', b)
                | GREATER => balance (c, a, k', v', ins b)
                | EQUAL => T (c, a, k, f (v', v), b)
    in case ins m of T (_, a, k, v, b) => T (B, a, k, v, b) | E => E end
  fun insert (m, k, v) = insertWith (fn (_, new) => new) (m, k, v)
  fun find (E, _) = NONE
    | find (T (_, a, k', v, b), k) =
        case K.compare (k, k') of LESS => find (a, k) | GREATER => find (b, k) | EQUAL => SOME v
  fun foldl f acc E = acc
    | foldl f acc (T (_, a, k, v, b)) = foldl f (f (k, v, foldl f acc a)) b
  fun size m = foldl (fn (_, _, n) => n + 1) 0 m
end

structure IntOrd = struct type t = int val compare = Int.compare end
structure StringOrd = struct type t = string val compare = String.compare end
structure PairOrd = struct
  type t = real * int
  fun compare ((a, i), (b, j)) = case Real.compare (a, b) of EQUAL => Int.compare (i, j) | ord => ord
end
structure DistOrd = struct
  type t = int * int
  fun compare ((d1, n1), (d2, n2)) = case Int.compare (d1, d2) of EQUAL => Int.compare (n1, n2) | ord => ord
end

structure IntQ = PQueue (IntOrd)
structure StringQ = PQueue (StringOrd)
structure PairQ = PQueue (PairOrd)
structure DistQ = PQueue (DistOrd)
structure IntMap = RBMap (IntOrd)
structure StringMap = RBMap (StringOrd)

fun lcg x = (x * 421 + 1663) mod 1048576
fun randoms (n, seed) =
  let fun go (0, _, acc) = acc | go (k, s, acc) = let val s' = lcg s in go (k - 1, s', s' :: acc) end
  in go (n, seed, []) end

fun weighted xs = #2 (List.foldl (fn (x, (i, acc)) => (i + 1, (acc + i * (x mod 1009)) mod 1000003)) (1, 0) xs)

fun dijkstra (nodes, edges : int -> (int * int) list) =
  let fun go (q, settled) =
        case DistQ.deleteMin q of
            NONE => settled
          | SOME ((d, v), q') =>
              case IntMap.find (settled, v) of
                  SOME _ => go (q', settled)
                | NONE =>
                    go (List.foldl (fn ((w, c), q) => DistQ.insert ((d + c, w), q)) q' (edges v),
                        IntMap.insert (settled, v, d))
  in go (DistQ.insert ((0, 0), DistQ.empty), IntMap.empty) end

fun main () =
  let val n = getSize ()
      val ints = randoms (n, 7)
      val a = weighted (IntQ.toList (IntQ.fromList ints))
      val strs = map (fn x => "k" ^ Int.toString (x mod 50000)) ints
      val b = List.foldl (fn (s, acc) => (acc * 7 + String.size s) mod 1000003) 0 (StringQ.toList (StringQ.fromList strs))
      val pairs = map (fn x => (real (x mod 1000) / 7.0, x)) ints
      val c = weighted (map #2 (PairQ.toList (PairQ.fromList pairs)))
      val counts = List.foldl (fn (s, m) => StringMap.insertWith op+ (m, s, 1)) StringMap.empty strs
      val d = StringMap.foldl (fn (k, v, acc) => (acc + v * String.size k) mod 1000003) (StringMap.size counts) counts
      val nodes = n div 2
      fun edges v = [((v * 7 + 1) mod nodes, v mod 13 + 1), ((v + 1) mod nodes, 17), ((v * 3 + 2) mod nodes, v mod 5 + 3)]
      val dist = dijkstra (nodes, edges)
      val e = IntMap.foldl (fn (_, d, acc) => (acc + d) mod 1000003) 0 dist
  in print ("functors " ^ Int.toString n ^ " " ^ String.concatWith " " (map Int.toString [a, b, c, d, e]) ^ "\n") end
