(* §5.7 where type with a long type constructor: `where type A.t = int`
   realises a type of a substructure specification. *)
signature S = sig
  structure A : sig type t val x : t end
  structure B : sig type u val y : u end
end
structure M :> S where type A.t = int where type B.u = string = struct
  structure A = struct type t = int val x = 41 end
  structure B = struct type u = string val y = "y" end
end
val () = print (Int.toString (M.A.x + 1) ^ " " ^ M.B.y ^ "\n")
