(* A realistic module program: an ORDERED signature, a leftist-heap functor sealed with a HEAP signature whose element type is exposed by where type, a generic sort functor built on top of it, and instances for ints, reals (descending), strings and pairs ordered lexicographically by a functor combinator. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun r3 x = Int.toString (round (x * 1000.0))

signature ORDERED = sig
  type t
  val leq : t * t -> bool
end

signature HEAP = sig
  structure Elem : ORDERED
  type heap
  exception EmptyHeap
  val empty : heap
  val isEmpty : heap -> bool
  val insert : Elem.t * heap -> heap
  val merge : heap * heap -> heap
  val findMin : heap -> Elem.t
  val deleteMin : heap -> heap
end

functor LeftistHeap (O : ORDERED) :> HEAP where type Elem.t = O.t = struct
  structure Elem = O
  datatype heap = E | T of int * Elem.t * heap * heap
  exception EmptyHeap
  fun rank E = 0
    | rank (T (r, _, _, _)) = r
  fun makeT (x, a, b) = if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)
  val empty = E
  fun isEmpty E = true | isEmpty _ = false
  fun merge (h, E) = h
    | merge (E, h) = h
    | merge (h1 as T (_, x, a1, b1), h2 as T (_, y, a2, b2)) =
        if Elem.leq (x, y) then makeT (x, a1, merge (b1, h2)) else makeT (y, a2, merge (h1, b2))
  fun insert (x, h) = merge (T (1, x, E, E), h)
  fun findMin E = raise EmptyHeap
    | findMin (T (_, x, _, _)) = x
  fun deleteMin E = raise EmptyHeap
    | deleteMin (T (_, _, a, b)) = merge (a, b)
end

functor HeapSort (H : HEAP) = struct
  fun sort l =
    let val h = foldl H.insert H.empty l
        fun drain h = if H.isEmpty h then [] else H.findMin h :: drain (H.deleteMin h)
    in drain h end
  fun kSmallest (k, l) =
    let fun take (0, _) = []
          | take (n, h) = (H.findMin h :: take (n - 1, H.deleteMin h)) handle H.EmptyHeap => []
    in take (k, foldl H.insert H.empty l) end
end

functor Lex (structure A : ORDERED structure B : ORDERED) : ORDERED = struct
  type t = A.t * B.t
  fun leq ((a1, b1), (a2, b2)) =
    if A.leq (a1, a2) andalso A.leq (a2, a1) then B.leq (b1, b2) else A.leq (a1, a2)
end

structure IntOrd = struct type t = int val leq = op <= end
structure RealDesc = struct type t = real fun leq (a : real, b) = a >= b end
structure StrOrd = struct type t = string fun leq (a : string, b) = a <= b end

structure IS = HeapSort (LeftistHeap (IntOrd))
structure RS = HeapSort (LeftistHeap (RealDesc))
structure SS = HeapSort (LeftistHeap (StrOrd))
structure PS = HeapSort (LeftistHeap (Lex (structure A = StrOrd structure B = IntOrd)))

fun gen (0, _) = []
  | gen (n, seed) = let val s = (seed * 1103 + 12345) mod 10007 in s :: gen (n - 1, s) end
val nums = gen (40, 7)
val sorted = IS.sort nums
fun isSorted (a :: (rest as b :: _)) = a <= b andalso isSorted rest
  | isSorted _ = true
val _ = println (if isSorted sorted andalso length sorted = 40 then "ints sorted" else "BAD")
val _ = println (concat (map (fn n => Int.toString n ^ " ") (IS.kSmallest (5, nums))))
val _ = println (concat (map (fn n => Int.toString n ^ " ") (IS.kSmallest (3, [2, 1]))))
val _ = println (concat (map (fn x => r3 x ^ " ") (RS.sort [0.5, 2.25, ~1.0, 1.125, 0.0])))
val _ = println (concat (map (fn s => s ^ " ") (SS.sort ["pear", "apple", "fig", "banana", "apple"])))
val _ = println (concat (map (fn (s, n) => s ^ Int.toString n ^ " ")
                             (PS.sort [("b", 2), ("a", 9), ("b", 1), ("a", 3)])))
