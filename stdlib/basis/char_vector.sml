(* MONO_VECTOR (Basis Library "The MONO_VECTOR signature") and CharVector:
   vectors of chars are strings. *)

signature MONO_VECTOR =
sig
  type vector
  type elem
  val maxLen : int
  val fromList : elem list -> vector
  val tabulate : int * (int -> elem) -> vector
  val length : vector -> int
  val sub : vector * int -> elem
  val update : vector * int * elem -> vector
  val concat : vector list -> vector
  val appi : (int * elem -> unit) -> vector -> unit
  val app : (elem -> unit) -> vector -> unit
  val mapi : (int * elem -> elem) -> vector -> vector
  val map : (elem -> elem) -> vector -> vector
  val foldli : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldl : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val findi : (int * elem -> bool) -> vector -> (int * elem) option
  val find : (elem -> bool) -> vector -> elem option
  val exists : (elem -> bool) -> vector -> bool
  val all : (elem -> bool) -> vector -> bool
  val collate : (elem * elem -> order) -> vector * vector -> order
end

structure CharVector : MONO_VECTOR where type vector = string where type elem = char =
struct
  type vector = string
  type elem = char
  val maxLen = String.maxSize
  val fromList = implode
  (* in chunks: a list of all n chars would take a list cell (and, built by
     List.tabulate, a stack frame) per char, dozens of times the string *)
  fun tabulate (n, f) =
    let val chunk = 4096
        fun loop (i, acc) =
          if i >= n then concat (rev acc)
          else let val m = Int.min (chunk, n - i)
               in loop (i + m, implode (List.tabulate (m, fn k => f (i + k))) :: acc) end
    in if n < 0 orelse n > maxLen then raise Size else loop (0, []) end
  val length = size
  val sub = ld_string_sub
  fun update (s, i, c) =
    if i < 0 orelse i >= size s then raise Subscript
    else substring (s, 0, i) ^ str c ^ substring (s, i + 1, size s - i - 1)
  val concat = concat
  fun appi f s =
    let val n = size s
        fun loop i = if i < n then (f (i, sub (s, i)); loop (i + 1)) else ()
    in loop 0 end
  fun app f s = appi (fn (_, c) => f c) s
  fun mapi f s = tabulate (size s, fn i => f (i, sub (s, i)))
  fun map f s = String.map f s
  fun foldli f acc s =
    let val n = size s
        fun loop (i, acc) = if i < n then loop (i + 1, f (i, sub (s, i), acc)) else acc
    in loop (0, acc) end
  fun foldri f acc s =
    let fun loop (i, acc) = if i >= 0 then loop (i - 1, f (i, sub (s, i), acc)) else acc
    in loop (size s - 1, acc) end
  fun foldl f acc s = foldli (fn (_, c, a) => f (c, a)) acc s
  fun foldr f acc s = foldri (fn (_, c, a) => f (c, a)) acc s
  fun findi p s =
    let val n = size s
        fun loop i = if i >= n then NONE
                     else let val c = sub (s, i) in if p (i, c) then SOME (i, c) else loop (i + 1) end
    in loop 0 end
  fun find p s = Option.map #2 (findi (fn (_, c) => p c) s)
  fun exists p s = isSome (findi (fn (_, c) => p c) s)
  fun all p s = not (exists (fn c => not (p c)) s)
  val collate = String.collate
end
