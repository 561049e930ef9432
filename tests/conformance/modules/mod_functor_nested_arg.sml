(* §5.7 functor with a named parameter whose signature contains a nested
   structure; the body reaches components through Param.Sub.x. *)
signature KEY = sig
  structure Ord : sig type t val compare : t * t -> order end
  val name : string
end
functor Sorted (K : KEY) = struct
  fun insert (x, []) = [x]
    | insert (x, y :: ys) =
        case K.Ord.compare (x, y) of GREATER => y :: insert (x, ys) | _ => x :: y :: ys
  fun sort l = foldl insert [] l
  val label = K.name
end
structure S = Sorted (struct structure Ord = struct type t = int val compare = Int.compare end
                             val name = "ints" end)
structure T = Sorted (struct
  structure Ord = struct type t = string val compare = String.compare end
  val name = "strings"
end)
val () = print (S.label ^ ": " ^ String.concatWith " " (map Int.toString (S.sort [5, 3, 9, 1])) ^ "\n")
val () = print (T.label ^ ": " ^ String.concatWith " " (T.sort ["pear", "apple", "fig"]) ^ "\n")
