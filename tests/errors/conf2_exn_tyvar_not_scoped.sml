(* expect: 'a occurs only in the exception of a top-level local, inside no
   value declaration: nothing scopes it (§4.6) *)
local exception E of 'a in val x = 1 end
