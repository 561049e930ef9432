(* Basis General: Fail carries a string; exnName and exnMessage. *)
val _ = (raise Fail "boom") handle Fail m => print ("Fail: " ^ m ^ "\n")
val _ = print (exnName (Fail "x") ^ "\n")
val _ = print (exnName Div ^ " " ^ exnName Overflow ^ " " ^ exnName Subscript ^ " " ^ exnName Empty ^ "\n")
exception Mine of int
val _ = print (exnName (Mine 3) ^ "\n")
val _ = print ((hd []; "no") handle e => exnName e ^ "\n")
