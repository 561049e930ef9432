(* Benchmark functors: signatures and functors used at several types, applied
   in another unit than theirs (ordered.sml), as a library's are.  A
   leftist-heap priority queue functor PQueue (ORD) and a red-black-tree map
   functor RBMap (ORD) are applied to int, string and (real * int) keys: heap
   sorts, word counting in a map, and Dijkstra's shortest paths on a generated
   graph (int heap of (distance, node) pairs, int map of settled nodes).
   Problem size: elements per structure.  Checksum: sums mod 1000003. *)
val defaultSize = 200000
fun getSize () = BenchSize.get defaultSize

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
