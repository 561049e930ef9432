(* LIST (Basis Library "The List structure"). *)

signature LIST =
sig
  (* The Definition forbids a specification of nil and :: (section 3.5), so
     list is specified as the pervasive type. *)
  type 'a list = 'a list
  exception Empty
  val null : 'a list -> bool
  val length : 'a list -> int
  val @ : 'a list * 'a list -> 'a list
  val hd : 'a list -> 'a
  val tl : 'a list -> 'a list
  val last : 'a list -> 'a
  val getItem : 'a list -> ('a * 'a list) option
  val nth : 'a list * int -> 'a
  val take : 'a list * int -> 'a list
  val drop : 'a list * int -> 'a list
  val rev : 'a list -> 'a list
  val concat : 'a list list -> 'a list
  val revAppend : 'a list * 'a list -> 'a list
  val app : ('a -> unit) -> 'a list -> unit
  val map : ('a -> 'b) -> 'a list -> 'b list
  val mapPartial : ('a -> 'b option) -> 'a list -> 'b list
  val find : ('a -> bool) -> 'a list -> 'a option
  val filter : ('a -> bool) -> 'a list -> 'a list
  val partition : ('a -> bool) -> 'a list -> 'a list * 'a list
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val exists : ('a -> bool) -> 'a list -> bool
  val all : ('a -> bool) -> 'a list -> bool
  val tabulate : int * (int -> 'a) -> 'a list
  val collate : ('a * 'a -> order) -> 'a list * 'a list -> order
end

structure List : LIST =
struct
  datatype list = datatype list
  exception Empty = Empty
  val null = null
  val length = length
  val op @ = op @
  val hd = hd
  val tl = tl
  val rev = rev
  val app = app
  val map = map
  val foldl = foldl
  val foldr = foldr

  fun last [x] = x
    | last (_ :: xs) = last xs
    | last [] = raise Empty

  fun getItem [] = NONE
    | getItem (x :: xs) = SOME (x, xs)

  fun nth (l, i) =
    let fun loop (x :: _, 0) = x
          | loop (_ :: xs, k) = loop (xs, k - 1)
          | loop ([], _) = raise Subscript
    in if i < 0 then raise Subscript else loop (l, i) end

  fun take (l, i) =
    let fun loop (_, 0) = []
          | loop (x :: xs, k) = x :: loop (xs, k - 1)
          | loop ([], _) = raise Subscript
    in if i < 0 then raise Subscript else loop (l, i) end

  fun drop (l, i) =
    let fun loop (xs, 0) = xs
          | loop (_ :: xs, k) = loop (xs, k - 1)
          | loop ([], _) = raise Subscript
    in if i < 0 then raise Subscript else loop (l, i) end

  fun revAppend ([], ys) = ys
    | revAppend (x :: xs, ys) = revAppend (xs, x :: ys)

  fun concat [] = []
    | concat (l :: ls) = l @ concat ls

  fun mapPartial f l =
    let fun loop [] = []
          | loop (x :: xs) =
              (case f x of
                 SOME y => y :: loop xs
               | NONE => loop xs)
    in loop l end

  fun find p l =
    let fun loop [] = NONE
          | loop (x :: xs) = if p x then SOME x else loop xs
    in loop l end

  fun filter p l =
    let fun loop [] = []
          | loop (x :: xs) = if p x then x :: loop xs else loop xs
    in loop l end

  fun partition p l =
    let fun loop ([], yes, no) = (rev yes, rev no)
          | loop (x :: xs, yes, no) =
              if p x then loop (xs, x :: yes, no) else loop (xs, yes, x :: no)
    in loop (l, [], []) end

  fun exists p l =
    let fun loop [] = false
          | loop (x :: xs) = p x orelse loop xs
    in loop l end

  fun all p l =
    let fun loop [] = true
          | loop (x :: xs) = p x andalso loop xs
    in loop l end

  fun tabulate (n, f) =
    let fun loop i = if i >= n then [] else let val y = f i in y :: loop (i + 1) end
    in if n < 0 then raise Size else loop 0 end

  fun collate cmp (xs, ys) =
    let fun loop ([], []) = EQUAL
          | loop ([], _) = LESS
          | loop (_, []) = GREATER
          | loop (x :: xs, y :: ys) =
              (case cmp (x, y) of
                 EQUAL => loop (xs, ys)
               | ord => ord)
    in loop (xs, ys) end
end
