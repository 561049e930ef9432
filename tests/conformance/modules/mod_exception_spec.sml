(* §5.5, §5.7 (exception spec): an exception specification is matched by an exception
   declaration (or replication); the exception keeps its identity through
   the view, so handlers using either name catch it. *)
signature S = sig
  exception Empty
  exception Bad of string
  val head : int list -> int
end
structure L :> S = struct
  exception Empty
  exception Bad of string
  fun head [] = raise Empty
    | head (x :: _) = if x < 0 then raise Bad "negative" else x
end
structure M = struct exception Bad = L.Bad end
fun try l = Int.toString (L.head l)
  handle L.Empty => "empty" | M.Bad s => "bad: " ^ s
val () = print (String.concatWith ", " (map try [[4, 5], [], [~1]]) ^ "\n")
