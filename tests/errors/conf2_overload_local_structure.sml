(* expect: a structure declaration inside local ends the context of the
   declarations before it as well *)
structure A = struct fun f x = ~ x  local structure B = struct end in val y = f 2.5 end end
