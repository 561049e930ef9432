(* §5.7 / §4.10: a functor body may open its parameter (or a substructure
   of it) to use the components unqualified. *)
functor Greet (X : sig structure Names : sig val first : string val last : string end
                       val greeting : string end) = struct
  open X
  local open Names in val msg = greeting ^ ", " ^ first ^ " " ^ last end
end
structure G = Greet (struct
  structure Names = struct val first = "Ada" val last = "Lovelace" end
  val greeting = "Hello"
end)
val () = print (G.msg ^ " / " ^ G.Names.first ^ "\n")
