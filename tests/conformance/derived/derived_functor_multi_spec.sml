(* Appendix A (Fig. 18): the spec sugar admits structures and types in the
   argument; they are accessed unqualified in the body (it is opened). *)
signature ORD = sig type t val le : t * t -> bool end
functor Sort (structure O : ORD val name : string) = struct
  fun insert (x, []) = [x]
    | insert (x, y :: ys) = if O.le (x, y) then x :: y :: ys else y :: insert (x, ys)
  fun sort xs = foldl insert [] xs
  val label = name
end
structure IS = Sort (structure O = struct type t = int val le = op <= end
                     val name = "ints")
structure SS = Sort (structure O = struct type t = string fun le (a : t, b) = a >= b end
                     val name = "strings desc")
val _ = print (IS.label ^ ": " ^ String.concatWith " " (map Int.toString (IS.sort [3, 1, 2])) ^ "\n")
val _ = print (SS.label ^ ": " ^ String.concatWith " " (SS.sort ["b", "c", "a"]) ^ "\n")
