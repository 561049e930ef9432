(* The signatures and functors of benchmark functors (functors.sml), in a unit of
   their own as a library's would be: a leftist-heap priority queue PQueue (ORD)
   and a red-black-tree map RBMap (ORD) (insertion as in Okasaki's "Purely
   Functional Data Structures"). *)
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
