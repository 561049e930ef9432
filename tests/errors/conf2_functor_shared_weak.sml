(* expect: r's element type is one weak type variable of the unit, not an
   undetermined type of F's body: every application shares it, so after
   A.g := [1] it is int *)
val r = ref []
functor F () = struct val g = r end
structure A = F ()
structure B = F ()
val _ = A.g := [1]
val _ = B.g := ["s"]
