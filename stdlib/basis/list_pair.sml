(* LIST_PAIR (Basis Library "The ListPair structure"). The functions without
   "Eq" ignore the excess elements of the longer list; the "Eq" ones raise
   UnequalLengths when the lengths differ (checked before any element is
   processed). *)

signature LIST_PAIR =
sig
  exception UnequalLengths
  val zip : 'a list * 'b list -> ('a * 'b) list
  val zipEq : 'a list * 'b list -> ('a * 'b) list
  val unzip : ('a * 'b) list -> 'a list * 'b list
  val app : ('a * 'b -> unit) -> 'a list * 'b list -> unit
  val appEq : ('a * 'b -> unit) -> 'a list * 'b list -> unit
  val map : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
  val mapEq : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
  val foldl : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldr : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldlEq : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldrEq : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val all : ('a * 'b -> bool) -> 'a list * 'b list -> bool
  val exists : ('a * 'b -> bool) -> 'a list * 'b list -> bool
  val allEq : ('a * 'b -> bool) -> 'a list * 'b list -> bool
end

structure ListPair : LIST_PAIR =
struct
  exception UnequalLengths

  fun zip (xs, ys) =
    let fun loop (x :: xs, y :: ys) = (x, y) :: loop (xs, ys)
          | loop _ = []
    in loop (xs, ys) end

  fun check (xs, ys) =
    if length xs = length ys then () else raise UnequalLengths

  fun zipEq p = (check p; zip p)

  fun unzip l =
    let fun loop [] = ([], [])
          | loop ((x, y) :: rest) = let val (xs, ys) = loop rest in (x :: xs, y :: ys) end
    in loop l end

  fun app f (xs, ys) =
    let fun loop (x :: xs, y :: ys) = (f (x, y); loop (xs, ys))
          | loop _ = ()
    in loop (xs, ys) end

  fun appEq f p = (check p; app f p)

  fun map f (xs, ys) =
    let fun loop (x :: xs, y :: ys) = let val z = f (x, y) in z :: loop (xs, ys) end
          | loop _ = []
    in loop (xs, ys) end

  fun mapEq f p = (check p; map f p)

  fun foldl f init (xs, ys) =
    let fun loop (x :: xs, y :: ys, acc) = loop (xs, ys, f (x, y, acc))
          | loop (_, _, acc) = acc
    in loop (xs, ys, init) end

  fun foldr f init (xs, ys) =
    let fun loop (x :: xs, y :: ys) = f (x, y, loop (xs, ys))
          | loop _ = init
    in loop (xs, ys) end

  fun foldlEq f init p = (check p; foldl f init p)
  fun foldrEq f init p = (check p; foldr f init p)

  fun all f (xs, ys) =
    let fun loop (x :: xs, y :: ys) = f (x, y) andalso loop (xs, ys)
          | loop _ = true
    in loop (xs, ys) end

  fun exists f (xs, ys) =
    let fun loop (x :: xs, y :: ys) = f (x, y) orelse loop (xs, ys)
          | loop _ = false
    in loop (xs, ys) end

  fun allEq f (xs, ys) =
    let fun loop (x :: xs, y :: ys) = f (x, y) andalso loop (xs, ys)
          | loop ([], []) = true
          | loop _ = false
    in loop (xs, ys) end
end
