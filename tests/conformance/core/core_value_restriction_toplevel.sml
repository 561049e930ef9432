(* Definition §4.7, §4.8: `ref nil` is expansive, so r gets a monotype
   ('a list ref with 'a free, not generalized); it cannot be used both at int
   list and at string list. *)
val r = ref nil
val () = r := [1]
val () = r := ["one"]
