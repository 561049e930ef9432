(* §5.7 (sigexp where type): the realised type stays visible even
   under opaque ascription, while the other abstract types stay hidden. *)
signature ENV = sig
  type key
  type 'a env
  val empty : 'a env
  val bind : key * 'a * 'a env -> 'a env
  val find : key * 'a env -> 'a option
end
structure E :> ENV where type key = string = struct
  type key = string
  type 'a env = (key * 'a) list
  val empty = []
  fun bind (k, v, e) = (k, v) :: e
  fun find (_, []) = NONE
    | find (k, (k', v) :: e) = if k = k' then SOME v else find (k, e)
end
val e = E.bind ("b", 2, E.bind ("a", 1, E.empty))
val k : E.key = "a" ^ ""
fun show NONE = "none" | show (SOME n) = Int.toString n
val () = print (show (E.find (k, e)) ^ " " ^ show (E.find ("b", e)) ^ " "
                ^ show (E.find ("c", e)) ^ "\n")
