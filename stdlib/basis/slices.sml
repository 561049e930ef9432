(* VECTOR_SLICE and ARRAY_SLICE (Basis Library "The VectorSlice structure",
   "The ArraySlice structure"): a slice is a vector or array, a start index
   and a length, 0 <= start <= start + length <= length of the base. The
   index functions (appi, foldli, findi, ...) pass indices relative to the
   slice. *)

signature VECTOR_SLICE =
sig
  type 'a slice
  val length : 'a slice -> int
  val sub : 'a slice * int -> 'a
  val full : 'a Vector.vector -> 'a slice
  val slice : 'a Vector.vector * int * int option -> 'a slice
  val subslice : 'a slice * int * int option -> 'a slice
  val base : 'a slice -> 'a Vector.vector * int * int
  val vector : 'a slice -> 'a Vector.vector
  val concat : 'a slice list -> 'a Vector.vector
  val isEmpty : 'a slice -> bool
  val getItem : 'a slice -> ('a * 'a slice) option
  val appi : (int * 'a -> unit) -> 'a slice -> unit
  val app : ('a -> unit) -> 'a slice -> unit
  val mapi : (int * 'a -> 'b) -> 'a slice -> 'b Vector.vector
  val map : ('a -> 'b) -> 'a slice -> 'b Vector.vector
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val findi : (int * 'a -> bool) -> 'a slice -> (int * 'a) option
  val find : ('a -> bool) -> 'a slice -> 'a option
  val exists : ('a -> bool) -> 'a slice -> bool
  val all : ('a -> bool) -> 'a slice -> bool
  val collate : ('a * 'a -> order) -> 'a slice * 'a slice -> order
end

(* What vector and array slices share: a slice is the sequence, its start
   and its length; `Seq` reads the sequence. *)
functor BasisSlice (Seq : sig
                      type 'a seq
                      val length : 'a seq -> int
                      val sub : 'a seq * int -> 'a
                    end) =
struct
  datatype 'a slice = S of 'a Seq.seq * int * int

  fun length (S (_, _, n)) = n
  fun sub (S (b, i, n), k) = if k < 0 orelse k >= n then raise Subscript else Seq.sub (b, i + k)
  fun full b = S (b, 0, Seq.length b)
  fun slice (b, i, NONE) = if i < 0 orelse i > Seq.length b then raise Subscript else S (b, i, Seq.length b - i)
    | slice (b, i, SOME n) =
        if i < 0 orelse n < 0 orelse i > Seq.length b - n then raise Subscript else S (b, i, n)
  fun subslice (S (b, i, n), j, NONE) = if j < 0 orelse j > n then raise Subscript else S (b, i + j, n - j)
    | subslice (S (b, i, n), j, SOME m) =
        if j < 0 orelse m < 0 orelse j > n - m then raise Subscript else S (b, i + j, m)
  fun base (S t) = t
  fun toList (S (b, i, n)) =
    let fun loop (k, acc) = if k < i then acc else loop (k - 1, Seq.sub (b, k) :: acc)
    in loop (i + n - 1, []) end
  fun vector (S (b, i, n)) = Vector.tabulate (n, fn k => Seq.sub (b, i + k))
  fun isEmpty (S (_, _, n)) = n = 0
  fun getItem (S (b, i, n)) = if n = 0 then NONE else SOME (Seq.sub (b, i), S (b, i + 1, n - 1))
  fun appi f (S (b, i, n)) =
    let fun loop k = if k < n then (f (k, Seq.sub (b, i + k)); loop (k + 1)) else ()
    in loop 0 end
  fun app f s = appi (fn (_, x) => f x) s
  fun foldli f acc (S (b, i, n)) =
    let fun loop (k, acc) = if k < n then loop (k + 1, f (k, Seq.sub (b, i + k), acc)) else acc
    in loop (0, acc) end
  fun foldri f acc (S (b, i, n)) =
    let fun loop (k, acc) = if k >= 0 then loop (k - 1, f (k, Seq.sub (b, i + k), acc)) else acc
    in loop (n - 1, acc) end
  fun foldl f acc s = foldli (fn (_, x, a) => f (x, a)) acc s
  fun foldr f acc s = foldri (fn (_, x, a) => f (x, a)) acc s
  fun findi p (S (b, i, n)) =
    let fun loop k = if k >= n then NONE
                     else let val x = Seq.sub (b, i + k) in if p (k, x) then SOME (k, x) else loop (k + 1) end
    in loop 0 end
  fun find p s = Option.map #2 (findi (fn (_, x) => p x) s)
  fun exists p s = isSome (findi (fn (_, x) => p x) s)
  fun all p s = not (exists (fn x => not (p x)) s)
  fun collate cmp (S (a, i, na), S (b, j, nb)) =
    let fun loop k =
          if k >= na then (if k >= nb then EQUAL else LESS)
          else if k >= nb then GREATER
          else case cmp (Seq.sub (a, i + k), Seq.sub (b, j + k)) of
                 EQUAL => loop (k + 1)
               | ord => ord
    in loop 0 end
end

structure VectorSlice :> VECTOR_SLICE =
struct
  structure Common = BasisSlice (type 'a seq = 'a Vector.vector val length = Vector.length val sub = Vector.sub)
  open Common
  fun concat ss = Vector.concat (List.map vector ss)
  fun mapi f (S (b, i, n)) = Vector.tabulate (n, fn k => f (k, Vector.sub (b, i + k)))
  fun map f s = mapi (fn (_, x) => f x) s
end

signature ARRAY_SLICE =
sig
  type 'a slice
  val length : 'a slice -> int
  val sub : 'a slice * int -> 'a
  val update : 'a slice * int * 'a -> unit
  val full : 'a Array.array -> 'a slice
  val slice : 'a Array.array * int * int option -> 'a slice
  val subslice : 'a slice * int * int option -> 'a slice
  val base : 'a slice -> 'a Array.array * int * int
  val vector : 'a slice -> 'a Vector.vector
  val copy : {src : 'a slice, dst : 'a Array.array, di : int} -> unit
  val copyVec : {src : 'a VectorSlice.slice, dst : 'a Array.array, di : int} -> unit
  val isEmpty : 'a slice -> bool
  val getItem : 'a slice -> ('a * 'a slice) option
  val appi : (int * 'a -> unit) -> 'a slice -> unit
  val app : ('a -> unit) -> 'a slice -> unit
  val modifyi : (int * 'a -> 'a) -> 'a slice -> unit
  val modify : ('a -> 'a) -> 'a slice -> unit
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val findi : (int * 'a -> bool) -> 'a slice -> (int * 'a) option
  val find : ('a -> bool) -> 'a slice -> 'a option
  val exists : ('a -> bool) -> 'a slice -> bool
  val all : ('a -> bool) -> 'a slice -> bool
  val collate : ('a * 'a -> order) -> 'a slice * 'a slice -> order
end

structure ArraySlice :> ARRAY_SLICE =
struct
  structure Common = BasisSlice (type 'a seq = 'a Array.array val length = Array.length val sub = Array.sub)
  open Common
  fun update (S (b, i, n), k, x) = if k < 0 orelse k >= n then raise Subscript else Array.update (b, i + k, x)
  fun modifyi f (S (b, i, n)) =
    let fun loop k = if k < n then (Array.update (b, i + k, f (k, Array.sub (b, i + k))); loop (k + 1)) else ()
    in loop 0 end
  fun modify f s = modifyi (fn (_, x) => f x) s
  (* the elements are read before any is written, so overlapping is fine *)
  fun copy {src, dst, di} =
    let val xs = toList src
    in if di < 0 orelse di > Array.length dst - length src then raise Subscript
       else List.foldl (fn (x, k) => (Array.update (dst, k, x); k + 1)) di xs; ()
    end
  fun copyVec {src, dst, di} =
    let val n = VectorSlice.length src
    in if di < 0 orelse di > Array.length dst - n then raise Subscript
       else VectorSlice.appi (fn (k, x) => Array.update (dst, di + k, x)) src
    end
end
