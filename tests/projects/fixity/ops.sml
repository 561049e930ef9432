(* Fixity is part of an ML basis: the infix declarations at the top level of
   one unit hold in the units that see it (also those in a `local` body, not
   those in a structure or a `let`). *)
infix 5 @@
infixr 4 ##
datatype pair = @@ of int * int
datatype 'a chain = End | ## of 'a * 'a chain
local
  infix 3 <+>
  fun a <+> b = a + b
in
  infix 6 <*>
  fun a <*> b = a * b + (0 <+> 0)
end
structure Hidden = struct infix 7 %% fun a %% b = a - b val nine = 10 %% 1 end
