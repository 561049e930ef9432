(* Definition §4.7/§4.8 (value restriction): ref [] is expansive, so r is not
   generalized; using it at both int list and string list is rejected. *)
val _ = let val r = ref []
        in r := [1]; r := ["a"] end
