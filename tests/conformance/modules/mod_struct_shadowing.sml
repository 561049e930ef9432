(* §5.7 (strdec sequences): a later structure declaration shadows an earlier one of
   the same name, but closures and structures built from the earlier one
   keep referring to it. *)
structure A = struct val v = "first" fun get () = v end
structure Keep = A
val g = A.get
structure A = struct val v = "second" end
val () = print (A.v ^ " " ^ Keep.v ^ " " ^ g () ^ " " ^ Keep.get () ^ "\n")
