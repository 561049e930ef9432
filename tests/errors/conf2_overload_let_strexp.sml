(* expect: the declarations of a let structure expression are a context of
   their own: f is on ints before the body is elaborated *)
structure S = let fun f (a, b) = a * b in struct val y = f (2.0, 3.0) end end
