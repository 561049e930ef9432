(* ARRAY (Basis Library "The Array structure"): mutable arrays. *)

signature ARRAY =
sig
  eqtype 'a array
  type 'a vector = 'a Vector.vector
  val maxLen : int
  val array : int * 'a -> 'a array
  val fromList : 'a list -> 'a array
  val tabulate : int * (int -> 'a) -> 'a array
  val length : 'a array -> int
  val sub : 'a array * int -> 'a
  val update : 'a array * int * 'a -> unit
  val vector : 'a array -> 'a vector
  val copy : {src : 'a array, dst : 'a array, di : int} -> unit
  val copyVec : {src : 'a vector, dst : 'a array, di : int} -> unit
  val appi : (int * 'a -> unit) -> 'a array -> unit
  val app : ('a -> unit) -> 'a array -> unit
  val modifyi : (int * 'a -> 'a) -> 'a array -> unit
  val modify : ('a -> 'a) -> 'a array -> unit
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val findi : (int * 'a -> bool) -> 'a array -> (int * 'a) option
  val find : ('a -> bool) -> 'a array -> 'a option
  val exists : ('a -> bool) -> 'a array -> bool
  val all : ('a -> bool) -> 'a array -> bool
  val collate : ('a * 'a -> order) -> 'a array * 'a array -> order
end

structure Array : ARRAY =
struct
  type 'a array = 'a array
  type 'a vector = 'a Vector.vector
  val maxLen = Vector.maxLen
  val array = ld_array_make
  val fromList = ld_array_from_list
  (* filled in place, not through a list: f 0 makes the array (a flat one
     for reals), f 1 .. f (n-1) are stored in order *)
  fun tabulate (n, f) =
    if n < 0 orelse n > maxLen then raise Size
    else if n = 0 then fromList []
    else
      let val a = array (n, f 0)
          fun fill i = if i < n then (ld_array_update (a, i, f i); fill (i + 1)) else ()
      in fill 1; a end
  val length = ld_array_length
  val sub = ld_array_sub
  val update = ld_array_update
  fun vector a = ld_vector_of_array (a, length a)
  fun copy {src, dst, di} =
    let val n = length src
    in
      if di < 0 orelse di > length dst - n then raise Subscript
      else
        (* backwards when copying upwards within one array *)
        let fun up i = if i < n then (update (dst, di + i, sub (src, i)); up (i + 1)) else ()
            fun down i = if i >= 0 then (update (dst, di + i, sub (src, i)); down (i - 1)) else ()
        in if di > 0 then down (n - 1) else up 0 end
    end
  fun copyVec {src, dst, di} =
    let val n = Vector.length src
        fun loop i = if i < n then (update (dst, di + i, Vector.sub (src, i)); loop (i + 1)) else ()
    in if di < 0 orelse di > length dst - n then raise Subscript else loop 0 end
  fun appi f a =
    let fun loop i = if i < length a then (f (i, sub (a, i)); loop (i + 1)) else ()
    in loop 0 end
  fun app f a = appi (fn (_, x) => f x) a
  fun modifyi f a =
    let fun loop i = if i < length a then (update (a, i, f (i, sub (a, i))); loop (i + 1)) else ()
    in loop 0 end
  fun modify f a = modifyi (fn (_, x) => f x) a
  fun foldli f acc a =
    let fun loop (i, acc) = if i < length a then loop (i + 1, f (i, sub (a, i), acc)) else acc
    in loop (0, acc) end
  fun foldri f acc a =
    let fun loop (i, acc) = if i >= 0 then loop (i - 1, f (i, sub (a, i), acc)) else acc
    in loop (length a - 1, acc) end
  fun foldl f acc a = foldli (fn (_, x, b) => f (x, b)) acc a
  fun foldr f acc a = foldri (fn (_, x, b) => f (x, b)) acc a
  fun findi p a =
    let fun loop i = if i >= length a then NONE
                     else let val x = sub (a, i) in if p (i, x) then SOME (i, x) else loop (i + 1) end
    in loop 0 end
  fun find p a = Option.map #2 (findi (fn (_, x) => p x) a)
  fun exists p a = isSome (findi (fn (_, x) => p x) a)
  fun all p a = not (exists (fn x => not (p x)) a)
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
