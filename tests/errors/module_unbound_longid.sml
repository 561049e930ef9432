(* expect: unbound long identifier S.nothere. Poly/ML: Value or constructor (nothere) has not been declared in structure S *)
structure S = struct
  val here = 1
end
val x = S.nothere + 1
