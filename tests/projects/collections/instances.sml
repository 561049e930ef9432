structure IntOrd : ORD =
struct
  type t = int
  fun compare (a, b) = if a < b then LESS else if a > b then GREATER else EQUAL
  fun show n = if n < 0 then "~" ^ show (~n)
               else if n < 10 then str (chr (ord #"0" + n)) else show (n div 10) ^ show (n mod 10)
end

structure StrOrd =
struct
  type t = string
  fun compare (a : string, b) = if a < b then LESS else if a > b then GREATER else EQUAL
  fun show s = "\"" ^ s ^ "\""
end

structure IntSet = TreeSet (IntOrd)
structure StrSet = TreeSet (StrOrd)
