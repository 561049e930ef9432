(* Definition §4.4: `τ cell` admits equality only if cell does and τ does, even
   though cell's constructors carry only refs (which would admit equality at
   any argument); at (int -> int) cell, `=` is a type error. *)
datatype 'a cell = Cell of 'a ref
val c = Cell (ref (fn (x : int) => x))
val b = c = c
