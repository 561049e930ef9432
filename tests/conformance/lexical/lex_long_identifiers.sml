(* Definition §2.5: long identifiers strid1.....stridk.id; the last part may
   be symbolic, and a qualified identifier is never infix. *)
structure A = struct
  structure B = struct val c = 5 fun ++ (x, y) = x * 10 + y end
  val d = 6
end
val _ = print (Int.toString A.B.c ^ " " ^ Int.toString A.d ^ "\n")
val _ = print (Int.toString (A.B.++ (1, 2)) ^ "\n")
val _ = print (Int.toString (Int.+ (3, 4)) ^ " " ^ Int.toString (Int.* (3, 4)) ^ "\n")
val _ = print (Int.toString (List.length [1, 2, 3]) ^ "\n")
