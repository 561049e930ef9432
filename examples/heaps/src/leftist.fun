(* Leftist heaps (Okasaki): merge in logarithmic time, every other operation
   through merge. The result is opaque: clients see only HEAP. *)
functor LeftistHeap (O : ORDERED) :> HEAP where type elem = O.t =
struct
  type elem = O.t
  datatype heap = E | T of int * elem * heap * heap
  exception Empty

  fun rank E = 0
    | rank (T (r, _, _, _)) = r

  fun make (x, a, b) =
    if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)

  fun merge (h, E) = h
    | merge (E, h) = h
    | merge (h1 as T (_, x, a1, b1), h2 as T (_, y, a2, b2)) =
        if O.less (y, x) then make (y, a2, merge (h1, b2)) else make (x, a1, merge (b1, h2))

  val empty = E
  fun insert (x, h) = merge (T (1, x, E, E), h)
  fun min E = raise Empty
    | min (T (_, x, _, _)) = x
  fun deleteMin E = raise Empty
    | deleteMin (T (_, _, a, b)) = merge (a, b)
  fun fromList xs = foldl insert E xs
  fun toSortedList E = []
    | toSortedList h = min h :: toSortedList (deleteMin h)
end
