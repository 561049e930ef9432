(* §5.7 / §4.9 equality: a datatype in a functor body admits equality when
   its components do; with an eqtype parameter it does, and it is used with
   = both in the body and by clients. *)
functor Tagged (eqtype t) = struct
  datatype tagged = Tag of string * t | Untagged
  fun same (a, b) = a = b
end
structure T = Tagged (type t = int * bool)
val () = print (Bool.toString (T.same (T.Tag ("a", (1, true)), T.Tag ("a", (1, true)))) ^ " "
                ^ Bool.toString (T.Tag ("a", (1, true)) = T.Untagged) ^ " "
                ^ Bool.toString (T.same (T.Tag ("a", (1, true)), T.Tag ("a", (1, false)))) ^ "\n")
