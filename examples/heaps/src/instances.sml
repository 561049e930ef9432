(* Two element types, two heaps from one functor. *)
fun digits n = if n < 10 then str (chr (ord #"0" + n))
               else digits (n div 10) ^ str (chr (ord #"0" + n mod 10))

structure IntOrder : ORDERED =
struct
  type t = int
  val less = op <
  fun show n = if n < 0 then "~" ^ digits (~n) else digits n
end

structure WordOrder : ORDERED =
struct
  type t = string
  val less : t * t -> bool = op <   (* < alone would default to int (Definition appendix E) *)
  fun show s = s
end

structure IntHeap = LeftistHeap (IntOrder)
structure WordHeap = LeftistHeap (WordOrder)
