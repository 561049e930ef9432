(* §5.7 / §4.10 (open in a structure body): `open A` inside struct...end
   binds A's components in the body's environment, so they also become
   components of the new structure. *)
structure A = struct
  val x = 5
  datatype t = K of int
  structure In = struct val deep = "deep" end
end
structure B = struct
  open A
  val y = x + 1
  fun unK (K n) = n
end
val () = print (Int.toString (B.x + B.y + B.unK (B.K 100)) ^ " " ^ B.In.deep ^ "\n")
structure C = struct val x = "shadowed" open A end
val () = print (Int.toString C.x ^ "\n")
