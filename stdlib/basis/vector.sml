(* VECTOR (Basis Library "The Vector structure"): immutable arrays. *)

signature VECTOR =
sig
  eqtype 'a vector
  val maxLen : int
  val fromList : 'a list -> 'a vector
  val tabulate : int * (int -> 'a) -> 'a vector
  val length : 'a vector -> int
  val sub : 'a vector * int -> 'a
  val update : 'a vector * int * 'a -> 'a vector
  val concat : 'a vector list -> 'a vector
  val appi : (int * 'a -> unit) -> 'a vector -> unit
  val app : ('a -> unit) -> 'a vector -> unit
  val mapi : (int * 'a -> 'b) -> 'a vector -> 'b vector
  val map : ('a -> 'b) -> 'a vector -> 'b vector
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val findi : (int * 'a -> bool) -> 'a vector -> (int * 'a) option
  val find : ('a -> bool) -> 'a vector -> 'a option
  val exists : ('a -> bool) -> 'a vector -> bool
  val all : ('a -> bool) -> 'a vector -> bool
  val collate : ('a * 'a -> order) -> 'a vector * 'a vector -> order
end

structure Vector : VECTOR =
struct
  type 'a vector = 'a vector
  val maxLen = BasisLimits.maxLen
  val fromList = vector
  val length = ld_vector_length
  val sub = ld_vector_sub
  (* built in an array in place, then copied once (no list): f 0 makes the
     array, f 1 .. f (n-1) are stored in order *)
  fun tabulate (n, f) =
    if n < 0 orelse n > maxLen then raise Size
    else if n = 0 then vector []
    else
      let val a = ld_array_make (n, f 0)
          fun fill i = if i < n then (ld_array_update (a, i, f i); fill (i + 1)) else ()
      in fill 1; ld_vector_of_array (a, n) end
  fun update (v, i, x) =
    if i < 0 orelse i >= length v then raise Subscript
    else tabulate (length v, fn k => if k = i then x else sub (v, k))
  val concat = ld_vector_concat
  fun appi f v =
    let val n = length v
        fun loop i = if i < n then (f (i, sub (v, i)); loop (i + 1)) else ()
    in loop 0 end
  fun app f v = appi (fn (_, x) => f x) v
  fun mapi f v = tabulate (length v, fn i => f (i, sub (v, i)))
  fun map f v = mapi (fn (_, x) => f x) v
  fun foldli f acc v =
    let val n = length v
        fun loop (i, acc) = if i < n then loop (i + 1, f (i, sub (v, i), acc)) else acc
    in loop (0, acc) end
  fun foldri f acc v =
    let fun loop (i, acc) = if i >= 0 then loop (i - 1, f (i, sub (v, i), acc)) else acc
    in loop (length v - 1, acc) end
  fun foldl f acc v = foldli (fn (_, x, a) => f (x, a)) acc v
  fun foldr f acc v = foldri (fn (_, x, a) => f (x, a)) acc v
  fun findi p v =
    let val n = length v
        fun loop i = if i >= n then NONE
                     else let val x = sub (v, i) in if p (i, x) then SOME (i, x) else loop (i + 1) end
    in loop 0 end
  fun find p v = Option.map #2 (findi (fn (_, x) => p x) v)
  fun exists p v = isSome (findi (fn (_, x) => p x) v)
  fun all p v = not (exists (fn x => not (p x)) v)
  fun collate cmp (a, b) =
    let val na = length a
        val nb = length b
        fun loop i =
          if i >= na then (if i >= nb then EQUAL else LESS)
          else if i >= nb then GREATER
          else case cmp (sub (a, i), sub (b, i)) of
                 EQUAL => loop (i + 1)
               | ord => ord
    in loop 0 end
end
