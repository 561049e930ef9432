(* §4.10 / Appendix A (open longstrid1 ... longstridn): opening several
   structures binds their components in order, later ones shadowing
   earlier ones; open inside a let is local. *)
structure A = struct val x = "A.x" val y = "A.y" end
structure B = struct val y = "B.y" val z = "B.z" end
structure C = struct open A B val w = x ^ y ^ z end
val r = let open B A in y ^ z end
val () = print (C.w ^ " " ^ C.y ^ " " ^ r ^ "\n")
